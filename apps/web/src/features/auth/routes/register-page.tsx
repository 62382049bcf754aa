import { useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import { MailCheck } from "lucide-react";
import { registerSchema, type RegisterInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { signUp } from "../api/auth-operations";
import { AuthCard } from "../components/auth-card";
import { PasswordField } from "@/components/form/password-field";
import { PhoneField } from "../components/phone-field";
import { ResendVerification } from "../components/resend-verification";
import { SocialSignIn } from "../components/social-sign-in";
import { TextField } from "@/components/form/text-field";

const defaults: RegisterInput = { name: "", email: "", countryCode: "US", phoneNumber: "", password: "", confirmPassword: "", terms: false };

export function RegisterPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), defaultValues: defaults });

  const onSubmit = async (values: RegisterInput) => {
    const result = await signUp(values);
    if (!result.ok) {
      toast.error("Sign up failed", { description: result.message ?? "Please try again." });
      return;
    }
    toast.success("Sign up successful", { description: "Please check your email to verify your account." });
    setSentTo(values.email);
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email" description={`We sent a verification link to ${sentTo}. Open it to finish creating your account.`}>
        <div className="flex flex-col gap-3">
          <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
          <ResendVerification email={sentTo} />
          <Button variant="ghost" asChild>
            <Link to="/auth/login">Back to Login</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create an account"
      description="Start planning meals with Sierra."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </p>
      }
    >
      <SocialSignIn />
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
          <TextField control={form.control} name="name" label="Name" autoComplete="name" />
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <PhoneField control={form.control} />
          <PasswordField control={form.control} name="password" label="Password" autoComplete="new-password" />
          <PasswordField control={form.control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <FormField
            control={form.control}
            name="terms"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-start gap-2">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                  </FormControl>
                  <FormLabel className="block font-normal leading-snug">
                    I agree to the{" "}
                    <Link to="/terms" className="text-primary underline underline-offset-4">
                      Terms of Service
                    </Link>{" "}
                    and{" "}
                    <Link to="/privacy" className="text-primary underline underline-offset-4">
                      Privacy Policy
                    </Link>
                  </FormLabel>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Creating account..." : "Create account"}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
