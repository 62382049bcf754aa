import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { twoFactorPasswordSchema, type TwoFactorPasswordInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/form/password-field";

/** "Confirm it's you": the password again before a security change. `onSubmit` returns a field error or null. */
export function PasswordStep({
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: TwoFactorPasswordInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const form = useForm<TwoFactorPasswordInput>({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { password: "" } });
  const submit = async (values: TwoFactorPasswordInput) => {
    const problem = await onSubmit(values);
    if (problem) form.setError("password", { message: problem }, { shouldFocus: true });
  };
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <PasswordField control={form.control} name="password" label="Current password" autoComplete="current-password" />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
