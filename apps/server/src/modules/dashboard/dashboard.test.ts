import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { preferences, subscribers } from "../../db/schema";
import type { DashboardStats } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("dashboard statistics", () => {
  it("follow the user's real data and nobody else's", async () => {
    t.setNow(new Date("2026-11-18T12:00:00Z")); // a Wednesday; the week is Sun 15 - Sat 21
    try {
      const user = await signedInUser(t);
      await t.db.update(preferences).set({ userTimezone: "UTC" }).where(eq(preferences.userId, user.id));
      await t.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: "all_day", source: "complimentary" });
      const empty = await user.client.json<DashboardStats>("/api/dashboard/stats");
      expect(empty.body).toMatchObject({
        mealPlansCreated: 0,
        recipesGenerated: 0,
        favoritesSaved: 0,
        caloriesPlanned: 0,
        calorieGoal: 2000,
        week: { start: "2026-11-15", end: "2026-11-21" },
      });

      const [r1, r2] = (await user.client.json<RecipeListResponse>("/api/recipes?q=carbonara")).body.recipes;
      const detail = await user.client.json<RecipeDetail>(`/api/recipes/${r1!.id}`);
      await user.client.json(`/api/meal-plans/slots/2026-11-19/dinner`, { method: "PUT", json: { recipeId: r1!.id } });
      await user.client.json(`/api/meal-plans/slots/2026-11-20/dinner`, { method: "PUT", json: { recipeId: r1!.id } });
      await user.client.json(`/api/meal-plans/slots/2026-11-25/dinner`, { method: "PUT", json: { recipeId: r1!.id } }); // next week: not counted
      await user.client.json("/api/favorites", { json: { recipeId: r2?.id ?? r1!.id } });
      await user.client.json("/api/recipes", { json: { title: "My Toast", ingredients: ["1 slice white bread"], steps: ["Toast."] } });

      const stats = await user.client.json<DashboardStats>("/api/dashboard/stats");
      const perServing = detail.body.nutrition!.calories;
      expect(stats.body).toMatchObject({ mealPlansCreated: 1, recipesGenerated: 1, favoritesSaved: 1, caloriesPlanned: perServing * 2 });
      expect(stats.body.caloriesByDay.find((d) => d.date === "2026-11-19")).toEqual({ date: "2026-11-19", calories: perServing, meals: 1 });
      expect(stats.body.recentActivity.map((a) => a.kind)).toEqual(expect.arrayContaining(["meal_planned", "recipe_favorited", "recipe_created"]));

      const other = await signedInUser(t);
      expect((await other.client.json<DashboardStats>("/api/dashboard/stats")).body).toMatchObject({
        mealPlansCreated: 0,
        favoritesSaved: 0,
        caloriesPlanned: 0,
        recentActivity: [],
      });
      // Only looking at months creates plan rows but no plan that counts.
      await other.client.json("/api/meal-plans?view=monthly&date=2026-11-19");
      await other.client.json("/api/meal-plans?view=monthly&date=2026-12-19");
      expect((await other.client.json<DashboardStats>("/api/dashboard/stats")).body.mealPlansCreated).toBe(0);
    } finally {
      t.setNow(null);
    }
  });

  it("needs a signed-in user", async () => {
    expect((await new TestClient(t).json("/api/dashboard/stats")).status).toBe(401);
  });
});
