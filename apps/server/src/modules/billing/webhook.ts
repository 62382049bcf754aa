import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { AppDeps } from "../../app-deps";
import { billingEvents } from "../../db/schema";
import { applyEvent, type ApplyContext } from "./apply-event";
import { ensureGuestAccount } from "./guest-account";

const MAX_ATTEMPTS = 20;
const retrying = new WeakSet<AppDeps>();

/**
 * POST /api/billing/webhook: verify, store once (the provider's event id is the key), then
 * process. The answer is 200 once stored; a failure stays in billing_events and is retried.
 */
export async function receiveWebhook(deps: AppDeps, rawBody: string, signature: string): Promise<{ status: 200 | 400 }> {
  let event: Stripe.Event;
  try {
    event = deps.billing.constructEvent(rawBody, signature);
  } catch {
    return { status: 400 };
  }
  await deps.db.insert(billingEvents).values({ id: event.id, type: event.type, payload: event, providerCreated: event.created }).onConflictDoNothing();
  await processEvent(deps, event.id);
  await retryPendingEvents(deps);
  return { status: 200 };
}

/** Processes one stored event at most once, in a transaction; returns whether it is done. */
export async function processEvent(deps: AppDeps, id: string): Promise<boolean> {
  const [row] = await deps.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.id, id), isNull(billingEvents.processedAt)));
  if (!row) return true;
  const event = row.payload as Stripe.Event;
  const ctx: Omit<ApplyContext, "tx"> = { deps, effects: [] };
  try {
    // Account creation goes through better-auth, outside our transaction; it is idempotent.
    const session = event.data.object as unknown as { id: string; metadata?: Record<string, string> | null };
    if (event.type === "checkout.session.completed" && session.metadata?.guest === "1") await ensureGuestAccount(deps, session);
    await deps.db.transaction(async (tx) => {
      // A concurrent delivery of the same event holds the row: let it finish the work.
      const claimed = await tx
        .select({ id: billingEvents.id })
        .from(billingEvents)
        .where(and(eq(billingEvents.id, id), isNull(billingEvents.processedAt)))
        .for("update", { skipLocked: true });
      if (claimed.length === 0) return;
      await applyEvent({ ...ctx, tx }, event);
      await tx
        .update(billingEvents)
        .set({ processedAt: deps.now(), attempts: sql`${billingEvents.attempts} + 1`, lastError: null })
        .where(eq(billingEvents.id, id));
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(billingEvents)
      .set({ attempts: sql`${billingEvents.attempts} + 1`, lastError: message.slice(0, 500) })
      .where(eq(billingEvents.id, id));
    return false;
  }
  for (const effect of ctx.effects) await effect().catch((e: unknown) => console.error("billing effect failed", e));
  return true;
}

/** Earlier events that failed (often: they arrived before their checkout), oldest first. */
export async function retryPendingEvents(deps: AppDeps): Promise<void> {
  if (retrying.has(deps)) return;
  retrying.add(deps);
  try {
    const pending = await deps.db
      .select({ id: billingEvents.id })
      .from(billingEvents)
      .where(and(isNull(billingEvents.processedAt), lt(billingEvents.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(billingEvents.providerCreated), asc(billingEvents.receivedAt))
      .limit(50);
    for (const { id } of pending) await processEvent(deps, id);
  } finally {
    retrying.delete(deps);
  }
}
