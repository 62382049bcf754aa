import { z } from "zod";
import {
  CALORIE_GOAL_MAX,
  CALORIE_GOAL_MIN,
  DIETARY_TAGS,
  DIETS,
  HOUSEHOLD_SIZE,
  LIST_ITEM_MAX_LENGTH,
  MEAL_TYPES,
  VARIETY_PREFERENCE,
  generationRequestSchema,
  isIsoDate,
} from "@sierra/shared";

/**
 * The tools' input schemas, sent to the model as JSON schema and checked by the AI SDK before a
 * tool runs: an argument that does not fit never reaches the tool. Optional fields also accept
 * null, which small local models write for "not given"; `withoutNulls` turns it into undefined.
 */
const isoDate = z.string().refine(isIsoDate, "Dates must look like 2026-11-21").describe("A date, yyyy-MM-dd");
const mealType = z.enum(MEAL_TYPES);
const words = (max: number) => z.array(z.string().trim().min(1).max(LIST_ITEM_MAX_LENGTH)).max(max);

const filters = {
  query: z.string().trim().max(200).nullish().describe("Words to look for in recipe titles and ingredients"),
  mealType: mealType.nullish(),
  maxMinutes: z.number().int().min(5).max(600).nullish().describe("Longest total time in minutes"),
  includeIngredients: words(10).nullish().describe("Ingredients the recipes should use"),
  excludeIngredients: words(10).nullish().describe("Ingredients to leave out"),
  cuisines: words(10).nullish(),
  diets: z.array(z.enum(DIETARY_TAGS)).max(7).nullish(),
};
const range = {
  start: isoDate.describe("First day, yyyy-MM-dd"),
  end: isoDate.describe("Last day, yyyy-MM-dd"),
  mealTypes: z.array(mealType).max(4).nullish(),
};

export const toolSchemas = {
  readPlan: z.object(range),
  searchRecipes: z.object({ ...filters, limit: z.number().int().min(1).max(20).nullish() }),
  proposePlan: z.object({ ...filters, ...range, keepExisting: z.boolean().nullish().describe("Keep meals already planned (default true)") }),
  swapMeal: z.object({ ...filters, date: isoDate, mealType, quicker: z.boolean().nullish().describe("The user wants something faster to cook") }),
  getPreferences: z.object({}),
  proposePreferenceChange: z
    .object({
      addAllergies: words(20).nullish(),
      removeAllergies: words(20).nullish(),
      addDislikes: words(20).nullish(),
      removeDislikes: words(20).nullish(),
      addDiets: z.array(z.enum(DIETS)).max(DIETS.length).nullish().describe("Diets the household now keeps (restrictions, never dislikes)"),
      removeDiets: z.array(z.enum(DIETS)).max(DIETS.length).nullish(),
      addCuisines: words(20).nullish(),
      householdSize: z.number().int().min(HOUSEHOLD_SIZE.min).max(HOUSEHOLD_SIZE.max).nullish(),
      calorieGoal: z.number().int().min(CALORIE_GOAL_MIN).max(CALORIE_GOAL_MAX).nullish(),
      varietyPreference: z.number().int().min(VARIETY_PREFERENCE.min).max(VARIETY_PREFERENCE.max).nullish(),
    })
    .refine((changes) => Object.values(changes).some((v) => v !== null && v !== undefined), "Name at least one change"),
  generateRecipe: z.object({
    prompt: generationRequestSchema.shape.prompt.describe("What to make, in the user's words"),
    servings: generationRequestSchema.shape.servings.optional(),
    mealType: generationRequestSchema.shape.mealType.optional(),
    cuisine: generationRequestSchema.shape.cuisine.optional(),
    maxMinutes: generationRequestSchema.shape.maxMinutes.optional(),
  }),
  useUpLeftovers: z.object({
    text: z.string().trim().min(2).max(500).nullable().optional().describe("The leftovers in the user's words, e.g. 'half a roast chicken, rice, spinach'"),
    useSoon: z.boolean().nullable().optional().describe("Use the pantry's items that should be used soon"),
  }),
  confirmLatest: z.object({}),
};

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** { a: null, b: 1 } -> { b: 1 }: the tools' inputs use undefined for "not given". */
export function withoutNulls<T extends Record<string, unknown>>(input: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as WithoutNulls<T>;
}
