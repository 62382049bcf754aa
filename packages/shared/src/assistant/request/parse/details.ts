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
  // "leftover chicken curry", "some dal": a cooked dish at hand, with the food it is made of
  const said = atHand.replace(ASKED, "");
  const hows = compounds.map(([how]) => how);
  // "roast beef", "curry sauce": a dish word before a food is how the food was cooked
  const beforeFood = (word: string) => new RegExp(`\\b${word}s? ([a-z]+)`).exec(said)?.[1];
  const isFood = (word: string | undefined) => word !== undefined && (word === "sauce" || FOODS.has(singular(word)));
  const dishes = foodSlots(said)
    .dishKinds.filter((dish) => !hows.includes(dish) && !isFood(beforeFood(dish)))
    .flatMap((dish) => {
      const made = new RegExp(`\\b([a-z]+) ${dish}s?\\b`).exec(said)?.[1];
      if (made && foods.includes(singular(made))) return [`${singular(made)} ${dish}`];
      return new RegExp(`\\b(?:left ?over|some|the|a|of|and|got|have) ${dish}s?\\b`).test(said) ? [dish] : [];
    });
  // "leftover coddle": whatever follows "leftover" is a food, known or not
  const unknown = [...said.matchAll(/\bleft ?over ([a-z]{3,})(?= *(?:$|[,.!?+]| and\b| from\b| in\b| for\b))/g)]
    .map((m) => (FOODS.has(m[1]!) ? m[1]! : singular(m[1]!)))
    .filter((w) => !NOT_A_FOOD.has(w) && !foods.includes(w) && !dishes.some((d) => d.split(" ").includes(w)));
  const named = [...compounds.map(([how, food]) => `${how} ${food}`), ...dishes];
  const inNamed = (f: string) => named.some((n) => n.split(" ").includes(f));
  const plain = foods.filter((f) => !inNamed(f));
  return [...new Set([...named, ...plain, ...unknown])];
}

/** Where the message turns from what is at hand to what it asks for. */
const ASKED =
  /\b(?:what (?:can|could|should|shall|do|would|will|to)|what is|any ideas|ideas|suggest|please give|give me|something|anything|need|(?:could|can|should|shall) (?:you|i|we))\b.*$/;
const NOT_A_FOOD = new Set("from bits stuff food things meals meal dinner lunch tea supper breakfast takeaway takeout night last the some".split(" "));

const COOKED_FOOD = /\b(roast|roasted|pulled|grilled|curry|pasta|tomato|bolognese|stir[ -]fry|chilli|chili) ([a-z]+)\b/g;
