import { eq } from "drizzle-orm";
import type { PantryItem, PantryItemInput, RecipeDetail } from "@sierra/shared";
import { preferences, subscribers } from "../db/schema";
import type { TestApp } from "./test-app";
import { signedInUser, type TestClient } from "./test-client";

/** A trial member (dinner allowed) in UTC with a household of `householdSize`, for kitchen tests. */
export async function kitchenMember(t: TestApp, opts: { householdSize?: number; allergies?: string[]; dislikes?: string[] } = {}) {
  const user = await signedInUser(t);
  await t.db
    .update(preferences)
    .set({ userTimezone: "UTC", householdSize: opts.householdSize ?? 2, allergies: opts.allergies ?? [], dislikes: opts.dislikes ?? [] })
    .where(eq(preferences.userId, user.id));
  await t.db.insert(subscribers).values({ userId: user.id, trialEnd: new Date("2027-06-01T00:00:00Z"), source: "complimentary" });
  return user;
}

export async function ownRecipe(client: TestClient, title: string, ingredients: string[], servings = 4, tags: string[] = []): Promise<RecipeDetail> {
  const res = await client.json<RecipeDetail>("/api/recipes", {
    json: { title, ingredients, steps: ["Cook it."], serving_size: servings, dietary_tags: tags },
  });
  if (res.status !== 201) throw new Error(`recipe ${title}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function planDinner(client: TestClient, date: string, recipeId: string) {
  const res = await client.json(`/api/meal-plans/slots/${date}/dinner`, { method: "PUT", json: { recipeId } });
  if (res.status !== 200) throw new Error(`plan ${date}: ${res.status} ${JSON.stringify(res.body)}`);
}

export async function stock(client: TestClient, item: PantryItemInput): Promise<PantryItem> {
  const res = await client.json<PantryItem>("/api/pantry/items", { json: item });
  if (res.status !== 201) throw new Error(`pantry ${item.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** "2 can chickpeas" for comparing lists in tests; quantities to 3 places. */
export const lineText = (i: { quantity: number | null; unit: string | null; name: string }) =>
  [i.quantity === null ? null : Math.round(i.quantity * 1000) / 1000, i.unit, i.name].filter((p) => p !== null).join(" ");
