import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { AssistantCard, ChatMessage, CurrentThreadResponse, DialogueState, ThreadSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { assistantMessages, assistantThreads } from "../../db/schema";
import { AppError } from "../../http/errors";

type MessageRow = typeof assistantMessages.$inferSelect;
type ThreadRow = typeof assistantThreads.$inferSelect;

const THREAD_TITLE_LENGTH = 60;
/** Past threads listed in the panel. */
const THREAD_LIST_LIMIT = 30;

export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: row.id, role: row.role as ChatMessage["role"], content: row.content, timestamp: row.createdAt.toISOString(), cards: row.cards };
}

const toSummary = (row: ThreadRow): ThreadSummary => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A thread of this user, or 404: another user's thread is answered as missing, never as forbidden. */
export async function ownThread(db: Database, userId: string, threadId: string): Promise<ThreadRow> {
  const [row] = await db
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.id, threadId), eq(assistantThreads.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(404, "THREAD_NOT_FOUND", "Conversation not found");
  return row;
}

export async function threadMessages(db: Database, threadId: string): Promise<ChatMessage[]> {
  const rows = await db.select().from(assistantMessages).where(eq(assistantMessages.threadId, threadId)).orderBy(asc(assistantMessages.seq));
  return rows.map(toChatMessage);
}

export async function createThread(db: Database, userId: string): Promise<CurrentThreadResponse> {
  const [row] = await db.insert(assistantThreads).values({ userId }).returning();
  return { threadId: row!.id, messages: [] };
}

/** The thread the panel opens: the user's most recently used one, or a new one. */
export async function currentThread(db: Database, userId: string): Promise<CurrentThreadResponse> {
  const [row] = await db.select().from(assistantThreads).where(eq(assistantThreads.userId, userId)).orderBy(desc(assistantThreads.updatedAt)).limit(1);
  if (!row) return createThread(db, userId);
  return { threadId: row.id, messages: await threadMessages(db, row.id) };
}

export async function openThread(db: Database, userId: string, threadId: string): Promise<CurrentThreadResponse> {
  const thread = await ownThread(db, userId, threadId);
  return { threadId: thread.id, messages: await threadMessages(db, thread.id) };
}

/** Threads with at least one message, newest first. */
export async function listThreads(db: Database, userId: string): Promise<ThreadSummary[]> {
  const rows = await db
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.userId, userId), sql`${assistantThreads.title} is not null`))
    .orderBy(desc(assistantThreads.updatedAt))
    .limit(THREAD_LIST_LIMIT);
  return rows.map(toSummary);
}

/** Stores a message and marks the thread as used (its first user message names it). */
/** `at` is the app's clock (deps.now), which the message limit counts against. */
export async function appendMessage(
  db: Database,
  thread: { id: string; userId: string },
  at: Date,
  role: ChatMessage["role"],
  content: string,
  cards: AssistantCard[] = [],
): Promise<ChatMessage> {
  const [row] = await db.insert(assistantMessages).values({ threadId: thread.id, userId: thread.userId, role, content, cards, createdAt: at }).returning();
  const title = role === "user" ? content.replace(/\s+/g, " ").slice(0, THREAD_TITLE_LENGTH) : null;
  await db
    .update(assistantThreads)
    .set({ updatedAt: at, ...(title ? { title: sql`coalesce(${assistantThreads.title}, ${title})` } : {}) })
    .where(eq(assistantThreads.id, thread.id));
  return toChatMessage(row!);
}

/** A message of this user's thread, or 404. */
export async function ownMessage(db: Database, userId: string, threadId: string, messageId: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.id, messageId), eq(assistantMessages.threadId, threadId), eq(assistantMessages.userId, userId)))
    .limit(1);
  if (!row) throw new AppError(404, "MESSAGE_NOT_FOUND", "Message not found");
  return row;
}

export async function saveCards(db: Database, messageId: string, cards: AssistantCard[]): Promise<ChatMessage> {
  const [row] = await db.update(assistantMessages).set({ cards }).where(eq(assistantMessages.id, messageId)).returning();
  return toChatMessage(row!);
}

/** What the thread last proposed or listed, for the next message's follow-ups (null forgets it). */
export async function saveDialogueState(db: Database, threadId: string, state: DialogueState | null): Promise<void> {
  await db.update(assistantThreads).set({ dialogueState: state }).where(eq(assistantThreads.id, threadId));
}
