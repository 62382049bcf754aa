import type { IsoDate, MealType } from "@sierra/shared";

/** One slot to fill. `day` counts from the first day to fill, `week` from its Monday. */
export interface Slot {
  date: IsoDate;
  mealType: MealType;
  day: number;
  /** index into Problem.days */
  dayRow: number;
  week: number;
  /** this meal's part of the day's target: what a recipe without nutrition is assumed to bring */
  shareCal: number;
  /** recipe indices this slot may take, sorted by calories */
  pool: Int32Array;
  /** 1 at the recipe indices of `pool` */
  inPool: Uint8Array;
}

export interface Day {
  date: IsoDate;
  target: number;
  slots: number[];
  /** kcal of kept meals, and of their protein, carbs and fat */
  fixed: Float64Array;
}

/** Everything the search and the objective need, as indices and typed arrays. */
export interface Problem {
  slots: Slot[];
  days: Day[];
  /** per recipe index; NaN where the recipe does not say */
  kcal: Float64Array;
  proteinKcal: Float64Array;
  carbsKcal: Float64Array;
  fatKcal: Float64Array;
  staticCost: Float64Array;
  /** ids of non-staple foods per recipe (only for recipes in a pool or kept) */
  foods: Int32Array[];
  foodCount: number;
  weeks: number;
  /** days of kept meals per recipe index, counted from the first day to fill */
  fixedUses: (readonly number[])[];
  /** food counts of kept meals per week: index week * foodCount + food */
  weekFixedFoods: Int32Array;
  gap: number;
  repeatWeight: number;
  /** macro shares of calories, as fractions */
  macroShare: { protein: number; carbs: number; fat: number };
}
