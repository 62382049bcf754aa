import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { MealPlanResponse, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { mealPlans, preferences, subscribers } from "../../db/schema";

let t: TestApp;
let dinnerIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  dinnerIds = (await new TestClient(t).json<RecipeListResponse>("/api/recipes?mealType=Dinner")).body.recipes.map((r) => r.id);
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

/** Noon UTC on 2026-11-21: 07:00 in New York, 21:00 in Tokyo. */
const NOON_UTC = new Date("2026-11-21T12:00:00Z");

async function member(plan: "none" | "trial" | "dinner" | "all_day", timeZone = "UTC") {
  const user = await signedInUser(t);
  await t.db.update(preferences).set({ userTimezone: timeZone }).where(eq(preferences.userId, user.id));
  if (plan === "trial") await t.db.insert(subscribers).values({ userId: user.id, trialEnd: new Date("2027-01-01T00:00:00Z"), source: "complimentary" });
  if (plan === "dinner" || plan === "all_day")
    await t.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: plan, source: "complimentary" });
  return user;
}

const put = (client: TestClient, date: string, mealType: string, recipeId = dinnerIds[0]) =>
  client.json<{ meal?: { id: string; title: string }; message?: string; code?: string }>(`/api/meal-plans/slots/${date}/${mealType}`, {
    method: "PUT",
    json: { recipeId },
  });
const load = (client: TestClient, view: string, date: string) =>
  client.json<MealPlanResponse & { message?: string }>(`/api/meal-plans?view=${view}&date=${date}`);

describe("gating by subscription, on the server", () => {
  it("without a subscription nothing can be added", async () => {
    t.setNow(NOON_UTC);
    const user = await member("none");
    const res = await put(user.client, "2026-11-25", "dinner");
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Subscription required to create dinner recipes. Please upgrade your plan.");
    expect((await load(user.client, "weekly", "2026-11-25")).body.allowedMealTypes).toEqual([]);
  });

  it("a trial user can add dinner but not breakfast", async () => {
    t.setNow(NOON_UTC);
    const user = await member("trial");
    expect((await put(user.client, "2026-11-25", "dinner")).status).toBe(200);
    const breakfast = await put(user.client, "2026-11-25", "breakfast");
    expect(breakfast.status).toBe(403);
    expect(breakfast.body.message).toBe("Your 14-day trial includes dinner recipes only. Upgrade to All-Day plan for breakfast recipes.");
  });

  it("a dinner plan refuses lunch; all_day allows every meal", async () => {
    t.setNow(NOON_UTC);
    const dinner = await member("dinner");
    expect((await put(dinner.client, "2026-11-25", "lunch")).body.message).toBe(
      "Your Dinner plan includes dinner recipes only. Upgrade to All-Day plan for lunch recipes.",
    );
    const allDay = await member("all_day");
    for (const meal of ["breakfast", "lunch", "dinner", "snack"]) expect((await put(allDay.client, "2026-11-25", meal)).status, meal).toBe(200);
  });
});

describe("time rules in the user's zone", () => {
  it("today's dinner closes at 21:00 local: open in New York, closed in Tokyo at the same instant", async () => {
    t.setNow(NOON_UTC);
    const ny = await member("all_day", "America/New_York");
    expect((await put(ny.client, "2026-11-21", "dinner")).status).toBe(200);
    expect((await put(ny.client, "2026-11-21", "breakfast")).status).toBe(200); // 07:00 there
    const tokyo = await member("all_day", "Asia/Tokyo");
    const late = await put(tokyo.client, "2026-11-21", "dinner");
    expect(late.status).toBe(422);
    expect(late.body.message).toBe("Not available at this time");
    expect((await put(tokyo.client, "2026-11-21", "snack")).status).toBe(200);
  });

  it("refuses the past and beyond a month ahead", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    expect((await put(user.client, "2026-11-20", "dinner")).body.code).toBe("PAST_DATE");
    const far = await put(user.client, "2026-12-22", "dinner");
    expect(far.body.message).toBe("Plan closer to date");
    expect((await put(user.client, "2026-12-21", "dinner")).status).toBe(200);
  });
});

describe("plans and slots", () => {
  it("creates a monthly plan on first load, reuses it, and returns meals in the spec's slots shape", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    const first = await load(user.client, "weekly", "2026-11-24");
    expect(first.status).toBe(200);
    expect(first.body.plan).toMatchObject({ type: "monthly", start_date: "2026-11-01", end_date: "2026-11-30" });
    expect(first.body.range).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(first.body.slots).toEqual({});
    const added = await put(user.client, "2026-11-24", "dinner", dinnerIds[1]);
    const again = await load(user.client, "daily", "2026-11-24");
    expect(again.body.plan.id).toBe(first.body.plan.id);
    expect(again.body.slots["2026-11-24"]?.dinner).toMatchObject({ id: added.body.meal?.id, recipe_id: dinnerIds[1] });
  });

  it("a newer write for a slot replaces the older; remove empties it", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    await put(user.client, "2026-11-26", "lunch", dinnerIds[2]);
    await put(user.client, "2026-11-26", "lunch", dinnerIds[3]);
    const slots = (await load(user.client, "daily", "2026-11-26")).body.slots;
    expect(slots["2026-11-26"]?.lunch?.recipe_id).toBe(dinnerIds[3]);
    expect((await user.client.json("/api/meal-plans/slots/2026-11-26/lunch", { method: "DELETE" })).status).toBe(200);
    expect((await load(user.client, "daily", "2026-11-26")).body.slots).toEqual({});
    expect((await user.client.json("/api/meal-plans/slots/2026-11-26/lunch", { method: "DELETE" })).status).toBe(404);
  });

  it("a monthly view spanning a stored weekly plan uses it; an 'event' plan reads as monthly", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    await t.db.insert(mealPlans).values({ userId: user.id, type: "event", startDate: "2026-12-01", endDate: "2026-12-31" });
    const december = await load(user.client, "monthly", "2026-12-10");
    expect(december.body.plan).toMatchObject({ type: "monthly", start_date: "2026-12-01" });
    await t.db.insert(mealPlans).values({ userId: user.id, type: "daily", startDate: "2027-01-05", endDate: "2027-01-11" });
    expect((await load(user.client, "weekly", "2027-01-06")).body.plan).toMatchObject({ type: "weekly", start_date: "2027-01-05" });
  });

  it("deletes a plan with its meals", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    await put(user.client, "2026-11-27", "dinner");
    const plan = (await load(user.client, "monthly", "2026-11-27")).body.plan;
    const res = await user.client.json<{ message: string }>(`/api/meal-plans/${plan.id}`, { method: "DELETE" });
    expect(res.body.message).toBe("Your meal plan has been deleted");
    expect((await load(user.client, "daily", "2026-11-27")).body.slots).toEqual({});
  });

  it("parallel first loads create exactly one plan", async () => {
    t.setNow(NOON_UTC);
    const user = await member("all_day");
    const results = await Promise.all(Array.from({ length: 8 }, () => load(user.client, "monthly", "2026-11-15")));
    expect(new Set(results.map((r) => r.body.plan.id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.userId, user.id), eq(mealPlans.startDate, "2026-11-01")));
    expect(rows).toHaveLength(1);
  });

  it("validates input with clear messages", async () => {
    const user = await member("all_day");
    expect((await load(user.client, "yearly", "2026-11-21")).body.message).toBe("view must be daily, weekly or monthly");
    expect((await load(user.client, "weekly", "2026-02-30")).body.message).toBe("Dates must look like 2026-11-21");
    expect((await put(user.client, "2026-11-25", "brunch")).body.message).toBe("Unknown meal type");
    expect(
      (await user.client.json<{ message: string }>("/api/meal-plans/slots/2026-11-25/dinner", { method: "PUT", json: { recipeId: "x" } })).body.message,
    ).toBe("Invalid recipe ID format");
    expect((await new TestClient(t).json<{ message: string }>("/api/meal-plans?view=weekly&date=2026-11-21")).body.message).toBe("User not authenticated");
  });
});

describe("user B and user A's plans", () => {
  it("B can neither read nor change A's plans or meals", async () => {
    t.setNow(NOON_UTC);
    const a = await member("all_day");
    const b = await member("all_day");
    await put(a.client, "2026-11-28", "dinner");
    const planA = (await load(a.client, "monthly", "2026-11-28")).body.plan;
    const viewB = await load(b.client, "monthly", "2026-11-28");
    expect(viewB.body.plan.id).not.toBe(planA.id);
    expect(viewB.body.slots).toEqual({});
    expect((await b.client.json(`/api/meal-plans/${planA.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await b.client.json("/api/meal-plans/slots/2026-11-28/dinner", { method: "DELETE" })).status).toBe(404);
    expect((await load(a.client, "daily", "2026-11-28")).body.slots["2026-11-28"]?.dinner).toBeTruthy();
    // B cannot plan A's private recipe either.
    const secret = await a.client.json<{ id: string }>("/api/recipes", {
      json: { title: "A's secret stew", ingredients: ["1 cup lentils"], steps: ["Cook."] },
    });
    expect((await put(b.client, "2026-11-28", "lunch", secret.body.id)).status).toBe(404);
  });
});
