import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { MealPlanResponse, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../testing/test-app";
import { signedInUser, TestClient } from "../testing/test-client";
import { preferences, subscribers } from "../db/schema";

/**
 * Sessions and calendar views are cached per instance (docs/decisions/025).
 * Two instances share one database here, as behind a load balancer: what one
 * changes, the other must stop serving from memory.
 */
let first: TestApp;
let second: TestApp;
let recipeId: string;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: first });
  recipeId = (await new TestClient(first).json<RecipeListResponse>("/api/recipes?mealType=Dinner")).body.recipes[0]!.id;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);

async function dinnerMember() {
  const user = await signedInUser(first);
  await first.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: "all_day", source: "complimentary" });
  return user;
}

const plan = (client: TestClient) => client.json<MealPlanResponse>(`/api/meal-plans?view=weekly&date=${tomorrow}`);
const dinnerTomorrow = (res: { body: MealPlanResponse }) => res.body.slots[tomorrow]?.dinner?.recipe_id ?? null;

describe("per-instance caches", () => {
  it("an instance reads its own writes at once", async () => {
    const user = await dinnerMember();
    await plan(user.client); // creates the month's plan
    expect(dinnerTomorrow(await plan(user.client))).toBeNull();
    expect((await user.client.json(`/api/meal-plans/slots/${tomorrow}/dinner`, { method: "PUT", json: { recipeId } })).status).toBe(200);
    expect(dinnerTomorrow(await plan(user.client))).toBe(recipeId);
    expect((await user.client.json(`/api/meal-plans/slots/${tomorrow}/dinner`, { method: "DELETE" })).status).toBe(200);
    expect(dinnerTomorrow(await plan(user.client))).toBeNull();
  });

  it("a meal added on one instance shows on the other", async () => {
    const user = await dinnerMember();
    const elsewhere = user.client.onInstance(second);
    await plan(elsewhere); // creates the month's plan
    expect(dinnerTomorrow(await plan(elsewhere))).toBeNull(); // kept in memory
    expect((await user.client.json(`/api/meal-plans/slots/${tomorrow}/dinner`, { method: "PUT", json: { recipeId } })).status).toBe(200);
    await expect.poll(async () => dinnerTomorrow(await plan(elsewhere)), { timeout: 2_000, interval: 20 }).toBe(recipeId);
  });

  it("a change made in the database itself reaches every instance", async () => {
    const user = await dinnerMember();
    const elsewhere = user.client.onInstance(second);
    await plan(user.client); // creates the month's plan
    expect((await plan(user.client)).body.timeZone).not.toBe("Asia/Tokyo");
    expect((await plan(elsewhere)).body.allowedMealTypes).toContain("breakfast");
    await first.db.update(preferences).set({ userTimezone: "Asia/Tokyo" }).where(eq(preferences.userId, user.id));
    await first.db.update(subscribers).set({ planType: "dinner" }).where(eq(subscribers.userId, user.id));
    await expect.poll(async () => (await plan(user.client)).body.timeZone, { timeout: 2_000, interval: 20 }).toBe("Asia/Tokyo");
    await expect.poll(async () => (await plan(elsewhere)).body.allowedMealTypes, { timeout: 2_000, interval: 20 }).toEqual(["dinner"]);
  });

  it("a session cookie sent twice is judged by better-auth, never by memory", async () => {
    const user = await dinnerMember();
    expect((await user.client.json("/api/me")).status).toBe(200); // now in memory
    const name = "better-auth.session_token";
    const token = user.client.cookie(name)!;
    for (const header of [`${name}=${token}; ${name}=forged.value`, `${name}=forged.value; ${name}=${token}`]) {
      const verdict = (await first.deps.auth.api.getSession({ headers: new Headers({ cookie: header }) })) ? 200 : 401;
      expect((await user.client.withCopiedCookies().request("/api/me", { headers: { cookie: header } })).status).toBe(verdict);
    }
  });

  it("signing out on one instance ends the session on the other", async () => {
    const user = await dinnerMember();
    const elsewhere = user.client.onInstance(second);
    expect((await elsewhere.json("/api/me")).status).toBe(200);
    // The browser forgets the cookie at sign-out; whoever kept a copy must be refused too.
    const kept = elsewhere.withCopiedCookies();
    expect((await user.client.request("/api/auth/sign-out", { json: {} })).status).toBe(200);
    expect((await kept.onInstance(first).json("/api/me")).status).toBe(401);
    await expect.poll(async () => (await kept.json("/api/me")).status, { timeout: 2_000, interval: 20 }).toBe(401);
  });
});
