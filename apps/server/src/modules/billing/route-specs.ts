import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  apiErrorSchema,
  billingSubscriptionSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  checkoutUrlSchema,
  guestCheckoutRequestSchema,
  guestCheckoutSchema,
  switchQuoteSchema,
  webhookReceivedSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";

/**
 * /api/billing as declared in the OpenAPI document; routes.ts implements them. Its routes answer
 * a visitor with their own 401 text (UNAUTHENTICATED), so they check the session themselves.
 */
const tags = ["Billing"];
const { 400: invalid } = commonErrors;
const signedOut = (text: string) => jsonContent(apiErrorSchema, `Not signed in (UNAUTHENTICATED, '${text}').`);
const refused = errorContent(
  "The plan cannot be bought now: already the plan, needs the Dinner Plan, included in All Day, or the trial is used (the code says which).",
);

export const checkoutRoute = createRoute({
  tags,
  method: "post",
  path: "/checkout",
  summary: "Open the provider's checkout for a plan",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: jsonContent(checkoutUrlSchema, "The checkout page."), 400: invalid, 401: signedOut("Please log in to subscribe"), 409: refused },
});

export const switchPreviewRoute = createRoute({
  tags,
  method: "post",
  path: "/switch-preview",
  summary: "What switching the live plan would cost today, before it is confirmed",
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    200: jsonContent(switchQuoteSchema, "The quote."),
    400: invalid,
    401: signedOut("Please log in to subscribe"),
    409: errorContent("There is no live plan to switch, or the switch is refused (the code says why)."),
  },
});

export const guestCheckoutRoute = createRoute({
  tags,
  method: "post",
  path: "/guest-checkout",
  summary: "Open the checkout for someone without an account yet; the account is made when it is paid",
  request: { body: jsonBody(guestCheckoutRequestSchema) },
  responses: {
    200: jsonContent(guestCheckoutSchema, "The checkout page and its session."),
    400: invalid,
    409: errorContent(
      "An account has this e-mail (ACCOUNT_EXISTS), an add-on needs a plan first (REQUIRES_DINNER_PLAN), or the trial is used (TRIAL_ALREADY_USED).",
    ),
  },
});

export const portalRoute = createRoute({
  tags,
  method: "post",
  path: "/portal",
  summary: "Open the provider's customer portal",
  responses: {
    200: jsonContent(checkoutUrlSchema, "The portal page."),
    401: signedOut("Please log in to manage your subscription"),
    404: errorContent("There is no subscription to manage yet (NO_SUBSCRIPTION)."),
  },
});

export const subscriptionRoute = createRoute({
  tags,
  method: "get",
  path: "/subscription",
  summary: "The member's subscription as billing knows it",
  responses: { 200: jsonContent(billingSubscriptionSchema, "The subscription."), 401: signedOut("Please log in to see your subscription") },
});

export const checkoutResultRoute = createRoute({
  tags,
  method: "get",
  path: "/checkout-result",
  summary: "How a checkout ended, for the page the provider sends the browser back to",
  request: { query: z.object({ session_id: z.string().min(1).max(200) }) },
  responses: { 200: jsonContent(checkoutResultSchema, "The outcome (an unknown session says nothing more)."), 400: invalid },
});

// The body is the provider's event, read as raw bytes because the signature covers them exactly.
export const webhookRoute = createRoute({
  tags,
  method: "post",
  path: "/webhook",
  summary: "The billing provider's events, signed (Stripe-Signature)",
  responses: {
    200: jsonContent(webhookReceivedSchema, "Received."),
    400: errorContent("The signature does not match (BAD_SIGNATURE, 'Webhook signature verification failed')."),
  },
});
