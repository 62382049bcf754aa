import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { billingKeys } from "./keys";
import type { CheckoutResult } from "./types";

/** GET /api/billing/checkout-result: whether a guest checkout left an account for this session. */
export function fetchCheckoutResult(sessionId: string): Promise<CheckoutResult> {
  return unwrap(api.billing["checkout-result"].$get({ query: { session_id: sessionId } }));
}

export function useCheckoutResult(sessionId: string) {
  return useQuery(
    queryOptions({ queryKey: billingKeys.checkoutResult(sessionId), queryFn: () => fetchCheckoutResult(sessionId), enabled: Boolean(sessionId) }),
  );
}
