import { z } from "zod";
import { MEAL_TYPES, type MealType } from "../billing/subscription";
import { isIsoDate, type IsoDate } from "./dates";
import { PLAN_VIEWS } from "./views";

/** A planned meal, in the spec's shape. */
export interface Meal {
  id: string;
  title: string | null;
  recipe_title: string | null;
  recipe_id: string | null;
  image_url: string | null;
  /** the recipe goes against the household's allergies or diets now (planned before they changed) */
  household_warning?: boolean;
  /** another member's shared recipe a moderator has hidden since it was planned: it stays, marked (docs/decisions/063) */
  community_hidden?: boolean;
}

/** date -> meal type -> meal (spec section 3 "slots"). */
export type Slots = Record<IsoDate, Partial<Record<MealType, Meal>>>;

export interface MealPlan {
  id: string;
  user_id: string;
  type: "weekly" | "monthly";
  start_date: IsoDate;
  end_date: IsoDate;
  created_at: string;
  updated_at: string;
}

export interface MealPlanResponse {
  plan: MealPlan;
  range: { start: IsoDate; end: IsoDate };
  slots: Slots;
  allowedMealTypes: MealType[];
  timeZone: string;
  /** the server's clock, so the calendar applies the same cut-offs */
  now: string;
}

/** Far enough for any plan; a view of year 9999 would run past what dates can hold. */
export const PLAN_DATE_RANGE = { min: "1900-01-01", max: "2999-12-31" } as const;

const isoDate = z
  .string()
  .refine(isIsoDate, "Dates must look like 2026-11-21")
  .refine((d) => d >= PLAN_DATE_RANGE.min && d <= PLAN_DATE_RANGE.max, `Dates must lie between ${PLAN_DATE_RANGE.min} and ${PLAN_DATE_RANGE.max}`);

export const mealPlanQuerySchema = z.object({
  view: z.enum(PLAN_VIEWS, { message: "view must be daily, weekly or monthly" }).default("weekly"),
  date: isoDate,
});

export const slotParamsSchema = z.object({
  date: isoDate,
  mealType: z.enum(MEAL_TYPES, { message: "Unknown meal type" }),
});

export const addMealSchema = z.object({
  recipeId: z.string().uuid("Invalid recipe ID format"),
  /** defaults to the recipe's title */
  title: z.string().trim().min(1).max(200).optional(),
});

/** DELETE /api/meal-plans?view&date: the meals of the period the view shows (docs/decisions/047). */
export const deletePeriodSchema = mealPlanQuerySchema;

/** POST /api/meal-plans/restore: puts back what one delete removed, while its undo lasts. */
export const restorePeriodSchema = z.object({ undoId: z.string().uuid("Nothing to undo") });

export interface DeletedPeriodResponse {
  message: string;
  /** The days whose meals were removed. */
  range: { start: IsoDate; end: IsoDate };
  removed: number;
  /** Pass to restore within UNDO_DELETE_SECONDS to put those meals back. */
  undoId: string;
}

export interface RestoredPeriodResponse {
  restored: number;
}
