import type { CheckoutRequest } from "@sierra/shared";
import { useConfirmSwitch } from "../api/confirm-switch";
import { useSwitchPreview } from "../api/switch-preview";
import { SwitchDialog } from "./switch-dialog";

/** The switch dialog wired to the quote and the confirmation. */
export function PlanSwitch({ target, onClose }: { target: CheckoutRequest | null; onClose: () => void }) {
  const preview = useSwitchPreview(target);
  const confirm = useConfirmSwitch(onClose);
  return (
    <SwitchDialog
      target={target}
      quote={preview.data}
      error={preview.error}
      confirming={confirm.isPending}
      onConfirm={() => target && confirm.mutate(target)}
      onClose={onClose}
    />
  );
}
