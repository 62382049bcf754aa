import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { signedInUser } from "../testing/test-client";
import { watchWrites } from "../testing/write-watch";

/**
 * A GET reads. For an account in use, no page's load writes a row that names the
 * user. The calendar's month plan and Sierra's thread are created by their first load (spec
 * section 4 and Sierra's readiness), so each is loaded once before the watch starts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const PAGE_LOADS = [
  "/api/me",
  "/api/me/role",
  "/api/me/subscription",
  "/api/profile",
  "/api/profile/preferences",
  "/api/profile/timezone?zipcode=10001",
  "/api/account/sessions",
  "/api/calendar-feed",
  `/api/meal-plans?view=monthly&date=${today}`,
  `/api/meal-plans?view=weekly&date=${today}`,
  "/api/dashboard/stats",
  "/api/recipes?mealType=Dinner",
  "/api/recipes/categories",
  "/api/favorites",
  "/api/billing/subscription",
  "/api/assistant/status",
  "/api/assistant/thread",
  "/api/assistant/threads",
  "/api/pantry",
  "/api/pantry/cookable",
  `/api/pantry/cooked?start=${today}&end=${today}`,
  "/api/shopping-lists",
  "/api/auth-providers",
  "/api/auth/get-session",
];

describe("GET requests", () => {
  it("write nothing for an account in use", async () => {
    const me = await signedInUser(t);
    await me.client.json(`/api/meal-plans?view=monthly&date=${today}`);
    await me.client.json("/api/assistant/thread");
    const watch = await watchWrites(t.db, me.id);
    try {
      for (const path of PAGE_LOADS) expect([path, (await me.client.request(path)).status]).toEqual([path, 200]);
      expect(await watch.writes()).toEqual([]);
    } finally {
      await watch.stop();
    }
  });
});
