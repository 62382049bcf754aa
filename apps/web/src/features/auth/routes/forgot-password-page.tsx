import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { MailCheck } from "lucide-react";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { requestPasswordReset } from "../api/auth-operations";
import { AuthCard } from "../components/auth-card";
import { TextField } from "@/components/form/text-field";
import { EmailRestoredNotice } from "../components/email-restored-notice";

/** The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const restored = useSearchParams()[0].get("email-restored");
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    const result = await requestPasswordReset(email);
    if (!result.ok) {
      toast.error("Error", { description: result.message ?? "An error occurred while sending the reset link." });
      return;
    }
    toast.success("Reset email sent", { description: "Check your email for a password reset link." });
    setSent(true);
  };

  const backToLogin = (
    <Link to="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to Login
    </Link>
  );

  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        description="If an account exists for that address, a link to reset your password is on its way. It works once and expires in one hour."
        footer={backToLogin}
      >
        <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" description="Enter your email and we'll send you a link to reset it." footer={backToLogin}>
      {restored && <EmailRestoredNotice ok={restored === "1"} />}
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
