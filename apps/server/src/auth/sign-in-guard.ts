import { and, count, eq, gt } from "drizzle-orm";
import { authMessages } from "@sierra/shared";
import type { Database } from "../db/client";
import { signInFailure } from "../db/schema";
import { FAILED_SIGN_IN_LIMIT, FAILED_SIGN_IN_WINDOW_MINUTES } from "./rate-limits";

export const ACCOUNT_LOCKED_MESSAGE = `Too many failed sign-in attempts for this account. Please wait ${FAILED_SIGN_IN_WINDOW_MINUTES} minutes or reset your password.`;

/** Reads email/password from a JSON auth request without consuming it. */
export async function readCredentials(request: Request): Promise<{ email: string; password: string }> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; password?: unknown };
    return {
      email: typeof body.email === "string" ? body.email.trim().toLowerCase() : "",
      password: typeof body.password === "string" ? body.password : "",
    };
  } catch {
    return { email: "", password: "" };
  }
}

export function missingCredentialsResponse(): Response {
  return Response.json({ code: "CREDENTIALS_REQUIRED", message: authMessages.credentialsRequired }, { status: 400 });
}

/** At most FAILED_SIGN_IN_LIMIT failed sign-ins per account per window, then a clear refusal. */
export async function isAccountLocked(db: Database, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - FAILED_SIGN_IN_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailure)
    .where(and(eq(signInFailure.email, email), gt(signInFailure.failedAt, since)));
  return (row?.n ?? 0) >= FAILED_SIGN_IN_LIMIT;
}

export async function recordSignInOutcome(db: Database, email: string, status: number, now: Date): Promise<void> {
  if (status === 401) {
    await db.insert(signInFailure).values({ email, failedAt: now });
  } else if (status === 200) {
    await clearSignInFailures(db, email);
  }
}

/** A successful sign-in or password reset starts the count again. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, email.trim().toLowerCase()));
}

export function accountLockedResponse(): Response {
  return Response.json({ code: "ACCOUNT_LOCKED", message: ACCOUNT_LOCKED_MESSAGE }, { status: 429 });
}
