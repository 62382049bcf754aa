import { describe, expect, it } from "vitest";
import { apiListQuery, hasNarrowingFilters, readListParams, updateListParams, writeListParams, type ListParams } from "./list-params";

const base: ListParams = { q: "", mealType: null, category: null, favorites: false, atHome: false, page: 1 };

describe("readListParams", () => {
  it.each([
    ["", base],
    ["q=%20pasta%20&page=3", { ...base, q: "pasta", page: 3 }],
    ["mealType=Dinner&category=Italian&favorites=true", { ...base, mealType: "Dinner", category: "Italian", favorites: true }],
    ["mealType=Brunch", base],
    ["mealType=dinner", base],
    ["page=0", base],
    ["page=-2", base],
    ["page=2.5", base],
    ["page=abc", base],
    ["favorites=yes", base],
    ["atHome=true", { ...base, atHome: true }],
    ["category=%20%20", base],
  ])("%s", (query, expected) => {
    expect(readListParams(new URLSearchParams(query))).toEqual(expected);
  });

  it("caps a very long search", () => {
    expect(readListParams(new URLSearchParams({ q: "a".repeat(500) })).q).toHaveLength(200);
  });
});

describe("writeListParams", () => {
  it("leaves defaults out", () => {
    expect(writeListParams(base).toString()).toBe("");
  });
  it("round-trips", () => {
    const params: ListParams = { q: "green curry", mealType: "Lunch", category: "Thai", favorites: true, atHome: true, page: 4 };
    expect(readListParams(writeListParams(params))).toEqual(params);
  });
});

describe("updateListParams", () => {
  it("a filter change goes back to page 1", () => {
    expect(updateListParams({ ...base, page: 5 }, { q: "soup" })).toEqual({ ...base, q: "soup", page: 1 });
  });
  it("a page change keeps the filters", () => {
    expect(updateListParams({ ...base, q: "soup" }, { page: 2 })).toEqual({ ...base, q: "soup", page: 2 });
  });
});

describe("apiListQuery", () => {
  it("asks for favourites only when signed in", () => {
    const params = { ...base, favorites: true, page: 2 };
    expect(apiListQuery(params, true)).toEqual({ favorites: "true", page: "2" });
    expect(apiListQuery(params, false)).toEqual({ page: "2" });
  });
  it("never sends 'cook with what I have' (the pantry answers that)", () => {
    expect(apiListQuery({ ...base, atHome: true }, true)).toEqual({});
  });
});

it("hasNarrowingFilters", () => {
  expect(hasNarrowingFilters(base)).toBe(false);
  expect(hasNarrowingFilters({ ...base, favorites: true })).toBe(false);
  expect(hasNarrowingFilters({ ...base, category: "Soup" })).toBe(true);
});
