import { describe, expect, it } from "vitest";
import { UserCache } from "./user-cache";

const limits = { maxEntries: 3, maxAgeMs: 60_000 };

describe("UserCache", () => {
  it("returns what was stored until the user is forgotten", () => {
    const cache = new UserCache<string>(limits);
    cache.set("a1", "alice", "A1", cache.begin());
    cache.set("a2", "alice", "A2", cache.begin());
    cache.set("b1", "bob", "B1", cache.begin());
    cache.forgetUser("alice");
    expect([cache.get("a1"), cache.get("a2"), cache.get("b1")]).toEqual([undefined, undefined, "B1"]);
  });

  it("does not store a read that an invalidation overtook", () => {
    const cache = new UserCache<string>(limits);
    const startedAt = cache.begin();
    cache.forgetUser("someone-else");
    cache.set("a1", "alice", "stale", startedAt);
    expect(cache.get("a1")).toBeUndefined();
  });

  it("drops an entry at its own deadline and at the age cap", () => {
    const cache = new UserCache<string>(limits);
    cache.set("a1", "alice", "A1", cache.begin(), 1_500, 1_000);
    cache.set("b1", "bob", "B1", cache.begin(), Infinity, 1_000);
    expect(cache.get("a1", 1_499)).toBe("A1");
    expect(cache.get("a1", 1_500)).toBeUndefined();
    expect(cache.get("b1", 60_999)).toBe("B1");
    expect(cache.get("b1", 61_000)).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = new UserCache<string>(limits);
    for (const key of ["k1", "k2", "k3", "k4"]) cache.set(key, key, key, cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k4")).toBe("k4");
  });

  it("stores nothing while disabled and forgets everything when disabled", () => {
    const cache = new UserCache<string>(limits);
    cache.set("a1", "alice", "A1", cache.begin());
    cache.setEnabled(false);
    expect(cache.get("a1")).toBeUndefined();
    cache.set("a1", "alice", "A1", cache.begin());
    expect(cache.get("a1")).toBeUndefined();
    cache.setEnabled(true);
    cache.set("a1", "alice", "A1", cache.begin());
    expect(cache.get("a1")).toBe("A1");
  });
});
