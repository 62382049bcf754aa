import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every e-mail, queued before the response goes out. Local mail (transport 'local') is
 * delivered by being stored, for /dev/mailbox; SMTP mail waits here until a worker sends it,
 * so a request never waits on the mail server (no timing difference between known and
 * unknown addresses).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    transport: text("transport").notNull().default("local"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_created_at_idx").on(t.createdAt),
    index("outbox_pending_idx")
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
