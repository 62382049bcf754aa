import type { CheckoutOutcome } from "@sierra/shared";
import { billingMessages } from "./messages";

/**
 * What each checkout outcome says (spec section 2, checkout result pages). "Payment Successful!"
 * is the spec's text, kept for a checkout that charged; a $0 trial is not a payment, a checkout
 * not paid yet is not a success, and a session nobody knows says only that.
 */
export const CHECKOUT_OUTCOME_TEXTS: Record<CheckoutOutcome, { title: string; body: string }> = {
  paid: { title: billingMessages.paymentSuccessful, body: "Thank you for subscribing." },
  trial_started: { title: "Your Free Trial Has Started!", body: "Nothing was charged today. You can change or cancel your plan on your subscription page." },
  pending: {
    title: "Payment Pending",
    body: "We have not received your payment yet. If you just paid, this page updates by itself in a moment; if the card was declined, go back to the checkout tab and try another card.",
  },
  unknown: {
    title: "We could not find that checkout",
    body: "The link may be incomplete or the checkout has expired. Your subscription page shows what you have.",
  },
};

/** A checkout that is still open is asked again until it is paid or gone. */
export const CHECKOUT_POLL_MS = 3000;
