import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GENERATION_WATCH_TIMEOUT_MS, type GenerationView } from "@sierra/shared";
import type { GenerationWatcher } from "./hub";
import { KEEP_ALIVE_MS, watchGeneration } from "./watch";

const view = (status: GenerationView["status"], recipeId: string | null = null): GenerationView => ({ id: "job", status, recipeId, reason: null });

function setup(initial: GenerationView) {
  let current = initial;
  const sent: GenerationView[] = [];
  let pings = 0;
  let watcher: GenerationWatcher | null = null;
  let unsubscribed = false;
  const watch = watchGeneration({
    read: async () => current,
    subscribe: (w) => {
      watcher = w;
      return () => {
        unsubscribed = true;
      };
    },
    send: async (v) => {
      sent.push(v);
    },
    ping: async () => {
      pings += 1;
    },
  });
  let ended = false;
  void watch.done.then(() => (ended = true));
  return {
    watch,
    sent,
    set: (v: GenerationView) => (current = v),
    announce: () => watcher!.onChange(),
    end: () => watcher!.onEnd(),
    state: () => ({ ended, unsubscribed, pings }),
  };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("watchGeneration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the state at once, each change once, and ends on completed", async () => {
    const w = setup(view("pending"));
    await settle();
    expect(w.sent).toEqual([view("pending")]);
    w.announce(); // nothing changed: nothing sent
    w.set(view("running"));
    w.announce();
    await settle();
    w.set(view("completed", "r1"));
    w.announce();
    await settle();
    expect(w.sent).toEqual([view("pending"), view("running"), view("completed", "r1")]);
    expect(w.state()).toMatchObject({ ended: true, unsubscribed: true });
  });

  it("ends at once for a job already failed", async () => {
    const w = setup(view("failed"));
    await settle();
    expect(w.sent).toEqual([view("failed")]);
    expect(w.state().ended).toBe(true);
  });

  it("pings every 15 seconds, re-reading the job in case an announcement was missed", async () => {
    const w = setup(view("running"));
    await settle();
    w.set(view("completed", "r2"));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(w.state().pings).toBe(1);
    expect(w.sent.at(-1)).toEqual(view("completed", "r2"));
    expect(w.state().ended).toBe(true);
  });

  it("gives up after 5 minutes", async () => {
    const w = setup(view("running"));
    await vi.advanceTimersByTimeAsync(GENERATION_WATCH_TIMEOUT_MS - 1);
    expect(w.state().ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.state()).toMatchObject({ ended: true, unsubscribed: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when the browser leaves or the instance shuts down, and sends nothing after", async () => {
    const left = setup(view("pending"));
    await settle();
    left.watch.stop();
    left.set(view("completed", "r3"));
    left.announce();
    await settle();
    expect(left.sent).toEqual([view("pending")]);
    expect(left.state()).toMatchObject({ ended: true, unsubscribed: true });

    const shutdown = setup(view("pending"));
    await settle();
    shutdown.end();
    await settle();
    expect(shutdown.state().ended).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
