import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every e-mail the embedded mail adapter "sends", for /dev/mailbox. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_at_idx").on(t.createdAt)],
);
