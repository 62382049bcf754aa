import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import {
  sandboxCheckoutViewSchema,
  sandboxPaidSchema,
  sandboxPayRequestSchema,
  sandboxPortalViewSchema,
  sandboxRemoveAddonRequestSchema,
  sandboxSwitchRequestSchema,
  sandboxUpdateCardRequestSchema,
  switchQuoteSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../../http/openapi";

/**
 * /api/billing/sandbox as declared in the OpenAPI document: the sandbox's hosted checkout and
 * customer portal, opened by the checkout's id or the portal's secret token, no session needed.
 */
const tags = ["Billing sandbox"];
const { 400: invalid } = commonErrors;
const checkout = { params: z.object({ id: z.string() }) };
const portal = { params: z.object({ token: z.string() }) };
const notFound = errorContent("Billing is not the sandbox, or no such checkout or portal (NOT_FOUND).");
const portalRefused = errorContent("The portal cannot do that now: no live subscription, no such add-on, already the plan (the code says which).");
const addonRefused = errorContent("The body failed its schema, or names an add-on, which is added from the pricing page (INVALID_PLAN).");
const portalView = jsonContent(sandboxPortalViewSchema, "The portal after it.");

export const checkoutViewRoute = createRoute({
  tags,
  method: "get",
  path: "/checkout/{id}",
  summary: "A sandbox checkout page's data",
  request: checkout,
  responses: { 200: jsonContent(sandboxCheckoutViewSchema, "The checkout."), 404: notFound },
});

export const payRoute = createRoute({
  tags,
  method: "post",
  path: "/checkout/{id}/pay",
  summary: "Pay a sandbox checkout with a test card",
  request: { ...checkout, body: jsonBody(sandboxPayRequestSchema) },
  responses: {
    200: jsonContent(sandboxPaidSchema, "Paid: where the browser goes next."),
    400: invalid,
    402: errorContent("The test card was declined (CARD_DECLINED)."),
    404: notFound,
    409: errorContent("The checkout is no longer open (CHECKOUT_CLOSED), or the trial is used (TRIAL_ALREADY_USED)."),
  },
});

export const portalViewRoute = createRoute({
  tags,
  method: "get",
  path: "/portal/{token}",
  summary: "The sandbox customer portal's data",
  request: portal,
  responses: { 200: jsonContent(sandboxPortalViewSchema, "The portal."), 404: notFound },
});

export const switchRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/switch",
  summary: "Switch the plan in the sandbox portal",
  request: { ...portal, body: jsonBody(sandboxSwitchRequestSchema) },
  responses: { 200: portalView, 400: addonRefused, 404: notFound, 409: portalRefused },
});

export const switchPreviewRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/switch-preview",
  summary: "What a switch in the sandbox portal would cost today",
  request: { ...portal, body: jsonBody(sandboxSwitchRequestSchema) },
  responses: { 200: jsonContent(switchQuoteSchema, "The quote."), 400: addonRefused, 404: notFound, 409: portalRefused },
});

export const removeAddonRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/remove-addon",
  summary: "Remove an add-on in the sandbox portal: it ends with its period",
  request: { ...portal, body: jsonBody(sandboxRemoveAddonRequestSchema) },
  responses: { 200: portalView, 400: invalid, 404: notFound, 409: portalRefused },
});

export const cancelRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/cancel",
  summary: "Cancel at the period's end in the sandbox portal",
  request: portal,
  responses: { 200: portalView, 404: notFound, 409: portalRefused },
});

export const resumeRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/resume",
  summary: "Undo a cancellation in the sandbox portal",
  request: portal,
  responses: { 200: portalView, 404: notFound, 409: portalRefused },
});

export const updateCardRoute = createRoute({
  tags,
  method: "post",
  path: "/portal/{token}/update-card",
  summary: "Change the test card in the sandbox portal",
  request: { ...portal, body: jsonBody(sandboxUpdateCardRequestSchema) },
  responses: { 200: portalView, 400: invalid, 402: errorContent("The card was declined (CARD_DECLINED)."), 404: notFound, 409: portalRefused },
});
