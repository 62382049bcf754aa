import type { Household, Ingredient, IsoDate, MealType } from "@sierra/shared";

/** A recipe as the planner sees it (build one from a database row with `toPlannerRecipe`). */
export interface PlannerRecipe {
  id: string;
  title: string;
  /** from the categories Breakfast / Lunch / Dinner / Snack; a recipe fits only these slots */
  mealTypes: MealType[];
  /** per serving, i.e. per person; null when the recipe has no nutrition */
  calories: number | null;
  /** grams per serving */
  protein: number | null;
  carbs: number | null;
  fat: number | null;
  /** prep + cook; null when the recipe gives neither */
  minutes: number | null;
  cuisine: string | null;
  complexity: string | null;
  dietaryTags: string[];
  /** core foods of the ingredient lines ("chicken thigh"), from the ingredient parser */
  foodKeys: string[];
  /** the lines themselves, which the household rule reads */
  ingredients: readonly Ingredient[];
  servingSize: number;
}

export interface PlannerSlot {
  date: IsoDate;
  mealType: MealType;
}

export interface PlannedMealRef extends PlannerSlot {
  recipeId: string;
}

export interface PlannerPrefs {
  cuisines: string[];
  /** 1..10 (spec: variety preference); sets how many days pass before a recipe may repeat */
  variety: number;
  maxMinutes?: number | null;
  quick?: boolean;
  /** the request's diets and "-free" tags, kept as strictly as the household's ("vegetarian", "nut-free") */
  diets?: string[];
  /** foods to favour */
  includeFoods?: string[];
  /** foods no planned recipe may contain */
  excludeFoods?: string[];
  /** "simple" or "complex": favoured, not required */
  complexity?: string | null;
  /**
   * Up to this many points per recipe, drawn from the seed: among recipes that fit about equally
   * well, each request gets a different mix instead of the same few best fits. 0 by default.
   */
  shuffle?: number;
}

export interface PlannerInput {
  recipes: PlannerRecipe[];
  /** the slots to fill; the calendar's rules decide which of them are open */
  slots: PlannerSlot[];
  /** meals already on the calendar: never replaced, counted in daily totals, repeats and shared ingredients */
  existing: PlannedMealRef[];
  rules: { allowedMealTypes: readonly MealType[]; now: Date; timeZone: string };
  /** what the household avoids (the one household rule) and how many eat */
  household: { limits: Household; size: number };
  /** per person per day */
  goals: { calorieGoal: number; macros: { protein: number; carbs: number; fat: number } };
  prefs: PlannerPrefs;
  /** the same input and seed always give the same plan */
  seed: number;
}

/**
 * Why a requested slot was not filled: the calendar's slot state (shared slot-rules), or
 * "no_recipe" when no recipe passes the hard constraints for that meal type.
 */
export type SkipReason = "upgrade" | "planned" | "no_meal_planned" | "plan_closer" | "not_available" | "no_recipe";

/** Fits engine.ts's SkippedSlot (reason is a string there). */
export interface PlannerSkippedSlot extends PlannerSlot {
  reason: SkipReason;
  /** the words the calendar shows for that state, or why no recipe fits */
  message: string;
}

export interface PlannerDayReport {
  date: IsoDate;
  /** per person, planned and kept meals of the day; recipes without nutrition count 0 here */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** the day's calorie target for the meal types planned that day (see MEAL_SHARES) */
  target: number;
}

export interface PlannerResult {
  meals: PlannedMealRef[];
  skipped: PlannerSkippedSlot[];
  report: {
    perDay: PlannerDayReport[];
    /** the minimised cost (lower is better); see objective.ts for its terms */
    objective: number;
    /** soft goals the plan could not meet, in words */
    unmetReasons: string[];
  };
}
