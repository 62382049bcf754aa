import { describe, expect, it } from "vitest";
import { createConcurrencyLimit } from "./concurrency-limit";
import { createWindowCounter } from "./window-counter";

describe("createConcurrencyLimit", () => {
  it("runs at most max at once, queues the rest in order, refuses past the queue", async () => {
    const limit = createConcurrencyLimit(2, 1);
    const order: number[] = [];
    let running = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(n);
        gates.push(() => {
          running -= 1;
          resolve(n);
        });
      });
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const results = [limit.run(task(1)), limit.run(task(2)), limit.run(task(3))];
    expect(await limit.run(task(4))).toBeNull();
    expect(limit.waiting).toBe(1);
    await turn();
    gates.shift()!();
    await results[0];
    await turn();
    while (gates.length) gates.shift()!();
    expect(await Promise.all(results)).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(peak).toBe(2);
    expect(limit.active).toBe(0);
  });

  it("starts each task on a turn of the event loop of its own, so work that arrived meanwhile runs in between", async () => {
    const limit = createConcurrencyLimit(1, 5);
    const events: string[] = [];
    // Two searches read in one go, and another request's callback queued just after them.
    const searches = [limit.run(async () => events.push("first search")), limit.run(async () => events.push("second search"))];
    setImmediate(() => events.push("another request"));
    expect(events).toEqual([]);
    await Promise.all(searches);
    expect(events).toEqual(["first search", "another request", "second search"]);
  });

  it("frees its place when a task throws", async () => {
    const limit = createConcurrencyLimit(1, 0);
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limit.run(() => Promise.resolve("ok"))).toBe("ok");
  });
});

describe("createWindowCounter", () => {
  it("allows `limit` per window and per key, then says how long to wait", () => {
    const counter = createWindowCounter({ limit: 2, windowMs: 60_000 });
    expect(counter.hit("a", 0)).toBe(0);
    expect(counter.hit("a", 1000)).toBe(0);
    expect(counter.hit("a", 2000)).toBe(58);
    expect(counter.hit("b", 2000)).toBe(0);
    expect(counter.hit("a", 60_000)).toBe(0);
  });
});
