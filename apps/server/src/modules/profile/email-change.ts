import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { ChangeEmailInput } from "@sierra/shared";
import type { Database } from "../../db/client";
import { account, emailChangeRequest, emailChangeUndo, profiles, session, user } from "../../db/schema";
import type { AppDeps } from "../../app-deps";
import type { SessionUser } from "../../http/context";
import { emailChangedMail, emailChangeMail, emailChangeNoticeMail } from "../../adapters/mail/templates";
import { verifyPassword } from "../../auth/password";
import { isAccountLocked, recordSignInOutcome, ACCOUNT_LOCKED_MESSAGE } from "../../auth/sign-in-guard";
import { profileError } from "./errors";

const LINK_HOURS = 24;
const UNDO_DAYS = 7;
/** An account without a password (social sign-in only) proves itself by a sign-in this recent. */
const FRESH_SIGN_IN_MINUTES = 10;
export const EMAIL_CHANGE_DONE = "/profile?email-change=done";
const EMAIL_CHANGE_FAILED = "/profile?email-change=done&error=invalid_token";
export const EMAIL_RESTORED = "/auth/forgot-password?email-restored=1";
const EMAIL_RESTORE_FAILED = "/auth/forgot-password?email-restored=invalid";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
const newToken = () => randomBytes(32).toString("base64url");

/** The current password, or for a password-less account a fresh sign-in; wrong guesses count towards the lockout. */
async function proveIdentity(deps: AppDeps, me: SessionUser, sessionId: string, password: string) {
  const { db, now } = deps;
  if (await isAccountLocked(db, me.email, now())) throw profileError(ACCOUNT_LOCKED_MESSAGE, 429);
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, me.id), eq(account.providerId, "credential")));
  if (credential?.hash) {
    const ok = await verifyPassword({ hash: credential.hash, password });
    await recordSignInOutcome(db, me.email, ok ? 200 : 401, now());
    if (!ok) throw profileError("Current password is incorrect", 400);
    return;
  }
  const since = new Date(now().getTime() - FRESH_SIGN_IN_MINUTES * 60_000);
  const [fresh] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.createdAt, since)));
  if (!fresh) throw profileError("For your security, sign out and sign in again before changing your email.", 403);
}

/**
 * Mails a confirmation link to the new address and a heads-up to the old one. The link is the
 * only one outstanding (a new request replaces it) and lives only as long as the session that
 * asked for it, so a password reset or signing out everywhere cancels it.
 */
export async function requestEmailChange(deps: AppDeps, me: SessionUser, sessionId: string, input: ChangeEmailInput) {
  const { db, mailer, env } = deps;
  const newEmail = input.newEmail.trim().toLowerCase();
  await proveIdentity(deps, me, sessionId, input.currentPassword);
  if (newEmail === me.email.toLowerCase()) throw profileError("This is already your email address.", 400);
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, newEmail));
  // A taken address gets the same answer and no link, so this form cannot list who has an account.
  if (taken) return { ok: true as const };
  const token = newToken();
  const row = { userId: me.id, sessionId, tokenHash: hashToken(token), newEmail, createdAt: deps.now() };
  await db.insert(emailChangeRequest).values(row).onConflictDoUpdate({ target: emailChangeRequest.userId, set: row });
  await mailer.send(emailChangeMail(newEmail, `${env.appUrl}/api/account/email-change/confirm?token=${token}`));
  await mailer.send(emailChangeNoticeMail(me.email, newEmail));
  return { ok: true as const };
}

/** Follows a confirmation link; answers where to send the browser. */
export async function confirmEmailChange(deps: AppDeps, token: string): Promise<string> {
  const { db, mailer, env } = deps;
  const since = new Date(deps.now().getTime() - LINK_HOURS * 3600_000);
  const [request] = await db
    .select({ userId: emailChangeRequest.userId, newEmail: emailChangeRequest.newEmail, oldEmail: user.email })
    .from(emailChangeRequest)
    .innerJoin(user, eq(user.id, emailChangeRequest.userId))
    .where(and(eq(emailChangeRequest.tokenHash, hashToken(token)), gt(emailChangeRequest.createdAt, since)));
  if (!request) return EMAIL_CHANGE_FAILED;
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, request.newEmail), ne(user.id, request.userId)));
  if (taken) return EMAIL_CHANGE_FAILED;
  const undo = newToken();
  await db.transaction(async (tx) => {
    await setEmail(tx as unknown as Database, request.userId, request.newEmail);
    await tx.delete(emailChangeRequest).where(eq(emailChangeRequest.userId, request.userId));
    const expiresAt = new Date(deps.now().getTime() + UNDO_DAYS * 86_400_000);
    await tx
      .insert(emailChangeUndo)
      .values({ tokenHash: hashToken(undo), userId: request.userId, oldEmail: request.oldEmail, newEmail: request.newEmail, expiresAt });
  });
  deps.caches.forgetUser(request.userId);
  await mailer.send(emailChangedMail(request.oldEmail, request.newEmail, `${env.appUrl}/api/account/email-change/undo?token=${undo}`));
  return EMAIL_CHANGE_DONE;
}

/**
 * The old address's way back: restores it, signs every device out and cancels other changes,
 * then sends the owner to choose a new password (whoever changed it may know the old one).
 */
export async function undoEmailChange(deps: AppDeps, token: string): Promise<string> {
  const { db } = deps;
  const [undo] = await db
    .select()
    .from(emailChangeUndo)
    .where(and(eq(emailChangeUndo.tokenHash, hashToken(token)), gt(emailChangeUndo.expiresAt, deps.now())));
  if (!undo) return EMAIL_RESTORE_FAILED;
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, undo.oldEmail), ne(user.id, undo.userId)));
  if (taken) return EMAIL_RESTORE_FAILED;
  await db.transaction(async (tx) => {
    await setEmail(tx as unknown as Database, undo.userId, undo.oldEmail);
    await tx.delete(session).where(eq(session.userId, undo.userId));
    await tx.delete(emailChangeRequest).where(eq(emailChangeRequest.userId, undo.userId));
    await tx.delete(emailChangeUndo).where(eq(emailChangeUndo.userId, undo.userId));
  });
  deps.caches.forgetUser(undo.userId);
  return EMAIL_RESTORED;
}

async function setEmail(db: Database, userId: string, email: string) {
  await db
    .update(user)
    .set({ email, emailVerified: true, updatedAt: sql`now()` })
    .where(eq(user.id, userId));
  await syncProfileEmail(db, userId, email);
}

/** Keeps profiles.email equal to the account's address. */
export async function syncProfileEmail(db: Database, userId: string, email: string): Promise<void> {
  await db.update(profiles).set({ email }).where(eq(profiles.id, userId));
}
