import { describe, expect, it } from "vitest";
import type { ShoppingListItem } from "./api";
import { listAsText } from "./share-text";

const item = (name: string, aisle: ShoppingListItem["aisle"], position: number, extra: Partial<ShoppingListItem> = {}): ShoppingListItem => ({
  id: name,
  name,
  foodKey: name,
  quantity: null,
  unit: null,
  containerSize: null,
  aisle,
  recipes: [],
  checked: false,
  addedByHand: false,
  position,
  ...extra,
});

describe("a list as plain text", () => {
  it("lists what is left to buy by aisle in store order", () => {
    const items = [
      item("chickpeas", "pantry", 1, { quantity: 2, unit: "can", containerSize: { quantity: 15, quantityMax: null, unit: "ounce" } }),
      item("onions", "produce", 3, { quantity: 2 }),
      item("milk", "dairy-eggs", 0, { checked: true }),
      item("spinach", "produce", 2, { quantity: 200, unit: "gram" }),
    ];
    expect(listAsText({ name: "Nov 21 – Nov 27", items })).toBe(
      "Nov 21 – Nov 27\n\nProduce\n- 200 g spinach\n- 2 onions\n\nPantry staples\n- 2 cans (15 oz) chickpeas",
    );
  });

  it("says so when everything is checked off", () => {
    expect(listAsText({ name: "Week", items: [item("milk", "dairy-eggs", 0, { checked: true })] })).toBe("Week\n\nEverything is checked off.");
  });
});
