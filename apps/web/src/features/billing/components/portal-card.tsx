import { useState } from "react";
import { CreditCard } from "lucide-react";
import { Button } from "@/components/ui/button";
import { serverTextOr } from "@/lib/api";
import type { CardInput, SandboxPortal } from "../api/types";
import { CardForm } from "./card-form";

/** The card on file and a form to replace it; a refused card shows the provider's message. */
export function PortalCard({ method, onUpdate }: { method: SandboxPortal["paymentMethod"]; onUpdate: (card: CardInput) => Promise<unknown> }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (card: CardInput) => {
    setError(null);
    try {
      await onUpdate(card);
      setEditing(false);
    } catch (e) {
      setError(serverTextOr(e, "The card could not be saved. Please try again."));
    }
  };
  return (
    <section aria-labelledby="portal-card-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 id="portal-card-title" className="text-lg font-semibold">
        Payment method
      </h2>
      <p className="mt-3 flex items-center gap-2 text-sm">
        <CreditCard className="size-4 text-muted-foreground" aria-hidden="true" />
        {method ? (
          <span>
            <span className="capitalize">{method.brand}</span> ending in <span className="font-mono">{method.last4}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">No card on file</span>
        )}
      </p>
      {editing ? (
        <div className="mt-4 max-w-md">
          <CardForm
            submitLabel="Save card"
            busyLabel="Saving..."
            onSubmit={submit}
            error={error}
            footer={
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                Keep current card
              </Button>
            }
          />
        </div>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setEditing(true)}>
          Update card
        </Button>
      )}
    </section>
  );
}
