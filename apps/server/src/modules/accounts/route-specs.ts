import { createRoute } from "@hono/zod-openapi";
import { linkTokenQuerySchema, memberSubscriptionSchema, meSchema, myRoleSchema, resetTokenStateSchema } from "@sierra/shared";
import { commonErrors, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/me and /api/account as declared in the OpenAPI document; routes.ts implements them. */
const tags = ["Account"];
const signedOut = commonErrors[401];
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: "Where the browser goes next.", schema: { type: "string" as const } } },
});

export const meRoute = createRoute({
  tags,
  middleware: [requireUser],
  method: "get",
  path: "/me",
  summary: "The signed-in member: account, name, subscription and the meal types it plans",
  responses: { 200: jsonContent(meSchema, "The member."), 401: signedOut },
});

export const myRoleRoute = createRoute({
  tags,
  middleware: [requireUser],
  method: "get",
  path: "/me/role",
  summary: "The signed-in member's role",
  responses: { 200: jsonContent(myRoleSchema, "The role."), 401: signedOut },
});

export const mySubscriptionRoute = createRoute({
  tags,
  middleware: [requireUser],
  method: "get",
  path: "/me/subscription",
  summary: "The signed-in member's subscription and the meal types it plans",
  responses: { 200: jsonContent(memberSubscriptionSchema, "The subscription."), 401: signedOut },
});

// The links in the change-email mails: opened from a mail, signed in or not.
export const confirmEmailChangeRoute = createRoute({
  tags,
  method: "get",
  path: "/account/email-change/confirm",
  summary: "The link mailed to the new address: the change is made, and the browser goes to a page that says so",
  request: { query: linkTokenQuerySchema },
  responses: { 302: redirect("To the page that tells how it went (a used or expired link included)."), 400: commonErrors[400] },
});

export const undoEmailChangeRoute = createRoute({
  tags,
  method: "get",
  path: "/account/email-change/undo",
  summary: "The link mailed to the old address: the change is undone, and the browser goes to a page that says so",
  request: { query: linkTokenQuerySchema },
  responses: { 302: redirect("To the page that tells how it went (a used or expired link included)."), 400: commonErrors[400] },
});

export const resetTokenRoute = createRoute({
  tags,
  method: "get",
  path: "/account/reset-token",
  summary: "Whether a password-reset link is still good, before the page asks for a new password",
  request: { query: linkTokenQuerySchema },
  responses: { 200: jsonContent(resetTokenStateSchema, "Whether it is."), 400: commonErrors[400] },
});
