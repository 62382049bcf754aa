import { addDays, NO_HOUSEHOLD_LIMITS, type Household, type MealType } from "@sierra/shared";
import { seededRandom } from "./rng";
import type { PlannerInput, PlannerRecipe } from "./types";

/** Test instances (unit tests and the decision record's measurements); nothing here runs in the app. */
export const MONDAY = "2026-03-02";
/** The evening before MONDAY in New York, so every day of the next four weeks is open. */
export const NOW = new Date("2026-03-01T23:00:00Z");

/** A line per food key, as a recipe of those foods would have: what the household rule reads. */
const linesOf = (foodKeys: readonly string[] = []) => foodKeys.map((name) => ({ quantity: null, quantityMax: null, unit: null, name, note: null }));

export function recipe(id: string, fields: Partial<PlannerRecipe> = {}): PlannerRecipe {
  return {
    id,
    title: `Recipe ${id}`,
    mealTypes: ["dinner"],
    calories: 500,
    protein: 30,
    carbs: 50,
    fat: 20,
    minutes: 30,
    cuisine: "italian",
    complexity: "simple",
    dietaryTags: [],
    foodKeys: [],
    servingSize: 4,
    ...fields,
    ingredients: fields.ingredients ?? linesOf(fields.foodKeys),
  };
}

/** A household of the given limits and two people. */
export function household(limits: Partial<Household> = {}): PlannerInput["household"] {
  return { limits: { ...NO_HOUSEHOLD_LIMITS, ...limits }, size: 2 };
}

export function input(fields: Partial<PlannerInput> = {}): PlannerInput {
  return {
    recipes: [],
    slots: [],
    existing: [],
    rules: { allowedMealTypes: ["breakfast", "lunch", "dinner", "snack"], now: NOW, timeZone: "America/New_York" },
    household: household(),
    goals: { calorieGoal: 2000, macros: { protein: 30, carbs: 40, fat: 30 } },
    prefs: { cuisines: [], variety: 5 },
    seed: 1,
    ...fields,
  };
}

export function slotsFor(days: number, mealTypes: readonly MealType[], start = MONDAY) {
  return Array.from({ length: days }, (_, d) => mealTypes.map((mealType) => ({ date: addDays(start, d), mealType }))).flat();
}

const FOODS = ["chicken thigh", "rice", "tomato", "spinach", "chickpea", "lentil", "yogurt", "lemon", "oat", "egg", "salmon", "potato"];
const CUISINES = ["italian", "mexican", "indian", "thai"];
const MEALS: MealType[] = ["breakfast", "lunch", "dinner"];

/**
 * A small random instance the exact MILP solves in well under a second: `days` days of
 * breakfast, lunch and dinner, `count` recipes with macros that add up to their calories,
 * shared foods, one kept meal, and random variety, cuisine and time preferences.
 */
export function smallInstance(seed: number, days = 3, count = 14): PlannerInput {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const recipes = Array.from({ length: count }, (_, i) => {
    const mealTypes = MEALS.filter(() => random() < 0.4);
    const calories = Math.round(200 + random() * 700);
    const protein = Math.round(((0.15 + random() * 0.3) * calories) / 4);
    const fat = Math.round(((0.15 + random() * 0.3) * calories) / 9);
    return recipe(`r${i}`, {
      mealTypes: mealTypes.length ? mealTypes : [pick(MEALS)],
      calories,
      protein,
      fat,
      carbs: Math.max(0, Math.round((calories - protein * 4 - fat * 9) / 4)),
      minutes: 10 + Math.floor(random() * 80),
      cuisine: pick(CUISINES),
      complexity: random() < 0.5 ? "simple" : "complex",
      foodKeys: [...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, () => pick(FOODS)))],
    });
  });
  const slots = slotsFor(days, MEALS);
  const kept = slots[Math.floor(random() * slots.length)]!;
  return input({
    recipes,
    slots,
    existing: [{ ...kept, recipeId: pick(recipes.filter((r) => r.mealTypes.includes(kept.mealType)).concat(recipes)).id }],
    goals: { calorieGoal: 1600 + Math.round(random() * 1000), macros: { protein: 30, carbs: 40, fat: 30 } },
    prefs: { cuisines: [pick(CUISINES)], variety: 1 + Math.floor(random() * 10), quick: random() < 0.3, complexity: random() < 0.3 ? "simple" : null },
    seed,
  });
}
