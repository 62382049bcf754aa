import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { pendingAccounts, user } from "../../db/schema";
import { provisionAccount } from "../accounts/provision";
import { guestWelcomeMail } from "./mails";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

interface GuestSession {
  id: string;
  customer_details?: { email?: string | null } | null;
  metadata?: Record<string, string> | null;
}

/**
 * A completed guest checkout becomes exactly one account: the pending row is keyed by the
 * checkout session, the account by its unique e-mail, so a replay or a concurrent delivery
 * finds the same user. The payment e-mail counts as verified; the owner sets a password with
 * the reset-password link (better-auth's own token flow).
 */
export async function ensureGuestAccount(deps: AppDeps, session: GuestSession): Promise<string> {
  const email = normalizeEmail(session.customer_details?.email ?? "");
  if (!email) throw new Error(`Guest checkout ${session.id} has no e-mail`);
  const firstName = session.metadata?.firstName || null;
  const lastName = session.metadata?.lastName || null;
  await deps.db.insert(pendingAccounts).values({ checkoutSessionId: session.id, email, firstName, lastName }).onConflictDoNothing();
  const [pending] = await deps.db.select().from(pendingAccounts).where(eq(pendingAccounts.checkoutSessionId, session.id));
  if (pending?.userId) return pending.userId;

  let created = false;
  let [existing] = await deps.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
  if (!existing) {
    const name = [firstName, lastName].filter(Boolean).join(" ") || email.split("@")[0] || "Cook";
    try {
      const ctx = await deps.auth.$context;
      const made = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: "guest-checkout" });
      await provisionAccount(deps.db, { id: made.id, email, name });
      existing = { id: made.id, emailVerified: true };
      created = true;
    } catch (error) {
      // Another delivery created it a moment ago: the unique e-mail makes it the same account.
      [existing] = await deps.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
      if (!existing) throw error;
    }
  }
  const linked = await deps.db
    .update(pendingAccounts)
    .set({ userId: existing.id, processed: true })
    .where(and(eq(pendingAccounts.checkoutSessionId, session.id), isNull(pendingAccounts.userId)))
    .returning({ id: pendingAccounts.checkoutSessionId });
  if (created) await deps.mailer.send(guestWelcomeMail(email, deps.env.appUrl));
  // An unverified account with this address (someone signed up meanwhile, maybe not the payer) is
  // never verified here; the payer, who owns the mailbox, gets the link to set the password.
  if (created || (linked.length > 0 && !existing.emailVerified)) {
    await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset-password" } });
  }
  return existing.id;
}
