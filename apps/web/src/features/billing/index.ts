// The billing feature's public face: the pricing page starts checkout through it.
export { useCreateCheckout } from "./api/create-checkout";
export { useGuestCheckout } from "./api/create-guest-checkout";
