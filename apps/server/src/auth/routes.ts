import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import {
  accountLockedResponse,
  isAccountLocked,
  missingCredentialsResponse,
  readCredentials,
  recordSignInOutcome,
} from "./sign-in-guard";
import { zValidator } from "@hono/zod-validator";
import { twoFactorDisableSchema } from "@sierra/shared";
import { validationHook } from "../http/validation";
import { signOutEverywhere } from "./sign-out-everywhere";
import { disableTwoFactor } from "./two-factor-disable";

/** better-auth's handler, with the spec's credential message and the per-account lockout in front. */
export const authRoutes = new Hono<AppEnv>()
  .post("/sign-in/email", async (c) => {
    const { auth, db, now } = c.get("deps");
    const { email, password } = await readCredentials(c.req.raw);
    if (!email || !password) return missingCredentialsResponse();
    if (await isAccountLocked(db, email, now())) return accountLockedResponse();
    const response = await auth.handler(c.req.raw);
    await recordSignInOutcome(db, email, response.status, now());
    return response;
  })
  .post("/sign-up/email", async (c) => {
    const { email, password } = await readCredentials(c.req.raw);
    if (!email || !password) return missingCredentialsResponse();
    return c.get("deps").auth.handler(c.req.raw);
  })
  .post("/sign-out", signOutEverywhere)
  .post("/two-factor/disable", zValidator("json", twoFactorDisableSchema, validationHook), (c) => disableTwoFactor(c, c.req.valid("json")))
  .on(["GET", "POST"], "/*", (c) => c.get("deps").auth.handler(c.req.raw));
