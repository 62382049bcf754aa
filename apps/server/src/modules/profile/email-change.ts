import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { profiles } from "../../db/schema";
import type { Mailer } from "../../adapters/mail";
import { emailChangeMail, emailChangeNoticeMail } from "../../adapters/mail/templates";

/** Where the confirmation link lands; /profile reads the flag (and better-auth's ?error=). */
export const EMAIL_CHANGE_CALLBACK = "/profile?email-change=done";

/**
 * better-auth sends a change-email confirmation through the same sendVerificationEmail hook as
 * sign-up; the token it signed says which it is. Returns the old and new address for a change.
 */
export function emailChangeOf(token: string): { from: string; to: string } | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    if (payload.requestType !== "change-email-verification") return null;
    if (typeof payload.email !== "string" || typeof payload.updateTo !== "string") return null;
    return { from: payload.email, to: payload.updateTo };
  } catch {
    return null;
  }
}

/** The link to the NEW address (the change happens only when it is followed) and a notice to the old one. */
export async function sendEmailChangeMails(mailer: Mailer, appUrl: string, name: string, token: string): Promise<boolean> {
  const change = emailChangeOf(token);
  if (!change) return false;
  const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(EMAIL_CHANGE_CALLBACK)}`;
  await mailer.send(emailChangeMail(change.to, name, url));
  await mailer.send(emailChangeNoticeMail(change.from, change.to));
  return true;
}

/** Keeps profiles.email equal to the account's address after better-auth changes it. */
export async function syncProfileEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(profiles).set({ email }).where(eq(profiles.id, userId));
}
