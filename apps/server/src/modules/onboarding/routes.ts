import { Hono } from "hono";
import { eq } from "drizzle-orm";
import { BILLING_ERRORS, onboardingRegistrationSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { validate } from "../../http/validation";
import { AppError } from "../../http/errors";
import { user } from "../../db/schema";
import { normalizeEmail } from "../billing/guest-account";

/**
 * /api/onboarding. Registration only checks: nothing is stored until guest checkout (the browser
 * keeps the steps). An address with an account hears what guest checkout would say anyway
 * (ACCOUNT_EXISTS), early, and nothing more.
 */
export const onboardingRoutes = new Hono<AppEnv>().post("/registration", validate("json", onboardingRegistrationSchema), async (c) => {
  const { email } = c.req.valid("json");
  const [existing] = await c
    .get("deps")
    .db.select({ id: user.id })
    .from(user)
    .where(eq(user.email, normalizeEmail(email)));
  if (existing) throw new AppError(409, "ACCOUNT_EXISTS", BILLING_ERRORS.accountExists);
  return c.json({ ok: true as const }, 200);
});
