import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { twoFactorDisableSchema, type TwoFactorDisableInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/form/password-field";
import { TextField } from "@/components/form/text-field";
import { ApiError } from "@/lib/api";
import { useDisableTwoFactor } from "../api/disable-two-factor";
import { twoFactorFailure } from "../api/two-factor-errors";

const EMPTY: TwoFactorDisableInput = { password: "", code: "" };

/** Turning off takes the password and a current code, so an open session alone cannot do it. */
export function DisableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const disable = useDisableTwoFactor();
  const form = useForm<TwoFactorDisableInput>({ resolver: zodResolver(twoFactorDisableSchema), defaultValues: EMPTY });
  const close = () => {
    onOpenChange(false);
    form.reset(EMPTY);
  };
  const onSubmit = async (values: TwoFactorDisableInput) => {
    try {
      await disable.mutateAsync(values);
      close();
    } catch (error) {
      const text = twoFactorFailure("Couldn't turn off two-step verification", error);
      const field = error instanceof ApiError && error.code === "INVALID_PASSWORD" ? "password" : "code";
      form.setError(field, { message: text }, { shouldFocus: true });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Turn off two-step verification?</DialogTitle>
          <DialogDescription>Signing in will take only your password. Your recovery codes will stop working.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
            <PasswordField control={form.control} name="password" label="Current password" autoComplete="current-password" />
            <TextField
              control={form.control}
              name="code"
              label="Code from your app, or a recovery code"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              className="font-mono tracking-wider"
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Turning off..." : "Turn off"}
              </Button>
            </div>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
