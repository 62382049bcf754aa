import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";

const reviewKey = ["admin", "community", "reports"] as const;

/** Open reports of shared recipes, one entry per recipe (docs/decisions/064). */
export const useCommunityReview = () => useQuery({ queryKey: reviewKey, queryFn: () => unwrap(api.admin.community.reports.$get()) });

type Decision = { kind: "hide" | "restore" | "dismiss"; recipeId: string } | { kind: "suspend" | "reinstate"; authorId: string };

function send(decision: Decision): Promise<unknown> {
  const recipes = api.admin.community.recipes[":id"];
  const authors = api.admin.community.authors[":id"];
  switch (decision.kind) {
    case "hide":
      return unwrap(recipes.hide.$post({ param: { id: decision.recipeId }, json: { note: "" } }));
    case "restore":
      return unwrap(recipes.restore.$post({ param: { id: decision.recipeId } }));
    case "dismiss":
      return unwrap(recipes.dismiss.$post({ param: { id: decision.recipeId } }));
    case "suspend":
      return unwrap(authors.suspend.$post({ param: { id: decision.authorId } }));
    case "reinstate":
      return unwrap(authors.reinstate.$post({ param: { id: decision.authorId } }));
  }
}

export function useModerate() {
  const queryClient = useQueryClient();
  // The queue and the user list both show what was decided.
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin"] }) });
}
