import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CommunitySort, MealTypeCategory, PublishInput, ReportInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { recipeKeys } from "../api/keys";

export interface CommunityParams {
  q: string;
  mealType: MealTypeCategory | null;
  category: string | null;
  sort: CommunitySort;
  avoidAllergens: boolean;
  page: number;
}

/** Query keys of the community: under the recipes' keys, so a recipe change refreshes them too. */
export const communityKeys = {
  all: [...recipeKeys.all, "community"] as const,
  list: (params: CommunityParams) => [...recipeKeys.all, "community", "list", params] as const,
  author: (id: string) => [...recipeKeys.all, "community", "author", id] as const,
};

export function communityListQuery(params: CommunityParams) {
  return queryOptions({
    queryKey: communityKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.community.recipes.$get(
          {
            query: {
              ...(params.q && { q: params.q }),
              ...(params.mealType && { mealType: params.mealType }),
              ...(params.category && { category: params.category }),
              sort: params.sort,
              ...(params.avoidAllergens && { avoidAllergens: "true" as const }),
              page: String(params.page),
            },
          },
          { init: { signal } },
        ),
      ),
  });
}

export const useCommunityList = (params: CommunityParams) => useQuery({ ...communityListQuery(params), placeholderData: keepPreviousData });

export const useAuthorPage = (id: string) =>
  useQuery({
    queryKey: communityKeys.author(id),
    queryFn: ({ signal }) => unwrap(api.community.authors[":id"].$get({ param: { id } }, { init: { signal } })),
  });

/** Every community action changes what the recipe page and the lists say: both are read again. */
function useCommunityMutation<T>(recipeId: string, send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: refetching every recipe list must not hold up the member's answer (a toast).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recipeKeys.all }),
    meta: { recipeId },
  });
}

export const usePublish = (id: string) => useCommunityMutation(id, (json: PublishInput) => unwrap(api.community.recipes[":id"].$put({ param: { id }, json })));
export const useUnpublish = (id: string) => useCommunityMutation(id, () => unwrap(api.community.recipes[":id"].$delete({ param: { id } })));
export const useRate = (id: string) =>
  useCommunityMutation(id, (stars: number) => unwrap(api.community.recipes[":id"].rating.$put({ param: { id }, json: { stars } })));
export const useCooked = (id: string) => useCommunityMutation(id, () => unwrap(api.community.recipes[":id"].cooked.$post({ param: { id } })));
export const useReport = (id: string) =>
  useCommunityMutation(id, (json: ReportInput) => unwrap(api.community.recipes[":id"].reports.$post({ param: { id }, json })));
