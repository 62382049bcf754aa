/** Query keys of the billing feature, per user where the answer is the user's. */
export const billingKeys = {
  all: ["billing"] as const,
  subscription: (userId: string) => ["billing", "subscription", userId] as const,
  switchPreview: (planType: string, interval: string) => ["billing", "switch-preview", planType, interval] as const,
  checkoutResult: (sessionId: string) => ["billing", "checkout-result", sessionId] as const,
  sandboxCheckout: (id: string) => ["billing", "sandbox-checkout", id] as const,
  sandboxPortal: (token: string) => ["billing", "sandbox-portal", token] as const,
};
