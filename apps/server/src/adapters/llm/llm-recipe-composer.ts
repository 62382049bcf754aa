import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import { MEAL_TYPE_CATEGORIES, recipeInputSchema, type GenerationRequest } from "@sierra/shared";
import { AppError } from "../../http/errors";
import { assistantTimedOut, assistantUnavailable } from "./llm-errors";
import { chatModel, deadlineSignal, llmSettings, type LlmEnv } from "./llm-model";

/**
 * What the model is asked for: types and descriptions only, which every server's JSON-schema mode
 * accepts. Nutrition is not in it: the app computes it from the ingredient lines.
 */
const modelRecipeSchema = z.object({
  title: z.string(),
  description: z.string().describe("One or two sentences"),
  ingredients: z.array(z.string()).describe('One line per ingredient with quantity and unit, e.g. "2 cups cooked brown rice"'),
  steps: z.array(z.string()).describe("One instruction per step, without step numbers"),
  servings: z.number().int(),
  prepTime: z.number().int().describe("minutes"),
  cookTime: z.number().int().describe("minutes"),
  cuisine: z.string(),
  categories: z.array(z.string()).describe('e.g. "Dinner", "Soup", "Vegetarian"'),
});

/** The bounds a saved recipe has (recipeInputSchema's), checked after the model answered. */
const composedRecipeSchema = z.object({
  title: recipeInputSchema.shape.title,
  description: z.string().trim().max(1000),
  ingredients: z.array(z.string().trim().min(1).max(300)).min(1).max(100),
  steps: z.array(z.string().trim().min(1).max(2000)).min(1).max(60),
  servings: z.number().int().min(1).max(100),
  prepTime: z.number().int().min(0).max(1440),
  cookTime: z.number().int().min(0).max(1440),
  cuisine: z.string().trim().max(60),
  categories: z.array(z.string().trim().min(1).max(80)).max(10),
});
export type ComposedRecipe = z.infer<typeof composedRecipeSchema>;

export interface RecipeConstraints {
  allergies: readonly string[];
  diets: readonly string[];
  dislikes: readonly string[];
  householdSize: number;
}

export const composerMessages = {
  invalid: "Sierra's model wrote a recipe the app could not use. Please try again.",
} as const;

const SYSTEM = [
  "You write recipes for Sierra Meal Planner. Answer with the recipe as one JSON object and nothing else.",
  "Ingredient lines give a quantity and a unit, so the app can compute nutrition; do not give nutrition numbers.",
  "Allergies and diets are hard constraints for every household member: no ingredient may contain an allergen or break a diet. Avoid the dislikes.",
].join("\n");

function describeRequest(request: GenerationRequest, constraints: RecipeConstraints): string {
  const lines = [`Recipe: ${request.prompt}`, `Servings: ${request.servings ?? constraints.householdSize}`];
  if (request.mealType) lines.push(`Meal: ${request.mealType}`);
  if (request.cuisine) lines.push(`Cuisine: ${request.cuisine}`);
  if (request.maxMinutes) lines.push(`Ready in at most ${request.maxMinutes} minutes (prep and cook together)`);
  lines.push(
    `Allergies: ${constraints.allergies.join(", ") || "none"}`,
    `Diets: ${constraints.diets.join(", ") || "none"}`,
    `Dislikes: ${constraints.dislikes.join(", ") || "none"}`,
  );
  return lines.join("\n");
}

/**
 * Asks the model for one recipe as structured output and validates it against the recipe bounds.
 * The caller refuses one that contains a declared allergen, stores it and computes nutrition from
 * its ingredients with the app's food table.
 */
export async function composeRecipeWithModel(
  env: LlmEnv,
  request: GenerationRequest,
  constraints: RecipeConstraints,
  signal?: AbortSignal,
): Promise<ComposedRecipe> {
  const settings = llmSettings(env);
  const deadline = deadlineSignal(settings.timeoutMs, signal);
  let output: unknown;
  try {
    const result = await generateText({
      model: chatModel(settings),
      system: SYSTEM,
      prompt: describeRequest(request, constraints),
      output: Output.object({ schema: modelRecipeSchema, name: "recipe" }),
      abortSignal: deadline.signal,
      maxRetries: 1,
    });
    output = result.output;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (deadline.timedOut()) throw assistantTimedOut("recipe", settings.timeoutMs);
    if (NoObjectGeneratedError.isInstance(error)) throw invalidRecipe(error.text ?? String(error.cause));
    throw assistantUnavailable(error, "recipe");
  }
  const parsed = composedRecipeSchema.safeParse(output);
  if (!parsed.success) throw invalidRecipe(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  return withMealCategory(parsed.data, request);
}

function invalidRecipe(detail: string): AppError {
  console.error(`[llm] recipe: unusable output: ${detail.slice(0, 500)}`);
  return new AppError(502, "GENERATED_RECIPE_INVALID", composerMessages.invalid);
}

/** A recipe asked for as a dinner is filed under Dinner, whatever the model chose. */
function withMealCategory(recipe: ComposedRecipe, request: GenerationRequest): ComposedRecipe {
  const category = MEAL_TYPE_CATEGORIES.find((c) => c.toLowerCase() === request.mealType);
  if (!category || recipe.categories.some((c) => c.toLowerCase() === request.mealType)) return recipe;
  return { ...recipe, categories: [category, ...recipe.categories].slice(0, 10) };
}
