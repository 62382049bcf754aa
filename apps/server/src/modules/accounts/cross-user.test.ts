import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { subscribers } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("user B and user A's account data", () => {
  it("B's reads return B's own profile and subscription, never A's", async () => {
    const a = await signedInUser(t, { name: "Alice Able" });
    const b = await signedInUser(t, { name: "Bob Baker" });
    await t.db.insert(subscribers).values({ userId: a.id, subscribed: true, planType: "all_day", source: "complimentary" });

    const meB = await b.client.json<{ user: { id: string }; profile: { first_name: string }; subscription: { subscribed: boolean } }>("/api/me");
    expect(meB.body.user.id).toBe(b.id);
    expect(meB.body.profile.first_name).toBe("Bob");
    expect(meB.body.subscription.subscribed).toBe(false);
    // Ids in the query or body are ignored: the session decides whose data it is.
    const withId = await b.client.json<{ user: { id: string } }>(`/api/me?userId=${a.id}`);
    expect(withId.body.user.id).toBe(b.id);
  });

  it("B cannot change A's subscription or roles", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await b.client.json(`/api/admin/users/${a.id}/complimentary`, { json: { kind: "plan", planType: "all_day" } })).status).toBe(403);
    expect((await b.client.json("/api/auth/admin/set-role", { json: { userId: a.id, role: "user" } })).status).toBe(403);
    const rows = await t.db.select().from(subscribers).where(eq(subscribers.userId, a.id));
    expect(rows).toEqual([]);
  });
});
