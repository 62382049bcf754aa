import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Personal API tokens (docs/decisions/059). Only the SHA-256 of the secret is kept; revoking
 * deletes the row. The window columns count this minute's requests, in the row, so every
 * instance holds a token to the same limit.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    hint: text("hint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }),
    windowCount: integer("window_count").notNull().default(0),
  },
  (t) => [
    index("api_tokens_user_idx").on(t.userId, t.createdAt),
    check("api_tokens_scope_check", sql`${t.scope} in ('read', 'read_write')`),
    check("api_tokens_name_check", sql`char_length(${t.name}) between 1 and 60`),
  ],
);
