import { useState } from "react";
import { useParams } from "react-router";
import type { CheckoutRequest } from "@sierra/shared";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { usePortalAction, usePortalSwitchPreview, useSandboxPortal } from "../api/sandbox-portal";
import { PortalAddons } from "../components/portal-addons";
import { PortalCard } from "../components/portal-card";
import { PortalInvoices } from "../components/portal-invoices";
import { PortalPlan } from "../components/portal-plan";
import { PortalSwitchPlan } from "../components/portal-switch-plan";
import { SandboxShell, TestCards } from "../components/sandbox-shell";
import { SwitchDialog } from "../components/switch-dialog";

/** /billing/sandbox/portal/:token: the test provider's customer portal. */
export function SandboxPortalPage() {
  const { token = "" } = useParams();
  const portal = useSandboxPortal(token);
  const action = usePortalAction(token);
  // A switch is quoted in the same dialog as the app's before it is made (docs/decisions/051).
  const [target, setTarget] = useState<CheckoutRequest | null>(null);
  const preview = usePortalSwitchPreview(token, target);

  if (portal.isPending) {
    return (
      <SandboxShell title="Manage your subscription">
        <p role="status" className="mt-8 flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> Loading your subscription...
        </p>
      </SandboxShell>
    );
  }
  if (portal.isError) {
    return (
      <SandboxShell title="This portal link has expired">
        <p className="mt-4 text-muted-foreground">Open Manage Subscription again from your subscription page for a new link.</p>
        <Button className="mt-6" asChild>
          <a href="/subscription">Back to Subscription</a>
        </Button>
      </SandboxShell>
    );
  }

  const data = portal.data;
  const busy = action.isPending;
  return (
    <SandboxShell title="Manage your subscription">
      <div className="mt-8 flex flex-col gap-6">
        <PortalPlan portal={data} busy={busy} onCancel={() => action.mutate({ kind: "cancel" })} onResume={() => action.mutate({ kind: "resume" })} />
        <PortalAddons portal={data} busy={busy} onRemove={(planType) => action.mutate({ kind: "remove-addon", planType })} />
        <PortalSwitchPlan portal={data} busy={busy} onSwitch={(plan) => setTarget({ planType: plan.planType, billingInterval: plan.billingInterval })} />
        <SwitchDialog
          target={target}
          quote={preview.data}
          error={preview.error}
          confirming={busy}
          onClose={() => setTarget(null)}
          onConfirm={() => {
            if (target) action.mutate({ kind: "switch", ...target }, { onSuccess: () => setTarget(null) });
          }}
        />
        <PortalCard method={data.paymentMethod} onUpdate={(card) => action.mutateAsync({ kind: "update-card", card })} />
        <PortalInvoices invoices={data.invoices} />
        <TestCards />
        <a href="/subscription" className="self-start text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground">
          Return to Sierra Meal Planner
        </a>
      </div>
    </SandboxShell>
  );
}
