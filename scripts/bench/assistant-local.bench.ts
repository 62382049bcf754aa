// Sierra's local engine over HTTP: time from sending a message to the end of its streamed reply.
// Target: p95 <= 200 ms with the dialogue state (docs/decisions/053): the planning messages read the
// whole catalogue and the calendar, and the follow-ups refine the proposal the thread remembers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { subscribers } from "../../apps/server/src/db/schema";
import { bootstrapAdmin } from "../../apps/server/src/modules/accounts/bootstrap-admin";
import { loadCatalogue } from "../../apps/server/src/modules/recipes/catalogue/load-catalogue";
import { summarize } from "./support/latency";
import { signIn, startServer } from "./support/server";

const EMAIL = "bench-sierra@example.com";
const PASSWORD = "bench-sierra-password";
const TARGET_P95_MS = 200;
const ROUNDS = 8;

const MESSAGES = [
  "plan my dinners for next week",
  "just the weeknights",
  "make them vegetarian",
  "swap the 2nd for something with chicken",
  "what have I planned this week?",
  "find me a chicken recipe under 30 minutes without dairy",
  "fill the rest of this week with quick vegetarian meals",
  "swap tomorrow's dinner for something quicker",
  "what's for dinner on Friday?",
  "I'm allergic to shellfish now",
  "plan breakfast lunch and dinner for the next 3 days",
  "any vegan thai recipes?",
  "hello",
];

async function send(url: string, cookie: string, threadId: string, message: string): Promise<number> {
  const origin = `http://localhost:${new URL(url).port}`;
  const started = performance.now();
  const res = await fetch(`${url}/api/assistant/threads/${threadId}/messages`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({ message }),
  });
  const body = await res.text();
  if (!res.ok || !body.includes('"assistant-message"')) throw new Error(`${message}: ${res.status} ${body.slice(0, 300)}`);
  return performance.now() - started;
}

export async function run({ root }: { root: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), "sierra-bench-assistant-"));
  try {
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    await loadCatalogue(handle.db);
    const userId = await bootstrapAdmin(handle.db, EMAIL, PASSWORD);
    await handle.db.insert(subscribers).values({ userId, subscribed: true, planType: "all_day", source: "complimentary" }).onConflictDoNothing();
    await handle.close();
    const server = await startServer(root, 3318, { DATA_DIR: dataDir, ASSISTANT_RATE_LIMIT: "0" }, "assistant-local-server");
    try {
      const cookie = await signIn(server.url, EMAIL, PASSWORD);
      const thread = (await (await fetch(`${server.url}/api/assistant/thread`, { headers: { cookie } })).json()) as { threadId: string };
      const samples: number[] = [];
      const byMessage: Record<string, number[]> = {};
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const message of MESSAGES) {
          const ms = await send(server.url, cookie, thread.threadId, message);
          if (round > 0) (byMessage[message] ??= []).push(ms); // the first round warms caches and JIT
          if (round > 0) samples.push(ms);
        }
      }
      const overall = summarize(samples);
      return {
        scenario: `local engine, ${MESSAGES.length} kinds of message (follow-ups included) × ${ROUNDS - 1} rounds, one user and thread, PGlite`,
        overall,
        perMessage: Object.fromEntries(Object.entries(byMessage).map(([m, s]) => [m, summarize(s).p95])),
        target: { p95Ms: TARGET_P95_MS, pass: overall.p95 <= TARGET_P95_MS },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
