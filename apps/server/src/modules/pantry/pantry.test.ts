import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CookableResponse, CookedMeal, CookedMealsResponse, CoverageResponse, LeftoversResponse, PantryItem, PantryResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember, lineText, ownRecipe, planDinner, stock } from "../../testing/kitchen";
import type { TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => t.close());

const pantry = async (client: TestClient) => (await client.json<PantryResponse>("/api/pantry")).body.items;
const pantryText = async (client: TestClient) => (await pantry(client)).map(lineText).sort();

describe("the pantry", () => {
  it("adds, edits and removes items; judges freshness by the user's today", async () => {
    const user = await kitchenMember(t);
    const chickpeas = await stock(user.client, { name: "chickpeas", quantity: 2, unit: "cans" });
    expect(chickpeas).toMatchObject({ foodKey: "chickpeas", unit: "can", location: "cupboard", aisle: "pantry", freshness: null });
    const milk = await stock(user.client, { name: "milk", quantity: 1, unit: "l", location: "fridge", bestBefore: "2026-11-23" });
    expect(milk).toMatchObject({ foodKey: "whole milk", unit: "liter", freshness: "use-soon", aisle: "dairy-eggs" });
    const edited = await user.client.json<PantryItem>(`/api/pantry/items/${milk.id}`, { method: "PATCH", json: { bestBefore: "2026-11-20" } });
    expect(edited.body.freshness).toBe("expired");
    const renamed = await user.client.json<PantryItem>(`/api/pantry/items/${chickpeas.id}`, { method: "PATCH", json: { name: "black beans", quantity: 3 } });
    expect(renamed.body).toMatchObject({ foodKey: "black beans", quantity: 3, unit: "can" });
    expect((await user.client.request(`/api/pantry/items/${milk.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await pantryText(user.client)).toEqual(["3 can black beans"]);
    expect((await user.client.json<PantryResponse>("/api/pantry")).body.today).toBe("2026-11-21");
  });

  it.each([
    [{ name: "" }, "Enter a food"],
    [{ name: "rice", quantity: 0 }, "Quantity must be more than 0"],
    [{ name: "rice", quantity: "lots" }, "Quantity must be a number"],
    [{ name: "rice", quantity: 1e9 }, "Quantity must be at most 100000"],
    [{ name: "rice", location: "garage" }, "Choose fridge, freezer or cupboard"],
    [{ name: "rice", bestBefore: "tomorrow" }, "Dates must look like 2026-11-21"],
    [{ name: "rice", unit: "x".repeat(31) }, "Unit must be at most 30 characters"],
  ])("refuses %o: %s", async (json, message) => {
    const user = await kitchenMember(t);
    const res = await user.client.json<{ message: string }>("/api/pantry/items", { json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("an edit must change something; a bad id is not found", async () => {
    const user = await kitchenMember(t);
    const rice = await stock(user.client, { name: "rice" });
    expect((await user.client.json<{ message: string }>(`/api/pantry/items/${rice.id}`, { method: "PATCH", json: {} })).body.message).toBe("Nothing to change");
    expect((await user.client.json<{ message: string }>("/api/pantry/items/42", { method: "DELETE" })).body.message).toBe("Pantry item not found");
    expect((await user.client.json<{ message: string }>(`/api/pantry/items/${crypto.randomUUID()}`, { method: "DELETE" })).body.message).toBe(
      "Pantry item not found",
    );
  });
});

describe("cooking a planned meal", () => {
  it("takes the recipe's ingredients, scaled to the household, out of the pantry; undo gives them back", async () => {
    const user = await kitchenMember(t, { householdSize: 2 });
    const curry = await ownRecipe(user.client, "Chickpea curry", ["2 (15 oz) cans chickpeas", "1 cup white rice", "1 onion", "salt to taste"], 4);
    await planDinner(user.client, "2026-11-21", curry.id);
    const cans = await stock(user.client, { name: "chickpeas", quantity: 1, unit: "can" });
    await stock(user.client, { name: "rice", quantity: 1, unit: "kg" });
    await stock(user.client, { name: "salt" });
    const before = await pantryText(user.client);

    const cooked = await user.client.json<CookedMeal>("/api/pantry/cooked/2026-11-21/dinner", { method: "POST" });
    expect(cooked.status).toBe(201);
    expect(cooked.body.lowered.map((l) => [l.name, Math.round(l.used * 10000) / 10000, l.unit])).toEqual([
      ["chickpeas", 1, "can"], // half of 2 cans, the whole can: used up
      ["rice", 0.0925, "kilogram"], // half a cup at 185 g a cup
    ]);
    expect(await pantryText(user.client)).toEqual(["0.908 kilogram rice", "salt"]);
    expect(
      (await user.client.json<CookedMealsResponse>("/api/pantry/cooked?start=2026-11-01&end=2026-11-30")).body.cooked.map((c) => [
        c.date,
        c.mealType,
        c.recipeId,
      ]),
    ).toEqual([["2026-11-21", "dinner", curry.id]]);

    const twice = await user.client.json<{ message: string }>("/api/pantry/cooked/2026-11-21/dinner", { method: "POST" });
    expect([twice.status, twice.body.message]).toEqual([409, "This meal is already marked as cooked"]);

    expect((await user.client.request("/api/pantry/cooked/2026-11-21/dinner", { method: "DELETE" })).status).toBe(200);
    expect(await pantryText(user.client)).toEqual(before);
    expect((await pantry(user.client)).some((i) => i.id === cans.id)).toBe(true); // the used-up can came back as it was
    const again = await user.client.json<{ message: string }>("/api/pantry/cooked/2026-11-21/dinner", { method: "DELETE" });
    expect([again.status, again.body.message]).toEqual([404, "This meal is not marked as cooked"]);
  });

  it("refuses an empty slot and a bad slot", async () => {
    const user = await kitchenMember(t);
    const empty = await user.client.json<{ message: string }>("/api/pantry/cooked/2026-11-22/dinner", { method: "POST" });
    expect([empty.status, empty.body.message]).toEqual([404, "No meal planned"]);
    expect((await user.client.json<{ message: string }>("/api/pantry/cooked/2026-11-22/brunch", { method: "POST" })).body.message).toBe("Unknown meal type");
    expect((await user.client.json<{ message: string }>("/api/pantry/cooked?start=2026-11-30&end=2026-11-01")).body.message).toBe(
      "The range must end on or after its start",
    );
  });
});

describe("what is at home for a recipe", () => {
  it("counts the lines the pantry covers for the household's servings; tap water counts for neither number", async () => {
    const user = await kitchenMember(t, { householdSize: 4 });
    const stew = await ownRecipe(
      user.client,
      "Bean stew",
      ["2 cans black beans", "1 onion", "2 cloves garlic", "1 tsp cumin", "2 cups water", "1 lime", "200 g spinach"],
      4,
    );
    await stock(user.client, { name: "black beans", quantity: 3, unit: "can" });
    await stock(user.client, { name: "onions", quantity: 2 });
    await stock(user.client, { name: "garlic", quantity: 1, unit: "head" }); // a head is not cloves: not counted
    await stock(user.client, { name: "ground cumin" });
    await stock(user.client, { name: "spinach", quantity: 100, unit: "g" }); // not enough
    await stock(user.client, { name: "lime", quantity: 1 });
    const res = await user.client.json<CoverageResponse>(`/api/pantry/coverage?recipeIds=${stew.id}`);
    // Water from the tap is neither something to buy nor something "at home" (kitchen/coverage.ts).
    expect(res.body.coverage[stew.id]).toEqual({ atHome: 4, total: 6 });

    const cookable = (await user.client.json<CookableResponse>("/api/pantry/cookable")).body.recipes;
    expect(cookable.find((r) => r.id === stew.id)).toMatchObject({ title: "Bean stew", atHome: 4, total: 6, is_own: true });
    expect(cookable.every((r) => r.atHome / r.total >= 0.5)).toBe(true);
  });

  it("validates the ids asked for", async () => {
    const user = await kitchenMember(t);
    expect((await user.client.json<{ message: string }>("/api/pantry/coverage?recipeIds=abc")).body.message).toBe("Invalid recipe ID format");
    expect((await user.client.json<{ message: string }>("/api/pantry/coverage")).body.message).toBe("Invalid recipe ID format");
    expect((await user.client.json<CookableResponse>("/api/pantry/cookable")).body.recipes).toEqual([]); // nothing at home, nothing cookable
  });
});

describe("the leftover remix", () => {
  /** The recipes claim nothing: the food knowledge finds the peanut salad's peanuts, and the others earn nut-free. */
  async function dragonFruitCook(opts: { allergies?: string[]; dislikes?: string[] }) {
    const user = await kitchenMember(t, opts);
    const nutFree = ["nut-free"];
    const peanut = await ownRecipe(user.client, "Dragon fruit peanut salad", ["1 dragon fruit", "2 tbsp peanuts", "1 lime"], 2);
    const smoothie = await ownRecipe(user.client, "Dragon fruit smoothie", ["1 dragon fruit", "1 banana", "1 cup plain yogurt"], 2, nutFree);
    const mango = await ownRecipe(user.client, "Dragon fruit mango bowl", ["1 dragon fruit", "1 mango"], 2, nutFree);
    const both = await ownRecipe(user.client, "Dragon fruit and kiwi cups", ["2 dragon fruits", "2 kiwis"], 2, nutFree);
    return { user, peanut, smoothie, mango, both };
  }

  it("ranks recipes by how many leftovers they use, then by how little else they need", async () => {
    const { user, both, mango, peanut, smoothie } = await dragonFruitCook({});
    await stock(user.client, { name: "banana", quantity: 3 });
    const res = await user.client.json<LeftoversResponse>("/api/pantry/leftovers", { json: { text: "half a dragon fruit, kiwi" } });
    expect(res.body.leftovers).toEqual(["dragon fruit", "kiwi"]);
    const ids = res.body.suggestions.map((s) => s.recipe.id);
    expect(ids.slice(0, 1)).toEqual([both.id]); // uses both leftovers
    // Then one leftover each: the smoothie lacks only yogurt (bananas are at home), the mango bowl a mango, the salad two things.
    expect(ids.filter((id) => [smoothie.id, mango.id, peanut.id].includes(id))).toEqual([mango.id, smoothie.id, peanut.id]);
    expect(res.body.suggestions[0]).toMatchObject({ uses: ["dragon fruit", "kiwi"], alsoNeeds: [] });
  });

  it("never suggests what the household is allergic to or dislikes", async () => {
    const { user, peanut, mango, smoothie } = await dragonFruitCook({ allergies: ["peanuts"], dislikes: ["mango"] });
    expect(peanut.allergens).toContain("peanuts");
    const res = await user.client.json<LeftoversResponse>("/api/pantry/leftovers", { json: { text: "dragon fruit" } });
    const ids = res.body.suggestions.map((s) => s.recipe.id);
    expect(ids).toContain(smoothie.id);
    expect(ids).not.toContain(peanut.id);
    expect(ids).not.toContain(mango.id);
  });

  it("'cook with what I have' never suggests what the household is allergic to or dislikes either", async () => {
    const { user, peanut, mango, smoothie } = await dragonFruitCook({ allergies: ["peanuts"], dislikes: ["mango"] });
    for (const name of ["dragon fruit", "peanuts", "mango", "banana", "plain yogurt", "lime"]) await stock(user.client, { name, quantity: 2 });
    const ids = (await user.client.json<CookableResponse>("/api/pantry/cookable")).body.recipes.map((r) => r.id);
    expect(ids).toContain(smoothie.id);
    expect(ids).not.toContain(peanut.id);
    expect(ids).not.toContain(mango.id);
  });

  it("uses the pantry's use-soon items when asked", async () => {
    const { user, both } = await dragonFruitCook({});
    await stock(user.client, { name: "kiwi", quantity: 2, bestBefore: "2026-11-22", location: "fridge" });
    await stock(user.client, { name: "dragon fruit", quantity: 1, bestBefore: "2026-12-30" }); // not soon
    const res = await user.client.json<LeftoversResponse>("/api/pantry/leftovers", { json: { useSoon: true } });
    expect(res.body.leftovers).toEqual(["kiwi"]);
    expect(res.body.suggestions[0]!.recipe.id).toBe(both.id);
  });

  it.each([
    [{}, "Type what is left over, or use the pantry's use-soon items"],
    [{ text: " " }, "Type what is left over, or use the pantry's use-soon items"],
    [{ text: "x".repeat(501) }, "Keep the leftovers under 500 characters"],
  ])("refuses %o", async (json, message) => {
    const user = await kitchenMember(t);
    const res = await user.client.json<{ message: string }>("/api/pantry/leftovers", { json });
    expect([res.status, res.body.message]).toEqual([400, message]);
  });
});

describe("another user's pantry", () => {
  it("user B can neither read nor change user A's pantry, cooked meals or private recipes' coverage", async () => {
    const a = await kitchenMember(t);
    const item = await stock(a.client, { name: "chickpeas", quantity: 2, unit: "can" });
    const recipe = await ownRecipe(a.client, "A's secret chickpeas", ["1 can chickpeas"], 2);
    await planDinner(a.client, "2026-11-22", recipe.id);
    expect((await a.client.request("/api/pantry/cooked/2026-11-22/dinner", { method: "POST" })).status).toBe(201);

    const b = await kitchenMember(t);
    expect(await pantry(b.client)).toEqual([]);
    expect((await b.client.request(`/api/pantry/items/${item.id}`, { method: "PATCH", json: { quantity: 99 } })).status).toBe(404);
    expect((await b.client.request(`/api/pantry/items/${item.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await b.client.request("/api/pantry/cooked/2026-11-22/dinner", { method: "DELETE" })).status).toBe(404);
    expect((await b.client.request("/api/pantry/cooked/2026-11-22/dinner", { method: "POST" })).status).toBe(404);
    expect((await b.client.json<CookedMealsResponse>("/api/pantry/cooked?start=2026-11-01&end=2026-11-30")).body.cooked).toEqual([]);
    expect((await b.client.json<CoverageResponse>(`/api/pantry/coverage?recipeIds=${recipe.id}`)).body.coverage).toEqual({});
    expect(await pantryText(a.client)).toEqual(["1 can chickpeas"]);
  });
});
