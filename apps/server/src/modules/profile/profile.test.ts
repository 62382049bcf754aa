import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { members, user } from "../../db/schema";
import type { ProfileData } from "./load";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getProfile = (client: TestClient) => client.json<ProfileData & { message?: string }>("/api/profile");

describe("loading the profile", () => {
  it("needs a session", async () => {
    const res = await new TestClient(t).json<{ message: string }>("/api/profile");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("User not authenticated");
  });

  it("returns the spec's defaults for a new account", async () => {
    const me = await signedInUser(t, { name: "Ada Lovelace" });
    const res = await getProfile(me.client);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: me.email,
      warning: null,
      profile: { id: me.id, email: me.email, first_name: "Ada", last_name: "Lovelace" },
      member: { role: "self", name: "Ada Lovelace", calorie_goal: 2000, dietary_goal: "weight_maintenance", macro_goals: { protein: 30, carbs: 40, fat: 30 } },
      preferences: {
        cuisines: [],
        zipcode: null,
        shopping_radius_miles: 10,
        household_size: 2,
        variety_preference: 5,
        user_timezone: null,
        prioritize_seasonal: false,
        use_openai_variety: false,
      },
    });
    // max_members follows the household size preference (decision 022).
    expect(res.body.household).toMatchObject({ is_owner: true, max_members: 2, members: [expect.objectContaining({ role: "self" })] });
  });
});

describe("personal info", () => {
  it("saves names, the self member's name and the account name", async () => {
    const me = await signedInUser(t, { name: "Old Name" });
    const res = await me.client.json("/api/profile/personal", { method: "PUT", json: { first_name: "  Grace ", last_name: " Hopper " } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: "Grace", last_name: "Hopper" });
    const [self] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.userId, me.id), eq(members.role, "self")));
    expect(self?.name).toBe("Grace Hopper");
    const [account] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, me.id));
    expect(account?.name).toBe("Grace Hopper");
    const noLast = await me.client.json("/api/profile/personal", { method: "PUT", json: { first_name: "Grace", last_name: "" } });
    expect(noLast.status).toBe(200);
    const [again] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.userId, me.id), eq(members.role, "self")));
    expect(again?.name).toBe("Grace");
  });

  it("requires a first name with the spec's message and never changes the e-mail", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/personal", {
      method: "PUT",
      json: { first_name: " ", last_name: "X", email: "evil@example.com" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("First name is required");
    const ok = await me.client.json("/api/profile/personal", { method: "PUT", json: { first_name: "Al", email: "evil@example.com" } });
    expect(ok.status).toBe(200);
    expect((await getProfile(me.client)).body.profile.email).toBe(me.email);
  });
});

describe("nutrition", () => {
  const valid = { calorie_goal: 1800, dietary_goal: "muscle_gain", macro_goals: { protein: 40, carbs: 35, fat: 25 } };

  it("saves the self member's goals and the default when the calorie goal is empty", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json("/api/profile/nutrition", { method: "PUT", json: valid });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(valid);
    const empty = await me.client.json("/api/profile/nutrition", { method: "PUT", json: { ...valid, calorie_goal: undefined } });
    expect(empty.body).toMatchObject({ calorie_goal: 2000 });
  });

  it.each([
    [{ calorie_goal: 499 }, "Calorie goal is too low"],
    [{ calorie_goal: 5001 }, "Calorie goal is too high"],
    [{ macro_goals: { protein: 50, carbs: 40, fat: 30 } }, "Total should equal 100%"],
    [{ dietary_goal: "keto" }, "Please choose a dietary goal from the list."],
  ])("rejects %o with '%s'", async (change, message) => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/nutrition", { method: "PUT", json: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
