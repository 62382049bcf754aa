import { useEffect } from "react";
import { Link } from "react-router";
import { LoaderCircle, MailCheck, PartyPopper } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCheckoutResult, type GuestCheckoutStarted } from "@/features/billing";
import { COMPLETED_KEY } from "../lib/onboarding-state";
import { CheckoutNotDone } from "./checkout-not-done";

interface Props {
  firstName: string;
  email: string;
  checkout: GuestCheckoutStarted | null;
  onTryAgain: () => void;
  onRestart: () => void;
}

/** After the animation: "You're all set" only once the checkout succeeded; otherwise what is left to do. */
export function CompletionView({ firstName, email, checkout, onTryAgain, onRestart }: Props) {
  const result = useCheckoutResult(checkout?.sessionId ?? "");
  const outcome = checkout ? (result.data?.outcome ?? (result.isError ? "unknown" : null)) : "unknown";
  const succeeded = outcome === "trial_started" || outcome === "paid";
  // Spec section 4: onboarding_completed is stored once the checkout succeeded.
  useEffect(() => {
    if (succeeded) window.localStorage.setItem(COMPLETED_KEY, "true");
  }, [succeeded]);

  if (outcome === null) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-xl border bg-card px-4 py-10 text-muted-foreground">
        <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" /> Checking your checkout...
      </p>
    );
  }
  if (!succeeded) return <CheckoutNotDone firstName={firstName} pending={outcome === "pending"} checkoutUrl={checkout?.url ?? null} onTryAgain={onTryAgain} />;
  return (
    <section
      aria-labelledby="complete-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-4 py-10 text-center text-card-foreground sm:px-8"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <PartyPopper className="size-7" aria-hidden="true" />
      </span>
      <h2 id="complete-title" className="text-2xl font-semibold">
        You're all set, {firstName}!
      </h2>
      <p className="max-w-md text-muted-foreground">
        Your 14-day free trial has started and nothing was charged today. Your preferences are saved with your account.
      </p>
      <p className="flex max-w-md items-start gap-2 rounded-lg border bg-background p-3 text-left text-sm">
        <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          We have e-mailed <strong className="font-semibold break-all">{email}</strong> a link to set your password (it works for 24 hours). Then sign in to see
          your profile and preferences.
        </span>
      </p>
      <Button asChild size="lg">
        <Link to="/profile">Go to My Profile</Link>
      </Button>
      <Button type="button" variant="link" className="text-muted-foreground" onClick={onRestart}>
        Not {firstName}? Start again
      </Button>
    </section>
  );
}
