import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useRegenerateRecoveryCodes } from "../api/regenerate-recovery-codes";
import { twoFactorFailure } from "../api/two-factor-errors";
import { PasswordStep } from "./password-step";
import { RecoveryCodes } from "./recovery-codes";

/** New recovery codes for a lost or used-up set: the password, then ten codes shown once. */
export function RecoveryCodesDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange: (open: boolean) => void; email?: string }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const close = () => {
    onOpenChange(false);
    setCodes(null);
  };
  const onPassword = async (values: { password: string }) => {
    try {
      setCodes(await regenerate.mutateAsync(values));
      return null;
    } catch (error) {
      return twoFactorFailure("Couldn't make new recovery codes", error);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{codes ? "Your new recovery codes" : "Get new recovery codes"}</DialogTitle>
          <DialogDescription>
            {codes ? "Your old recovery codes no longer work." : "New codes replace the old ones, which stop working at once. Confirm it's you first."}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <RecoveryCodes codes={codes} email={email} />
            <DialogFooter>
              <Button type="button" onClick={close}>
                I've saved my codes
              </Button>
            </DialogFooter>
          </>
        ) : (
          <PasswordStep submitLabel="Get new codes" busyLabel="Making codes..." onSubmit={onPassword} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
