/** The spec's billing texts (accounts spec sections 2, 5 and 8), copied exactly. */
export const billingMessages = {
  authRequired: "Authentication required",
  loginToSubscribe: "Please log in to subscribe",
  loginToManage: "Please log in to manage your subscription",
  checkoutFailed: "Checkout failed",
  checkoutFailedDefault: "Failed to create checkout session",
  portalFailed: "Portal access failed",
  portalFailedDefault: "Failed to open customer portal",
  checkFailed: "Error checking subscription",
  checkFailedDefault: "Failed to check subscription status",
  noCheckoutUrl: "No checkout URL received",
  paymentSuccessful: "Payment Successful!",
  paymentCancelled: "Payment Cancelled",
  noActiveSubscription: "No Active Subscription",
} as const;
