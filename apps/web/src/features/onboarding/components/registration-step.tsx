import { Link } from "react-router";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { onboardingRegistrationSchema, type OnboardingRegistration } from "@sierra/shared";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/form/text-field";
import { ApiError } from "@/lib/api";
import { useCheckRegistration } from "../api/check-registration";
import { StepCard } from "./step-card";

interface Props {
  initial: Partial<OnboardingRegistration>;
  onDraft: (draft: Partial<OnboardingRegistration>) => void;
  onDone: (registration: OnboardingRegistration) => void;
}

/** Step 1 (spec sections 2 and 5): first name, last name and e-mail, checked by the server, stored in the browser. */
export function RegistrationStep({ initial, onDraft, onDone }: Props) {
  const form = useForm<OnboardingRegistration>({
    resolver: zodResolver(onboardingRegistrationSchema),
    defaultValues: { firstName: "", lastName: "", email: "", ...initial },
  });
  const check = useCheckRegistration();
  const firstName = (useWatch({ control: form.control, name: "firstName" }) ?? "").trim();

  const exists = check.error instanceof ApiError && check.error.code === "ACCOUNT_EXISTS" ? check.error.message : null;
  const failed = check.error && !exists ? "We could not check your e-mail just now. Please try again." : null;
  const onSubmit = (registration: OnboardingRegistration) =>
    check.mutateAsync(registration).then(
      () => onDone(registration),
      () => undefined,
    );

  return (
    <StepCard title="Let's get started" description="Tell us who you are; Sierra will then ask a few questions about your kitchen.">
      <Form {...form}>
        {/* Every keystroke is kept for a reload (browser storage only). */}
        <form onSubmit={form.handleSubmit(onSubmit)} onChange={() => onDraft(form.getValues())} className="flex flex-col gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
            <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          {(exists || failed) && (
            <Alert variant={exists ? "default" : "destructive"} role="alert">
              <AlertDescription>
                {exists ?? failed}
                {exists && (
                  <Link to="/auth/login" className="font-medium text-primary underline underline-offset-4">
                    Log in instead
                  </Link>
                )}
              </AlertDescription>
            </Alert>
          )}
          <Button type="submit" className="w-full sm:w-auto sm:self-end" disabled={check.isPending}>
            {check.isPending ? "Getting started..." : firstName ? `Start Onboarding with ${firstName}` : "Start Onboarding"}
          </Button>
        </form>
      </Form>
    </StepCard>
  );
}
