import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { ReminderSettings } from "@sierra/shared";
import { user } from "./auth";

/** A member's reminder settings, checked by the shared schema before they are saved (docs/decisions/066). */
export const reminderSettings = pgTable("reminder_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<ReminderSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder sent or skipped. The unique (user, kind, local date) is the claim: the
 * instance whose insert wins sends it, every other instance's insert does nothing.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    status: text("status").notNull().default("sending"),
    attempts: integer("attempts").notNull().default(1),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    unique("reminder_deliveries_once_key").on(t.userId, t.kind, t.localDate),
    index("reminder_deliveries_status_idx").on(t.status, t.lockedUntil),
    check("reminder_deliveries_kind_check", sql`${t.kind} in ('tonight', 'prep', 'pantry', 'weekly')`),
    check("reminder_deliveries_status_check", sql`${t.status} in ('sending', 'sent', 'skipped', 'failed')`),
  ],
);

/** A browser that receives this member's push notifications; the endpoint names the device. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
