import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { billingMessages } from "../lib/messages";
import { openPendingTab } from "../lib/new-tab";
import { billingFailureToast, requireUrl } from "./failure";
import { billingKeys } from "./keys";
import type { CheckoutRequest } from "./types";

/** POST /api/billing/checkout: the hosted checkout's address for this plan. */
export async function createCheckout(input: CheckoutRequest): Promise<string> {
  return requireUrl(await unwrap(api.billing.checkout.$post({ json: input })));
}

/**
 * Starts checkout in a new tab (spec section 4). The tab opens inside the click so
 * popup blockers allow it; a failure closes it and shows the spec's toast.
 */
export function useCreateCheckout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (input: CheckoutRequest & { tab: ReturnType<typeof openPendingTab> }) => {
      const { tab, ...body } = input;
      try {
        tab.go(await createCheckout(body), "Open checkout");
      } catch (error) {
        tab.close();
        throw error;
      }
    },
    onError: (error) => billingFailureToast(error, billingMessages.checkoutFailed, billingMessages.checkoutFailedDefault, billingMessages.loginToSubscribe),
    // The new tab may change the plan; read it again when the user comes back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
  return {
    ...mutation,
    start: (input: CheckoutRequest) => mutation.mutate({ ...input, tab: openPendingTab() }),
  };
}
