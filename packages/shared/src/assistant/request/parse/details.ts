import { foodSlots } from "../../intent/foods";
import { FOODS } from "../../intent/food-words";
import { singular } from "../../../recipes/ingredient-parser/core-food";
import type { MealType } from "../../../billing/subscription";
import type { NutritionQuestion } from "../request";

/** "how much protein is in tuesday's dinner" (meal), "calories this week vs my goal" (days, against the goal). */
export function nutritionIn(text: string, mealTypes: MealType[]): NutritionQuestion {
  const measure: NutritionQuestion["measure"] = /\bmacros?\b|\bnutrition(?:al)?\b|\bnutrients?\b|\bbreak ?down\b/.test(text)
    ? "macros"
    : /\bprotein\b/.test(text)
      ? "protein"
      : /\bcarbs?\b|\bcarbohydrates?\b/.test(text)
        ? "carbs"
        : /\bfats?\b/.test(text) && !/\bcalories\b/.test(text)
          ? "fat"
          : "calories";
  const meal =
    (mealTypes.length === 1 && !/\b(?:week|weekend|days|month|(?:a|per) day|daily|total)\b/.test(text)) ||
    /\b(?:this|that|the) (?:meal|recipe|dish|one)\b/.test(text);
  const againstGoal =
    /\bgoals?\b|\btargets?\b|\b(?:over|under|within|hit|meet|meeting|hitting|exceed|exceeding|on track|stay(?:ing)? under)\b|\bvs\b|\bversus\b|\bcompared?\b|\blimit\b|\ballowance\b/.test(
      text,
    );
  return { measure, scope: meal ? "meal" : "days", ...(againstGoal ? { againstGoal: true } : {}) };
}

/** "leftover chicken and rice", "I have half a cabbage and some eggs": the foods said to be at hand. */
export function leftoversIn(text: string): string[] {
  // "...in something with prawns": what the new dish should have, not what is at hand
  const atHand = text.replace(/\b(?:in|into|for|as) (?:something|a [a-z]+) (?:with|using|that has)\b.*$|\bsomething (?:with|using) .*$/, "");
  const foods = foodSlots(atHand).includeIngredients;
  // "leftover roast beef", "curry sauce": a cooked food is named with its cooking or its sauce
  const compounds = [...atHand.matchAll(COOKED_FOOD)].map((m) => [m[1]!, singular(m[2]!)] as const).filter(([, food]) => food === "sauce" || FOODS.has(food));
  const named = compounds.map(([how, food]) => `${how} ${food}`);
  const plain = foods.filter((f) => !compounds.some(([, food]) => food === f));
  return [...named, ...plain.filter((f) => !named.includes(f))];
}

const COOKED_FOOD = /\b(roast|roasted|pulled|grilled|curry|pasta|tomato|bolognese|stir[ -]fry|chilli|chili) ([a-z]+)\b/g;
