import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { twoFactorSetupCodeSchema, type TwoFactorSetupCodeInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/form/text-field";
import { groupKey, secretFromUri } from "../lib/manual-key";
import { CopyButton } from "./copy-button";
import { QrCode } from "./qr-code";

/** Scan the QR code (or type the key), then prove it with the app's first code. */
export function ScanStep({
  totpURI,
  onSubmit,
  onCancel,
}: {
  totpURI: string;
  onSubmit: (values: TwoFactorSetupCodeInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const form = useForm<TwoFactorSetupCodeInput>({ resolver: zodResolver(twoFactorSetupCodeSchema), defaultValues: { code: "" } });
  const secret = secretFromUri(totpURI);
  const submit = async (values: TwoFactorSetupCodeInput) => {
    const problem = await onSubmit(values);
    if (problem) form.setError("code", { message: problem }, { shouldFocus: true });
  };
  return (
    <div className="flex flex-col gap-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app, such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.</li>
        <li>Scan this QR code with it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <div className="shrink-0 rounded-lg border bg-white p-2">
          <QrCode value={totpURI} label="QR code to add Sierra Meal Planner to your authenticator app" />
        </div>
        <div className="flex min-w-0 flex-col gap-2 text-sm">
          <p className="font-medium">Can't scan it?</p>
          <p className="text-muted-foreground">Choose "Enter a setup key" in the app and type this key (time-based):</p>
          <p className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-base tracking-wide [word-spacing:0.25em]" aria-label="Setup key">
            {groupKey(secret)}
          </p>
          <div>
            <CopyButton text={secret} label="Copy key" done="Setup key copied" />
          </div>
        </div>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
          <TextField
            control={form.control}
            name="code"
            label="6-digit code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            className="font-mono text-lg tracking-widest sm:max-w-48"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? "Checking..." : "Turn on"}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
