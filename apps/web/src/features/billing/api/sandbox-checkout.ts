import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { billingKeys } from "./keys";
import type { CardInput, SandboxCheckout } from "./types";

export type { CardInput, SandboxCheckout };

export function fetchSandboxCheckout(id: string): Promise<SandboxCheckout> {
  return unwrap(api.billing.sandbox.checkout[":id"].$get({ param: { id } }));
}

export function useSandboxCheckout(id: string) {
  return useQuery(queryOptions({ queryKey: billingKeys.sandboxCheckout(id), queryFn: () => fetchSandboxCheckout(id) }));
}

/** POST .../pay: a redirect address on success; a declined card is a 402 with the provider's message. */
export function paySandboxCheckout(id: string, card: CardInput): Promise<{ redirectUrl: string }> {
  return unwrap(api.billing.sandbox.checkout[":id"].pay.$post({ param: { id }, json: card }));
}

export function usePaySandboxCheckout(id: string) {
  return useMutation({ mutationFn: (card: CardInput) => paySandboxCheckout(id, card) });
}
