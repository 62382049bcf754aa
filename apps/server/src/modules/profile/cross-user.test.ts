import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { households, members, preferences, profiles } from "../../db/schema";
import type { ProfileData } from "./load";
import { validPreferences } from "./test-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kid = { name: "A's kid", calorie_goal: 1500, dietary_goal: "weight_loss", macro_goals: { protein: 30, carbs: 40, fat: 30 } };

/** A with a saved profile, goals, preferences and a household member; B signed in beside. */
async function twoUsers() {
  const a = await signedInUser(t, { name: "Alice Able" });
  const b = await signedInUser(t, { name: "Bob Baker" });
  await a.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, zipcode: "10001", allergies: ["Shellfish"] } });
  const { body: aKid } = await a.client.json<{ id: string }>("/api/profile/household/members", { json: kid });
  const aProfile = (await a.client.json<ProfileData>("/api/profile")).body;
  return { a, b, aKid, aProfile };
}

describe("user B and user A's profile data", () => {
  it("B reads only B's profile, member, preferences and household, whatever ids B sends", async () => {
    const { a, b, aProfile } = await twoUsers();
    const res = await b.client.json<ProfileData>(`/api/profile?userId=${a.id}&id=${a.id}`);
    expect(res.body.profile.id).toBe(b.id);
    expect(res.body.member.id).not.toBe(aProfile.member.id);
    expect(res.body.preferences.allergies).toEqual([]);
    expect(res.body.household?.id).not.toBe(aProfile.household?.id);
    expect(JSON.stringify(res.body)).not.toContain("Alice");
    expect((await b.client.json<{ allergies: string[] }>(`/api/profile/preferences?user_id=${a.id}`)).body.allergies).toEqual([]);
  });

  it("B's saves change only B's rows, even with A's ids in the body", async () => {
    const { a, b, aProfile } = await twoUsers();
    const ids = { id: aProfile.profile.id, user_id: a.id, userId: a.id, member_id: aProfile.member.id, household_id: aProfile.household?.id };
    await b.client.json("/api/profile/personal", { method: "PUT", json: { ...ids, first_name: "Mallory" } });
    await b.client.json("/api/profile/nutrition", {
      method: "PUT",
      json: { ...ids, calorie_goal: 900, dietary_goal: "weight_loss", macro_goals: { protein: 100, carbs: 0, fat: 0 } },
    });
    await b.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, ...ids, allergies: [] } });
    await b.client.json("/api/profile/preferences/default-timezone", { json: { ...ids, timezone: "Asia/Tokyo" } });

    const [aRow] = await t.db.select().from(profiles).where(eq(profiles.id, a.id));
    expect(aRow?.firstName).toBe("Alice");
    const [aSelf] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.userId, a.id), eq(members.role, "self")));
    expect(aSelf).toMatchObject({ calorieGoal: 2000, name: "Alice Able" });
    const [aPrefs] = await t.db.select().from(preferences).where(eq(preferences.userId, a.id));
    expect(aPrefs?.allergies).toEqual(["Shellfish"]);
  });

  it("B can neither change nor remove A's household members, nor add to A's household", async () => {
    const { a, b, aKid, aProfile } = await twoUsers();
    const edit = await b.client.json(`/api/profile/household/members/${aKid.id}`, { method: "PUT", json: { ...kid, name: "Renamed" } });
    expect(edit.status).toBe(404);
    const remove = await b.client.json(`/api/profile/household/members/${aKid.id}`, { method: "DELETE" });
    expect(remove.status).toBe(404);
    const selfEdit = await b.client.json(`/api/profile/household/members/${aProfile.member.id}`, { method: "PUT", json: kid });
    expect(selfEdit.status).toBe(404);
    const added = await b.client.json<{ id: string }>("/api/profile/household/members", { json: { ...kid, household_id: aProfile.household?.id } });
    const [row] = await t.db.select().from(members).where(eq(members.id, added.body.id));
    const [bHousehold] = await t.db.select().from(households).where(eq(households.ownerUserId, b.id));
    expect(row?.householdId).toBe(bHousehold?.id);
    const aMembers = await t.db
      .select()
      .from(members)
      .where(eq(members.householdId, aProfile.household?.id ?? ""));
    expect(aMembers.map((m) => m.name).sort()).toEqual(["A's kid", "Alice Able"]);
    expect(a.id).not.toBe(b.id);
  });
});
