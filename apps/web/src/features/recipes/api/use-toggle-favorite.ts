import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { favoriteMessages, type RecipeDetail, type RecipeListResponse } from "@sierra/shared";
import { ApiError } from "@/lib/api";
import { addFavoriteErrorDescription } from "../lib/favorite-errors";
import { addFavorite } from "./add-favorite";
import { recipeKeys } from "./keys";
import { removeFavorite } from "./remove-favorite";

interface Toggle {
  recipeId: string;
  /** true to add, false to remove */
  favorite: boolean;
}

type Snapshot = [QueryKey, unknown][];

/**
 * Adds or removes a favourite optimistically: the ids list, the recipe and any
 * list holding it change at once, and go back as they were if the server says no.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, favorite }: Toggle): Promise<unknown> => (favorite ? addFavorite(recipeId) : removeFavorite(recipeId)),
    onMutate: async ({ recipeId, favorite }: Toggle) => {
      const filters: { queryKey: QueryKey }[] = [
        { queryKey: recipeKeys.favorites() },
        { queryKey: recipeKeys.detail(recipeId) },
        { queryKey: recipeKeys.lists() },
      ];
      await Promise.all(filters.map((f) => queryClient.cancelQueries(f)));
      const snapshot: Snapshot = filters.flatMap((f) => queryClient.getQueriesData(f));
      queryClient.setQueryData<{ recipeIds: string[] }>(recipeKeys.favorites(), (data) =>
        data ? { recipeIds: favorite ? [...new Set([...data.recipeIds, recipeId])] : data.recipeIds.filter((id) => id !== recipeId) } : data,
      );
      queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(recipeId), (r) => (r ? { ...r, is_favorite: favorite } : r));
      queryClient.setQueriesData<RecipeListResponse>({ queryKey: recipeKeys.lists() }, (list) =>
        list ? { ...list, recipes: list.recipes.map((r) => (r.id === recipeId ? { ...r, is_favorite: favorite } : r)) } : list,
      );
      return { snapshot };
    },
    onSuccess: (_data, { favorite }) => {
      toast.success(favorite ? favoriteMessages.added : favoriteMessages.removed);
    },
    onError: (error, { favorite }, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      const apiError = error instanceof ApiError ? error : { message: error.message };
      if (favorite) toast.error(favoriteMessages.addFailed, { description: addFavoriteErrorDescription(apiError) });
      else toast.error(favoriteMessages.removeFailed, { description: error.message || undefined });
    },
    onSettled: (_data, _error, { recipeId }) => {
      // The server has the last word: favourites-only lists and counts follow it.
      void queryClient.invalidateQueries({ queryKey: recipeKeys.favorites() });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId) });
      void queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
