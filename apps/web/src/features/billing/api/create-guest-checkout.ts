import { useMutation } from "@tanstack/react-query";
import type { GuestCheckoutRequest } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { billingMessages } from "../lib/messages";
import { openPendingTab } from "../lib/new-tab";
import { billingFailureToast, requireUrl } from "./failure";

/** POST /api/billing/guest-checkout (create-guest-checkout): no account yet; onboarding uses it. */
export async function createGuestCheckout(input: GuestCheckoutRequest): Promise<GuestCheckoutStarted> {
  const body = await unwrap(api.billing["guest-checkout"].$post({ json: input }));
  return { url: requireUrl(body), sessionId: body.sessionId };
}

/** The checkout's address and its session, whose outcome onboarding asks before it completes. */
export interface GuestCheckoutStarted {
  url: string;
  sessionId: string;
}

/**
 * Guest checkout in a new tab (spec section 4), opened inside the click like the signed-in
 * checkout; `start` resolves with the session once the tab has its address, and rejects after the spec's toast.
 */
export function useGuestCheckout() {
  const mutation = useMutation({
    mutationFn: async ({ tab, ...input }: GuestCheckoutRequest & { tab: ReturnType<typeof openPendingTab> }) => {
      try {
        const started = await createGuestCheckout(input);
        tab.go(started.url, "Open checkout");
        return started;
      } catch (error) {
        tab.close();
        throw error;
      }
    },
    onError: (error) => billingFailureToast(error, billingMessages.checkoutFailed, billingMessages.checkoutFailedDefault, billingMessages.loginToSubscribe),
  });
  return { ...mutation, start: (input: GuestCheckoutRequest) => mutation.mutateAsync({ ...input, tab: openPendingTab() }) };
}
