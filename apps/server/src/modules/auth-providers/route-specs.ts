import { createRoute } from "@hono/zod-openapi";
import { authProvidersSchema } from "@sierra/shared";
import { jsonContent } from "../../http/openapi";

/** /api/auth-providers as declared in the OpenAPI document; routes.ts implements it. */
export const listProviders = createRoute({
  tags: ["Account"],
  method: "get",
  path: "/auth-providers",
  summary: "Which social sign-in buttons the login and register pages show",
  // Public and without input: its only answer is the list.
  responses: { 200: jsonContent(authProvidersSchema, "The providers, by label only.") },
});
