import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutRequest, SwitchQuote } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { billingKeys } from "./keys";

/** POST /api/billing/switch-preview: what a switch costs, before anything changes. */
export function fetchSwitchPreview(input: CheckoutRequest): Promise<SwitchQuote> {
  return unwrap(api.billing["switch-preview"].$post({ json: input }));
}

export function useSwitchPreview(input: CheckoutRequest | null) {
  return useQuery(
    queryOptions({
      queryKey: billingKeys.switchPreview(input?.planType ?? "", input?.billingInterval ?? ""),
      queryFn: () => fetchSwitchPreview(input!),
      enabled: input !== null,
      staleTime: 0,
    }),
  );
}
