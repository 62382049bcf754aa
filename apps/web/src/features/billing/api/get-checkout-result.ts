import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { CHECKOUT_POLL_MS } from "../lib/checkout-outcome";
import { billingKeys } from "./keys";
import type { CheckoutResult } from "./types";

/** GET /api/billing/checkout-result: what happened to this checkout, and whether a guest checkout left an account. */
export function fetchCheckoutResult(sessionId: string): Promise<CheckoutResult> {
  return unwrap(api.billing["checkout-result"].$get({ query: { session_id: sessionId } }));
}

export function useCheckoutResult(sessionId: string) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.checkoutResult(sessionId),
      queryFn: () => fetchCheckoutResult(sessionId),
      enabled: Boolean(sessionId),
      // Until paid (or the account is made from a guest checkout), ask again: the webhook may be a moment behind.
      refetchInterval: (query) => {
        const data = query.state.data;
        return data && (data.outcome === "pending" || (data.email !== null && !data.accountCreated)) ? CHECKOUT_POLL_MS : false;
      },
    }),
  );
}
