import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DoneShoppingResponse, PantryResponse, ShoppingListDetail, ShoppingListItem, ShoppingListRead, ShoppingListSummary } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember, lineText, ownRecipe, planDinner, stock } from "../../testing/kitchen";
import type { TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => t.close());

const create = (client: TestClient, json: object = {}) => client.json<ShoppingListDetail & { message?: string }>("/api/shopping-lists", { json });
const byName = (list: ShoppingListDetail, name: string) => list.items.filter((i) => i.name === name);
const check = (client: TestClient, list: { id: string }, item: ShoppingListItem, checked = true) =>
  client.json<ShoppingListItem & { message?: string }>(`/api/shopping-lists/${list.id}/items/${item.id}`, { method: "PATCH", json: { checked } });

/** Three dinners for a household of 2; the pantry holds a can of chickpeas, 100 g spinach and some salt. */
async function plannedWeek() {
  const user = await kitchenMember(t, { householdSize: 2 });
  const curry = await ownRecipe(
    user.client,
    "Chickpea curry",
    ["2 (15 oz) cans chickpeas", "1 onion", "2 cloves garlic", "1 cup white rice", "400 ml coconut milk", "salt to taste", "1 cup water"],
    4,
  );
  const salad = await ownRecipe(user.client, "Chickpea salad", ["1 can chickpeas", "1 red onion", "200 g spinach", "1 tbsp extra-virgin olive oil"], 2);
  const rice = await ownRecipe(user.client, "Garlic rice", ["200 g white rice", "4 cloves garlic", "1 tsp garlic powder", "2 tbsp unsalted butter"], 4);
  await planDinner(user.client, "2026-11-22", curry.id);
  await planDinner(user.client, "2026-11-23", salad.id);
  await planDinner(user.client, "2026-11-24", rice.id);
  await planDinner(user.client, "2026-12-10", curry.id); // outside the default 7 days
  await stock(user.client, { name: "chickpeas", quantity: 1, unit: "can" });
  await stock(user.client, { name: "spinach", quantity: 100, unit: "g", location: "fridge" });
  await stock(user.client, { name: "salt" });
  return { user, curry, salad, rice };
}

describe("a list generated from the plan", () => {
  it("merges the week's recipes by food, scaled to the household, less the pantry, in store order", async () => {
    const { user } = await plannedWeek();
    const res = await create(user.client);
    expect(res.status).toBe(201);
    const list = res.body;
    expect(list).toMatchObject({ name: "Nov 21 – Nov 27", start: "2026-11-21", end: "2026-11-27" });
    expect(list.items.map((i) => `${i.aisle}: ${lineText(i)}`)).toEqual([
      "produce: 3 clove garlic", // 2 x 1/2 + 4 x 1/2
      "produce: 1 onion", // half an onion is still one onion
      "produce: 1 red onion", // another food, never merged with onion
      "produce: 100 gram spinach", // 200 g less 100 g at home
      "dairy-eggs: 1 tablespoon unsalted butter",
      "pantry: 1 can chickpeas", // 1 (15 oz) can + 1 can, less the can at home
      "pantry: 200 milliliter coconut milk",
      "pantry: 1 tablespoon extra-virgin olive oil",
      "pantry: 193 gram white rice", // 1/2 cup (185 g a cup) + 100 g
      "spices: 0.5 teaspoon garlic powder",
    ]);
    // No food twice, nothing impossible: salt is at home, water comes from the tap, the December dinner is out of range.
    expect(new Set(list.items.map((i) => i.foodKey)).size).toBe(list.items.length);
    expect(list.items.every((i) => i.quantity === null || i.quantity > 0)).toBe(true);
    expect(byName(list, "garlic")[0]!.recipes.map((r) => r.title)).toEqual(["Chickpea curry", "Garlic rice"]);
    expect(byName(list, "chickpeas")[0]!.containerSize).toEqual({ quantity: 15, quantityMax: null, unit: "ounce" });
  });

  it("covers the range asked for, and refuses a range the wrong way round or too long", async () => {
    const { user } = await plannedWeek();
    const december = await create(user.client, { name: "December", start: "2026-12-10", end: "2026-12-10" });
    expect(december.body.name).toBe("December");
    // Half the curry for two: its can of chickpeas is the one at home.
    expect(december.body.items.map(lineText)).toEqual(["1 clove garlic", "1 onion", "200 milliliter coconut milk", "0.5 cup white rice"]);
    expect((await create(user.client, { start: "2026-12-10", end: "2026-12-01" })).body.message).toBe("The range must end on or after its start");
    expect((await create(user.client, { start: "2026-12-01", end: "2027-01-02" })).body.message).toBe("Choose at most 31 days");
    expect((await create(user.client, { end: "2026-11-01" })).body.message).toBe("The range must end on or after its start");
    expect((await create(user.client, { name: "" })).body.message).toBe("Name the list");
  });

  it("an empty plan makes an empty list", async () => {
    const user = await kitchenMember(t);
    const res = await create(user.client);
    expect(res.status).toBe(201);
    expect(res.body.items).toEqual([]);
  });
});

describe("changing a list", () => {
  it("regenerating keeps checked and hand-added items, and buys only what the basket lacks", async () => {
    const { user, rice } = await plannedWeek();
    const list = (await create(user.client)).body;
    const garlic = byName(list, "garlic")[0]!;
    const onion = byName(list, "onion")[0]!;
    expect((await check(user.client, list, garlic)).body.checked).toBe(true);
    const towels = await user.client.json<ShoppingListItem>(`/api/shopping-lists/${list.id}/items`, {
      json: { name: "paper towels", quantity: 2, unit: "rolls" },
    });
    expect(towels.status).toBe(201);
    expect(towels.body).toMatchObject({ addedByHand: true, aisle: "other", recipes: [] });
    await user.client.request(`/api/shopping-lists/${list.id}/items/${onion.id}`, { method: "DELETE" });
    await planDinner(user.client, "2026-11-25", rice.id); // 2 more garlic cloves

    const again = await user.client.json<ShoppingListDetail>(`/api/shopping-lists/${list.id}/regenerate`, { method: "POST" });
    expect(again.status).toBe(200);
    const garlicLines = byName(again.body, "garlic").map((i) => `${lineText(i)}${i.checked ? " (checked)" : ""}`);
    expect(garlicLines).toEqual(["3 clove garlic (checked)", "2 clove garlic"]);
    expect(byName(again.body, "paper towels")).toHaveLength(1);
    expect(byName(again.body, "onion")).toHaveLength(1); // a generated line comes back with the plan
    expect(lineText(byName(again.body, "white rice")[0]!)).toBe("293 gram white rice");
    expect(again.body.items.map((i) => i.position)).toEqual([...again.body.items.map((i) => i.position)].sort((a, b) => a - b));
  });

  it("'Done shopping' puts the checked items into the pantry and takes them off the list", async () => {
    const { user } = await plannedWeek();
    const list = (await create(user.client)).body;
    for (const name of ["chickpeas", "spinach", "unsalted butter"]) await check(user.client, list, byName(list, name)[0]!);
    const done = await user.client.json<DoneShoppingResponse>(`/api/shopping-lists/${list.id}/done`, { method: "POST" });
    expect(done.body.moved).toBe(3);
    expect(done.body.list.items.some((i) => i.checked)).toBe(false);
    expect(done.body.list.items).toHaveLength(list.items.length - 3);
    const pantry = (await user.client.json<PantryResponse>("/api/pantry")).body.items;
    expect(pantry.map((i) => `${lineText(i)} @${i.location}`).sort()).toEqual([
      "1 tablespoon unsalted butter @fridge",
      "2 can chickpeas @cupboard",
      "200 gram spinach @fridge",
      "salt @cupboard",
    ]);
    // The pantry now covers them: a new list for the week no longer asks for them.
    const next = (await create(user.client)).body;
    expect(next.items.map((i) => i.name)).not.toContain("chickpeas");
    expect(next.items.map((i) => i.name)).not.toContain("spinach");
  });

  it("renames, lists newest first with counts, and deletes", async () => {
    const { user } = await plannedWeek();
    const first = (await create(user.client)).body;
    const second = (await create(user.client, { name: "Party" })).body;
    await check(user.client, second, second.items[0]!);
    const renamed = await user.client.json<ShoppingListDetail>(`/api/shopping-lists/${first.id}`, { method: "PATCH", json: { name: "  Weekly shop " } });
    expect(renamed.body.name).toBe("Weekly shop");
    const lists = (await user.client.json<{ lists: ShoppingListSummary[] }>("/api/shopping-lists")).body.lists;
    expect(lists.map((l) => [l.name, l.itemCount, l.checkedCount])).toEqual([
      ["Weekly shop", first.items.length, 0],
      ["Party", second.items.length, 1],
    ]);
    expect((await user.client.request(`/api/shopping-lists/${first.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await user.client.request(`/api/shopping-lists/${first.id}`)).status).toBe(404);
  });
});

describe("two devices in step", () => {
  it("a device holding the current version gets a small answer; any change moves the version on", async () => {
    const { user } = await plannedWeek();
    const list = (await create(user.client)).body;
    const phone = user.client.withCopiedCookies();
    const same = await phone.json<ShoppingListRead>(`/api/shopping-lists/${list.id}?since=${list.version}`);
    expect(same.body).toEqual({ unchanged: true, version: list.version });
    await check(user.client, list, list.items[0]!);
    const changed = await phone.json<ShoppingListDetail>(`/api/shopping-lists/${list.id}?since=${list.version}`);
    expect(changed.body.version).toBe(list.version + 1);
    expect(changed.body.items.find((i) => i.id === list.items[0]!.id)!.checked).toBe(true);
  });
});

describe("validation", () => {
  it.each([
    ["POST", "/items", { name: "" }, "Enter a food"],
    ["POST", "/items", { name: "milk", quantity: -1 }, "Quantity must be more than 0"],
    ["PATCH", "/items/ITEM", { checked: "yes" }, "checked must be true or false"],
    ["PATCH", "/items/not-an-id", { checked: true }, "List item not found"],
    ["PATCH", "", { name: "x".repeat(81) }, "Keep the list name under 80 characters"],
  ])("%s LIST%s %o -> %s", async (method, path, json, message) => {
    const { user } = await plannedWeek();
    const list = (await create(user.client)).body;
    const res = await user.client.json<{ message: string }>(`/api/shopping-lists/${list.id}${path.replace("ITEM", list.items[0]!.id)}`, { method, json });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("a bad list id is not found; signed out is refused", async () => {
    const { user } = await plannedWeek();
    expect((await user.client.json<{ message: string }>("/api/shopping-lists/nope")).body.message).toBe("Shopping list not found");
    user.client.clearCookies();
    expect((await user.client.request("/api/shopping-lists")).status).toBe(401);
  });
});

describe("another user's lists", () => {
  it("user B can neither read nor change user A's list or its items", async () => {
    const { user: a } = await plannedWeek();
    const list = (await create(a.client)).body;
    const item = list.items[0]!;
    const b = await kitchenMember(t);
    const attempts = [
      b.client.request(`/api/shopping-lists/${list.id}`),
      b.client.request(`/api/shopping-lists/${list.id}?since=0`),
      b.client.request(`/api/shopping-lists/${list.id}`, { method: "PATCH", json: { name: "Mine now" } }),
      b.client.request(`/api/shopping-lists/${list.id}/regenerate`, { method: "POST" }),
      b.client.request(`/api/shopping-lists/${list.id}/done`, { method: "POST" }),
      b.client.request(`/api/shopping-lists/${list.id}/items`, { json: { name: "spam" } }),
      b.client.request(`/api/shopping-lists/${list.id}/items/${item.id}`, { method: "PATCH", json: { checked: true } }),
      b.client.request(`/api/shopping-lists/${list.id}/items/${item.id}`, { method: "DELETE" }),
      b.client.request(`/api/shopping-lists/${list.id}`, { method: "DELETE" }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.status)).toEqual(Array(attempts.length).fill(404));
    // B's own list cannot reach A's item either.
    const mine = (await create(b.client)).body;
    expect((await b.client.request(`/api/shopping-lists/${mine.id}/items/${item.id}`, { method: "PATCH", json: { checked: true } })).status).toBe(404);
    expect((await b.client.json<{ lists: unknown[] }>("/api/shopping-lists")).body.lists).toHaveLength(1);
    const still = (await a.client.json<ShoppingListDetail>(`/api/shopping-lists/${list.id}`)).body;
    expect(still).toMatchObject({ name: list.name, version: list.version });
    expect(still.items.map((i) => i.checked)).toEqual(list.items.map(() => false));
  });
});
