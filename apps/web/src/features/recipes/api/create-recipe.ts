import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RecipeInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { recipeKeys } from "./keys";

/** POST /api/recipes: the member's own recipe (an imported picture is fetched and stored by the server). */
export function createRecipe(input: RecipeInput) {
  return unwrap(api.recipes.$post({ json: input }));
}

export function useCreateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRecipe, onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }) });
}
