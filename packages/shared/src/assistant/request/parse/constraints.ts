import { FOODS } from "../../intent/food-words";
import { foodSlots } from "../../intent/foods";
import { singular } from "../../../recipes/ingredient-parser/core-food";
import { isQuick, maxMinutesIn, NUMBER, servingsIn, toNumber } from "../../intent/numbers";
import type { Equipment, RequestConstraints } from "../request";

/**
 * Each kind of constraint has its own small recogniser, read independently of the action, so any
 * action can carry any combination ("a cheap one-pot veggie curry for 6 under 40 minutes").
 * Default values are the reading rules' (README.md): "quick" is 30 minutes, "high protein" 30 g.
 */
const QUICK_MINUTES = 30;
const HIGH_PROTEIN_GRAMS = 30;
/** "low calorie" with no number: a light main meal (README.md). */
const LOW_CALORIE_KCAL = 500;
const LOW_CALORIE = /\blow[ -]?(?:cal|cals|calorie|calories|kcal)\b|\blow in calories\b|\b(?:light|lighter) on calories\b/;
/** "something lighter under 400": a bare number beside a word about lightness is calories. */
const LIGHT_UNDER = /\b(?:light|lighter|low[ -]?cal\w*)\b.*\b(?:under|below|less than|max|at most) (\d{3,4})\b(?! ?(?:minutes?|mins?|g|grams?|hours?))/;

const EQUIPMENT_WORDS: [Equipment, RegExp][] = [
  [
    "no-oven",
    /\b(?:no|without(?: an?| the| using the)?|not using the|oven is|oven's) ovens?\b|\boven (?:is |has )?(?:broken|broke|out|dead|died|not working|being repaired|in for repair)\b|\boven died\b|\b(?:nothing|without|no) (?:requiring|needing|using|with|in) (?:an |the )?oven\b|\b(?:nothing|no|not) (?:that |which )?(?:needs|requires|uses|using|needing) (?:an |the |my |our )?oven\b|\bneeds? an oven and (?:ours|mine) is (?:broken|broke|dead|not working)\b|\b(?:do not|does not|cannot|can not) (?:have|use|turn on)(?: an?| the)? oven\b|\bno-oven\b|\bstove ?top only\b|\bhob only\b/,
  ],
  ["one-pot", /\b(?:one|1|single)[ -](?:pot|pan)\b|\bone-pot\b/],
  ["slow-cooker", /\bslow[ -]?cook(?:er|ed)?\b|\bcrock[ -]?pot\b/],
  ["air-fryer", /\bair[ -]?fr(?:yer|ier|ied|y)\b/],
  ["pressure-cooker", /\bpressure[ -]?cook(?:er|ed)?\b|\binstant ?pot\b/],
  ["sheet-pan", /\b(?:sheet|tray)[ -]?(?:pan|bake|bakes)\b|\btraybakes?\b/],
  // "braai" (South Africa), "cookout" (US): cooking over coals
  // "leftovers from the braai" is where food was cooked, not how the new dish is
  [
    "grill",
    /(?<!\b(?:from|after|since|of) (?:the |a |our |my |last )?)\b(?:on the |the |a )?(?:grill|bbq|barbecue|barbeque|barbie|braai|cookout|cook-out)\b(?!ed)/,
  ],
  ["microwave", /(?<!\b(?:no|without|not using the|without a|without the) )\bmicrowave\b/],
  [
    "no-cook",
    /\bno[ -]cook(?:ing)?\b|\bwithout cooking\b|\bno heat\b|\b(?:do not|cannot) (?:want to )?cook\b|\b(?:eat(?:en)?|served|have them|had) cold\b|\bcold (?:dinners|lunches|meals)\b/,
  ],
];

const EASY =
  /\b(?:easy|easiest|simple|simplest|beginners?|novices?|first[ -]timers?|new to cooking|(?:can not|cannot|do not know how to) cook|no[ -]fuss|fuss[ -]free|low[ -]effort|minimal effort|effortless|idiot[ -]proof|foolproof|lazy|straightforward|easier|simpler|less (?:complicated|fiddly|work|effort)|(?:not|nothing) (?:too |so |very |that |overly )?(?:complicated|hard|difficult|fiddly|tricky|involved)|(?:are not|not) a pain to make|no hassle|hassle[ -]free|(?:i|we) (?:have )?never cooked\b(?! (?:it|that|this|them|before)\b)|(?:does not|do not|without) need(?:ing)? (?:any )?(?:fancy|special) skills|no (?:fancy|special) skills|(?:can not|cannot|do not know how to) cook)\b/;
const ADVANCED =
  /\b(?:advanced|challenging|challenge|ambitious|complex|complicated|difficult|(?<!\btry(?:ing)? (?:really |very |so )?)hard(?:er)?|chef[ -]level|push (?:me|myself|us)|stretch (?:me|myself|us)|a (?:real |proper )?project|a challenge|test my skills|level up)\b(?! to)/;
const KIDS =
  /\b(?:kid|kids|child|children|toddler|family)[ -]friendly\b|\bfor (?:a |the )?(?:[a-z]+ )?(?:team|group|bunch|load|gang|party|class) of (?:kids|children|little ones)\b|\b(?:(?:a|the|my) )?(?:kids?|children|little ones?|teens|teenagers|toddlers?|bab(?:y|ies)|boys|girls|sons|daughters|grandchildren|grandkids|grandsons?|granddaughters?) (?:will|would|can|might)(?: actually| happily| definitely| still| all| really)*(?: want to)? (?:eat|like|love|enjoy)\b|\b(?:weaning|baby|toddler|kid|child|family)[ -](?:friendly|safe|led)\b|\b(?:including|and) the (?:baby|toddler|little one|kids) (?:can|will) eat\b|\b(?:picky|fussy) (?:eaters?|kids?|children|toddlers?)\b|\bfor (?:the |my |our )?(?:kids|children|little ones|toddlers?)\b|\bchild[- ]approved\b|\b(?:kids?|children|toddlers?|little ones|son|daughter|boys|girls) (?:is|are) (?:so |very |really |super )?(?:fussy|picky)\b|\b(?:kids?|children|little ones|toddlers?) (?:will not|would not|do not|does not|refuse to|never) (?:eat|like|touch) (?:it|that|this|them|those)\b/;
const CHEAP =
  /\b(?:cheap(?:er|est|ly)?|budget|inexpensive|affordable|thrifty|frugal|economical|low[ -]cost|cost[ -]effective|skint|(?:am|are|is|so|flat|pretty|a bit|totally|kinda|bit) broke|tight on money|(?:will not|would not|does not|do not|not|without) break(?:ing)? the bank|on a shoestring|cheap and cheerful|low budget|(?:not (?:too )?)spendy|(?:do not|dont) have much money|not much money|low on (?:money|cash)|money is tight|pennies|not (?:too )?(?:expensive|pricey|dear)|save money|saving money|bargain)\b/;
const COST = /(?:\$|£|€|usd ?)(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?) ?(?:dollars|bucks|pounds|quid|euros?)\b/;
const PER_SERVING = /\b(?:a|per|each|every) (?:serving|portion|person|head|plate|meal)\b|\beach\b|\bper head\b|\bpp\b/;
const CALORIES = new RegExp(`\\b(?:under|below|less than|fewer than|max(?:imum)?|at most|no more than|up to|<)? ?(\\d{2,4}) ?(?:calories|cal|kcal)\\b`);
/** "keep each meal under 800": a limit per meal said without its unit */
const PER_MEAL =
  /\b(?:each|every|per|a) meal (?:under|below|less than|max|at most|no more than|around) (\d{3,4})\b|\b(?:under|below|less than|max|at most|no more than) (\d{3,4})(?: cals?| calories| kcal)? (?:each|a|per) meal\b/;
const DAILY_AFTER = /^ ?(?:a|per|each|every) day\b|^ ?daily\b/;
const PROTEIN_GRAMS =
  /\bprotein\b[^.;]*?\b(?:like |about |around |at least |over )?(\d{2,3}) ?(?:g|grams?)\b(?! (?:of )?(?:carbs?|fat|sugar|fibre|fiber))|\b(?:at least|min(?:imum)?|over|more than|>)? ?(\d{1,3}) ?(?:g|grams?|gr)\+?(?: of)? protein\b|\bprotein (?:of )?(?:at least |over |more than )?(\d{1,3}) ?(?:g|grams?)\b/;
const HIGH_PROTEIN =
  /\b(?:high|higher|more|lots of|plenty of|packed with|rich in|full of|loads of|big on)[ -]protein\b|\bprotein[ -](?:rich|packed|heavy|heavy)\b|\bhigh in protein\b/;
const NEW =
  /\bsomething (?:new|different)\b|\bnew (?:recipes?|dishes|things|meals|ideas)\b|\b(?:have not|not|never|have never) (?:had|tried|made|cooked|eaten)(?: before| yet| in a while| lately| recently)?\b|\bmix (?:it|things) up\b|\bout of (?:a|our) rut\b|\bsomething we (?:have not|do not usually)\b|\btry something\b|\bchange from the usual\b/;
const FAVOURITES =
  /\b(?:our|my) usual\b|\b(?:stuff|things|meals|dishes|food|recipes) we (?:always|usually|normally|often) (?:have|make|eat|cook)\b|\bfavou?rites?\b|\bfaves?\b|\bthe usual\b|\bold (?:reliables?|favou?rites)\b|\b(?:tried and (?:tested|true))\b|\bour go[ -]tos?\b|\bwhat we (?:always|usually) (?:have|make|eat)\b|\bwe (?:love|like|liked|loved) before\b|\bcomfort (?:food|classics)\b/;
const SPECIAL =
  /\bspecial\b|\bimpress(?:ive|ing)?\b|\bdate night\b|\bromantic\b|\bimpress\b|\banniversary\b|\bbirthday\b|\bcelebrat(?:e|ion|ing)\b|\bfancy\b|\bdinner party\b|\btreat (?:ourselves|myself|us)\b|\bshow[ -]?stopp?er\b|\bposh\b|\b(?:a bit |bit )?flash\b|\bswanky\b|\bschmick\b|\bhaving (?:people|friends|guests|company) over\b|\bentertaining\b|\bvalentine'?s?\b/;
// "2 adults and 3 kids", "4 kids and 2 adults", "2 grown-ups and a toddler": in either order
const HEADS = `(?:${NUMBER.slice(1, -1)}|an?)`;
const ADULTS_SAID = new RegExp(`\\b(${HEADS}) (?:adults?|grown[ -]?ups?|of us|parents)\\b`);
const KIDS_SAID = new RegExp(
  `\\b(${HEADS}) (?:(?:fussy|picky|hungry|little|young|small|teenage|growing) )?(?:kids?|children|child|little ones?|toddlers?|bab(?:y|ies)|teens?|teenagers?|boys?|girls?|grandchildren|grandkids|grandsons?|granddaughters?|nieces?|nephews?)\\b`,
);
const KIDS_COUNT = new RegExp(
  `\\b(?:me and|us and|plus|with|and) (?:my |our |the )?${NUMBER} (?:(?:fussy|picky|hungry|little|young|small|teenage|growing) )?(?:kids?|children|little ones|toddlers?|teens?|teenagers?|grandchildren|grandkids)\\b`,
);
const CHILDREN_NAMED = /\b(?:kids|children|grandchildren|grandkids|little ones|toddlers|nieces|nephews)\b/;
const ME_AND_OTHERS = new RegExp(
  `\\b(?:me|myself|i) (?:and|plus|with) (?:my |our |the )?${NUMBER} (?:flatmates|friends|mates|colleagues|roommates|housemates|others|workmates|pals|guests|adults)\\b`,
);
const FAMILY_KIDS = new RegExp(`\\b${NUMBER} (?:(?:fussy|picky|hungry|little|young|small|teenage|growing) )?(?:kids?|children|little ones|toddlers?)\\b`);

/** Every constraint a text states; keys absent when not said. */
export function constraintsIn(text: string): { constraints: RequestConstraints; dish: string | undefined } {
  const foods = foodSlots(text);
  const c: RequestConstraints = {};
  const dish = dishIn(text, foods.dishKinds);
  const fewer = [...text.matchAll(FEWER)].map((m) => m[1]!);
  // "someone with a shellfish allergy", "a dairy thing ... without dairy": a food left out is never also wanted
  const allergic = [...text.matchAll(ALLERGY_OF)].flatMap((m) => foodSlots(m[1] ?? m[2]!).includeIngredients);
  const avoid = [...new Set([...foods.excludeIngredients.filter((f) => !NOT_FOOD_WORDS.has(f)), ...allergic])];
  const include = foods.includeIngredients.filter((f) => !fewer.some((w) => w.startsWith(f)) && !(dish && dish.split(" ").includes(f)) && !avoid.includes(f));
  if (include.length) c.includeFoods = include;
  if (avoid.length) c.avoidFoods = avoid;
  if (foods.cuisines.length) c.cuisines = foods.cuisines;
  if (foods.diets.length) c.diets = foods.diets;
  const minutes = maxMinutesIn(text.replace(/\b\d+ ?(?:minutes?|mins?) (?:ago|late|away)\b/, ""));
  if (minutes !== undefined && !/\bcalories\b.*\bminutes\b/.test(text)) c.maxMinutes = minutes;
  else if (isQuick(text.replace(/\bweek ?nights?\b/g, ""))) c.maxMinutes = QUICK_MINUTES;
  if (EASY.test(text)) c.difficulty = "easy";
  else if (ADVANCED.test(text)) c.difficulty = "advanced";
  const equipment = correctedEquipment(
    text,
    EQUIPMENT_WORDS.filter(([, pattern]) => pattern.test(text)),
  );
  if (equipment.length) c.equipment = equipment;
  // "swap it for one of our favourites", "for one under $4": a dish, not a table for one
  Object.assign(
    c,
    peopleIn(
      text
        .replace(/\b(?:single|one) (?:serving|portion)\b|\bfor one person\b/g, "for 1")
        .replace(/\bfor one\b(?= (?:of|under|over|that|which|with|without|from|we|i|you|less|more|in|on|the|a|instead)\b)/g, "for a dish"),
    ),
  );
  // "2 adults and 4 children ... something they will all eat"
  const kidsThere = c.children !== undefined || /\b(?:kids|children|teens|teenagers|grandkids|grandchildren|little ones)\b/.test(text);
  if (KIDS.test(text) || (kidsThere && /\bthey(?: will| would)? (?:all |actually |still )?(?:eat|like|love|enjoy)\b/.test(text))) c.kidFriendly = true;
  const cost = COST.exec(text);
  if (cost && PER_SERVING.test(text)) c.maxCostPerServing = Number(cost[1] ?? cost[2]);
  // "friday's dinner is too expensive, change it": cheaper is the wish, unless a price is said
  if (CHEAP.test(text) || (TOO_DEAR.test(text) && c.maxCostPerServing === undefined)) c.cheap = true;
  // "2400 cal a day so keep each meal under 800": the day's total is no limit on a meal when one is said
  const perMeal = [...text.matchAll(new RegExp(CALORIES.source, "g"))].find((m) => !DAILY_AFTER.test(text.slice(m.index + m[0].length)));
  const mealLimit = perMeal ? undefined : PER_MEAL.exec(text);
  const calories = perMeal?.[1] ?? mealLimit?.[1] ?? mealLimit?.[2] ?? CALORIES.exec(text)?.[1];
  const lightUnder = LIGHT_UNDER.exec(text);
  if (calories && Number(calories) >= 50) c.maxCalories = Number(calories);
  else if (lightUnder) c.maxCalories = Number(lightUnder[1]);
  else if (LOW_CALORIE.test(text)) c.maxCalories = LOW_CALORIE_KCAL;
  const protein = PROTEIN_GRAMS.exec(text);
  const bareGrams = BARE_GRAMS.exec(text);
  if (protein) c.minProtein = Number(protein[1] ?? protein[2] ?? protein[3]);
  else if (bareGrams) c.minProtein = Number(bareGrams[1]);
  else if (HIGH_PROTEIN.test(text)) c.minProtein = HIGH_PROTEIN_GRAMS;
  if (FAVOURITES.test(text)) c.novelty = "favourites";
  else if (NEW.test(text) && !NEVER_COOKED.test(text)) c.novelty = "new";
  if (SPECIAL.test(text.replace(/\b(?:nothing|not(?: too)?|no) (?:fancy|special|posh)\b|\bfancy (?:skills|equipment|techniques|gadgets|kit)\b/g, "")))
    c.special = true;
  return { constraints: c, dish };
}

/** "make it at least 45g": grams a meal should reach, with nothing else named, are protein. */
const BARE_GRAMS = /\b(?:at least|min(?:imum)?|over|more than|(?:bump|raise|up|increase|push)(?: it| that)? to) (\d{2,3}) ?(?:g|grams?)\b(?! (?:of )?[a-z])/;
/** "me and the missus", "just the two of us": two at the table; "just me" one. */
const COUPLE =
  /\b(?:my|the) (?:wife|husband|hubby|partner|other half|boyfriend|girlfriend|missus) and (?:me|i|myself)\b|\b(?:for )?us two\b|\bme and (?:my |the )?(?:little |big |younger |older )?(?:missus|misses|wife|husband|hubby|partner|other half|boyfriend|girlfriend|bf|gf|fiance|fiancee|mum|mom|dad|flatmate|roommate|mate|brother|sister|son|daughter)\b(?! and)|\b(?:just )?the two of us\b|\bfor two\b(?! (?:nights?|days?|weeks?))/;
const ONE_EATER =
  /\b(?:just|only) (?:me|myself)\b(?! and)|\b(?:plan|planning|dinners|lunches|breakfasts|meals|suppers|week)\b[^,.;]*\bfor (?:me|myself)\b(?! (?:and|to|plus|n|with)\b)|\bfor (?:me|myself) alone\b|\bby myself\b|\bon my own\b|\bsolo\b|\bjust for me\b(?! and)/;

/** "i've never cooked anything": a beginner, not a wish for a dish never made. */
const NEVER_COOKED = /\b(?:i|we) (?:have )?never cooked\b(?! (?:it|that|this|them|before)\b)/;
const TOO_DEAR = /\btoo (?:expensive|pricey|dear|costly)\b/;
const ALLERGY_OF = /\b(?:with|has|have|got) (?:an? |the )?([a-z]+(?: [a-z]+)?) (?:allergy|allergies|intolerance|thing)\b|\ballergic to ([a-z]+(?: [a-z]+)?)\b/g;

/** "less meat", "cutting down on sugar": not a food wanted. */
const FEWER = /\b(?:less|fewer|cut(?:ting)? down on|cut(?:ting)? back on|reduce|reducing) ([a-z]+)/g;
const NOT_FOOD_WORDS = new Set(
  "it them that this those these one ones anything something everything oven microwave hob stove grill pan pot fryer cooking cook heating".split(" "),
);
/** Dish kinds that are kitchen limits ("a traybake" is a sheet-pan dinner), read there instead. */
const EQUIPMENT_DISHES = new Set(["traybake", "tray bake"]);

/**
 * The dish named, in the user's words: a dish kind with the food or cuisine word right before it
 * ("fish pie", "lentil soup"); diets stay diets ("a vegetarian lasagne" is lasagne, vegetarian).
 */
function dishIn(text: string, kinds: string[]): string | undefined {
  for (const [pattern, name] of COMPOUND_DISHES) {
    const said = pattern.exec(text);
    if (said) return name(said);
  }
  const kind = kinds.find((k) => !EQUIPMENT_DISHES.has(k));
  if (!kind) return undefined;
  // "sweet potato stew": a food of two words before the kind is the dish's food
  const two = new RegExp(`\\b([a-z]+ [a-z]+) (?:${kind.replace(/ /g, "[ -]")}|${kind}e?s)\\b`).exec(text);
  const [first, second] = two?.[1]!.split(" ") ?? [];
  if (first && second && FOODS.has(`${first} ${singular(second)}`)) return `${first} ${singular(second)} ${kind}`;
  const said = new RegExp(`\\b(?:([a-z]+) )?(${kind.replace(/ /g, "[ -]")}|${kind}e?s|${kind.replace(/a$/, "e")})\\b`).exec(text);
  if (!said) return kind;
  const before = said[1];
  const spelled = said[2]!.replace(/-/g, " ");
  const word = spelled === kind || spelled.startsWith(kind) ? kind : spelled;
  return before && FOODS.has(singular(before)) ? `${singular(before)} ${word}` : word;
}

/** Dishes named by a food and a kind the other way round, or by a kind's own qualifier. */
const COMPOUND_DISHES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/\broast (beef|chicken|lamb|pork|turkey|duck|gammon|potato(?:es)?|vegetables|veg)\b/, (m) => `roast ${singular(m[1]!)}`],
  [
    /\b(three bean|black bean|bean|beef|turkey|veggie|vegetable|vegan|vegetarian|lentil|chicken|pork|sweet potato) (chilli|chili)\b(?! (?:flakes?|powder|sauce|oil|pepper))/,
    (m) => `${m[1]} ${m[2]}`,
  ],
  [/\b(?:a|an|one pot|one-pot|big|pot of|some) (chilli|chili)\b(?! (?:flakes?|powder|sauce|oil|peppers?|con carne|jam))/, (m) => m[1]!],
  [/\b(green|red|yellow|massaman|panang|katsu|tikka|korma|jalfrezi|madras|vindaloo|butter) curry\b/, (m) => `${m[1]} curry`],
];

/** "the slow cooker no too late for that make it the pressure cooker": a correction keeps the last kitchen tool said. */
function correctedEquipment(text: string, found: [Equipment, RegExp][]): Equipment[] {
  const names = found.map(([name]) => name);
  if (found.length < 2) return names;
  const at = found.map(([name, pattern]) => [name, pattern.exec(text)!.index] as const).sort((a, b) => a[1] - b[1]);
  const between = text.slice(at.at(-2)![1], at.at(-1)![1]);
  return /\b(?:no|actually|wait|sorry|i mean|make it|scratch that|rather)\b/.test(between) ? [at.at(-1)![0]] : names;
}

const heads = (token: string | undefined) => (token === "a" || token === "an" ? 1 : toNumber(token));

/** "for 6", "2 adults and 3 kids" (5, 3 children), "me and my 2 kids" (3, 2 children). */
function peopleIn(said: string): Pick<RequestConstraints, "servings" | "children"> {
  // "me + 2 kids": a plus is an "and"
  const text = said.replace(/\s*\+\s*(?=[a-z0-9])/g, " and ").replace(/\b(and|plus) (?:the |our |my )?(baby|toddler)\b/g, "$1 a $2");
  // "for me and 2 flatmates": the speaker and the others named
  const others = ME_AND_OTHERS.exec(text);
  const count = toNumber(others?.[1]);
  if (others && count !== undefined && count + 1 <= 20) return { servings: count + 1 };
  // "the grandchildren are coming, three of them plus the two of us": "them" are the children named
  const themKids = CHILDREN_NAMED.test(text) ? new RegExp(`\\b(${HEADS}) of them\\b`).exec(text)?.[1] : undefined;
  const [adultsSaid, kidsSaid] = [heads(ADULTS_SAID.exec(text)?.[1]), heads(KIDS_SAID.exec(text)?.[1] ?? themKids)];
  // "5 of us including 2 kids": the table's whole number, of whom 2 are children
  // "my two boys ... for the four of us": "of us" is the whole table
  const total = heads(new RegExp(`\\b(${HEADS}) of us\\b(?! (?:is|are|has|have|eats?|can)\\b)`).exec(text)?.[1]);
  if (total !== undefined && kidsSaid !== undefined && kidsSaid < total) return { servings: total, children: kidsSaid };
  if (adultsSaid !== undefined && kidsSaid !== undefined) return { servings: adultsSaid + kidsSaid, children: kidsSaid };
  const withKids = KIDS_COUNT.exec(text);
  const kids = toNumber(withKids?.[1]);
  if (withKids && kids !== undefined) {
    const adults = /\b(?:me and|with|plus)\b/.test(withKids[0]) && /\b(?:me|i)\b/.test(text) && !/\b(?:husband|wife|partner|us and)\b/.test(text) ? 1 : 2;
    return { servings: servingsIn(text) ?? adults + kids, children: kids };
  }
  const servings =
    servingsIn(text) ??
    toNumber(new RegExp(`\\b(?:family|household|group|party|table|potluck|gathering|crowd|bunch|team|sleepover) of ${NUMBER}\\b`).exec(text)?.[1]) ??
    (COUPLE.test(text) && !KIDS_SAID.test(text) ? 2 : ONE_EATER.test(text) ? 1 : undefined);
  const family = FAMILY_KIDS.exec(text);
  const children = toNumber(family?.[1]);
  return { ...(servings !== undefined ? { servings } : {}), ...(children !== undefined && servings !== undefined ? { children } : {}) };
}
