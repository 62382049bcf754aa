import { CUISINE_WORDS } from "../../intent/cuisines";
import { dishPhrase } from "../../intent/dish";
import { DISH_KINDS, FOODS } from "../../intent/food-words";
import { alternation } from "../../intent/normalize";
import { singular } from "../../../recipes/ingredient-parser/core-food";

/**
 * The dish a generate request names, less the words that are its constraints (README.md
 * "Constraints": diet, cuisine, time, equipment, cost and who eats are constraints, not part of
 * the dish: "a dairy free mac and cheese" is mac and cheese + dairy-free).
 */
const CONSTRAINT_WORDS = new RegExp(
  [
    "(?:[a-z]+[ -])?free",
    "vegan|vegetarian|veggie|plant[ -]based|pescatarian|keto|paleo",
    "high[ -]protein|low[ -](?:cal|calorie|carb|fat)",
    "[a-z]+[ -]style|[a-z]+-ish",
    "one[ -](?:pot|pan)|bbq|barbecue|barbeque|braai|grilled|slow[ -]cooker|crock ?pot|air[ -]fryer|instant pot|pressure[ -]cooker|no[ -]cook|sheet[ -]pan|traybake",
    "easy|simple|quick|fast|cheap|budget|kid[ -]friendly|family[ -]friendly|fancy|special|impressive",
    "weeknight|weekday|midweek|weekend|sunday|everyday|family|healthy|new|original|brand new|different",
    "breakfast|brunch|lunch|dinner|supper|birthday|post-match|party|celebration|christmas",
    "winter|summer|autumn|autumnal|wintry|summery|winter warming|cold weather",
    "romantic|challenging|proper|wee|nice|lovely|tasty|yummy|delicious|hearty|comforting|showstopping|impressive|little|big",
    // praise, ambition and occasion say how the dish should be, not which dish it is
    "posh|ambitious|lekker|gorgeous|amazing|awesome|fab|fabulous|stunning|showstopper|show-stopping|cosy|cozy|warming|elegant|fun|festive|decadent|indulgent|luxurious|luxury|totally original|really|super|simple|easy-peasy|fool-?proof|crowd-pleasing|hearty|christmas eve|new year's eve|eve|sleepover|weaning-friendly|baby-friendly|toddler-friendly|kid-friendly|kids'?",
    // a cuisine is a constraint too: "a caribbean stew" is a stew, Caribbean
    alternation(CUISINE_WORDS.keys()),
  ]
    .map((alt) => `(?:${alt})`)
    .join("|"),
);
const LEADING = new RegExp(`^(?:(?:${CONSTRAINT_WORDS.source})\\s+)+`);
const INNER_CONSTRAINT = new RegExp(`\\b(?:${CONSTRAINT_WORDS.source})\\s+(?=[a-z])`, "g");
const MEAL_TAIL =
  /^(?:breakfast|lunch|dinner|supper|snack|meal|dessert|main|main course|main dish|tea)s?(?:\s+(?:with|using|that|which|costing|under|for)\b.*)?$/;
/** "a salmon dish": foods and a word for "dish" name no dish; the foods are foods to include. */
const FOODS_ONLY = new RegExp(
  `^(?:(?:${alternation(FOODS)}|and|or)\\s+)*(?:${alternation(FOODS)})(?:\\s+(?:dish|recipe|meal|thing|idea|dinner|lunch|breakfast|supper|tea|feed|snack|traybake|tray bake))?$`,
);
const ONLY_CONSTRAINTS = new RegExp(`^(?:(?:${CONSTRAINT_WORDS.source})\\s*)+$`);

const ASKS_TO_INVENT = /\b(?:invent|create|write|make|dream|come up with|devise|design|think up|whip up|cook up|generate)\b/;

/** Words of a sentence, not of a dish's name ("i would love an original curry", "surprise me"). */
const NOT_DISH_WORDS = /\b(?:i|me|you|we|us|my|your|our|surprise|love|want|need|would|like|please|can|could|some|something|anything)\b/;

/** Foods that are a dish when they end its name: "a bean chilli", "banana bread". */
const FOOD_AS_DISH = /(?:^|\s)(?:chill?i|bread|loaf|bake|sauce|dip|jam|cake|salsa|pesto)$/;

export function generatedDish(said: string, dishSaid: string | undefined): string | undefined {
  // "invent lunch. veggie. 15min", "on nights again. invent me a lunch...": the dish is named in the sentence that asks
  const sentences = said.split(/[.;!?]\s/);
  const asking = sentences.find((s) => ASKS_TO_INVENT.test(s));
  // "book club is at mine ... so could you write a totally original recipe": the dish is named after the verb
  const text = asking ? asking.slice(Math.max(0, ASKS_TO_INVENT.exec(asking)?.index ?? 0)) : sentences[0]!;
  // "one pot" is equipment: without it, the number would be cut and "pot" left in the dish
  const phrase = dishPhrase(text.replace(/\bone[ -](?:pot|pan|tray)\b/g, " "))
    ?.replace(/\s*,.*$|\s+(?:with|using|in|made with|something|that|which)\s+.*$/, "")
    .replace(/\s+(?:thing|kind of thing|sort of thing)\b.*$/, "")
    .replace(LEADING, "")
    .trim();
  // The user's own words for the dish when they only add to it ("a spicy lentil soup"): the composer reads them.
  // "a spicy vegan curry": a constraint word inside the user's words is a constraint, not the dish
  const own = phrase?.replace(INNER_CONSTRAINT, "").trim();
  if (dishSaid) return own?.endsWith(dishSaid) && !NOT_DISH_WORDS.test(own) ? own : dishSaid;
  return namedDish(phrase);
}

/** A phrase that names a dish, not only constraints, a meal or foods to include. */
function namedDish(phrase: string | undefined): string | undefined {
  if (
    !phrase ||
    ONLY_CONSTRAINTS.test(phrase) ||
    MEAL_TAIL.test(phrase) ||
    NOT_DISH_WORDS.test(phrase) ||
    /^(?:thing|things|dish|meal|recipe|one)$/.test(phrase)
  )
    return undefined;
  const words = phrase.split(" ").map((w) => singular(w));
  if (!FOOD_AS_DISH.test(phrase) && FOODS_ONLY.test(words.join(" "))) return undefined;
  return phrase;
}

const SEARCHED = /\brecipes? (?:for|of) (?:a |an |some |the )?([a-z][a-z' -]*?)$|\b(?:a|an|some|any|the|your|good|nice) ([a-z][a-z' -]*?) recipes?\b/;

/**
 * A search for a dish by its name ("recipes for banana bread", "a quokka valley rice recipe"):
 * the name is the search's words, so a member's own or a shared recipe is found by its title.
 */
export function searchedDish(text: string): string | undefined {
  const said = SEARCHED.exec(
    text
      .replace(/[?!.,]+/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
  const phrase = (said?.[1] ?? said?.[2])
    ?.replace(/\s+(?:with|without|using|in|under|for|that|which|from|to)\b.*$/, "")
    .replace(LEADING, "")
    .trim();
  // A dish's name holds a food or a kind of dish; "a challenging recipe" names none
  const words = phrase?.split(" ").map((w) => singular(w)) ?? [];
  const holdsFood = words.some((w) => FOODS.has(w) || DISH_KINDS.has(w));
  return phrase && words.length <= 6 && holdsFood ? namedDish(phrase) : undefined;
}
