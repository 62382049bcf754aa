import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { recoveryChallengeSchema, TRUST_DEVICE_DAYS, twoFactorChallengeSchema, type TwoFactorChallengeInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { TextField } from "@/components/form/text-field";
import type { ChallengeMethod } from "../api/verify-two-factor";

const FIELDS = {
  totp: { label: "6-digit code", placeholder: "123456", inputMode: "numeric", autoComplete: "one-time-code" },
  recovery: { label: "Recovery code", placeholder: "abcde-12345", inputMode: "text", autoComplete: "off" },
} as const;

/**
 * One code box and "trust this device". Returns the field error to show, or null when the
 * step succeeded (the page moves on). Remounted per method so each has its own rules.
 */
export function TwoFactorChallengeForm({
  method,
  onSubmit,
}: {
  method: ChallengeMethod;
  onSubmit: (values: TwoFactorChallengeInput) => Promise<string | null>;
}) {
  const schema = method === "totp" ? twoFactorChallengeSchema : recoveryChallengeSchema;
  const form = useForm<TwoFactorChallengeInput>({ resolver: zodResolver(schema), defaultValues: { code: "", trustDevice: false } });
  const field = FIELDS[method];

  const submit = async (values: TwoFactorChallengeInput) => {
    const problem = await onSubmit(values);
    if (problem) form.setError("code", { message: problem }, { shouldFocus: true });
  };

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          control={form.control}
          name="code"
          label={field.label}
          placeholder={field.placeholder}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          className="font-mono text-lg tracking-widest"
        />
        <FormField
          control={form.control}
          name="trustDevice"
          render={({ field: box }) => (
            <FormItem className="flex flex-row items-center gap-2">
              <FormControl>
                <Checkbox checked={box.value} onCheckedChange={(checked) => box.onChange(checked === true)} />
              </FormControl>
              <FormLabel className="font-normal">Trust this device for {TRUST_DEVICE_DAYS} days</FormLabel>
            </FormItem>
          )}
        />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Verifying..." : "Verify"}
        </Button>
      </form>
    </Form>
  );
}
