import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DeletedPeriodResponse, MealPlanResponse, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { subscribers } from "../../db/schema";

// "Delete plan" removes the meals of the period on screen, and Undo puts them back (docs/decisions/047).
let t: TestApp;
let recipeIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  recipeIds = (await new TestClient(t).json<RecipeListResponse>("/api/recipes?mealType=Dinner")).body.recipes.map((r) => r.id);
});
afterEach(() => t.setNow(null));
afterAll(() => t.close());

/** Saturday 2026-11-21, noon UTC: the week of Monday 23 to Sunday 29 November lies ahead. */
const NOW = new Date("2026-11-21T12:00:00Z");
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

async function planner() {
  const user = await signedInUser(t);
  await t.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: "all_day", source: "complimentary" });
  return user;
}
type Client = Awaited<ReturnType<typeof planner>>["client"];

const put = (client: Client, date: string, mealType = "dinner", recipeId = recipeIds[0]) =>
  client.json(`/api/meal-plans/slots/${date}/${mealType}`, { method: "PUT", json: { recipeId } });
const remove = (client: Client, view: string, date: string) =>
  client.json<DeletedPeriodResponse & { code?: string }>(`/api/meal-plans?view=${view}&date=${date}`, { method: "DELETE" });
const restore = (client: Client, undoId: string) =>
  client.json<{ restored: number; code?: string; message?: string }>("/api/meal-plans/restore", { method: "POST", json: { undoId } });
/** "date mealType title" of every meal in the month view of each given date. */
async function mealsIn(client: Client, ...months: string[]) {
  const found: string[] = [];
  for (const month of months) {
    const { slots } = (await client.json<MealPlanResponse>(`/api/meal-plans?view=monthly&date=${month}`)).body;
    for (const [date, day] of Object.entries(slots)) for (const [type, meal] of Object.entries(day)) found.push(`${date} ${type} ${meal.id}`);
  }
  return found.sort();
}

/** Sunday 22 (the week before), Monday 23 and Sunday 29 (the week), Monday 30 and Tuesday 1 December (the week after). */
const DATES = ["2026-11-22", "2026-11-23", "2026-11-29", "2026-11-30", "2026-12-01"];
async function plannedWeeks() {
  const user = await planner();
  t.setNow(NOW);
  for (const date of DATES) expect((await put(user.client, date)).status).toBe(200);
  expect((await put(user.client, "2026-11-25", "breakfast", recipeIds[1])).status).toBe(200);
  return user;
}

describe("delete acts on the period the view shows", () => {
  it("the weekly view deletes Monday to Sunday of that week and nothing in the weeks either side", async () => {
    const user = await plannedWeeks();
    const before = await mealsIn(user.client, "2026-11-01", "2026-12-01");
    const res = await remove(user.client, "weekly", "2026-11-25");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Your meal plan has been deleted", range: { start: "2026-11-23", end: "2026-11-29" }, removed: 3 });
    const after = await mealsIn(user.client, "2026-11-01", "2026-12-01");
    expect(after.map((m) => m.slice(0, 10))).toEqual(["2026-11-22", "2026-11-30", "2026-12-01"]);
    expect(before.filter((m) => !after.includes(m))).toHaveLength(3);
  });

  it("a week across two months deletes its days in both months and no others", async () => {
    const user = await plannedWeeks();
    expect((await remove(user.client, "weekly", "2026-12-01")).body.range).toEqual({ start: "2026-11-30", end: "2026-12-06" });
    expect((await mealsIn(user.client, "2026-11-01", "2026-12-01")).map((m) => m.slice(0, 10))).toEqual([
      "2026-11-22",
      "2026-11-23",
      "2026-11-25",
      "2026-11-29",
    ]);
  });

  it("the daily view deletes that day; the monthly view that month", async () => {
    const user = await plannedWeeks();
    expect((await remove(user.client, "daily", "2026-11-25")).body.removed).toBe(1);
    expect((await mealsIn(user.client, "2026-11-01")).map((m) => m.slice(0, 10))).toEqual(["2026-11-22", "2026-11-23", "2026-11-29", "2026-11-30"]);
    expect((await remove(user.client, "monthly", "2026-11-10")).body).toMatchObject({ range: { start: "2026-11-01", end: "2026-11-30" }, removed: 4 });
    expect((await mealsIn(user.client, "2026-11-01", "2026-12-01")).map((m) => m.slice(0, 10))).toEqual(["2026-12-01"]);
  });

  it("refuses a malformed view or date with 400", async () => {
    const user = await planner();
    expect((await remove(user.client, "yearly", "2026-11-25")).status).toBe(400);
    expect((await remove(user.client, "weekly", "2026-13-01")).status).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const anonymous = new TestClient(t);
    expect((await anonymous.json("/api/meal-plans?view=weekly&date=2026-11-25", { method: "DELETE" })).status).toBe(401);
    expect((await anonymous.json("/api/meal-plans/restore", { method: "POST", json: { undoId: crypto.randomUUID() } })).status).toBe(401);
  });
});

describe("undo", () => {
  it("restores exactly what was deleted: the same meals, ids and titles", async () => {
    const user = await plannedWeeks();
    const before = await mealsIn(user.client, "2026-11-01", "2026-12-01");
    const { undoId } = (await remove(user.client, "weekly", "2026-11-25")).body;
    t.setNow(later(10));
    expect((await restore(user.client, undoId)).body).toEqual({ restored: 3 });
    expect(await mealsIn(user.client, "2026-11-01", "2026-12-01")).toEqual(before);
  });

  it("works once", async () => {
    const user = await plannedWeeks();
    const { undoId } = (await remove(user.client, "daily", "2026-11-23")).body;
    expect((await restore(user.client, undoId)).status).toBe(200);
    const again = await restore(user.client, undoId);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("It is too late to undo that delete");
  });

  it("expires after two minutes", async () => {
    const user = await plannedWeeks();
    const { undoId } = (await remove(user.client, "weekly", "2026-11-25")).body;
    t.setNow(later(121));
    expect((await restore(user.client, undoId)).status).toBe(404);
    expect((await mealsIn(user.client, "2026-11-01")).map((m) => m.slice(0, 10))).toEqual(["2026-11-22", "2026-11-30"]);
  });

  it("keeps a meal put in a slot after the delete (the newer write wins)", async () => {
    const user = await plannedWeeks();
    const { undoId } = (await remove(user.client, "weekly", "2026-11-25")).body;
    const { meal } = (await put(user.client, "2026-11-23", "dinner", recipeIds[2])).body as { meal: { id: string } };
    expect((await restore(user.client, undoId)).body.restored).toBe(2);
    expect(await mealsIn(user.client, "2026-11-01")).toContain(`2026-11-23 dinner ${meal.id}`);
  });

  it("refuses a malformed undo id with 400", async () => {
    const user = await planner();
    expect((await restore(user.client, "not-an-id")).status).toBe(400);
  });
});

describe("user B and user A's meals", () => {
  it("B's delete of the same week leaves A's meals; B cannot undo A's delete", async () => {
    const a = await plannedWeeks();
    const b = await planner();
    const aBefore = await mealsIn(a.client, "2026-11-01", "2026-12-01");
    expect((await remove(b.client, "monthly", "2026-11-25")).body.removed).toBe(0);
    expect(await mealsIn(a.client, "2026-11-01", "2026-12-01")).toEqual(aBefore);

    const { undoId } = (await remove(a.client, "weekly", "2026-11-25")).body;
    const stolen = await restore(b.client, undoId);
    expect(stolen.status).toBe(404);
    expect(await mealsIn(b.client, "2026-11-01")).toEqual([]);
    // A's undo is still there for A.
    expect((await restore(a.client, undoId)).body.restored).toBe(3);
    expect(await mealsIn(a.client, "2026-11-01", "2026-12-01")).toEqual(aBefore);
  });
});
