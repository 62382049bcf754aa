import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { Mailer } from "../adapters/mail";
import { existingAccountMail, passwordResetMail, verificationMail } from "../adapters/mail/templates";
import { provisionAccount } from "../modules/accounts/provision";
import { ac, roles } from "./access";
import { hashPassword, verifyPassword } from "./password";
import { AUTH_RATE_LIMITS } from "./rate-limits";
import { twoFactorPlugin } from "./two-factor";
import { socialSignInPlugins } from "./social-sign-in";
import { AUTH_MIN_PASSWORD_LENGTH, passwordPolicy } from "./password-policy";
import { syncProfileEmail } from "../modules/profile/email-change";
import { clearSignInFailures } from "./sign-in-guard";

/** The header our own middleware sets from the socket (never trusted from clients). */
export const CLIENT_IP_HEADER = "x-sierra-client-ip";

export interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  secret: string;
}

export function createAuth({ db, env, mailer, secret }: AuthDeps) {
  const appUrl = env.appUrl;
  const devOrigins = env.NODE_ENV === "development" ? ["http://localhost:5173"] : [];
  return betterAuth({
    appName: "Sierra Meal Planner",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [appUrl, ...devOrigins],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification, rateLimit: schema.rateLimit, twoFactor: schema.twoFactor },
    }),
    user: {
      additionalFields: { phoneNumber: { type: "string", required: false, input: true, fieldName: "phoneNumber" } },
      // E-mail changes go through /api/account/email-change (current password, revocable links,
      // undo mail to the old address), not better-auth's stateless change-email links.
      changeEmail: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: AUTH_MIN_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The lockout message says "reset your password": a reset must lift the lock. Ending every
      // session also ends the change-email links they asked for (email_change_request cascade).
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
      },
      // A sign-up with a taken address answers like a new one. The owner is told, and the
      // account's rows are checked as a new sign-up creates them: the same kind of work, so
      // the two answers take the same time (finding 5 of issue 9).
      onExistingUserSignUp: async ({ user }) => {
        await provisionAccount(db, { id: user.id, email: user.email, name: user.name });
        await mailer.send(existingAccountMail(user.email, `${appUrl}/auth/login`));
      },
      // The link passes through /auth/callback (type=recovery), which opens the reset form.
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/auth/callback?type=recovery&token=${encodeURIComponent(token)}`;
        await mailer.send(passwordResetMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        const callback = encodeURIComponent("/auth/callback?type=signup");
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callback}`;
        await mailer.send(verificationMail(user.email, url));
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Household, profile, self member and preferences, in one transaction.
          after: async (user) => {
            await provisionAccount(db, { id: user.id, email: user.email, name: user.name });
          },
        },
        update: {
          after: async (user) => {
            await syncProfileEmail(db, user.id, user.email);
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: { before: passwordPolicy },
    // Social sign-in failures that happen before the flow's own error URL is known (no or unknown state).
    onAPIError: { errorURL: `${appUrl}/auth/login` },
    plugins: [admin({ ac, roles, defaultRole: "user", adminRoles: ["admin", "super_admin"] }), twoFactorPlugin(), ...socialSignInPlugins(env)],
  });
}

export type Auth = ReturnType<typeof createAuth>;
