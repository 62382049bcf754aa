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

const WHO = "(?:i|we|he|she|they|my \\w+|our \\w+)";
const BE = "(?:am|are|is|was|have been|has been)";
/** The foods after these phrases are an allergy (or no longer one). */
const LIST_RULES: [ListKey, RegExp][] = [
  ["removeAllergies", /\b(?:not|no longer|never) (?:be )?allergic to (.+)/],
  ["removeAllergies", /\b(?:remove|delete|take|drop) (.+?) (?:from|off) (?:my|our|the) allerg(?:y|ies)(?: list)?\b/],
  ["removeAllergies", /\b(?:does not|do not|no longer) have (?:the |an? |his |her |their |my )?(.+?) allerg(?:y|ies)\b/],
  ["removeAllergies", /\b(?:outgrew|outgrown|grew out of|grown out of|got over) (?:my |our |his |her |the |an? )?(.+?) allerg(?:y|ies)\b/],
  ["addAllergies", /\ballergic to (.+)/],
  // "sesame allergy in the house now", "i'm lactose intolerant": a medical must, kept as an allergy
  ["addAllergies", /^(?:(?:a|an|new) )?([a-z]+(?: [a-z]+)?) (?:allergy|allergies|intolerance)\b(?! (?:to|list)\b)/],
  ["addAllergies", /\b(?:am|are|is) (?:now )?([a-z]+) intolerant\b|\bintolerant to (.+)/],
  ["addAllergies", /\badd (.+?) to (?:my|our|the) allerg(?:y|ies)(?: list)?\b/],
  ["addAllergies", new RegExp(`\\b${WHO} (?:have developed|has developed|have got|has got|have|has|got|developed) (?:an? )?(?:new )?(.+?) allerg(?:y|ies)\\b`)],
  ["removeDislikes", /\b(?:remove|delete|take|drop) (.+?) (?:from|off) (?:my|our|the) dislikes?(?: list)?\b/],
  ["removeDislikes", new RegExp(`\\b${WHO} (?:do not|no longer) (?:mind|dislike|hate) (.+)`)],
  ["removeDislikes", new RegExp(`\\b${WHO} (?:actually |really |do |now )+(?:like|love|enjoy|eat) (.+?) (?:now|again|these days|after all)\\b`)],
  [
    "removeDislikes",
    new RegExp(`\\b${WHO} (?:like|eat|love|enjoy|can eat|${BE} (?:ok|okay|fine) with|started eating) (.+?) (?:now|again|these days|after all)\\b`),
  ],
  ["addDislikes", /\badd (.+?) to (?:my|our|the) dislikes?(?: list)?\b/],
  ["addDislikes", /^(?:do not|does not) (?:really )?(?:like|eat|want|enjoy) (.+)/],
  [
    "addDislikes",
    new RegExp(
      `\\b${WHO} (?:really |just |also |absolutely |honestly )?(?:do not|does not|no longer|never|will not|would rather not) (?:really )?(?:like|eat|enjoy|care for|love)(?: eating)? (.+)`,
    ),
  ],
  ["addDislikes", new RegExp(`\\b${WHO} (?:do not|does not|no longer) want (.+?) (?:anymore|any more|ever again|from now on)\\b`)],
  [
    "addDislikes",
    new RegExp(
      `\\b${WHO} (?:really |absolutely |just |also )?(?:hates?|dislikes?|detests?|loathes?|despises?|cannot stand|can not stand|${BE} not (?:a fan|fans) of|${BE} not fond of|${BE} (?:sick|tired) of|${BE} done with|${BE} off|have gone off|went off|stopped eating|gave up|have given up|quit)(?: eating)? (.+)`,
    ),
  ],
  ["addDislikes", /^no more (.+?)(?: please| from now on| ever)?$/],
];
/** Diets people say they now keep (or no longer): restrictions, never dislikes (docs/decisions/046). */
const DIET_WORD = "(vegan|vegetarian|veggie|pescatarian|pescetarian|gluten[ -]free|dairy[ -]free|plant[ -]based|teetotal)";
const KEEPS = "(?:am|are|is|have|has|went|go|gone|have gone|has gone|became|become|have become|turned|started being|are going|am going)";
/** What may follow a diet said as a lasting change ("we've gone pescatarian as a family"). */
const DIET_TAIL =
  "(?: since (?:one|a|two|three|\\d+|last) (?:months?|weeks?|years?)| for (?:a|one|two|\\d+) (?:months?|weeks?|years?)| now| from now on| these days| as a (?:family|household)| for good| too| as well| again| for (?:health|medical|ethical|religious) reasons| permanently| last (?:week|month|year)| recently| a while ago| lately| this year| fyi| btw| just so you know)*";
/** "we don't eat pork": a restriction kept for good, so a diet (docs/decisions/046), never a dislike. */
const EATS_NO: Record<string, string> = { pork: "pork free", beef: "beef free", meat: "vegetarian", "red meat": "beef free" };
const DIET_RULES: ["addDiets" | "removeDiets", RegExp][] = [
  ["removeDiets", new RegExp(`\\b${WHO} (?:am|are|is) (?:no longer|not) ${DIET_WORD}(?: any ?more)?\\b`)],
  ["removeDiets", new RegExp(`\\b${WHO} (?:stopped|quit|gave up) being ${DIET_WORD}\\b`)],
  ["addDiets", new RegExp(`\\b${WHO} ${KEEPS} (?:now |going |fully |strictly |also |all |completely |totally )*${DIET_WORD}${DIET_TAIL}$`)],
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
  /^(?:just|only) me(?: now)?\b|^(?:it is|i am|there is) (?:now |just |only )*(?:me|myself|one|alone)(?: now)?(?:$| (?!and\b))|\bi (?:now )?live (?:alone|on my own|by myself)\b/;
const MORE_VARIETY =
  /\b(?:bored|sick|tired) of (?:the same|the plans|our meals|the meals|eating the same)\b|\b(?:i want|i would like|give me|give us|we want|we would like|we need|i prefer|we prefer|i need|i like|let us have) (?:more|lots of|a lot more|much more|way more) (?:variety|adventurous|adventure|exciting|new (?:things|dishes|food))/;
const LESS_VARIETY =
  /\bkeep (?:it|things) to (?:familiar|what we know)\b|\bfamiliar stuff\b|\b(?:will not|would not|do not|does not|never) try new (?:things|food|stuff)\b|^less variety\b|\bwe like what we know\b|\bkeep (?:things|it|meals|dinners) (?:familiar|the same|simple and familiar)\b|\bstick (?:to|with) what (?:we|i) know\b|\b(?:is|are|am) not (?:very |that |too )?adventurous\b|\b(?:i want|i would like|give me|i prefer|i need|i like|let us have) (?:less variety|more familiar|familiar (?:food|meals|dishes|things)|the usual)/;
const LOVE_CUISINE =
  /^(?:i|we) (?:really |absolutely |also |just )?(?:love|like|enjoy|adore|am into|are into|am a (?:big )?fan of|are (?:big )?fans of|fancy|prefer) (.+)$|\badd (.+?) to (?:my|our|the) (?:favou?rite )?cuisines?\b|^(.+?) (?:is|are) (?:my|our) favou?rite(?: cuisines?| food)?$/;

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
    .replace(/[^\x20-\x7e]+/g, " ");
  // "i eat fish but no other meat now": one statement across the "but"
  if (FISH_NOT_MEAT.test(text)) merge(changes, { addDiets: [dietNamed("pescatarian")!] });
  for (const clause of clausesOf(text.replace(/(\d),(\d{3})\b/g, "$1$2"))) {
    const change = clauseChange(clause.replace(/[,:]/g, " ").replace(/\s+/g, " ").trim());
    if (!change) continue;
    strong ||= !("addCuisines" in change && Object.keys(change).length === 1) || /\badd\b/.test(clause);
    merge(changes, change);
  }
  allergicToWhatWasNamed(changes, text);
  return Object.keys(changes).length ? { changes, soft: !strong } : null;
}

const COELIAC = /\b(?:am|are|is|i am|we are) (?:a )?(?:coeliac|celiac)s?\b|^(?:coeliac|celiac)\b/;
const NO_DRINK = /\b(?:stopped|quit|gave up|given up|do not|does not|no longer) drink(?:ing)?\b|\b(?:am|are|is) (?:now )?(?:sober|teetotal)\b/;
const FISH_NOT_MEAT = /\beat fish but no (?:other )?meat\b|\bno meat but (?:still )?(?:eat )?fish\b/;
const NONE_FOR_US = /\bno (pork|beef|red meat) for (?:us|me|the family|the household)\b/;
const EATS_NO_RULE = new RegExp(
  `\\b${WHO} (?:do not|does not|never|no longer|will not|cannot|can not) eat (red meat|pork|beef|meat)\\b(?! (?:and|or|nor|on|at)\\b| for (?!(?:religious|ethical|health|moral|cultural|personal) reasons\\b))`,
);

function clauseChange(clause: string): Change | null {
  for (const [key, pattern] of DIET_RULES) {
    const diet = dietNamed(pattern.exec(clause)?.[1] ?? "");
    if (diet) return { [key]: [diet] };
  }
  if (COELIAC.test(clause)) return { addDiets: [dietNamed("gluten free")!] };
  if (NO_DRINK.test(clause)) return { addDiets: [dietNamed("teetotal")!] };
  if (FISH_NOT_MEAT.test(clause)) return { addDiets: [dietNamed("pescatarian")!] };
  const eatsNo = EATS_NO_RULE.exec(clause)?.[1] ?? NONE_FOR_US.exec(clause)?.[1];
  if (eatsNo) return { addDiets: [dietNamed(EATS_NO[eatsNo]!)!] };
  for (const [key, pattern] of LIST_RULES) {
    const items = preferenceItems(pattern.exec(clause)?.[1] ?? "");
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
  // "we have 3 kids and 2 adults at home": everyone at the table
  const both = HEADCOUNT.exec(clause);
  if (both) {
    const total = (toNumber(both[1]) ?? 0) + (toNumber(both[2]) ?? 0);
    if (total >= 1 && total <= 20) return { householdSize: total };
  }
  if (MORE_VARIETY.test(clause)) return { varietyPreference: VARIETY_NEW };
  if (LESS_VARIETY.test(clause)) return { varietyPreference: VARIETY_FAMILIAR };
  const loved = LOVE_CUISINE.exec(clause);
  const tail = loved ? (loved[1] ?? loved[2] ?? loved[3])! : "";
  const cuisines = tail && !/\b(?:no|not|without)\b/.test(tail) ? foodSlots(tail).cuisines : [];
  return cuisines.length ? { addCuisines: cuisines } : null;
}

/** "no more shellfish for me, I'm allergic now": the foods named are an allergy, not a dislike. */
const ALLERGIC_ALONE =
  /\b(?:am|are|is|have become|has become|became|turned out to be) (?:now )?(?:allergic|intolerant)(?: now| to (?:it|them|that|those))?\b(?! to)/;
function allergicToWhatWasNamed(changes: PreferenceChanges, text: string): void {
  if (!changes.addDislikes || changes.addAllergies || !ALLERGIC_ALONE.test(text)) return;
  changes.addAllergies = changes.addDislikes;
  delete changes.addDislikes;
}

/** Lists add up across clauses ("I'm allergic to nuts and I hate olives"); a later number wins. */
function merge(into: PreferenceChanges, change: Change) {
  const target = into as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    const known = (target[key] as string[] | undefined) ?? [];
    target[key] = Array.isArray(value) ? [...known, ...value.filter((v: string) => !known.includes(v))] : value;
  }
}
