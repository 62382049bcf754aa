import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { changeEmailSchema, type ChangeEmailInput } from "@sierra/shared";
import { FormCard } from "@/components/form/form-card";
import { PasswordField } from "@/components/form/password-field";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { useChangeEmail } from "../api/change-email";

const EMPTY: ChangeEmailInput = { newEmail: "", currentPassword: "" };

/**
 * Sends a confirmation link to the new address; the e-mail changes only when it is followed.
 * The current password keeps someone with a stolen session from moving the account.
 */
export function ChangeEmailForm() {
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: EMPTY });
  const onSubmit = (values: ChangeEmailInput) =>
    change.mutateAsync(values).then(
      () => {
        setSentTo(values.newEmail.trim().toLowerCase());
        form.reset(EMPTY);
      },
      () => undefined,
    );

  return (
    <FormCard
      title="Change Email"
      description="We send a link to the new address. Your email changes only when you follow it, and your current address gets a way to undo it."
      form={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      submit={<SubmitButton busyLabel="Sending...">Send verification email</SubmitButton>}
      after={
        sentTo && (
          <p role="status" className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Link sent to <strong className="break-all">{sentTo}</strong>. Until you follow it, you keep signing in with your current email.
            </span>
          </p>
        )
      }
    >
      <TextField control={form.control} name="newEmail" label="New email" type="email" autoComplete="email" />
      <PasswordField control={form.control} name="currentPassword" label="Current password" autoComplete="current-password" />
    </FormCard>
  );
}
