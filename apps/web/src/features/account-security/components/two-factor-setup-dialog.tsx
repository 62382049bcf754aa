import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useConfirmTwoFactor } from "../api/confirm-two-factor";
import { useEnableTwoFactor, type TwoFactorSetup } from "../api/enable-two-factor";
import { twoFactorFailure } from "../api/two-factor-errors";
import { PasswordStep } from "./password-step";
import { RecoveryCodes } from "./recovery-codes";
import { ScanStep } from "./scan-step";

type Step = { name: "password" } | { name: "scan"; setup: TwoFactorSetup } | { name: "codes"; codes: string[] };

const TEXT = {
  password: ["Set up two-step verification", "First, confirm it's you."],
  scan: ["Add Sierra to your authenticator app", "The app makes a new 6-digit code every 30 seconds. You'll enter one each time you sign in."],
  codes: ["Two-step verification is on", "If you lose your phone, a recovery code gets you in instead of the app."],
} as const;

/** Password, then QR code and first code, then the recovery codes, shown once. */
export function TwoFactorSetupDialog({ open, onOpenChange, email }: { open: boolean; onOpenChange: (open: boolean) => void; email?: string }) {
  const [step, setStep] = useState<Step>({ name: "password" });
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  // Closing forgets the secret and the codes; opening again starts over.
  const close = () => {
    onOpenChange(false);
    setStep({ name: "password" });
  };
  const [title, description] = TEXT[step.name];

  const onPassword = async (values: { password: string }) => {
    try {
      setStep({ name: "scan", setup: await enable.mutateAsync(values) });
      return null;
    } catch (error) {
      return twoFactorFailure("Couldn't start set-up", error);
    }
  };
  const onCode = async (values: { code: string }) => {
    if (step.name !== "scan") return null;
    try {
      await confirm.mutateAsync(values);
      setStep({ name: "codes", codes: step.setup.backupCodes });
      return null;
    } catch (error) {
      return twoFactorFailure("Couldn't turn on two-step verification", error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {step.name === "password" && <PasswordStep submitLabel="Continue" busyLabel="Checking..." onSubmit={onPassword} onCancel={close} />}
        {step.name === "scan" && <ScanStep totpURI={step.setup.totpURI} onSubmit={onCode} onCancel={close} />}
        {step.name === "codes" && (
          <>
            <RecoveryCodes codes={step.codes} email={email} />
            <DialogFooter>
              <Button type="button" onClick={close}>
                I've saved my codes
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
