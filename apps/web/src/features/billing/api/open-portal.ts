import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { billingMessages } from "../lib/messages";
import { openPendingTab } from "../lib/new-tab";
import { billingFailureToast, requireUrl } from "./failure";

/** POST /api/billing/portal: the customer portal's address for the signed-in user. */
export async function createPortalSession(): Promise<string> {
  return requireUrl(await unwrap(api.billing.portal.$post()));
}

/** Manage Subscription: the portal opens in a new tab; failures show 'Portal access failed'. */
export function useOpenPortal() {
  const mutation = useMutation({
    mutationFn: async (tab: ReturnType<typeof openPendingTab>) => {
      try {
        tab.go(await createPortalSession(), "Open portal");
      } catch (error) {
        tab.close();
        throw error;
      }
    },
    onError: (error) => billingFailureToast(error, billingMessages.portalFailed, billingMessages.portalFailedDefault, billingMessages.loginToManage),
  });
  return { ...mutation, open: () => mutation.mutate(openPendingTab()) };
}
