// The billing feature's public face: the pricing page starts checkout through it.
export { useCreateCheckout } from "./api/create-checkout";
export { useGuestCheckout, type GuestCheckoutStarted } from "./api/create-guest-checkout";
export { useCheckoutResult } from "./api/get-checkout-result";
export { useBillingSubscription } from "./api/get-subscription";
export { PlanSwitch } from "./components/plan-switch";
