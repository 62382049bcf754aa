import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema, type ChangePasswordInput } from "@sierra/shared";
import { FormCard } from "@/components/form/form-card";
import { PasswordField } from "@/components/form/password-field";
import { SubmitButton } from "@/components/form/submit-button";
import { useChangePassword } from "../api/change-password";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password checked by the server; other devices are signed out after the change. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const onSubmit = (values: ChangePasswordInput) =>
    change.mutateAsync(values).then(
      () => form.reset(EMPTY),
      () => undefined,
    );

  return (
    <FormCard
      title="Change Password"
      description="At least 6 characters. Other devices signed in to your account are signed out."
      form={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      submit={<SubmitButton busyLabel="Updating...">Update password</SubmitButton>}
    >
      <PasswordField control={form.control} name="currentPassword" label="Current password" autoComplete="current-password" />
      <PasswordField control={form.control} name="newPassword" label="New password" autoComplete="new-password" />
      <PasswordField control={form.control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" toggle={false} />
    </FormCard>
  );
}
