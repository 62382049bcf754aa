import { MEAL_TYPES, type MealType } from "../../billing/subscription";

const DAY = "(?:this|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s)?";

/**
 * Meal words: "supper", "tonight", "this evening", "tomorrow night", "Friday night" and "last night"
 * mean dinner, as do "nights" and "for tea"; "this morning" / "Friday morning" breakfast; "brunch" breakfast. "All meals",
 * "every meal", "all day", "three meals a day" mean breakfast, lunch and dinner (the calendar's
 * default rows); snacks only when named.
 */
const WORDS: Record<MealType, RegExp> = {
  breakfast: new RegExp(`\\b(?:breakfasts?|brunch(?:es)?|${DAY} morning)\\b`),
  // "tiffin" (Indian English), "lunchbox": the midday meal
  lunch: /\b(?:lunch(?:es|time)?|luncheons?|midday meals?|tiffins?|lunch ?box(?:es)?)\b/,
  // "which nights are free", "what's for tea" (British for the evening meal)
  dinner: new RegExp(
    `\\b(?:dinners?|suppers?|tonight|tonite|(?:${DAY}|last) (?:evening|night)|evening meals?|nights|(?:for|at|about) (?:my |our |the )?tea(?:time)?|teas|(?:tonight|tomorrow|${DAY})'s tea|(?:that|the same) night|(?:that|this) evening)\\b`,
  ),
  snack: /\bsnacks?\b/,
};
const ALL_MEALS =
  /\b(?:all (?:three |3 |my |the |of my |of the |of our |our )?meals|every meal|each meal|(?<!(?:takes?|taking|cook(?:s|ing)?|simmer(?:s|ing)?|spend|spent|spending|sits?|sitting|bubbles?|bubbling|on|cooker|runs?|goes) )all day(?! (?:is|cooking|to cook|long|simmer|while))|all-day|(?:three|3) meals(?: a day)?|whole days? of meals|full days? of meals)\b/;

export function mealTypesIn(text: string): MealType[] {
  if (ALL_MEALS.test(text)) return ["breakfast", "lunch", "dinner", ...(WORDS.snack.test(text) ? (["snack"] as const) : [])];
  return MEAL_TYPES.filter((meal) => WORDS[meal].test(text));
}
