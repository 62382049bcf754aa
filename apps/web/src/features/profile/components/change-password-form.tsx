import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema, type ChangePasswordInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { useChangePassword } from "../api/change-password";
import { PasswordField } from "@/components/form/password-field";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password checked by the server; other devices are signed out after the change. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const onSubmit = (values: ChangePasswordInput) => change.mutateAsync(values).then(() => form.reset(EMPTY), () => undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Change Password</h2>
        </CardTitle>
        <CardDescription>At least 6 characters. Other devices signed in to your account are signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
            <PasswordField control={form.control} name="currentPassword" label="Current password" autoComplete="current-password" />
            <PasswordField control={form.control} name="newPassword" label="New password" autoComplete="new-password" />
            <PasswordField control={form.control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" toggle={false} />
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Updating..." : "Update password"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
