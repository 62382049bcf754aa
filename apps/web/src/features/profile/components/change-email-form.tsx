import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { changeEmailSchema, type ChangeEmailInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { useChangeEmail } from "../api/change-email";
import { TextField } from "@/components/form/text-field";
import { PasswordField } from "@/components/form/password-field";

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
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Change Email</h2>
        </CardTitle>
        <CardDescription>We send a link to the new address. Your email changes only when you follow it, and your current address gets a way to undo it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
            <TextField control={form.control} name="newEmail" label="New email" type="email" autoComplete="email" />
            <PasswordField control={form.control} name="currentPassword" label="Current password" autoComplete="current-password" />
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Sending..." : "Send verification email"}
              </Button>
            </div>
          </form>
        </Form>
        {sentTo && (
          <p role="status" className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Link sent to <strong className="break-all">{sentTo}</strong>. Until you follow it, you keep signing in with your current email.
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
