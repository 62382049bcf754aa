import { describe, expect, it } from "vitest";
import { menuKeyTarget, typeaheadTarget } from "./menu-keys";

describe("menuKeyTarget", () => {
  it.each([
    ["ArrowDown", 0, 1],
    ["ArrowDown", 4, 4], // the last item stays: Radix's menus do not wrap
    ["ArrowDown", -1, 0], // from the menu itself, the first item
    ["ArrowUp", 2, 1],
    ["ArrowUp", 0, 0],
    ["ArrowUp", -1, 4], // from the menu itself, the last item
    ["Home", 3, 0],
    ["PageUp", 3, 0],
    ["End", 1, 4],
    ["PageDown", 1, 4],
  ])("%s from %i goes to %i of 5", (key, current, expected) => {
    expect(menuKeyTarget(key, 5, current)).toBe(expected);
  });

  it("leaves every other key, and an empty menu, alone", () => {
    for (const key of ["Enter", " ", "Escape", "Tab", "ArrowLeft", "ArrowRight", "a"]) expect(menuKeyTarget(key, 5, 1)).toBeUndefined();
    expect(menuKeyTarget("ArrowDown", 0, -1)).toBeUndefined();
  });
});

describe("typeaheadTarget", () => {
  const labels = ["Any category", "American", "Asian", "Brazilian", "British", "Indian"];

  it("goes to the next item starting with a letter, after the current one, wrapping", () => {
    expect(typeaheadTarget(labels, "a", 0)).toBe(1);
    expect(typeaheadTarget(labels, "a", 2)).toBe(0);
    expect(typeaheadTarget(labels, "B", -1)).toBe(3);
  });

  it("cycles through the items of one letter when it is pressed again and again", () => {
    expect(typeaheadTarget(labels, "bb", 3)).toBe(4);
    expect(typeaheadTarget(labels, "bbb", 4)).toBe(3);
  });

  it("matches a longer search from the current item on, staying when it still matches", () => {
    expect(typeaheadTarget(labels, "bri", 3)).toBe(4);
    expect(typeaheadTarget(labels, "br", 3)).toBeUndefined();
    expect(typeaheadTarget(labels, "any c", 1)).toBe(0);
  });

  it("stays when nothing matches", () => {
    expect(typeaheadTarget(labels, "z", 1)).toBeUndefined();
    expect(typeaheadTarget(labels, "i", 5)).toBeUndefined();
  });
});
