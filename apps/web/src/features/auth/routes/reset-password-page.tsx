import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { LinkIcon } from "lucide-react";
import { GUEST_PASSWORD_LINK_HOURS, resetPasswordSchema, type ResetPasswordInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { StatusPanel } from "@/components/status-panel";
import { FullPageMessage } from "@/components/full-page-message";
import { checkResetToken, resetPassword } from "../api/auth-operations";
import { AuthCard } from "../components/auth-card";
import { PasswordField } from "@/components/form/password-field";

type LinkState = "unknown" | "valid" | "invalid";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  // The welcome link of an account made at a guest checkout: a first password, not a reset (docs/decisions/048).
  const welcome = params.get("welcome") === "1";
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>("unknown");
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirmPassword: "" } });

  useEffect(() => {
    let cancelled = false;
    void (token ? checkResetToken(token) : Promise.resolve(false)).then((valid) => {
      if (cancelled) return;
      setState(valid ? "valid" : "invalid");
      if (!valid) toast.error("Invalid session", { description: "Please request a new password reset link." });
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  const onSubmit = async ({ password }: ResetPasswordInput) => {
    const result = await resetPassword(token, password);
    if (!result.ok) {
      toast.error("Error", { description: "An error occurred while updating your password." });
      return;
    }
    toast.success("Password updated", { description: "Your password has been successfully updated. Please log in with your new password." });
    navigate("/auth/login", { replace: true });
  };

  if (state === "unknown") return <FullPageMessage>Verifying reset link...</FullPageMessage>;
  if (state === "invalid") {
    return (
      <StatusPanel
        icon={LinkIcon}
        title={welcome ? "Invalid Link" : "Invalid Reset Link"}
        tone="destructive"
        actions={
          <>
            <Button asChild>
              <Link to="/auth/forgot-password">Request New Link</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/auth/login">Back to Login</Link>
            </Button>
          </>
        }
      >
        {welcome
          ? `This link to set your password is invalid, has expired or was already used. It works once and for ${GUEST_PASSWORD_LINK_HOURS} hours: request a new one with "Forgot password".`
          : "This password reset link is invalid, has expired or was already used. Reset links work once and for one hour."}
      </StatusPanel>
    );
  }
  return (
    <AuthCard
      title={welcome ? "Set your password" : "Set a new password"}
      description={
        welcome ? "Welcome to Sierra Meal Planner! Choose a password of at least 8 characters to sign in." : "Choose a password of at least 8 characters."
      }
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
          <PasswordField control={form.control} name="password" label={welcome ? "Password" : "New password"} autoComplete="new-password" />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={welcome ? "Confirm password" : "Confirm new password"}
            autoComplete="new-password"
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Updating..." : welcome ? "Set password" : "Update password"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
