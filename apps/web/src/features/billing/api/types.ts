/** The billing API's answers, as the server's contract in @sierra/shared defines them. */
export type {
  BillingStatus as SubscriptionStatus,
  BillingSubscriptionResponse as BillingSubscription,
  CheckoutResultResponse as CheckoutResult,
  CheckoutRequest,
  SandboxCheckoutView as SandboxCheckout,
  SandboxPayRequest as CardInput,
  SandboxPortalView as SandboxPortal,
} from "@sierra/shared";
