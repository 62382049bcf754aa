import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenCreateInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { apiTokensQuery } from "./list-api-tokens";

export function createApiToken(input: ApiTokenCreateInput) {
  return unwrap(api.account["api-tokens"].$post({ json: input }));
}

/** Makes a token; the answer carries its secret, which the dialog shows this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}
