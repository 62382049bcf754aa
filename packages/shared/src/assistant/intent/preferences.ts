import { VARIETY_FAMILIAR, VARIETY_NEW } from "../../onboarding/vocabulary";
import { dietNamed } from "../../food/diet-names";
import { familiesNamed } from "../../food/family-names";
import type { PreferenceChanges } from "../api";
import { foodSlots } from "./foods";
import { clausesOf } from "./normalize";
import { NUMBER, toNumber } from "./numbers";
import { preferenceItems, wholeNumber } from "./preference-items";

type ListKey = "addAllergies" | "removeAllergies" | "addDislikes" | "removeDislikes";
type Change = Partial<PreferenceChanges>;

/** Who a preference is said of: "i", "my mother-in-law", "the kids", "himself", "nobody in this house". */
const WHO =
  "(?:i|we|he|she|they|my [\\w-]+|our [\\w-]+|the (?:kids|children|boys|girls|twins|baby|family|husband|wife|lads|whole family)|himself|herself|hubby|wifey|nobody|no one|no-one)";
const BE = "(?:am|are|is|was|have been|has been)";
/** The foods after these phrases are an allergy (or no longer one). */
const LIST_RULES: [ListKey, RegExp][] = [
  ["removeAllergies", /\b(?:not|no longer|never) (?:be )?allergic to (.+)/],
  ["removeAllergies", /\b(?:remove|delete|take|drop) (.+?) (?:from|off) (?:my|our|the) allerg(?:y|ies)(?: list)?\b/],
  ["removeAllergies", /\b(?:does not|do not|no longer) have (?:the |an? |his |her |their |my )?(.+?) allerg(?:y|ies)\b/],
  ["removeAllergies", /\b(?:outgrew|outgrown|grew out of|grown out of|got over) (?:my |our |his |her |the |an? )?(.+?) allerg(?:y|ies)\b/],
  ["addAllergies", /\ballergic (?:to|for|of|with) (.+)/],
  // "allergy: sesame", "allergies - nuts, eggs": a heading and its list
  ["addAllergies", /^(?:new )?(?:allerg(?:y|ies)|intolerances?)(?! list\b) (?:- )?(.+)/],
  // "sesame allergy in the house now", "i'm lactose intolerant": a medical must, kept as an allergy
  ["addAllergies", /^(?:(?:a|an|new) )?([a-z]+(?: [a-z]+)?) (?:allergy|allergies|intolerance)\b(?! (?:to|list)\b)/],
  ["addAllergies", /\b(?:am|are|is) (?:now )?([a-z]+) intolerant\b|\bintolerant to (.+)/],
  ["addAllergies", /\badd (.+?) to (?:my|our|the) allerg(?:y|ies)(?: list)?\b/],
  ["addAllergies", new RegExp(`\\b${WHO} (?:have developed|has developed|have got|has got|have|has|got|developed) (?:an? )?(?:new )?(.+?) allerg(?:y|ies)\\b`)],
  ["removeDislikes", /\b(?:remove|delete|take|drop) (.+?) (?:from|off) (?:my|our|the) dislikes?(?: list)?\b/],
  ["removeDislikes", new RegExp(`\\b${WHO} (?:do not|no longer) (?:mind|dislike|hate) (.+)`)],
  // "my husband has finally come round to mushrooms": a dislike let go of
  [
    "removeDislikes",
    new RegExp(
      `\\b${WHO} (?:has |have )?(?:finally |now )?(?:come round to|come around to|came round to|came around to|warmed up to|warmed to|got used to|gotten used to) (.+)`,
    ),
  ],
  ["removeDislikes", new RegExp(`\\b${WHO} (?:actually |really |do |now )+(?:like|love|enjoy|eat) (.+?) (?:now|again|these days|after all)\\b`)],
  [
    "removeDislikes",
    new RegExp(`\\b${WHO} (?:like|eat|love|enjoy|can eat|${BE} (?:ok|okay|fine) with|started eating) (.+?) (?:now|again|these days|after all)\\b`),
  ],
  // "add cilantro to the things we don't like and also blue cheese": the list, and what is added after it
  [
    "addDislikes",
    /\badd (.+?) to (?:my |our |the )?(?:dislikes?(?: list)?|(?:list of )?(?:things|foods|stuff) (?:we|i|he|she|they) (?:do not|does not|never|will not) (?:like|eat))\b(?: (?:and|plus) (?:also )?(.+))?/,
  ],
  ["addDislikes", /^(?:do not|does not) (?:really )?(?:like|eat|want|enjoy) (.+)/],
  [
    "addDislikes",
    new RegExp(
      `\\b${WHO}(?: (?:is|are) [a-z]+(?: now)? and)? (?:really |just |also |absolutely |honestly )?(?:do not|does not|no longer|never|will not|would rather not) (?:really )?(?:like|eat|enjoy|care for|love|take|touch|eat anything with)(?: eating)? (.+)`,
    ),
  ],
  ["addDislikes", new RegExp(`\\b${WHO} (?:do not|does not|no longer) want (.+?) (?:anymore|any more|ever again|from now on)\\b`)],
  [
    "addDislikes",
    new RegExp(
      `\\b${WHO} (?:really |absolutely |just |also )?(?:hates?|dislikes?|detests?|loathes?|despises?|cannot stand|can not stand|${BE} not (?:a fan|fans) of|${BE} not fond of|${BE} (?:sick|tired) of|${BE} done with|${BE} off|(?:have|has) gone off|went off|(?:have|has) (?:gone|turned) against|stopped eating|gave up|have given up|quit)(?: eating)? (.+)`,
    ),
  ],
  ["addDislikes", /^no more (.+?)(?: please| from now on| ever)?$/],
  // "not a fan of aubergine", "can't stand olives": said with no one named, of oneself
  ["addDislikes", /^(?:not (?:a (?:big )?fan of|keen on|fond of)|cannot stand|can not stand|hate|dislike|detest|loathe) (.+)/],
  // "stop giving us mushrooms", "never suggest aubergine again": what Sierra should stop offering
  [
    "addDislikes",
    /\b(?:stop|quit) (?:giving|suggesting|putting|adding|planning|including|serving|sending|recommending|offering)(?: (?:us|me|him|her|them))?(?: any)? (.+)/,
  ],
  [
    "addDislikes",
    /\b(?:never|please do not|no more) (?:suggest|give us|give me|include|serve|recommend)(?:ing)? (?!it\b|that\b|them\b)(.+?)(?: again| ever| anymore| any more)?$/,
  ],
  // "nobody here eats lamb", "none of us like olives": a dislike said through its subject
  [
    "addDislikes",
    /\b(?:nobody|no one|no-one|none of us|neither of us)(?: here| at home| in (?:this|the|our|my) (?:house|family|household|home))? (?:eats|likes|like|will eat|wants|can stand|enjoys|touches) (.+)/,
  ],
  // "going forward please avoid anything with nuts": the lasting word first
  ["addDislikes", /^(?:from now on|going forward|in future|from today)(?: please)? (?:avoid|leave out|skip|cut out|no more|no) (.+)/],
  // "leave out beef and lamb from now on": a lasting leave-out
  ["addDislikes", /\b(?:leave out|leave off|cut out|skip|avoid|keep out) (.+?) (?:from now on|going forward|in future|for good|always)\b/],
];
/** Diets people say they now keep (or no longer): restrictions, never dislikes (docs/decisions/046). */
const DIET_WORD = "(vegan|vegetarian|veggie|pure veg|pescatarian|pescetarian|gluten[ -]free|dairy[ -]free|plant[ -]based|teetotal)";
const KEEPS = "(?:am|are|is|have|has|went|go|gone|have gone|has gone|became|become|have become|turned|started being|are going|am going)";
/** What may follow a diet said as a lasting change ("we've gone pescatarian as a family"). */
const DIET_TAIL =
  "(?: since (?:one|a|two|three|\\d+|last) (?:months?|weeks?|years?)| for (?:a|one|two|\\d+) (?:months?|weeks?|years?)| now| from now on| these days| as a (?:family|household)| for good| too| as well| again| for (?:health|medical|ethical|religious) reasons| permanently| last (?:week|month|year)| recently| a while ago| lately| this year| fyi| btw| just so you know| (?:family|household|house|people|folk|folks)| as an? (?:house|home|couple|unit)| (?:as of|since|because|after|due to|following|on (?:doctor|medical)|for the sake of|the whole|all of us|every one of us|each of us)\\b.*)*";
/** "we don't eat pork": a restriction kept for good, so a diet (docs/decisions/046), never a dislike. */
const EATS_NO: Record<string, string> = { pork: "pork free", beef: "beef free", meat: "vegetarian", "red meat": "beef free" };
const DIET_RULES: ["addDiets" | "removeDiets", RegExp][] = [
  ["removeDiets", new RegExp(`\\b${WHO} (?:am|are|is) (?:no longer|not) ${DIET_WORD}(?: any ?more)?\\b`)],
  ["removeDiets", new RegExp(`\\b${WHO} (?:stopped|quit|gave up) being ${DIET_WORD}\\b`)],
  [
    "addDiets",
    new RegExp(`\\b${WHO} ${KEEPS} (?:now |going |fully |strictly |also |all |completely |totally |a |an |pure |strict )*${DIET_WORD}${DIET_TAIL}$`),
  ],
  // "i've been told to go gluten free", "we need to go dairy free": a new diet, said as a must.
  [
    "addDiets",
    new RegExp(`\\b(?:told|advised|asked|need|needs|have|has|must|decided|supposed) to (?:go|be|eat|stay|keep) (?:strictly |fully )?${DIET_WORD}${DIET_TAIL}$`),
  ],
  ["removeDiets", new RegExp(`\\bno longer (?:an? )?${DIET_WORD}\\b`)],
  ["removeDiets", new RegExp(`^no more ${DIET_WORD}\\b`)],
  ["removeDiets", new RegExp(`^(?:so )?(?:not|no longer) (?:an? )?${DIET_WORD}(?: any ?more| now)?\\b`)],
  // "went vegan last month, fyi": said of oneself, with no one named
  ["addDiets", new RegExp(`^(?:went|gone|have gone|turned|became|become|now|am now|are now) ${DIET_WORD}${DIET_TAIL}$`)],
  ["addDiets", new RegExp(`\\b(?:make|set|switch) (?:me|us|my household|our household|my diet|our diet|the household) (?:to )?${DIET_WORD}\\b`)],
];

const HEADCOUNT = new RegExp(
  `^(?:we have|we are|there are|it is) ${NUMBER} (?:kids|children|adults|grown ?ups) and ${NUMBER} (?:kids|children|adults|grown ?ups)(?: (?:at home|in the house|in the household|now))*$`,
);

/** "I can't eat X": an allergy when X is an allergen group the recipe rules know, else a dislike. */
const CANNOT_EAT = new RegExp(`\\b${WHO} (?:cannot|can not|should not|must not) (?:eat|have|tolerate|handle|digest) (.+)`);

const NUMBER_RULES: [keyof PreferenceChanges, RegExp, number, number][] = [
  [
    "householdSize",
    new RegExp(
      `^(?:we are|there are|there is|it is|we are now|there are now) (?:now |just |only )?${NUMBER}(?: of us)?(?: now| people| persons| in (?:my|our|the) (?:house|household|family|home))*$`,
    ),
    1,
    20,
  ],
  ["householdSize", new RegExp(`\\b(?:we are|we have become|we are now) (?:now )?a (?:family|household|group|house) of ${NUMBER}\\b`), 1, 20],
  [
    "householdSize",
    new RegExp(`\\b(?:my|our) (?:household|family|house|home)(?: size)? (?:is|has|of|=|to|is now|now has|now is|grew to|has grown to) (?:now )?${NUMBER}\\b`),
    1,
    20,
  ],
  [
    "householdSize",
    new RegExp(`\\b(?:so|now|making us|which makes us|that makes us|that makes) (?:we are )?a (?:family|household|house) of ${NUMBER}\\b`),
    1,
    20,
  ],
  ["householdSize", new RegExp(`^(?:so )?(?:now )?a (?:family|household|house) of ${NUMBER}(?: now)?$`), 1, 20],
  ["householdSize", new RegExp(`\\b(?:it is|we are|there are|there is) (?:now )?(?:just |only )?the ${NUMBER} of us\\b`), 1, 20],
  // "there are three of us again", "we're 4 for good now": a head count said to last
  [
    "householdSize",
    new RegExp(
      `\\b(?:we are|there are|there will be|we will be) (?:now |just |only )?${NUMBER}(?: of us)?(?: (?:again|now|from now on|for good|permanently|full time|these days))+$`,
    ),
    1,
    20,
  ],
  // "we're 6 now, the grandkids live with us"
  ["householdSize", new RegExp(`^(?:we are|there are) (?:now )?${NUMBER} now\\b`), 1, 20],
  ["householdSize", new RegExp(`\\b(?:set|change|update|make) (?:my |our |the )?household(?: size)? (?:to|at) ${NUMBER}\\b`), 1, 20],
  ["householdSize", new RegExp(`\\b(?:i am|we are) (?:now )?cooking for ${NUMBER}(?: people)? now\\b`), 1, 20],
  ["householdSize", new RegExp(`^${NUMBER} people in (?:my|our|the) (?:house|household|family|home)(?: now)?$`), 1, 20],
  ["calorieGoal", /\bcalorie (?:goal|target|limit|budget|intake)(?: to| is| of| should be| at| =)?(?: now)?(?: to)? (\d[\d,]{2,5})\b/, 500, 5000],
  [
    "calorieGoal",
    /\b(?:set|change|update|make|lower|raise|increase|reduce) (?:my )?(?:daily )?calories? (?:goal |target )?(?:to|at) (\d[\d,]{2,5})\b/,
    500,
    5000,
  ],
  ["calorieGoal", /\b(\d[\d,]{2,5}) (?:calories|kcal|cals)(?: a| per) day\b/, 500, 5000],
  ["calorieGoal", /\bdaily calories?(?: goal| target)?(?: to| at| of| =| is)? (\d[\d,]{2,5})\b/, 500, 5000],
  [
    "varietyPreference",
    new RegExp(`\\bvariety(?: level| preference| setting| score)?(?: to| is| at| of| =|:)?(?: now)?(?: to)? ${NUMBER}(?:\\/10| out of 10)?\\b`),
    1,
    10,
  ],
];
const ALONE =
  /\b(?:it is|i am|there is) (?:now |just |only )+(?:me|myself)(?: now| again| these days)*$|^(?:just|only) me(?: now)?\b|^(?:it is|i am|there is) (?:now |just |only )*(?:me|myself|one|alone)(?: now)?(?:$| (?!and\b))|\bi (?:now )?live (?:alone|on my own|by myself)\b/;
const MORE_VARIETY =
  /\b(?:mix|shake|switch) (?:it|things|them|the meals|our meals) up\b|\bmore (?:variety|varied|adventurous)\b|\b(?:same|identical) (?:things?|stuff|meals|food|dishes|dinners) every (?:week|day|night)\b|\b(?:bored|sick|tired) of (?:the same|the plans|our meals|the meals|eating the same)\b|\b(?:i want|i would like|give me|give us|we want|we would like|we need|i prefer|we prefer|i need|i like|let us have) (?:more|lots of|a lot more|much more|way more) (?:variety|adventurous|adventure|exciting|new (?:things|dishes|food))/;
const LESS_VARIETY =
  /\bless (?:adventurous|variety|experimental|exotic|unusual)\b|\bcreatures? of habit\b|\b(?:prefer|stick to|stick with|keep to|like) (?:the )?(?:familiar|tried and tested|tried and true|usual) (?:dishes|food|meals|things|stuff|recipes|favourites)\b|\bkeep (?:it|things) to (?:familiar|what we know)\b|\bfamiliar stuff\b|\b(?:will not|would not|do not|does not|never) try new (?:things|food|stuff)\b|^less variety\b|\bwe like what we know\b|\bkeep (?:things|it|meals|dinners) (?:familiar|the same|simple and familiar)\b|\bstick (?:to|with) what (?:we|i) know\b|\b(?:is|are|am) not (?:very |that |too )?adventurous\b|\b(?:i want|i would like|give me|i prefer|i need|i like|let us have) (?:less variety|more familiar|familiar (?:food|meals|dishes|things)|the usual)/;
const LOVE_CUISINE =
  /^(?:i|we) (?:really |absolutely |also |just )?(?:love|like|enjoy|adore|am into|are into|am a (?:big )?fan of|are (?:big )?fans of|fancy|prefer|am obsessed with|are obsessed with|am mad about|are mad about|am hooked on|are hooked on|am really into|are really into) (.+)$|^(?:and |also )?(?:obsessed with|mad about|hooked on|really into|crazy about|loving) (.+)$|\badd (.+?) to (?:my|our|the) (?:favou?rite )?cuisines?\b|^(.+?) (?:is|are) (?:my|our) favou?rite(?: cuisines?| food)?$/;

/**
 * Preference changes a message states. `soft` marks a change read only from "I love Mexican
 * food": a request in the same message ("..., find me a taco recipe") wins over it.
 */
export function preferenceChangesIn(said: string): { changes: PreferenceChanges; soft: boolean } | null {
  const changes: PreferenceChanges = {};
  let strong = false;
  // asides, laughter and emoji are not part of what is said ("not vegan anymore lol", "(eggplant for the americans)")
  const text = said
    .replace(/\([^)]*\)/g, " ")
    .replace(/\b(?:lol|haha+|lmao|fyi|btw|tbh|yay|woo+|woohoo|finally|at last)\b|\bfair play to (?:us|me)\b/g, " ")
    // an emoji closes what was said before it ("no more fish 🐟🚫 hubby hates it")
    .replace(/\s*[^\x20-\x7e]+\s*/g, ". ")
    // "no pork. ever.": the emphasis belongs to the statement before it
    .replace(/[.!]+\s*(ever(?: again)?|never again|not ever)\b/g, " $1")
    // "we don't eat pork or drink alcohol": two statements
    .replace(/\b(do not|does not|never|no longer) eat ([a-z ]+?) (?:or|and|nor) drink\b/g, "$1 eat $2. we $1 drink")
    // "were vegan now": a typed "we're"
    .replace(/(^|[.,!?] )were (?=(?:now|all|fully|going|gone|vegan|vegetarian|veggie|pescatarian|a family|a household)\b)/g, "$1we are ");
  // "i eat fish but no other meat now": one statement across the "but"
  if (FISH_NOT_MEAT.test(text)) merge(changes, { addDiets: [dietNamed("pescatarian")!] });
  for (const clause of clausesOf(text.replace(/(\d),(\d{3})\b/g, "$1$2"))) {
    const change = clauseChange(
      clause
        .replace(/:/g, " ")
        .replace(/\s*,\s*/g, ", ")
        .replace(/\s+/g, " ")
        .trim(),
      HOUSEHOLD_CHANGE.test(text),
    );
    if (!change) continue;
    strong ||= !("addCuisines" in change && Object.keys(change).length === 1) || /\badd\b/.test(clause);
    merge(changes, change);
  }
  allergicToWhatWasNamed(changes, text);
  withoutWhatTheDietExcludes(changes);
  asAllergenGroups(changes);
  return Object.keys(changes).length ? { changes, soft: !strong } : null;
}

const COELIAC =
  /\b(?:am|are|is|i am|we are) (?:a )?(?:coeliac|celiac)s?\b|^(?:coeliac|celiac)\b|\b(?:diagnosed with|has|have|got) (?:coeliac|celiac)(?: disease)?\b/;
const NO_DRINK = /\b(?:stopped|quit|gave up|given up|do not|does not|no longer) drink(?:ing)?\b|\b(?:am|are|is) (?:now )?(?:sober|teetotal)\b/;
const FISH_NOT_MEAT = /\beat fish but no (?:other )?meat\b|\bno meat but (?:still )?(?:eat )?fish\b/;
const NONE_FOR_US =
  /\bno (pork|beef|red meat) for (?:us|me|the family|the household)\b|^no (pork|beef|red meat|meat)(?: ever(?: again)?| for good| from now on| at all)+$/;
const EATS_NO_RULE = new RegExp(
  `\\b${WHO} (?:do not|does not|never|no longer|will not|cannot|can not|are not|am not|is not|are no longer|is no longer) (?:eat|eating|do|touch) (red meat|pork|beef|meat)\\b(?! (?:and|or|nor|on|at)\\b| for (?!(?:religious|ethical|health|moral|cultural|personal) reasons\\b))`,
);

/** Someone moving in or out, a birth: the head count said beside it is the household's. */
const HOUSEHOLD_CHANGE =
  /\b(?:mov(?:ed|ing|es?) (?:in|out|back|away|home)|left home|leaving home|gone to (?:uni|university|college)|off to (?:uni|university|college)|had (?:a|the|our) baby|new baby|baby (?:is|was) born|living with us|live with us|staying with us for good|joined (?:us|the household)|split up|separated|divorced|expecting|pregnant|baby (?:is )?on the way|baby is due|adopting|adopted|fostering|moved away)\b/;
const HEADCOUNT_AFTER_CHANGE = new RegExp(
  `^(?:so |now |and )*(?:we are|we will be|there are|there will be|that makes|making it|(?:it|that) will (?:just |only )?be|it is) (?:now |just |only )?(?:the )?${NUMBER}(?: of us)?(?: (?:again|now|then|soon|at home|in the house|from (?:now|then|next [a-z]+|[a-z]+)))*$`,
);

function clauseChange(clause: string, householdChange = false): Change | null {
  for (const [key, pattern] of DIET_RULES) {
    const diet = dietNamed(pattern.exec(clause.replace(/,/g, ""))?.[1] ?? "");
    if (diet) return { [key]: [diet] };
  }
  if (COELIAC.test(clause)) return { addDiets: [dietNamed("gluten free")!] };
  if (NO_DRINK.test(clause)) return { addDiets: [dietNamed("teetotal")!] };
  if (FISH_NOT_MEAT.test(clause)) return { addDiets: [dietNamed("pescatarian")!] };
  const none = NONE_FOR_US.exec(clause);
  const eatsNo = EATS_NO_RULE.exec(clause)?.[1] ?? none?.[1] ?? none?.[2];
  if (eatsNo) return { addDiets: [dietNamed(EATS_NO[eatsNo]!)!] };
  for (const [key, pattern] of LIST_RULES) {
    const said = pattern.exec(clause);
    const items = preferenceItems(said ? said.slice(1).filter(Boolean).join(", ") : "");
    if (items.length) return { [key]: items };
  }
  // "i can't have gluten, coeliac": the reason is no food
  const cannot = preferenceItems(
    (CANNOT_EAT.exec(clause)?.[1] ?? "").replace(/\b(?:coeliac|celiac|diabetic|intolerant|allergic|anymore|any more)\b/g, " ").trim(),
  );
  if (cannot.length) {
    const allergies = cannot.filter((item) => familiesNamed(item) !== null);
    const dislikes = cannot.filter((item) => !allergies.includes(item));
    return { ...(allergies.length ? { addAllergies: allergies } : {}), ...(dislikes.length ? { addDislikes: dislikes } : {}) };
  }
  for (const [key, pattern, min, max] of NUMBER_RULES) {
    const value = wholeNumber(pattern.exec(clause)?.[1], min, max, toNumber);
    if (value !== undefined) return { [key]: value };
  }
  if (ALONE.test(clause)) return { householdSize: 1 };
  // "my mum's moving in next month so we'll be 5": a head count after someone moves in or out
  const after = householdChange ? HEADCOUNT_AFTER_CHANGE.exec(clause) : null;
  const changed = wholeNumber(after?.[1], 1, 20, toNumber);
  if (changed !== undefined) return { householdSize: changed };
  // "we have 3 kids and 2 adults at home": everyone at the table
  const both = HEADCOUNT.exec(clause);
  if (both) {
    const total = (toNumber(both[1]) ?? 0) + (toNumber(both[2]) ?? 0);
    if (total >= 1 && total <= 20) return { householdSize: total };
  }
  if (MORE_VARIETY.test(clause)) return { varietyPreference: VARIETY_NEW };
  if (LESS_VARIETY.test(clause)) return { varietyPreference: VARIETY_FAMILIAR };
  const loved = LOVE_CUISINE.exec(clause);
  const tail = loved ? (loved.slice(1).find((group) => group !== undefined) ?? "") : "";
  const cuisines = tail && !/\b(?:no|not|without)\b/.test(tail) ? foodSlots(tail).cuisines : [];
  return cuisines.length ? { addCuisines: cuisines } : null;
}

/** "no more shellfish for me, I'm allergic now": the foods named are an allergy, not a dislike. */
const ALLERGIC_ALONE =
  /\b(?:am|are|is|have become|has become|became|turned out to be) (?:now )?(?:allergic|intolerant)(?: now| to (?:it|them|that|those))?\b(?! to)/;
/** "off dairy now, doctor's orders", "diagnosed", "she swells up": a medical reason makes an avoided food an allergy. */
const MEDICAL =
  /\bdoctor'?s? (?:orders|says|said|told)\b|\b(?:gp|doctor|dietitian|dietician|consultant|nurse) (?:says|said|told|advised)\b|\bdiagnos(?:ed|is)\b|\bmedical(?:ly)?\b|\b(?:swells?|swelled|breaks? out|came out) (?:up|in)\b|\banaphyla\w*|\bepi ?pen\b|\bhives\b|\breaction\b/;
function allergicToWhatWasNamed(changes: PreferenceChanges, text: string): void {
  if (!changes.addDislikes || changes.addAllergies || !(ALLERGIC_ALONE.test(text) || MEDICAL.test(text))) return;
  changes.addAllergies = changes.addDislikes;
  delete changes.addDislikes;
}

/** What a diet leaves out anyway: "we've gone pescatarian, so no more meat" names no dislike beside the diet. */
const MEAT = ["meat", "red meat", "white meat", "chicken", "beef", "pork", "lamb", "bacon", "ham", "sausage", "poultry", "turkey", "mince", "steak"];
const FISH = ["fish", "seafood", "shellfish", "prawn", "shrimp", "salmon", "tuna"];
const ANIMAL = [...MEAT, ...FISH, "dairy", "milk", "cheese", "butter", "cream", "egg", "honey", "animal product"];
const DIET_LEAVES_OUT: Record<string, string[]> = {
  vegan: ANIMAL,
  vegetarian: [...MEAT, ...FISH],
  pescatarian: MEAT,
  "dairy-free": ["dairy", "milk", "cheese", "butter", "cream", "lactose"],
  "gluten-free": ["gluten", "wheat", "bread", "flour"],
  "pork-free": ["pork", "bacon", "ham", "pig", "pig meat"],
  "beef-free": ["beef", "steak"],
  "alcohol-free": ["alcohol", "wine", "beer", "booze", "spirits", "drink", "drinking"],
};
function withoutWhatTheDietExcludes(changes: PreferenceChanges): void {
  const out = new Set((changes.addDiets ?? []).flatMap((diet) => DIET_LEAVES_OUT[diet] ?? []));
  if (!changes.addDislikes || out.size === 0) return;
  changes.addDislikes = changes.addDislikes.filter((item) => !out.has(item.replace(/s$/, "")) && !out.has(item));
  if (!changes.addDislikes.length) delete changes.addDislikes;
}

/** "lactose intolerant" is kept as the allergen group the recipe rules know. */
const ALLERGEN_GROUP: Record<string, string> = { lactose: "dairy" };
function asAllergenGroups(changes: PreferenceChanges): void {
  if (changes.addAllergies) changes.addAllergies = [...new Set(changes.addAllergies.map((item) => ALLERGEN_GROUP[item] ?? item))];
}

/** Lists add up across clauses ("I'm allergic to nuts and I hate olives"); a later number wins. */
function merge(into: PreferenceChanges, change: Change) {
  const target = into as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    const known = (target[key] as string[] | undefined) ?? [];
    target[key] = Array.isArray(value) ? [...known, ...value.filter((v: string) => !known.includes(v))] : value;
  }
}
