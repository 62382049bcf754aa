import { eq } from "drizzle-orm";
import type { ChatMessage, ChatStreamEvent, CurrentThreadResponse } from "@sierra/shared";
import { preferences, subscribers } from "../../db/schema";
import type { TestApp } from "../../testing/test-app";
import { signedInUser, type TestClient } from "../../testing/test-client";

/** A signed-in member with a subscription, in a fixed zone. */
export async function assistantMember(t: TestApp, plan: "none" | "trial" | "all_day", prefs: Partial<typeof preferences.$inferInsert> = {}) {
  const user = await signedInUser(t);
  await t.db
    .update(preferences)
    .set({ userTimezone: "UTC", ...prefs })
    .where(eq(preferences.userId, user.id));
  if (plan === "trial") await t.db.insert(subscribers).values({ userId: user.id, trialEnd: new Date("2027-06-01T00:00:00Z"), source: "complimentary" });
  if (plan === "all_day") await t.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: "all_day", source: "complimentary" });
  return user;
}

/** Reads a text/event-stream answer into its events. */
export async function readEvents(res: Response): Promise<ChatStreamEvent[]> {
  const text = await res.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => JSON.parse(line.slice(6)) as ChatStreamEvent);
}

export async function currentThreadOf(client: TestClient): Promise<string> {
  return (await client.json<CurrentThreadResponse>("/api/assistant/thread")).body.threadId;
}

/** Sends a message and returns the stored reply (or the refusal's status and body). */
export async function ask(client: TestClient, threadId: string, message: string, selectedDate?: string) {
  const res = await client.request(`/api/assistant/threads/${threadId}/messages`, { method: "POST", json: { message, selectedDate } });
  if (res.headers.get("content-type")?.startsWith("application/json"))
    return { status: res.status, error: (await res.json()) as { code: string; message: string }, events: [], reply: null };
  const events = await readEvents(res);
  const reply = events.find((e): e is { type: "assistant-message"; message: ChatMessage } => e.type === "assistant-message")?.message ?? null;
  return { status: res.status, error: null, events, reply };
}
