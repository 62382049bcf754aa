import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { MailWarning } from "lucide-react";
import { loginSchema, type LoginInput } from "@sierra/shared";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { sessionQuery } from "@/features/session/use-session";
import { signIn } from "../api/auth-operations";
import { AuthCard } from "../components/auth-card";
import { PasswordField } from "@/components/form/password-field";
import { ResendVerification } from "../components/resend-verification";
import { SocialSignIn } from "../components/social-sign-in";
import { TextField } from "@/components/form/text-field";

const UNVERIFIED_MESSAGE = "Your email address is not verified yet. Open the link we emailed you, or send a new one.";

/** 'Welcome back'. After sign-in the guest-only guard sends the user where they were going. */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = async (values: LoginInput) => {
    const result = await signIn(values);
    if (!result.ok) {
      const unverified = result.code === "EMAIL_NOT_VERIFIED";
      setUnverifiedEmail(unverified ? values.email : null);
      toast.error("Sign in failed", { description: unverified ? UNVERIFIED_MESSAGE : (result.message ?? "Please try again.") });
      return;
    }
    // The second step keeps where the user was going (ProtectedRoute's location state).
    if (result.twoFactor) return void navigate("/auth/two-factor", { state: location.state });
    await queryClient.resetQueries({ queryKey: ["me"] });
    await queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
  };

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to plan your meals with Sierra."
      footer={
        <p>
          Don't have an account?{" "}
          <Link to="/auth/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      {unverifiedEmail && (
        <Alert className="mb-4">
          <MailWarning aria-hidden="true" />
          <AlertTitle>Verify your email to sign in</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">
            <span>{UNVERIFIED_MESSAGE}</span>
            <ResendVerification email={unverifiedEmail} />
          </AlertDescription>
        </Alert>
      )}
      <SocialSignIn />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <PasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
          <div className="-mt-2 text-right text-sm">
            <Link to="/auth/forgot-password" className="text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Signing in..." : "Sign In"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
