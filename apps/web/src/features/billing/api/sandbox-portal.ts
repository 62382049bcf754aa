import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import type { BillingInterval, PlanType, SandboxRemoveAddonRequest, SwitchQuote } from "@sierra/shared";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { billingKeys } from "./keys";
import type { CardInput, SandboxPortal } from "./types";

export type { SandboxPortal };

export function fetchSandboxPortal(token: string): Promise<SandboxPortal> {
  return unwrap(api.billing.sandbox.portal[":token"].$get({ param: { token } }));
}

export function useSandboxPortal(token: string) {
  return useQuery(queryOptions({ queryKey: billingKeys.sandboxPortal(token), queryFn: () => fetchSandboxPortal(token) }));
}

/** The portal's quote for a switch: the same numbers as the app's switch dialog (docs/decisions/051). */
export function usePortalSwitchPreview(token: string, target: { planType: PlanType; billingInterval: BillingInterval } | null) {
  return useQuery(
    queryOptions({
      queryKey: [...billingKeys.sandboxPortal(token), "switch-preview", target?.planType ?? "", target?.billingInterval ?? ""],
      queryFn: (): Promise<SwitchQuote> => unwrap(api.billing.sandbox.portal[":token"]["switch-preview"].$post({ param: { token }, json: target! })),
      enabled: target !== null,
      staleTime: 0,
    }),
  );
}

export type PortalAction =
  | { kind: "switch"; planType: PlanType; billingInterval: BillingInterval }
  | { kind: "remove-addon"; planType: SandboxRemoveAddonRequest["planType"] }
  | { kind: "cancel" }
  | { kind: "resume" }
  | { kind: "update-card"; card: CardInput };

function runPortalAction(token: string, action: PortalAction): Promise<unknown> {
  const portal = api.billing.sandbox.portal[":token"];
  const param = { token };
  switch (action.kind) {
    case "switch":
      return unwrap(portal.switch.$post({ param, json: { planType: action.planType, billingInterval: action.billingInterval } }));
    case "remove-addon":
      return unwrap(portal["remove-addon"].$post({ param, json: { planType: action.planType } }));
    case "cancel":
      return unwrap(portal.cancel.$post({ param }));
    case "resume":
      return unwrap(portal.resume.$post({ param }));
    case "update-card":
      return unwrap(portal["update-card"].$post({ param, json: { cardNumber: action.card.cardNumber, expiry: action.card.expiry, cvc: action.card.cvc } }));
  }
}

const DONE: Record<PortalAction["kind"], string> = {
  switch: "Plan switched",
  "remove-addon": "Add-on removed at the end of its period",
  cancel: "Subscription cancelled",
  resume: "Subscription resumed",
  "update-card": "Card updated",
};

/** One portal change; the portal reloads afterwards. A refused card is thrown back to the form. */
export function usePortalAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PortalAction) => runPortalAction(token, action),
    onSuccess: (_data, action) => toast.success(DONE[action.kind]),
    onError: (error, action) => {
      if (action.kind !== "update-card") toast.error("Something went wrong", { description: serverTextOr(error, "Please try again.") });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.sandboxPortal(token) }),
  });
}
