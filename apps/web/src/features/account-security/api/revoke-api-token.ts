import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, ApiError, serverTextOr, unwrap } from "@/lib/api";
import { apiTokensQuery, type ApiToken } from "./list-api-tokens";

export function revokeApiToken(id: string) {
  return unwrap(api.account["api-tokens"][":id"].$delete({ param: { id } }));
}

/** Revokes a token: scripts using it are refused from their next request. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => revokeApiToken(token.id),
    onSuccess: (_data, token) => toast.success("Token revoked", { description: `"${token.name}" no longer works.` }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) toast.info("That token had already been revoked.");
      else toast.error("Couldn't revoke the token", { description: serverTextOr(error, "Please try again.") });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}
