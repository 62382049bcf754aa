import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { households, preferences } from "../../db/schema";
import { validPreferences } from "./test-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("saving preferences", () => {
  it("saves every field, normalises lists and returns the saved row with a new updated_at", async () => {
    const me = await signedInUser(t);
    const before = (await me.client.json<{ updated_at: string }>("/api/profile/preferences")).body.updated_at;
    const input = {
      ...validPreferences,
      cuisines: [" Thai ", "thai", "", "Italian"],
      allergies: ["Peanuts"],
      dislikes: ["Cilantro"],
      favorite_chefs: ["Julia Child"],
      favorite_magazines: ["Saveur"],
      use_openai_variety: true,
      shopping_radius_miles: 50,
      household_size: 4,
      variety_preference: 9,
      user_timezone: "Asia/Kolkata",
    };
    const res = await me.client.json<Record<string, unknown>>("/api/profile/preferences", { method: "PUT", json: input });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...input, cuisines: ["Thai", "Italian"] });
    expect(new Date(res.body.updated_at as string).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    expect((await me.client.json("/api/profile/preferences")).body).toEqual(res.body);
  });

  it.each([
    [{ zipcode: "123456" }, "Zipcode must be at most 5 characters"],
    [{ shopping_radius_miles: 0 }, "Shopping radius must be between 1 and 50 miles"],
    [{ shopping_radius_miles: 51 }, "Shopping radius must be between 1 and 50 miles"],
    [{ household_size: 11 }, "Household size must be between 1 and 10"],
    [{ variety_preference: 0 }, "Variety preference must be between 1 and 10"],
    [{ user_timezone: "Europe/Madrid" }, "Please choose a time zone from the list."],
  ])("rejects %o with '%s'", async (change, message) => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("stores an empty zipcode as none", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, zipcode: "" } });
    expect(res.body).toMatchObject({ zipcode: null });
  });
});

describe("default time zone", () => {
  it("fills a missing time zone once and never overwrites a chosen one", async () => {
    const me = await signedInUser(t);
    const first = await me.client.json("/api/profile/preferences/default-timezone", { json: { timezone: "Europe/Paris" } });
    expect(first.body).toMatchObject({ user_timezone: "Europe/Paris", zone_saved: true });
    const second = await me.client.json("/api/profile/preferences/default-timezone", { json: { timezone: "Asia/Tokyo" } });
    expect(second.body).toMatchObject({ user_timezone: "Europe/Paris", zone_saved: false });
    const [row] = await t.db.select().from(preferences).where(eq(preferences.userId, me.id));
    expect(row?.userTimezone).toBe("Europe/Paris");
  });

  it("only accepts one of the 15 options", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/preferences/default-timezone", { json: { timezone: "Mars/Olympus" } });
    expect(res.status).toBe(400);
  });
});

describe("time zone detection from a zipcode (offline)", () => {
  it.each([
    ["10001", "America/New_York", "Eastern", null],
    ["60601", "America/Chicago", "Central", null],
    ["99501", "America/Anchorage", "Alaska", null],
  ])("%s -> %s", async (zipcode, timezone, label, note) => {
    const me = await signedInUser(t);
    const res = await me.client.json(`/api/profile/timezone?zipcode=${zipcode}`);
    expect(res.body).toMatchObject({ zipcode, timezone, label, note });
  });

  it("answers Arizona with Mountain and an honest note, and unknown codes with no zone", async () => {
    const me = await signedInUser(t);
    const az = await me.client.json<{ timezone: string; note: string }>("/api/profile/timezone?zipcode=85004");
    expect(az.body.timezone).toBe("America/Denver");
    expect(az.body.note).toMatch(/Pacific/);
    expect((await me.client.json("/api/profile/timezone?zipcode=00000")).body).toMatchObject({ timezone: null });
    expect((await me.client.json("/api/profile/timezone?zipcode=96910")).body).toMatchObject({ timezone: null, zone: "Pacific/Guam" });
  });

  it.each(["1234", "123456", "abcde", ""])("refuses the partial or malformed code %j", async (zipcode) => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>(`/api/profile/timezone?zipcode=${zipcode}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Enter a 5-digit zipcode");
  });

  it("needs a session", async () => {
    expect((await new TestClient(t).json("/api/profile/timezone?zipcode=10001")).status).toBe(401);
  });
});

describe("household size and max_members", () => {
  it("sets max_members from the household size, and refuses a size below the members", async () => {
    const me = await signedInUser(t);
    await me.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, household_size: 3 } });
    const [household] = await t.db.select().from(households).where(eq(households.ownerUserId, me.id));
    expect(household?.maxMembers).toBe(3);
    const member = { name: "Kid", calorie_goal: 1600, dietary_goal: "health_improvement", macro_goals: { protein: 20, carbs: 50, fat: 30 } };
    await me.client.json("/api/profile/household/members", { json: member });
    await me.client.json("/api/profile/household/members", { json: { ...member, name: "Partner" } });
    const shrink = await me.client.json<{ message: string }>("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, household_size: 2 } });
    expect(shrink.status).toBe(409);
    expect(shrink.body.message).toBe("Your household has 3 members. Remove members before lowering the household size below 3.");
  });
});
