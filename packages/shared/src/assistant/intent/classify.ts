import { MONTH } from "./calendar-words";
import type { FoodSlots } from "./foods";
import type { IntentKind } from "./types";

/**
 * Which request a message makes, tested in this order (the first that fits wins): swap, read,
 * generate, plan, search by their phrasings; then softer signs (a search word beside a food, a
 * question about a named day's meal, a wish for a day or a meal). Small talk and preference
 * changes are decided before (parse-intent.ts). Removing meals and eating out fit nothing: no
 * tool does them, and a message fitting nothing is "unknown".
 */
const MEAL = "(?:breakfast|lunch|dinner|supper|snack|meal)s?";

const SWAP = [
  // Not "a substitute for eggs" (an ingredient question) or "switch to metric".
  /\b(?:swap(?:ped|ping)?|replaced?|replacing|exchange|trade|switch out)\b|\bswitch\b(?! to\b)|\bsubstitute\b(?! for\b)/,
  new RegExp(`\\bchange (?:my |the |this |that |[a-z]+'s |[a-z]+ )?${MEAL}\\b`),
  /\bchange (?:it|that|this one|that one)\b/,
  // "change the fish of tomorrow to chicken", "change the 10th's dinner to something thai": a planned meal changed into another
  /\bchange (?:the|my|our|this|that|[a-z]+day's|tomorrow's|tonight's|today's) (?!plan\b|servings?\b|number\b|date\b|day\b)(?:[a-z0-9']+ ){0,3}?(?:to|into|for) (?:something|a|an|some|[a-z]+)\b/,
  // "monday's curry -> something kid friendly"
  /\b(?:[a-z]+day|tomorrow|tonight|today)'s [a-z ]{2,30}? ?(?:->|=>|→) ?(?:something|a|an|some|[a-z]+)\b/,
  /\bsomething (?:else|different)\b/,
  /\binstead\b/,
  new RegExp(`\\b(?:a )?different (?:one|recipe|${MEAL})\\b`),
  new RegExp(`\\banother (?:one|option|${MEAL})\\b`),
  /\b(?:do not|no longer) (?:want|feel like) (?:the|my|that|this)\b/,
  /\bnot in the mood for\b/,
];

const READ = [
  /\bwhat (?:is|are|was|were) (?:for|on the menu|on (?:my|the|our) (?:menu|plan|calendar|meal plan|schedule)|planned|scheduled|my (?:meal )?plan|my meals|my menu|in my (?:plan|calendar)|on for)\b/,
  /\bwhat (?:am i|are we|will i be|will we be|was i|were we)(?: [a-z]+)? (?:eating|having|cooking|making)\b/,
  /\bwhat (?:did|have|had) (?:i|we) (?:have|had|eat|eaten|ate|planned|cook|cooked|make|made|got)\b/,
  /\b(?:do|did|have) (?:i|we) (?:have|had|got) (?:anything|something|a meal|any meals|meals|a plan|any(?:thing)? planned|breakfast|lunch|dinner|supper|snacks?)\b/,
  /\b(?:is|are) there (?:anything|something|a meal|any meals|meals|any)\b.*\b(?:planned|on|for)\b/,
  /^(?:anything|something) (?:planned|on|for|scheduled)\b/,
  /\bany (?:plans?|meals?) (?:planned |scheduled )?(?:for|on)\b/,
  /^(?!.*\b(?:recipes?|ideas?)\b).*\b(?:show|list|see|view|check|display|pull up|open|read)(?: me)?(?: [a-z0-9'-]+){0,4} (?:meals|menu|meal plan|plan|calendar|planned|schedule|dinners|lunches|breakfasts|snacks|week|weekend|day)\b/,
  /\bwhat (?:meals|dinners|lunches|breakfasts|snacks|food) (?:do|did|have|will) (?:i|we)\b/,
  /\bwhen (?:am i|are we) (?:having|eating|cooking)\b/,
];

const GENERATE = [
  /\b(?:invent|generate|come up with|dream up|make up|devise|think up)\b/,
  /\b(?:create|write|design|build|develop|craft|compose|put together)(?: me| us)?(?: [a-z0-9'-]+){0,5} (?:recipe|dish)e?s?\b/,
  // "give me a recipe for cottage pie" asks for one that exists (README.md beside request.ts); a new one is invented
  /\b(?:make|cook up|whip up)(?: me| us)? (?:a |an )?(?:new |brand new |custom |original |unique )?(?:recipe|dish) (?:for|of|with|that|using)\b/,
  /\b(?:give|get)(?: me| us)? (?:a |an )?(?:new |brand new |custom |original |unique )(?:recipe|dish)\b/,
  /\b(?:make|cook up|whip up)(?: me| us)? (?:a |an )?(?:new |brand new |custom |original )?recipe\b/,
  /\bnew recipe\b/,
];

const PLAN = [
  /\bplan\b(?!ned)/,
  /\bfill\b/,
  /\b(?:arrange|organi[sz]e) (?:the |our |my |some )?(?:dinners|lunches|meals|evening meals|breakfasts)\b/,
  new RegExp(`\\b(?:schedule|organi[sz]e|sort out|map out|set up|line up|prep)\\b.*\\b(?:${MEAL}|week|days?)\\b`),
  /\b(?:add|put)\b.*\b(?:to|on|in|into) (?:my |the )?(?:calendar|plan|meal plan|week)\b/,
  new RegExp(`\\b(?:suggest|recommend|pick|choose|decide on)\\b(?!.*\\brecipes?\\b).*\\b${MEAL}\\b`),
  /\bwhat should (?:i|we) (?:have|eat|cook|make)\b/,
  new RegExp(`\\b(?:i|we) need (?:[a-z]+ ){0,2}${MEAL}\\b`),
  /\bmeal prep\b/,
  /\b\d+ (?:[a-z-]+ ){0,3}(?:meals|dinners|lunches|breakfasts|suppers)\b(?! a day)/,
];

const SEARCH = [
  /\brecipes?\b/,
  /\b(?:find|search|look for|looking for|browse)\b/,
  /\b(?:craving|crave|in the mood for)\b/,
  /\b(?:ideas?|inspiration)\b/,
  /\bwhat can (?:i|we) (?:make|cook|do|bake|prepare)\b/,
  /\bwhat goes (?:well )?with\b/,
  /\bhow (?:do|can|should|would) (?:i|you|we) (?:make|cook|bake|prepare)\b/,
];
const LOOK =
  /\b(?:find|search|look for|look up|looking for|browse|show me|get me|give me|any|got any|do you have|try|explore|discover|suggest|recommend|something|dishes|cuisines?)\b/;

/** Wishes for a day or a meal ("I want pasta tomorrow", "make dinner for tonight") plan it. */
const WISH = /\b(?:i|we) (?:want|would like|fancy|feel like|am craving|are craving|need)\b|\b(?:make|making|cook|cooking|add|put|get|have|eat|eating)\b/;
/** A question about a named day ("is the curry on Friday vegetarian?") is a look at the plan. */
const DAY_QUESTION = /^(?:is|are|was|were|does|do|will|what|which|how many)\b/;
/** The tools cannot remove meals: such a request is not read as planning (docs/decisions/034). */
const REMOVE = /\b(?:remove|delete|clear|erase|wipe|cancel|get rid of|take off|unplan)\b/;

const fits = (text: string, patterns: RegExp[]) => patterns.some((p) => p.test(text));
const PLAN_NOUN = /\b(?:meal )?plan\b(?!ned)/;

/** Not cooking at all ("we're eating out on Friday"): nothing here to plan or find. */
const NOT_COOKING = /\b(?:eating|dining|going|eat|dine|go) out\b|\brestaurants?\b|\btake ?(?:away|out)\b(?![ -]?(?:style|inspired|like))/;

export interface Signals {
  foods: FoodSlots;
  /** The message names a day or a range of days. */
  hasDate: boolean;
  hasMealType: boolean;
}

export function requestKind(text: string, { foods, hasDate, hasMealType }: Signals): IntentKind | null {
  if (REMOVE.test(text) || NOT_COOKING.test(text)) return null;
  if (fits(text, SWAP)) return "swap_meal";
  if (fits(text, READ)) return "read_plan";
  if (fits(text, GENERATE) && !PLAN_NOUN.test(text)) return "generate_recipe";
  if (fits(text, PLAN)) return "plan_meals";
  if (fits(text, SEARCH)) return "search_recipes";
  const named = foods.includeIngredients.length + foods.cuisines.length + foods.diets.length + foods.dishKinds.length;
  if (LOOK.test(text) && (named > 0 || /\bcuisines?\b/.test(text) || (hasMealType && !hasDate))) return "search_recipes";
  if (hasDate && DAY_QUESTION.test(text) && (named > 0 || hasMealType)) return "read_plan";
  if ((hasDate || hasMealType) && WISH.test(text)) return "plan_meals";
  if (WISH.test(text) && named > 0 && !/\bmake\b/.test(text)) return "search_recipes";
  return null;
}

/** What is left when a message only names days and meals ("dinner tomorrow?", "friday?"): a look at the plan. */
const ONLY_WHEN = new RegExp(
  `^(?:(?:what|is|are|for|my|the|and|on|about|how|any|planned|so|then|next|this|last|of|meal|meals|remind|me|tell|show|check|in|days?|time|from|now|coming|we|i|us|have|got|eating|having|cooking|again|still|empty|free|please|\\d{1,2}|one|two|three|four|five|six|seven|breakfast|lunch|dinner|supper|snacks?|tonight|today|tomorrow|yesterday|week|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'s)?|\\d{1,2}(?:st|nd|rd|th)?|${MONTH})(?:\\s+|$))+$`,
);
export function onlyNamesDays(words: string): boolean {
  return ONLY_WHEN.test(words);
}
