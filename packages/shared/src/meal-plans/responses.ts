import { z } from "zod";
import { MEAL_TYPES } from "../billing/subscription";
import type { DeletedPeriodResponse, Meal, MealPlanResponse, RestoredPeriodResponse } from "./api";

/** The answers of /api/meal-plans as schemas, for the OpenAPI document (docs/decisions/055). */
export const mealSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  recipe_title: z.string().nullable(),
  recipe_id: z.string().nullable(),
  image_url: z.string().nullable(),
  household_warning: z.boolean().optional(),
  community_hidden: z.boolean().optional(),
});

const dateRange = z.object({ start: z.string(), end: z.string() });

export const mealPlanResponseSchema = z.object({
  plan: z.object({
    id: z.string(),
    user_id: z.string(),
    type: z.enum(["weekly", "monthly"]),
    start_date: z.string(),
    end_date: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  range: dateRange,
  slots: z.record(z.string(), z.partialRecord(z.enum(MEAL_TYPES), mealSchema)),
  allowedMealTypes: z.array(z.enum(MEAL_TYPES)),
  timeZone: z.string(),
  now: z.string(),
});

export const addedMealSchema = z.object({ meal: mealSchema });
export const deletedPeriodSchema = z.object({ message: z.string(), range: dateRange, removed: z.number(), undoId: z.string() });
export const restoredPeriodSchema = z.object({ restored: z.number() });
export const deletedPlanSchema = z.object({ message: z.string() });
export const planIdParamSchema = z.object({ id: z.uuid("No meal plan available") });

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof mealSchema>, Meal>>();
agree<Same<z.infer<typeof deletedPeriodSchema>, DeletedPeriodResponse>>();
agree<Same<z.infer<typeof restoredPeriodSchema>, RestoredPeriodResponse>>();
agree<Same<z.infer<typeof mealPlanResponseSchema>["allowedMealTypes"], MealPlanResponse["allowedMealTypes"]>>();
