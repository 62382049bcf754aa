import { useMutation } from "@tanstack/react-query";
import type { RecipeImportInput, RecipeInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";

/** POST /api/recipes/import: a draft and what it holds for this household; nothing is saved. */
export function importRecipe(input: RecipeImportInput) {
  return unwrap(api.recipes.import.$post({ json: input }));
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}

/** POST /api/recipes/import/review: the same facts for the draft as edited. */
export function reviewDraft(input: RecipeInput) {
  return unwrap(api.recipes.import.review.$post({ json: input }));
}

export function useReviewDraft() {
  return useMutation({ mutationFn: reviewDraft });
}
