import { describe, expect, it } from "vitest";
import type { GenerationView } from "@sierra/shared";
import { watchUntilSettled } from "./watch-loop";

const view = (status: GenerationView["status"], recipeId: string | null = null): GenerationView => ({
  id: "g",
  status,
  recipeId,
  reason: status === "failed" ? "No recipe fits" : null,
});

async function* stream(...views: GenerationView[]) {
  for (const v of views) yield v;
}

/** A stream whose connection drops before its first event. */
const dropped = (): AsyncIterable<GenerationView> => ({
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("connection lost")) }),
});

describe("watchUntilSettled", () => {
  it("follows the stream to its outcome", async () => {
    const seen: string[] = [];
    const result = await watchUntilSettled({
      open: () => stream(view("pending"), view("running"), view("completed", "r1"), view("running")),
      fetchOnce: () => Promise.reject(new Error("not needed")),
      onView: (v) => seen.push(v.status),
      signal: new AbortController().signal,
    });
    expect(result).toEqual(view("completed", "r1"));
    expect(seen).toEqual(["pending", "running", "completed"]);
  });

  it("reads once when the stream ends early, and opens it again (after a lost connection too) until the job settles", async () => {
    let opened = 0;
    const reads = [view("running"), view("failed")];
    const result = await watchUntilSettled({
      open: () => {
        opened += 1;
        if (opened === 2) return dropped();
        return opened === 1 ? stream(view("pending")) : stream();
      },
      fetchOnce: async () => reads.shift()!,
      onView: () => undefined,
      signal: new AbortController().signal,
      retryDelayMs: 1,
    });
    expect(result?.status).toBe("failed");
    expect(opened).toBe(3);
  });

  it("gives up with null when its signal aborts (the 5-minute time-out)", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const watching = watchUntilSettled({
      open: () => stream(view("running")),
      fetchOnce: async () => view("running"),
      onView: (v) => seen.push(v.status),
      signal: controller.signal,
      retryDelayMs: 60_000,
    });
    setTimeout(() => controller.abort(), 5);
    await expect(watching).resolves.toBeNull();
    expect(seen).toEqual(["running", "running"]);
  });
});
