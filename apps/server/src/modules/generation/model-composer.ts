import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { composeRecipeWithModel } from "../../adapters/llm/llm-recipe-composer";
import { AppError } from "../../http/errors";
import { allergenConflicts } from "./recipe-allergens";
import type { RecipeComposer } from "./composer";
import { createLocalComposer } from "./local-composer";

export const modelRecipeAllergen = (allergen: string, ingredient: string) =>
  `The recipe Sierra's model wrote contains ${allergen} ("${ingredient}"), an allergy in your household, so it was not saved.`;

/**
 * A model writes the recipe when LLM_BASE_URL is set. One with a declared allergen is refused
 * here, by the food table or by the allergy's words; the worker then validates it like any
 * composer's, and nutrition and dietary tags are computed from the ingredients on save.
 */
export function createModelComposer(env: Env): RecipeComposer {
  return {
    async compose(request, constraints, signal) {
      const recipe = await composeRecipeWithModel(
        env,
        request,
        { allergies: constraints.allergies, dislikes: constraints.dislikes, householdSize: constraints.servings },
        signal,
      );
      const conflict = allergenConflicts(recipe.ingredients, constraints.allergies)[0];
      if (conflict) throw new AppError(422, "GENERATED_RECIPE_ALLERGEN", modelRecipeAllergen(conflict.allergen, conflict.ingredient));
      const minutes = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
      return {
        ...recipe,
        complexity: minutes > 45 ? "complex" : "simple",
        dietaryTags: [],
        attribution: { chefs: [], inspiration: `Written by Sierra with the ${env.LLM_MODEL} model for “${request.prompt}”.` },
      };
    },
  };
}

/** The local composer by default (offline); the model's when one is configured. */
export function createRecipeComposer(env: Env, db: Database): RecipeComposer {
  return env.LLM_BASE_URL ? createModelComposer(env) : createLocalComposer(db);
}
