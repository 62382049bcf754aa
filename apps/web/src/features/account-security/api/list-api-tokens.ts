import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "@/lib/api";

type TokensResponse = InferResponseType<(typeof api.account)["api-tokens"]["$get"], 200>;
export type ApiToken = TokensResponse["tokens"][number];

export const fetchApiTokens = () => unwrap(api.account["api-tokens"].$get());

export const apiTokensQuery = queryOptions({ queryKey: ["account", "api-tokens"], queryFn: fetchApiTokens, staleTime: 15_000 });

/** The member's personal API tokens, newest first (docs/decisions/059). */
export function useApiTokens() {
  return useQuery(apiTokensQuery);
}
