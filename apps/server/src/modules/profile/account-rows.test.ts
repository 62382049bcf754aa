import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { DEFAULT_PASSWORD, signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { watchWrites } from "../../testing/write-watch";
import { households, members, preferences, profiles, user } from "../../db/schema";
import type { ProfileData } from "./load";
import { answeredWorkDone } from "../../auth/answer-at-deadline";

/**
 * An account's own rows (household, profile, self member, preferences) are created at sign-up,
 * and at sign-in for accounts without them; loading the profile page only reads.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsOf(userId: string) {
  const [household] = await t.db.select().from(households).where(eq(households.ownerUserId, userId));
  const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
  const [self] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.role, "self")));
  const [prefs] = await t.db.select().from(preferences).where(eq(preferences.userId, userId));
  return { household, profile, self, prefs };
}

async function removeRows(userId: string) {
  await t.db.delete(preferences).where(eq(preferences.userId, userId));
  await t.db.delete(members).where(eq(members.userId, userId));
  await t.db.delete(profiles).where(eq(profiles.id, userId));
  await t.db.delete(households).where(eq(households.ownerUserId, userId));
}

const getProfile = (client: TestClient) => client.json<ProfileData>("/api/profile");

describe("an account's rows", () => {
  it("exist right after sign-up, before any page is loaded", async () => {
    const email = uniqueEmail("rows");
    const res = await new TestClient(t).request("/api/auth/sign-up/email", { json: { name: "Ada Lovelace", email, password: DEFAULT_PASSWORD } });
    expect(res.status).toBe(200);
    // Sign-up answers at its deadline and may finish after (docs/decisions/049): its rows are there once it has.
    await answeredWorkDone();
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const rows = await rowsOf(account!.id);
    expect(rows.profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", householdId: rows.household!.id });
    expect(rows.self).toMatchObject({ name: "Ada Lovelace", householdId: rows.household!.id });
    expect(rows.prefs).toBeDefined();
  });

  it("are only read by the profile page's loads", async () => {
    const me = await signedInUser(t);
    const watch = await watchWrites(t.db, me.id);
    try {
      const res = await getProfile(me.client);
      expect(res.status).toBe(200);
      expect(res.body.warning).toBeNull();
      expect((await me.client.json("/api/profile/preferences")).status).toBe(200);
      expect(await watch.writes()).toEqual([]);
      // The watch sees writes: a save is one.
      expect(
        (
          await me.client.json("/api/profile/nutrition", {
            method: "PUT",
            json: { calorie_goal: 2100, dietary_goal: "weight_maintenance", macro_goals: { protein: 30, carbs: 40, fat: 30 } },
          })
        ).status,
      ).toBe(200);
      expect(await watch.writes()).toContain("UPDATE members");
    } finally {
      await watch.stop();
    }
  });

  it("missing: the page loads on defaults and says what is missing, creates nothing, and the first save creates them", async () => {
    const me = await signedInUser(t, { name: "Grace Hopper" });
    await removeRows(me.id);
    const res = await getProfile(me.client);
    expect(res.status).toBe(200);
    expect(res.body.warning).toBe("Failed to create household: the database did not answer as expected");
    expect(res.body.profile).toMatchObject({ first_name: "Grace", last_name: "Hopper", household_id: null });
    expect(res.body.member).toMatchObject({ id: null, calorie_goal: 2000 });
    expect(res.body.preferences).toMatchObject({ id: null, household_size: 2 });
    expect(await rowsOf(me.id)).toEqual({ household: undefined, profile: undefined, self: undefined, prefs: undefined });

    const saved = await me.client.json("/api/profile/nutrition", {
      method: "PUT",
      json: { calorie_goal: 1900, dietary_goal: "weight_maintenance", macro_goals: { protein: 30, carbs: 40, fat: 30 } },
    });
    expect(saved.status).toBe(200);
    const after = await getProfile(me.client);
    expect(after.body.warning).toBeNull();
    expect(after.body.member).toMatchObject({ calorie_goal: 1900 });
  });

  it("missing: signing in creates them", async () => {
    const me = await signedInUser(t, { name: "Alan Turing" });
    await removeRows(me.id);
    const device = new TestClient(t);
    expect((await device.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } })).status).toBe(200);
    const rows = await rowsOf(me.id);
    expect(rows.profile).toMatchObject({ firstName: "Alan", lastName: "Turing", householdId: rows.household!.id });
    expect(rows.self && rows.prefs).toBeTruthy();
    expect((await getProfile(device)).body.warning).toBeNull();
  });
});
