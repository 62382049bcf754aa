import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { BILLING_ERRORS, okSchema, onboardingRegistrationSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { commonErrors, createRouter, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { AppError } from "../../http/errors";
import { user } from "../../db/schema";
import { normalizeEmail } from "../billing/guest-account";

const registration = createRoute({
  method: "post",
  path: "/registration",
  tags: ["Onboarding"],
  summary: "Check the sign-up step before guest checkout (nothing is stored)",
  request: { body: jsonBody(onboardingRegistrationSchema) },
  responses: {
    200: jsonContent(okSchema, "The address has no account yet."),
    400: commonErrors[400],
    409: errorContent("An account has this address (ACCOUNT_EXISTS)."),
  },
});

/**
 * /api/onboarding. Registration only checks: nothing is stored until guest checkout (the browser
 * keeps the steps). An address with an account hears what guest checkout would say anyway
 * (ACCOUNT_EXISTS), early, and nothing more.
 */
export const onboardingRoutes = createRouter<AppEnv>().openapi(registration, async (c) => {
  const { email } = c.req.valid("json");
  const [existing] = await c
    .get("deps")
    .db.select({ id: user.id })
    .from(user)
    .where(eq(user.email, normalizeEmail(email)));
  if (existing) throw new AppError(409, "ACCOUNT_EXISTS", BILLING_ERRORS.accountExists);
  return c.json({ ok: true as const }, 200);
});
