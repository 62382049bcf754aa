import { useEffect } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { useSession } from "@/features/session/use-session";
import { billingMessages } from "../lib/messages";
import { billingKeys } from "./keys";
import type { BillingSubscription } from "./types";

/** GET /api/billing/subscription: plan, status and renewal of the signed-in user. */
export function fetchBillingSubscription(): Promise<BillingSubscription> {
  return unwrap(api.billing.subscription.$get());
}

/** Read again when the user comes back from the checkout or portal tab. */
export const billingSubscriptionQuery = (userId: string) =>
  queryOptions({ queryKey: billingKeys.subscription(userId), queryFn: fetchBillingSubscription, staleTime: 0, refetchOnWindowFocus: true });

/** The subscription, with the spec's 'Error checking subscription' toast on each failed check. */
export function useBillingSubscription() {
  const session = useSession();
  const userId = session.data?.user.id ?? "";
  const query = useQuery({ ...billingSubscriptionQuery(userId), enabled: Boolean(userId) });
  const { error, errorUpdatedAt, dataUpdatedAt } = query;
  const queryClient = useQueryClient();
  // The plan may have changed in the other tab: the meal planner's allowed meals follow it.
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: ["me"] });
  }, [queryClient, dataUpdatedAt]);
  useEffect(() => {
    if (!error) return;
    toast.error(billingMessages.checkFailed, { description: serverTextOr(error, billingMessages.checkFailedDefault) });
  }, [error, errorUpdatedAt]);
  return query;
}
