import { useState } from "react";
import type { SandboxRemoveAddonRequest } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SandboxPortal } from "../api/types";
import { planName } from "../lib/format";
import { ConfirmDialog } from "./confirm-dialog";

type Addon = SandboxRemoveAddonRequest["planType"];

/** The live add-ons; removing one ends it at the end of its paid period (docs/decisions/051). */
export function PortalAddons({ portal, busy, onRemove }: { portal: SandboxPortal; busy: boolean; onRemove: (addon: Addon) => void }) {
  const [asking, setAsking] = useState<Addon | null>(null);
  const { addons, addonsEnding } = portal.subscription;
  if (addons.length === 0) return null;
  return (
    <section aria-labelledby="portal-addons-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 id="portal-addons-title" className="text-lg font-semibold">
        Add-ons
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {addons.map((addon) => (
          <li key={addon} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
            <span className="font-medium">{planName(addon)}</span>
            {addonsEnding.includes(addon) ? (
              <Badge variant="secondary">Ends at the end of its period</Badge>
            ) : (
              <Button variant="outline" size="sm" disabled={busy} onClick={() => setAsking(addon as Addon)}>
                Remove add-on
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={`Remove the ${planName(asking)}?`}
        keepLabel="Keep Add-on"
        confirmLabel="Remove Add-on"
        busy={busy}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onRemove(asking);
          setAsking(null);
        }}
      >
        It stays until the end of the period you have paid for, then it ends and is not charged again. Your base plan does not change.
      </ConfirmDialog>
    </section>
  );
}
