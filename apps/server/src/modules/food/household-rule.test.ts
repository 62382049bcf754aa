import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdConflicts, type Household, type LeftoversResponse, type RecipeDetail, type RecipeListResponse, type RecipeSummary } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient } from "../../testing/test-client";
import { assistantMember, ask, currentThreadOf } from "../assistant/assistant-test-support";
import { validPreferences } from "../profile/test-fixtures";

/**
 * The one household rule through every public path that proposes food: the recipe list (its
 * filter and its cards), recipe pages, Sierra's search and plans, and the leftover remix refuse
 * the same recipes for the same household. Generation is proven with its worker (generation.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RECIPES = {
  tamari: { title: "Tamari Tofu Rice Bowl", ingredients: ["2 tbsp tamari", "14 oz firm tofu, cubed", "2 cups cooked jasmine rice", "1 carrot, grated"] },
  dashi: { title: "Dashi Noodle Broth", ingredients: ["4 cups dashi", "200 g udon noodles", "2 scallions, sliced"] },
  worcestershire: { title: "Steak With Pan Sauce", ingredients: ["2 sirloin steaks", "1 tbsp Worcestershire sauce", "1 tbsp butter"] },
  plain: {
    title: "Carrot and Herb Rice",
    ingredients: ["1 cup long-grain rice", "2 carrots, diced", "1 tbsp olive oil", "1/2 tsp salt", "2 tbsp chopped parsley"],
  },
} as const;

async function addRecipe(client: TestClient, recipe: { title: string; ingredients: readonly string[] }) {
  const res = await client.json<RecipeDetail>("/api/recipes", {
    method: "POST",
    json: { title: recipe.title, ingredients: recipe.ingredients, steps: ["Cook everything together."], categories: ["Dinner"], serving_size: 2 },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function member(limits: Partial<Household>) {
  const user = await signedInUser(t);
  const saved = await user.client.json("/api/profile/preferences", {
    method: "PUT",
    json: { ...validPreferences, allergies: limits.allergies ?? [], diets: limits.diets ?? [], dislikes: limits.dislikes ?? [] },
  });
  expect(saved.status).toBe(200);
  const ids = Object.fromEntries(await Promise.all(Object.entries(RECIPES).map(async ([key, r]) => [key, (await addRecipe(user.client, r)).id]))) as Record<
    keyof typeof RECIPES,
    string
  >;
  return { ...user, ids };
}

/** Every page of a list. */
async function allPages(client: TestClient, query: string): Promise<RecipeListResponse & { all: RecipeSummary[] }> {
  const first = (await client.json<RecipeListResponse>(`/api/recipes?${query}`)).body;
  const all = [...first.recipes];
  for (let page = 2; page <= first.totalPages; page += 1)
    all.push(...(await client.json<RecipeListResponse>(`/api/recipes?${query}&page=${page}`)).body.recipes);
  return { ...first, all };
}

const detail = async (client: TestClient, id: string) => (await client.json<RecipeDetail>(`/api/recipes/${id}`)).body;

describe("the recipe list keeps to the household", () => {
  it("leaves out hidden soy and fish and meat for a soy- and fish-allergic vegetarian household, and says what it kept to", async () => {
    const user = await member({ allergies: ["Soy", "fish"], diets: ["vegetarian"] });
    const kept = await allPages(user.client, "avoidAllergens=true&category=Dinner");
    expect(kept.avoiding).toEqual({ allergies: ["Soy", "fish"], diets: ["vegetarian"], byName: [] });
    const ids = kept.all.map((r) => r.id);
    expect(ids).toContain(user.ids.plain);
    for (const unsafe of [user.ids.tamari, user.ids.dashi, user.ids.worcestershire]) expect(ids).not.toContain(unsafe);
    // Every recipe listed passes the rule, read again from its own page.
    const household: Household = { allergies: ["Soy", "fish"], diets: ["vegetarian"], dislikes: [] };
    for (const card of kept.all.slice(0, 25)) expect(householdConflicts(await detail(user.client, card.id), household), card.title).toEqual([]);
    expect(kept.all.every((card) => card.household_warning === false)).toBe(true);
  });

  it("warns on the cards it would leave out when the member browses everything", async () => {
    const user = await member({ allergies: ["soya"] });
    const cards = (await allPages(user.client, "q=tamari tofu")).all;
    expect(cards.find((c) => c.id === user.ids.tamari)?.household_warning).toBe(true);
    const plain = (await allPages(user.client, "q=carrot herb rice")).all;
    expect(plain.find((c) => c.id === user.ids.plain)?.household_warning).toBe(false);
  });

  it("counts every household member's allergies and diets", async () => {
    const user = await member({});
    const added = await user.client.json("/api/profile/household/members", {
      method: "POST",
      json: {
        name: "Sam",
        calorie_goal: 1800,
        dietary_goal: "weight_maintenance",
        macro_goals: { protein: 30, carbs: 40, fat: 30 },
        allergies: ["fish"],
        diets: ["dairy-free"],
      },
    });
    expect(added.status).toBe(201);
    const kept = (await allPages(user.client, "avoidAllergens=true&category=Dinner")).all.map((r) => r.id);
    expect(kept).toContain(user.ids.plain);
    expect(kept).not.toContain(user.ids.dashi);
    expect(kept).not.toContain(user.ids.worcestershire);
    expect((await detail(user.client, user.ids.worcestershire)).household_conflicts?.map((c) => c.reason)).toEqual(
      expect.arrayContaining(["Worcestershire sauce contains fish", "butter contains milk"]),
    );
  });

  it("another member's household never reaches this member, and a visitor's request is the plain list", async () => {
    await member({ allergies: ["eggs"], diets: ["vegan"] });
    const other = await signedInUser(t);
    const mine = (await other.client.json<RecipeListResponse>("/api/recipes?avoidAllergens=true")).body;
    expect(mine.avoiding).toEqual({ allergies: [], diets: [], byName: [] });
    const visitor = (await new TestClient(t).json<RecipeListResponse>("/api/recipes?avoidAllergens=true")).body;
    expect(visitor.avoiding).toBeUndefined();
    expect(visitor.recipes.every((r) => r.household_warning === false)).toBe(true);
  });

  it("refuses a value of avoidAllergens that is not true or false", async () => {
    const res = await new TestClient(t).json<{ message: string }>("/api/recipes?avoidAllergens=yes");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("avoidAllergens must be true or false");
  });
});

describe("a recipe page says what the recipe holds", () => {
  it("computes Contains, May contain and the diets it suits from the ingredients, and the household's conflicts with reasons", async () => {
    const user = await member({ allergies: ["soy"], dislikes: ["carrots"] });
    const tamari = await detail(user.client, user.ids.tamari);
    expect(tamari.allergens).toEqual(["soybeans"]);
    expect(tamari.may_contain).toEqual(expect.arrayContaining(["wheat", "gluten"]));
    expect(tamari.dietary_tags).toEqual(expect.arrayContaining(["vegetarian", "vegan", "dairy-free"]));
    expect(tamari.household_conflicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "allergy", about: "soy", certain: true, reason: "tamari contains soy" }),
        expect.objectContaining({ kind: "dislike", about: "carrots", certain: true }),
      ]),
    );
    const plainForVisitorShape = await detail(user.client, user.ids.plain);
    expect(plainForVisitorShape.allergens).toEqual([]);
  });

  it("a visitor sees what a catalogue recipe contains, and no household", async () => {
    const found = (await new TestClient(t).json<RecipeListResponse>("/api/recipes?q=fluffy buttermilk pancakes")).body.recipes;
    const listed = found.find((r) => r.title === "Fluffy Buttermilk Pancakes")!;
    const page = await detail(new TestClient(t), listed.id);
    expect(page.allergens).toEqual(expect.arrayContaining(["milk", "egg", "wheat", "gluten"]));
    expect(page.household_conflicts).toBeNull();
  });

  it("refuses a dietary tag the ingredients break, with the reason, and keeps the earned ones", async () => {
    const user = await signedInUser(t);
    const body = { title: "Buttered Toast", ingredients: ["2 slices bread", "1 tbsp butter"], steps: ["Toast and butter."], serving_size: 1 };
    const refused = await user.client.json<{ code: string; message: string }>("/api/recipes", { method: "POST", json: { ...body, dietary_tags: ["vegan"] } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "DIETARY_TAG_CONTRADICTED", message: '"vegan" does not fit this recipe: butter is not vegan.' });
    const saved = await user.client.json<RecipeDetail>("/api/recipes", { method: "POST", json: { ...body, dietary_tags: ["vegetarian"] } });
    expect(saved.status).toBe(201);
    expect(saved.body.dietary_tags).toContain("vegetarian");
    expect(saved.body.dietary_tags).not.toContain("vegan");
  });
});

describe("diets are restrictions, never dislikes", () => {
  it("a diet written as a dislike is saved as the diet", async () => {
    const user = await signedInUser(t);
    const saved = await user.client.json<{ diets: string[]; dislikes: string[] }>("/api/profile/preferences", {
      method: "PUT",
      json: { ...validPreferences, dislikes: ["Vegetarian", "olives", "gluten free"] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.diets.sort()).toEqual(["gluten-free", "vegetarian"]);
    expect(saved.body.dislikes).toEqual(["olives"]);
  });

  it("refuses a diet that is not on the list", async () => {
    const user = await signedInUser(t);
    const res = await user.client.json<{ message: string }>("/api/profile/preferences", {
      method: "PUT",
      json: { ...validPreferences, diets: ["vegan", "keto"] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Please choose diets from the list.");
  });

  it("the profile says which allergies are matched by name only", async () => {
    const user = await signedInUser(t);
    const saved = await user.client.json<{ allergy_checks: { text: string; by: string }[] }>("/api/profile/preferences", {
      method: "PUT",
      json: { ...validPreferences, allergies: ["peanuts", "almonds", "nickel"] },
    });
    expect(saved.body.allergy_checks).toEqual([
      { text: "peanuts", by: "families" },
      { text: "almonds", by: "food" },
      { text: "nickel", by: "words" },
    ]);
  });
});

describe("Sierra and the kitchen keep to the same rule", () => {
  const household: Household = { allergies: ["soy", "fish"], diets: ["vegetarian"], dislikes: [] };

  it("Sierra's search and plan propose nothing the rule refuses", async () => {
    const user = await assistantMember(t, "all_day", { allergies: household.allergies as string[], diets: household.diets as string[] });
    const thread = await currentThreadOf(user.client);
    const proposed: string[] = [];
    const found = await ask(user.client, thread, "find me a tofu recipe");
    for (const card of found.reply?.cards ?? []) if (card.kind === "recipes") proposed.push(...card.recipes.map((r) => r.id));
    const planned = await ask(user.client, thread, "plan breakfast, lunch and dinner for the next 4 days");
    for (const card of planned.reply?.cards ?? []) if (card.kind === "plan") proposed.push(...card.meals.map((m) => m.recipeId));
    expect(proposed.length).toBeGreaterThan(3);
    for (const id of proposed) expect(householdConflicts(await detail(user.client, id), household), id).toEqual([]);
  });

  it("the leftover remix suggests nothing the rule refuses", async () => {
    const user = await member(household);
    const res = await user.client.json<LeftoversResponse>("/api/pantry/leftovers", { method: "POST", json: { text: "tofu, rice, carrots", useSoon: false } });
    expect(res.status).toBe(200);
    const ids = res.body.suggestions.map((s) => s.recipe.id);
    expect(ids).not.toContain(user.ids.tamari);
    for (const id of ids) expect(householdConflicts(await detail(user.client, id), household)).toEqual([]);
  });
});
