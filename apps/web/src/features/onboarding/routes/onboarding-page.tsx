import { useCallback } from "react";
import { Navigate } from "react-router";
import { handOff, ONBOARDING_PLAN_TYPE, type OnboardingPreferences } from "@sierra/shared";
import { FullPageMessage } from "@/components/full-page-message";
import { useGuestCheckout } from "@/features/billing";
import { useSession } from "@/features/session/use-session";
import { ChatStep } from "../components/chat-step";
import { CompletionView } from "../components/completion-view";
import { OnboardingShell } from "../components/onboarding-shell";
import { PlanStep } from "../components/plan-step";
import { RegistrationStep } from "../components/registration-step";
import { WelcomeStep } from "../components/welcome-step";
import { INITIAL_STATE, retryCheckout, type OnboardingState } from "../lib/onboarding-state";
import { useOnboardingFlow } from "../lib/use-onboarding-flow";

/** /onboarding (public, outside the main layout): registration, chat, plan, welcome, then completion. */
export function OnboardingPage() {
  const session = useSession();
  const { state, step, update, goTo } = useOnboardingFlow();
  const checkout = useGuestCheckout();
  const onDraft = useCallback(
    (registration: OnboardingState["drafts"]["registration"]) => update((s) => ({ ...s, drafts: { ...s.drafts, registration } })),
    [update],
  );
  // The conversation has gone with the checkout; what it heard stays for a Try Again.
  const toComplete = useCallback(() => goTo("complete", (s) => ({ ...s, messages: [], drafts: INITIAL_STATE.drafts })), [goTo]);
  const tryAgain = useCallback(() => goTo("plan", (s) => retryCheckout(s) ?? INITIAL_STATE), [goTo]);

  if (session.isPending) return <FullPageMessage>Checking authentication...</FullPageMessage>;
  if (session.data) return <Navigate to="/profile" replace />;

  const registration = state.registration;
  const startCheckout = () => {
    if (!registration) return;
    const preferences: OnboardingPreferences = handOff(state.capture);
    const request = { ...registration, planType: ONBOARDING_PLAN_TYPE, billingInterval: state.interval, offer: "onboarding" as const, preferences };
    checkout.start(request).then(
      // Not complete yet: the completion view asks the checkout's outcome (onboarding_completed waits for it).
      (started) => goTo("welcome", (s) => ({ ...s, checkout: started })),
      // The failure toast is shown by the checkout hook; the step stays for another try.
      () => undefined,
    );
  };

  return (
    <OnboardingShell step={step}>
      {step === "registration" && (
        <RegistrationStep
          initial={registration ?? state.drafts.registration}
          onDraft={onDraft}
          onDone={(r) => goTo("chat", (s) => ({ ...s, registration: r }))}
        />
      )}
      {step === "chat" && <ChatStep state={state} update={update} onBack={() => goTo("registration")} onContinue={() => goTo("plan")} />}
      {step === "plan" && (
        <PlanStep
          interval={state.interval}
          busy={checkout.isPending}
          onSelect={(interval) => update((s) => ({ ...s, interval }))}
          onBack={() => goTo("chat")}
          onContinue={startCheckout}
        />
      )}
      {step === "welcome" && <WelcomeStep firstName={registration?.firstName ?? ""} onDone={toComplete} />}
      {step === "complete" && (
        <CompletionView
          firstName={registration?.firstName ?? ""}
          email={registration?.email ?? ""}
          checkout={state.checkout}
          onTryAgain={tryAgain}
          onRestart={() => goTo("registration", () => INITIAL_STATE)}
        />
      )}
    </OnboardingShell>
  );
}
