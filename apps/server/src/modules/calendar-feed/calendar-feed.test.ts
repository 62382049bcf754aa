import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import type { RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { preferences, subscribers } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => {
  t.setNow(null);
  return t.close();
});

async function plannerWithMeals() {
  const user = await signedInUser(t);
  await t.db.update(preferences).set({ userTimezone: "America/Chicago" }).where(eq(preferences.userId, user.id));
  await t.db.insert(subscribers).values({ userId: user.id, subscribed: true, planType: "all_day", source: "complimentary" });
  const [recipe] = (await user.client.json<RecipeListResponse>("/api/recipes?q=carbonara")).body.recipes;
  await user.client.json("/api/meal-plans/slots/2026-11-24/dinner", { method: "PUT", json: { recipeId: recipe!.id } });
  await user.client.json("/api/meal-plans/slots/2026-11-25/breakfast", {
    method: "PUT",
    json: { recipeId: recipe!.id, title: "Leftover carbonara, breakfast edition" },
  });
  return { user, recipe: recipe! };
}

const path = (url: string) => new URL(url).pathname;

describe("iCalendar feed", () => {
  it("one event per planned meal at local meal times, linking back to the recipe", async () => {
    const { user, recipe } = await plannerWithMeals();
    const created = await user.client.json<{ url: string; webcalUrl: string }>("/api/calendar-feed", { method: "POST" });
    expect(created.status).toBe(201);
    expect(created.body.webcalUrl).toMatch(/^webcal:\/\/localhost:3000\/api\/calendar\/.+\.ics$/);

    const res = await new TestClient(t).request(path(created.body.url)); // no cookies: calendar apps have none
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual(["Breakfast: Leftover carbonara, breakfast edition", "Dinner: Spaghetti Carbonara"]);
    const dinner = events.find((e) => e.summary.startsWith("Dinner"))!;
    // 19:00 in Chicago (UTC-6 in November) is 01:00 UTC the next day.
    expect(dinner.startDate.toJSDate().toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(dinner.component.getFirstPropertyValue("url")).toBe(`http://localhost:3000/recipe/${recipe.id}`);
  });

  it("rotating the link revokes the old one; turning it off revokes it", async () => {
    const { user } = await plannerWithMeals();
    const first = await user.client.json<{ url: string }>("/api/calendar-feed", { method: "POST" });
    const second = await user.client.json<{ url: string }>("/api/calendar-feed", { method: "POST" });
    expect((await new TestClient(t).request(path(first.body.url))).status).toBe(404);
    expect((await new TestClient(t).request(path(second.body.url))).status).toBe(200);
    expect((await user.client.json<{ active: boolean }>("/api/calendar-feed")).body.active).toBe(true);
    await user.client.json("/api/calendar-feed", { method: "DELETE" });
    expect((await new TestClient(t).request(path(second.body.url))).status).toBe(404);
    expect((await user.client.json<{ active: boolean }>("/api/calendar-feed")).body.active).toBe(false);
  });

  it("user B cannot read or manage A's feed", async () => {
    const { user: a } = await plannerWithMeals();
    const feedA = await a.client.json<{ url: string }>("/api/calendar-feed", { method: "POST" });
    const b = await signedInUser(t);
    await b.client.json("/api/calendar-feed", { method: "DELETE" }); // revokes only B's (none)
    expect((await new TestClient(t).request(path(feedA.body.url))).status).toBe(200);
    const feedB = await b.client.json<{ url: string }>("/api/calendar-feed", { method: "POST" });
    const calendarB = new ICAL.Component(ICAL.parse(await (await new TestClient(t).request(path(feedB.body.url))).text()));
    expect(calendarB.getAllSubcomponents("vevent")).toHaveLength(0);
    expect((await new TestClient(t).request("/api/calendar/not-a-real-token-at-all-123.ics")).status).toBe(404);
    expect((await new TestClient(t).json("/api/calendar-feed", { method: "POST" })).status).toBe(401);
  });
});
