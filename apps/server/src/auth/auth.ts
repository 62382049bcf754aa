import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { Mailer } from "../adapters/mail";
import { existingAccountMail, passwordResetMail, verificationMail } from "../adapters/mail/templates";
import { ac, roles } from "./access";
import { hashPassword, verifyPassword } from "./password";
import { AUTH_RATE_LIMITS } from "./rate-limits";
import { twoFactorPlugin } from "./two-factor";
import { totpReplayGuard } from "./totp-replay-guard";
import { socialSignInPlugins } from "./social-sign-in";
import { AUTH_MIN_PASSWORD_LENGTH, passwordPolicy } from "./password-policy";
import { clearSignInFailures } from "./sign-in-guard";

/** The header our own middleware sets from the socket (never trusted from clients). */
export const CLIENT_IP_HEADER = "x-sierra-client-ip";

/** What the app's modules do when better-auth creates, signs in or changes a user (wired in server.ts). */
export interface AccountHooks {
  /** Creates whatever of the account's own rows (household, profile, self member, preferences) is missing. */
  provision(account: { id: string; email: string; name: string }): Promise<void>;
  /** The same, for a user known by id only (a new session). */
  provisionUser(userId: string): Promise<void>;
  /** The sign-in address changed: the profile follows. */
  emailChanged(userId: string, email: string): Promise<void>;
}

export interface AuthDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  secret: string;
  accounts: AccountHooks;
}

export function createAuth({ db, env, mailer, secret, accounts }: AuthDeps) {
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
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
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
      // the two answers take the same time (so the timing does not tell whether an account exists).
      onExistingUserSignUp: async ({ user }) => {
        await accounts.provision({ id: user.id, email: user.email, name: user.name });
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
          // Household, profile, self member and preferences, in one transaction: every account
          // has its rows from sign-up on, so reading them never has to create them.
          after: async (user) => {
            await accounts.provision({ id: user.id, email: user.email, name: user.name });
          },
        },
        update: {
          after: async (user) => {
            await accounts.emailChanged(user.id, user.email);
          },
        },
      },
      session: {
        create: {
          // Accounts from before sign-up created the rows, or whose creation failed, get them at
          // their next sign-in. A failure must not refuse the sign-in: the profile page then runs
          // on defaults and says which row is missing.
          after: async (session) => {
            await accounts.provisionUser(session.userId).catch((error: unknown) => console.error("provisioning at sign-in failed", error));
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
    plugins: [
      admin({ ac, roles, defaultRole: "user", adminRoles: ["admin", "super_admin"] }),
      twoFactorPlugin(),
      totpReplayGuard(db),
      ...socialSignInPlugins(env),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
