import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outbox } from "../../db/schema";
import type { Mailer, MailMessage } from "./mailer";

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** A claimed message another instance did not finish within this is tried again. */
const CLAIM_SECONDS = 120;
/** Retries and messages queued by other instances are picked up at least this often. */
const POLL_MS = 30_000;

/** Seconds to wait before attempt n + 1: 30 s, 1, 2, 4 ... minutes, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

/**
 * Mail is stored in the outbox before the response goes out and delivered by this worker, so
 * a request never waits on the mail server: asking for a reset of a known address takes as
 * long as for an unknown one, and a slow or absent server loses no mail. Rows are claimed with
 * SKIP LOCKED, so several instances share one queue.
 */
export function createQueuedMailer(db: Database, transport: Mailer, log: (line: string) => void = console.error) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim() {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.transport, "smtp"),
          isNull(outbox.deliveredAt),
          lt(outbox.attempts, MAX_ATTEMPTS),
          or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]) {
    try {
      await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db
        .update(outbox)
        .set({ deliveredAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const message = (error as Error).message;
      log(`[mail] delivery to ${row.to} failed (attempt ${row.attempts} of ${MAX_ATTEMPTS}): ${message}`);
      await db
        .update(outbox)
        .set({ lastError: message, claimedUntil: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})` })
        .where(eq(outbox.id, row.id));
    }
  }

  async function runUntilEmpty() {
    do {
      again = false;
      for (let rows = await claim(); rows.length > 0 && !stopped; rows = await claim()) {
        for (const row of rows) await deliver(row);
      }
    } while (again && !stopped);
  }

  /** Starts a delivery run, or asks the one in progress to look again when it is done. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runUntilEmpty()
      .catch((error: unknown) => log(`[mail] delivery run failed: ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const poll = setInterval(() => void kick(), POLL_MS);
  poll.unref();
  void kick();

  return {
    kind: transport.kind,
    async send(message: MailMessage) {
      await db.insert(outbox).values({ ...message, transport: "smtp" });
      setImmediate(() => void kick());
    },
    check: () => transport.check(),
    /** Delivers what is due now; for shutdown and tests. */
    drain: () => kick(),
    async stop() {
      clearInterval(poll);
      await running;
      stopped = true;
    },
  } satisfies Mailer;
}
