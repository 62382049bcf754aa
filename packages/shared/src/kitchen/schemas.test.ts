import { describe, expect, it } from "vitest";
import {
  coverageQuerySchema,
  defaultListName,
  defaultListRange,
  kitchenMessages,
  leftoversRequestSchema,
  listItemUpdateSchema,
  pantryItemInputSchema,
  pantryItemUpdateSchema,
  shoppingListCreateSchema,
} from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe("pantry item input", () => {
  it("fills defaults and reads units as our ids", () => {
    expect(pantryItemInputSchema.parse({ name: " chickpeas ", quantity: 2, unit: "tins" })).toEqual({
      name: "chickpeas",
      quantity: 2,
      unit: "can",
      bestBefore: null,
      location: "cupboard",
    });
    expect(pantryItemInputSchema.parse({ name: "rice", unit: "", bestBefore: "" })).toMatchObject({ unit: null, bestBefore: null, quantity: null });
    expect(pantryItemInputSchema.parse({ name: "spinach", unit: "Bag" }).unit).toBe("bag");
  });

  it.each([
    [{ name: "" }, kitchenMessages.name],
    [{}, kitchenMessages.name],
    [{ name: "x".repeat(121) }, kitchenMessages.nameTooLong],
    [{ name: "rice", quantity: "2" }, kitchenMessages.quantity],
    [{ name: "rice", quantity: 0 }, kitchenMessages.quantityPositive],
    [{ name: "rice", quantity: 100_001 }, kitchenMessages.quantityTooLarge],
    [{ name: "rice", unit: "u".repeat(31) }, kitchenMessages.unitTooLong],
    [{ name: "rice", location: "garage" }, kitchenMessages.location],
    [{ name: "rice", bestBefore: "2026-02-30" }, kitchenMessages.date],
  ])("refuses %o with its message", (input, message) => {
    expect(firstMessage(pantryItemInputSchema.safeParse(input))).toBe(message);
  });

  it("an update must change something", () => {
    expect(firstMessage(pantryItemUpdateSchema.safeParse({}))).toBe(kitchenMessages.nothingToChange);
    expect(pantryItemUpdateSchema.parse({ bestBefore: null })).toEqual({ bestBefore: null });
  });
});

describe("shopping lists", () => {
  it.each([
    [{ start: "2026-11-27", end: "2026-11-21" }, kitchenMessages.rangeOrder],
    [{ start: "2026-11-01", end: "2026-12-02" }, kitchenMessages.rangeTooLong],
    [{ name: "  " }, kitchenMessages.listName],
    [{ name: "n".repeat(81) }, kitchenMessages.listNameTooLong],
    [{ start: "21/11/2026" }, kitchenMessages.date],
  ])("refuses %o", (input, message) => {
    expect(firstMessage(shoppingListCreateSchema.safeParse(input))).toBe(message);
  });

  it("accepts a month of 31 days and nothing at all", () => {
    expect(shoppingListCreateSchema.safeParse({ start: "2026-12-01", end: "2026-12-31" }).success).toBe(true);
    expect(shoppingListCreateSchema.parse({})).toEqual({});
  });

  it("defaults to the next 7 days, named after them", () => {
    expect(defaultListRange("2026-12-29")).toEqual({ start: "2026-12-29", end: "2027-01-04" });
    expect(defaultListName("2026-12-29", "2027-01-04")).toBe("Dec 29 – Jan 4");
    expect(defaultListName("2026-11-21", "2026-11-21")).toBe("Nov 21");
  });

  it("checking takes a boolean", () => {
    expect(firstMessage(listItemUpdateSchema.safeParse({ checked: "yes" }))).toBe(kitchenMessages.checked);
  });
});

describe("leftovers and coverage", () => {
  it.each([
    [{}, kitchenMessages.leftovers],
    [{ text: "   " }, kitchenMessages.leftovers],
    [{ text: "r".repeat(501) }, kitchenMessages.leftoversTooLong],
  ])("refuses leftovers %o", (input, message) => {
    expect(firstMessage(leftoversRequestSchema.safeParse(input))).toBe(message);
  });

  it("reads recipe ids from a comma list, without repeats", () => {
    const id = "0b7c3c1e-6a3b-4a5e-9d7a-1b2c3d4e5f60";
    expect(coverageQuerySchema.parse({ recipeIds: `${id}, ${id}` }).recipeIds).toEqual([id]);
    expect(firstMessage(coverageQuerySchema.safeParse({ recipeIds: "nope" }))).toBe(kitchenMessages.recipeIds);
    const many = Array.from({ length: 51 }, (_, i) => `0b7c3c1e-6a3b-4a5e-9d7a-${String(i).padStart(12, "0")}`).join(",");
    expect(firstMessage(coverageQuerySchema.safeParse({ recipeIds: many }))).toBe(kitchenMessages.tooManyRecipes);
  });
});
