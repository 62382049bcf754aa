import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AssistantCard, DialogueState, GenerationRequest } from "@sierra/shared";
import { user } from "./auth";
import { recipes } from "./recipes";

/** A conversation with Sierra. The newest thread of a user is the one the panel opens. */
export const assistantThreads = pgTable(
  "assistant_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The first words of the first message, so past threads can be told apart. */
    title: text("title"),
    /** What Sierra last proposed or listed here, so a follow-up can refine it (request model, DialogueState). */
    dialogueState: jsonb("dialogue_state").$type<DialogueState>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_threads_user_updated_idx").on(t.userId, t.updatedAt)],
);

/**
 * One message of a thread. Cards (a proposed plan, recipes found, a generation in progress, a
 * preference change awaiting confirmation) are stored with the message: a confirmation applies
 * what the server stored, never what a client or a model sends back.
 */
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => assistantThreads.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull(),
    cards: jsonb("cards")
      .$type<AssistantCard[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The order messages were written in (two may share a timestamp). */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index("assistant_messages_thread_seq_idx").on(t.threadId, t.seq),
    // The per-user message limit counts a user's recent messages (docs/decisions/034).
    index("assistant_messages_user_created_idx").on(t.userId, t.createdAt),
    check("assistant_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
  ],
);

/**
 * Recipe generation jobs (spec: meal_generation_queue). A worker claims a pending row with
 * FOR UPDATE SKIP LOCKED and holds it by `locked_until`; a row whose lease ran out (its
 * instance died) is claimable again, up to the attempt limit (docs/decisions/037).
 */
export const mealGenerationQueue = pgTable(
  "meal_generation_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    request: jsonb("request").$type<GenerationRequest>().notNull(),
    status: text("status").notNull().default("pending"),
    recipeId: uuid("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("meal_generation_queue_user_idx").on(t.userId, t.createdAt),
    index("meal_generation_queue_claim_idx").on(t.status, t.createdAt),
    check("meal_generation_queue_status_check", sql`${t.status} in ('pending', 'running', 'completed', 'failed')`),
  ],
);
