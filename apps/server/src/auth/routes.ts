import { Hono } from "hono";
import { ACCEPTED_ANSWERS, answerAtDeadline } from "./answer-at-deadline";
import { hideSessionToken } from "./hide-session-token";
import type { InfraEnv } from "../http/context";
import { accountLockedResponse, isAccountLocked, missingCredentialsResponse, readCredentials, recordSignInOutcome } from "./sign-in-guard";
import { zValidator } from "@hono/zod-validator";
import { signUpBodySchema, twoFactorDisableSchema } from "@sierra/shared";
import { validationHook } from "../http/validation";
import { signOutEverywhere } from "./sign-out-everywhere";
import { disableTwoFactor } from "./two-factor-disable";
import { asJson } from "../http/cached-json";
import type { Auth } from "./auth";

/** What GET /api/auth/get-session answers a signed-in browser (visitors get null). */
type AuthSession = Auth["$Infer"]["Session"];

/**
 * better-auth endpoints the app does not offer, because they bypass its own rules:
 * update-user (names go through /api/profile/personal with the app's limits), change-email
 * (through /api/profile/change-email: password, revocable links, undo), list-sessions and
 * the admin's list-user-sessions (raw session tokens), and the provider tokens of linked accounts.
 */
export const CLOSED_AUTH_ENDPOINTS = [
  "/update-user",
  "/change-email",
  "/list-sessions",
  "/admin/list-user-sessions",
  "/get-access-token",
  "/refresh-token",
  "/account-info",
] as const;

/** better-auth's handler, with the spec's credential message and the per-account lockout in front. */
export const authRoutes = new Hono<InfraEnv>()
  .use(hideSessionToken)
  .on(["GET", "POST"], [...CLOSED_AUTH_ENDPOINTS], (c) => c.json({ code: "NOT_FOUND", message: "Not found" }, 404))
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
    // The name and phone better-auth would store as given are held to the app's own rules.
    const fields = signUpBodySchema.safeParse(await c.req.raw.clone().json());
    if (!fields.success) return validationHook(fields, c);
    return answerAtDeadline(ACCEPTED_ANSWERS["/sign-up/email"], () => c.get("deps").auth.handler(c.req.raw));
  })
  .post("/request-password-reset", (c) => answerAtDeadline(ACCEPTED_ANSWERS["/request-password-reset"], () => c.get("deps").auth.handler(c.req.raw)))
  .post("/send-verification-email", (c) => answerAtDeadline(ACCEPTED_ANSWERS["/send-verification-email"], () => c.get("deps").auth.handler(c.req.raw)))
  .post("/sign-out", signOutEverywhere)
  .post("/two-factor/disable", zValidator("json", twoFactorDisableSchema, validationHook), (c) => disableTwoFactor(c, c.req.valid("json")))
  // Named only so the web's hc client knows its answer; better-auth handles it like every other path.
  .get("/get-session", async (c) => asJson<AuthSession | null>(await c.get("deps").auth.handler(c.req.raw)))
  .on(["GET", "POST"], "/*", (c) => c.get("deps").auth.handler(c.req.raw));
