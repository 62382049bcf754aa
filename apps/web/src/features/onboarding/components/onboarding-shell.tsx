import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Logo } from "@/app/layouts/logo";
import { BetaBanner } from "@/app/layouts/beta-banner";
import { StepIndicator } from "./step-indicator";
import type { OnboardingStep } from "../lib/onboarding-state";

/** Onboarding stands outside the main layout (spec section 2): logo to /, Back to Home, the steps. */
export function OnboardingShell({ step, children }: { step: OnboardingStep; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/30 text-foreground">
      <BetaBanner />
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <Link to="/" className="flex items-center gap-1 whitespace-nowrap text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="sr-only">Get started with Sierra Meal Planner</h1>
        <StepIndicator step={step} />
        {children}
      </main>
    </div>
  );
}
