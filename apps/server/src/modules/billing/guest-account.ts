import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { pendingAccounts, user } from "../../db/schema";
import { provisionAccount } from "../accounts/provision";
import { applyOnboardingPreferences } from "../onboarding/apply-preferences";
import { GUEST_PASSWORD_LINK_HOURS } from "@sierra/shared";
import { guestWelcomeMail } from "../../adapters/mail/templates";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

interface GuestSession {
  id: string;
  customer_details?: { email?: string | null } | null;
  metadata?: Record<string, string> | null;
}

/** The pending row of a checkout; written at guest checkout, else (older checkouts) from the session. */
async function pendingOf(deps: AppDeps, session: GuestSession) {
  const email = normalizeEmail(session.customer_details?.email ?? "");
  const firstName = session.metadata?.firstName || null;
  const lastName = session.metadata?.lastName || null;
  if (email) await deps.db.insert(pendingAccounts).values({ checkoutSessionId: session.id, email, firstName, lastName }).onConflictDoNothing();
  const [pending] = await deps.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, session.id));
  if (!pending) throw new Error(`Guest checkout ${session.id} has no e-mail`);
  if (email && email !== pending.email) console.warn(`Guest checkout ${session.id} was paid under another e-mail; the account stays with the pending one`);
  return pending;
}

/**
 * A completed guest checkout becomes exactly one account: the pending row is keyed by the
 * checkout session, the account by its unique e-mail, so a replay or a concurrent delivery
 * finds the same user. The account is always the pending row's e-mail (the one the guest
 * checkout began with): a payment under another address cannot claim it. The payment e-mail
 * counts as verified; the owner sets a password from the welcome mail's link (better-auth's
 * reset token, valid 24 h: docs/decisions/048). Onboarding preferences land in the transaction
 * that links the row: once.
 */
export async function ensureGuestAccount(deps: AppDeps, session: GuestSession): Promise<string> {
  const pending = await pendingOf(deps, session);
  if (pending.userId) return pending.userId;
  const { email, firstName, lastName } = pending;

  let created = false;
  let [existing] = await deps.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
  const name = [firstName, lastName].filter(Boolean).join(" ") || email.split("@")[0] || "Cook";
  if (!existing) {
    try {
      const ctx = await deps.auth.$context;
      const made = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "guest-checkout" });
      existing = { id: made.id, emailVerified: true };
      created = true;
    } catch (error) {
      // Another delivery created it a moment ago: the unique e-mail makes it the same account.
      [existing] = await deps.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
      if (!existing) throw error;
    }
  }
  // Also after a failure between creating the user and here: provisioning is idempotent.
  await provisionAccount(deps.db, { id: existing.id, email, name });
  const userId = existing.id;
  const linked = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(pendingAccounts)
      .set({ userId, processed: true })
      .where(and(eq(pendingAccounts.checkoutSessionId, session.id), isNull(pendingAccounts.userId)))
      .returning({ preferences: pendingAccounts.preferences });
    const heard = rows[0]?.preferences;
    if (heard) await applyOnboardingPreferences(tx, userId, heard);
    return rows;
  });
  if (created) await deps.mailer.send(guestWelcomeMail(email, await setPasswordLink(deps, userId), GUEST_PASSWORD_LINK_HOURS));
  // An unverified account with this address (someone signed up meanwhile, maybe not the payer) is
  // never verified here; the payer, who owns the mailbox, gets the link to set the password.
  else if (linked.length > 0 && !existing.emailVerified) {
    await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } });
  }
  return existing.id;
}

/**
 * A set-your-password link for a new account: better-auth's own reset token (the reset form
 * redeems it once), written here to live 24 h instead of a reset's hour (docs/decisions/048).
 * better-auth checks it against the wall clock, so it expires by the wall clock too.
 */
async function setPasswordLink(deps: AppDeps, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const ctx = await deps.auth.$context;
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + GUEST_PASSWORD_LINK_HOURS * 3600_000),
  });
  return `${deps.env.appUrl}/auth/callback?type=recovery&token=${token}&welcome=1`;
}
