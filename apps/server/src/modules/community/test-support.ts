import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { RecipeDetail } from "@sierra/shared";
import { preferences, subscribers, user } from "../../db/schema";
import type { TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { validPreferences } from "../profile/test-fixtures";

/** A member with a dinner trial (so they can plan), optionally with allergies on record. */
export async function communityMember(t: TestApp, allergies: string[] = []) {
  const member = await signedInUser(t);
  await t.db.insert(subscribers).values({ userId: member.id, trialEnd: new Date("2030-01-01T00:00:00Z"), source: "complimentary" });
  if (allergies.length) {
    const saved = await member.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, allergies, diets: [], dislikes: [] } });
    expect(saved.status).toBe(200);
  }
  await t.db.update(preferences).set({ userTimezone: "UTC" }).where(eq(preferences.userId, member.id));
  return member;
}

/** A member made admin, signed in again so the session carries the role. */
export async function communityAdmin(t: TestApp) {
  const member = await signedInUser(t);
  await t.db.update(user).set({ role: "admin" }).where(eq(user.id, member.id));
  const client = new TestClient(t);
  expect((await client.request("/api/auth/sign-in/email", { json: { email: member.email, password: member.password } })).status).toBe(200);
  return { ...member, client };
}

export async function writeRecipe(
  client: TestClient,
  recipe: { title: string; ingredients?: string[]; steps?: string[]; source?: string; description?: string },
) {
  const res = await client.json<RecipeDetail>("/api/recipes", {
    json: {
      ingredients: ["1 cup long-grain rice", "2 carrots, diced", "1 tbsp olive oil"],
      steps: ["Cook the rice.", "Stir in the carrots."],
      categories: ["Dinner"],
      ...recipe,
    },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

export const publish = (client: TestClient, id: string, body: Record<string, unknown> = { displayName: "Kitchen Ana" }) =>
  client.json<{ code?: string; message?: string }>(`/api/community/recipes/${id}`, { method: "PUT", json: body });
