import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import type { ProfileData } from "./load";
import { kidMember } from "./test-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kid = kidMember;

describe("household members", () => {
  it("lets the owner add members with their own goals up to max_members", async () => {
    const me = await signedInUser(t);
    const added = await me.client.json<{ id: string; role: string }>("/api/profile/household/members", { json: kid });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ...kid, role: "member" });
    // The default household size is 2: self plus one.
    const full = await me.client.json<{ message: string }>("/api/profile/household/members", { json: { ...kid, name: "Third" } });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe("Your household is full (2 members). Raise the household size in Preferences to add more.");
    const profile = await me.client.json<ProfileData>("/api/profile");
    expect(profile.body.household?.members.map((m) => m.name)).toEqual(["Test Cook", "Robin"]);
  });

  it("edits and removes a member, but never the self member through these routes", async () => {
    const me = await signedInUser(t);
    const { body: member } = await me.client.json<{ id: string }>("/api/profile/household/members", { json: kid });
    const edited = await me.client.json(`/api/profile/household/members/${member.id}`, { method: "PUT", json: { ...kid, calorie_goal: 1700 } });
    expect(edited.body).toMatchObject({ calorie_goal: 1700 });
    const profile = await me.client.json<ProfileData>("/api/profile");
    const selfId = profile.body.member.id;
    expect((await me.client.json(`/api/profile/household/members/${selfId}`, { method: "DELETE" })).status).toBe(404);
    expect((await me.client.json(`/api/profile/household/members/${member.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await me.client.json(`/api/profile/household/members/${member.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ calorie_goal: 100 }, "Calorie goal is too low"],
    [{ calorie_goal: 9000 }, "Calorie goal is too high"],
    [{ macro_goals: { protein: 10, carbs: 10, fat: 10 } }, "Total should equal 100%"],
  ])("validates %o with '%s'", async (change, message) => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/household/members", { json: { ...kid, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers a malformed member id with 400", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/profile/household/members/not-a-uuid", { method: "DELETE" });
    expect(res.status).toBe(400);
  });
});
