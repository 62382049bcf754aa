import { z } from "zod";
import { profileMessages as m } from "./messages";
import { MACRO_TOTAL, macroTotal } from "./macros";

export const CALORIE_GOAL_MIN = 500;
export const CALORIE_GOAL_MAX = 5000;
export const DEFAULT_CALORIE_GOAL = 2000;

/** Spec section 9 labels, in the spec's order. */
export const DIETARY_GOALS = [
  { id: "weight_loss", label: "Weight Loss" },
  { id: "weight_maintenance", label: "Weight Maintenance" },
  { id: "muscle_gain", label: "Muscle Gain" },
  { id: "health_improvement", label: "General Health Improvement" },
] as const;
export type DietaryGoal = (typeof DIETARY_GOALS)[number]["id"];
export const DEFAULT_DIETARY_GOAL: DietaryGoal = "weight_maintenance";
const DIETARY_GOAL_IDS = DIETARY_GOALS.map((g) => g.id) as [DietaryGoal, ...DietaryGoal[]];

export function dietaryGoalLabel(goal: string): string {
  return DIETARY_GOALS.find((g) => g.id === goal)?.label ?? goal;
}

const percent = z
  .number("Enter a percentage")
  .int("Use whole percentages")
  .min(0, "Each macro must be between 0 and 100%")
  .max(MACRO_TOTAL, "Each macro must be between 0 and 100%");

export const macroGoalsSchema = z
  .object({ protein: percent, carbs: percent, fat: percent })
  .refine((macros) => macroTotal(macros) === MACRO_TOTAL, { message: `Total ${m.macroHint}` });

/** Optional (spec): an empty calorie goal saves the default, 2000. */
export const calorieGoalSchema = z
  .number("Enter a number of calories")
  .int("Use a whole number of calories")
  .min(CALORIE_GOAL_MIN, m.calorieGoalTooLow)
  .max(CALORIE_GOAL_MAX, m.calorieGoalTooHigh)
  .optional()
  .transform((v) => v ?? DEFAULT_CALORIE_GOAL);

/** Diet & Nutrition form and PUT /api/profile/nutrition: goals of the self member. */
export const nutritionSchema = z.object({
  calorie_goal: calorieGoalSchema,
  dietary_goal: z.enum(DIETARY_GOAL_IDS, "Please choose a dietary goal from the list."),
  macro_goals: macroGoalsSchema,
});
export type NutritionInput = z.input<typeof nutritionSchema>;
export type NutritionValues = z.output<typeof nutritionSchema>;
