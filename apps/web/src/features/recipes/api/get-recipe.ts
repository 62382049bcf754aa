import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { recipeMessages, type RecipeDetail, type RecipeListResponse, type RecipeSummary } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { RETRIES } from "@/lib/query-client";
import { recipeKeys } from "./keys";

export function fetchRecipe(id: string, signal?: AbortSignal): Promise<RecipeDetail> {
  return unwrap(api.recipes[":id"].$get({ param: { id } }, { init: { signal } }), recipeMessages.loadFailed);
}

/** Spec section 4: on success the recipe is written into the list entries too, so cards match the page. */
function writeIntoLists(queryClient: QueryClient, recipe: RecipeDetail) {
  queryClient.setQueriesData<RecipeListResponse>({ queryKey: recipeKeys.lists() }, (list) => {
    if (!list?.recipes.some((r) => r.id === recipe.id)) return list;
    const pick = (r: RecipeSummary): RecipeSummary => (r.id === recipe.id ? { ...r, ...summaryOf(recipe) } : r);
    return { ...list, recipes: list.recipes.map(pick) };
  });
}

function summaryOf(recipe: RecipeDetail): RecipeSummary {
  const { id, title, description, categories, cuisine, image_url, complexity, prep_time, cook_time, dietary_tags, attribution, is_own, is_favorite } = recipe;
  return { id, title, description, categories, cuisine, image_url, complexity, prep_time, cook_time, dietary_tags, attribution, is_own, is_favorite };
}

export function recipeQuery(id: string, queryClient: QueryClient) {
  return queryOptions({
    queryKey: recipeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const recipe = await fetchRecipe(id, signal);
      writeIntoLists(queryClient, recipe);
      return recipe;
    },
    ...RETRIES.recipeById,
  });
}

/** One recipe by id; only called once the id has passed checkRecipeId. */
export function useRecipe(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...recipeQuery(id, queryClient), enabled });
}
