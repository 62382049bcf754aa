import { Button } from "@/components/ui/button";

interface Props {
  /** "Add to calendar", "Save" */
  confirmLabel: string;
  /** shown while the confirmation is on its way: "Adding...", "Saving..." */
  pendingLabel: string;
  pending: boolean;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The two buttons under a proposal Sierra made: apply it, or set it aside ("Not now"). */
export function ProposalActions({ confirmLabel, pendingLabel, pending, busy, onConfirm, onDismiss }: Props) {
  return (
    <div className="flex gap-2">
      <Button type="button" size="sm" className="flex-1" disabled={busy} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
      <Button type="button" size="sm" variant="outline" className="flex-1" disabled={busy} onClick={onDismiss}>
        Not now
      </Button>
    </div>
  );
}
