import { CircleAlert, Clock } from "lucide-react";
import { Button } from "@/components/ui/button";

interface Props {
  firstName: string;
  /** The checkout is still open (not paid yet, or the card was declined); otherwise it is gone. */
  pending: boolean;
  checkoutUrl: string | null;
  onTryAgain: () => void;
}

/** Onboarding's completion when the checkout has not succeeded: never "You're all set" (spec section 4). */
export function CheckoutNotDone({ firstName, pending, checkoutUrl, onTryAgain }: Props) {
  const Icon = pending ? Clock : CircleAlert;
  return (
    <section
      aria-labelledby="checkout-not-done-title"
      className="flex flex-col items-center gap-4 rounded-xl border bg-card px-4 py-10 text-center text-card-foreground sm:px-8"
    >
      <span
        className={
          pending
            ? "flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
            : "flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive"
        }
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 id="checkout-not-done-title" className="text-2xl font-semibold">
        {pending ? `Almost there, ${firstName}` : "Your checkout did not go through"}
      </h2>
      <p role="status" className="max-w-md text-muted-foreground">
        {pending
          ? "Your checkout is not finished yet. Finish it in the checkout tab to start your 14-day free trial; if your card was declined, try another card there. This page updates by itself."
          : "Nothing was charged and no account was created. Your answers are kept: choose your Dinner Plan again to try once more."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {pending && checkoutUrl ? (
          <Button asChild size="lg">
            <a href={checkoutUrl} target="_blank" rel="noopener noreferrer">
              Open Checkout
            </a>
          </Button>
        ) : null}
        <Button type="button" size="lg" variant={pending ? "outline" : "default"} onClick={onTryAgain}>
          Try Again
        </Button>
      </div>
    </section>
  );
}
