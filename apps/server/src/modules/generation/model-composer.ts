import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { composeRecipeWithModel } from "../../adapters/llm/llm-recipe-composer";
import { AppError } from "../../http/errors";
import { firstConflict } from "./safety";
import type { RecipeComposer } from "./composer";
import { createLocalComposer } from "./local-composer";

export const modelRecipeConflict = (reason: string) => `The recipe Sierra's model wrote does not suit your household (${reason}), so it was not saved.`;

/**
 * A model writes the recipe when LLM_BASE_URL is set. One the household rule refuses (an allergy,
 * a diet, a dislike, or a line it cannot check) is refused here; the worker then validates it like
 * any composer's, and nutrition and dietary tags are computed from the ingredients on save.
 */
export function createModelComposer(env: Env): RecipeComposer {
  return {
    async compose(request, constraints, signal) {
      const recipe = await composeRecipeWithModel(env, request, { ...constraints.household, householdSize: constraints.servings }, signal);
      const conflict = firstConflict(recipe, constraints.limits);
      if (conflict) throw new AppError(422, "GENERATED_RECIPE_CONFLICT", modelRecipeConflict(conflict.reason));
      const minutes = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
      return {
        ...recipe,
        complexity: minutes > 45 ? "complex" : "simple",
        attribution: { chefs: [], inspiration: `Written by Sierra with the ${env.LLM_MODEL} model for “${request.prompt}”.` },
      };
    },
  };
}

/** The local composer by default (offline); the model's when one is configured. */
export function createRecipeComposer(env: Env, db: Database): RecipeComposer {
  return env.LLM_BASE_URL ? createModelComposer(env) : createLocalComposer(db);
}
