import { createRoute } from "@hono/zod-openapi";
import {
  adminStatsSchema,
  adminUserPageSchema,
  adminUserParamSchema,
  adminUserQuerySchema,
  billingHistorySchema,
  complimentaryGrantedSchema,
  complimentaryGrantSchema,
  healthChecksSchema,
  notAdminSchema,
  okSchema,
  sandboxAdvanceRequestSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireAdmin } from "../../http/session";

/** /api/admin as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Admin"], middleware: [requireAdmin] };
const guarded = { 401: commonErrors[401], 403: jsonContent(notAdminSchema, "Signed in, but not an admin.") };

export const statsRoute = createRoute({
  ...base,
  method: "get",
  path: "/stats",
  summary: "The dashboard's figures: users, subscribers, trials, revenue, and whether the core services answer",
  responses: { 200: jsonContent(adminStatsSchema, "The figures."), ...guarded },
});

export const usersRoute = createRoute({
  ...base,
  method: "get",
  path: "/users",
  summary: "Users, newest first, 25 a page, searched by e-mail",
  request: { query: adminUserQuerySchema },
  responses: { 200: jsonContent(adminUserPageSchema, "The page of users."), 400: commonErrors[400], ...guarded },
});

export const healthRoute = createRoute({
  ...base,
  method: "get",
  path: "/health",
  summary: "Each service's state and latency, the mail server and the assistant's engine included",
  responses: { 200: jsonContent(healthChecksSchema, "The checks."), ...guarded },
});

export const billingHistoryRoute = createRoute({
  ...base,
  method: "get",
  path: "/users/{id}/billing",
  summary: "One user's billing subscriptions and invoices, newest first",
  request: { params: adminUserParamSchema },
  responses: { 200: jsonContent(billingHistorySchema, "The records (empty for an unknown user)."), ...guarded },
});

export const sandboxAdvanceRoute = createRoute({
  ...base,
  method: "post",
  path: "/billing/sandbox/advance",
  summary: "Move a sandbox subscription's clock on (its trial's end, its renewal) to test billing",
  request: { body: jsonBody(sandboxAdvanceRequestSchema) },
  responses: {
    200: jsonContent(okSchema, "Advanced."),
    400: commonErrors[400],
    ...guarded,
    404: errorContent("Billing is not the sandbox, or the user has no sandbox customer (NOT_FOUND)."),
    409: errorContent("The subscription is not in the state this step needs (NOT_TRIALING, NO_SUBSCRIPTION)."),
  },
});

export const complimentaryRoute = createRoute({
  ...base,
  method: "post",
  path: "/users/{id}/complimentary",
  summary: "Grant a complimentary trial or plan, or revoke one; never a payment",
  request: { params: adminUserParamSchema, body: jsonBody(complimentaryGrantSchema) },
  responses: {
    200: jsonContent(complimentaryGrantedSchema, "The user's subscription after it."),
    400: commonErrors[400],
    ...guarded,
    404: errorContent("No such user (NOT_FOUND, 'User not found')."),
  },
});
