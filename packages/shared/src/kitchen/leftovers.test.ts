import { describe, expect, it } from "vitest";
import { rankRemix, splitLeftoverText, usesLeftover, type RemixCandidate } from "./leftovers";

describe("does a line use a leftover", () => {
  it.each([
    ["the same food", "spinach", "spinach", true],
    ["another rice", "brown rice", "white rice", true],
    ["a cut of the leftover animal", "chicken breast", "whole chicken", true],
    ["a thigh of it too", "bone-in chicken thigh", "whole chicken", true],
    ["not broth made from it", "chicken broth", "whole chicken", false],
    ["not rice noodles for rice", "rice noodles", "white rice", false],
    ["not coconut milk for milk", "coconut milk", "whole milk", false],
    ["not another cheese for a cheese", "feta cheese", "cheddar cheese", false],
    ["not green beans for black beans", "green beans", "black beans", false],
    ["another onion", "red onion", "yellow onion", true],
  ])("%s: %s for %s -> %s", (_label, line, leftover, expected) => {
    expect(usesLeftover(line, { key: leftover, name: leftover })).toBe(expected);
  });
});

const recipe = (id: string, keys: string[]): RemixCandidate => ({ id, title: id, lines: keys.map((k) => ({ key: k, name: k })) });

describe("ranking recipes for leftovers", () => {
  const leftovers = [
    { key: "whole chicken", name: "roast chicken" },
    { key: "white rice", name: "rice" },
    { key: "spinach", name: "spinach" },
  ];
  const candidates = [
    recipe("Chicken fried rice", ["chicken breast", "white rice", "egg", "soy sauce", "green onion"]),
    recipe("Chicken, rice and spinach bowl", ["chicken thigh", "brown rice", "spinach", "salt", "lemon"]),
    recipe("Spinach salad", ["spinach", "feta cheese", "walnuts"]),
    recipe("Chocolate cake", ["all-purpose flour", "sugar", "cocoa powder"]),
    recipe("Chicken rice soup", ["chicken breast", "white rice", "chicken broth"]),
  ];
  const pantry = new Set(["egg", "soy sauce", "lemon"]);

  it("more leftovers used first, then fewer other things to buy, then fewer ingredients; unrelated recipes left out", () => {
    const ranked = rankRemix(leftovers, candidates, (line) => pantry.has(line.key));
    expect(ranked.map((r) => r.recipe.id)).toEqual(["Chicken, rice and spinach bowl", "Chicken rice soup", "Chicken fried rice", "Spinach salad"]);
    expect(ranked[0]).toMatchObject({ uses: ["roast chicken", "rice", "spinach"], alsoNeeds: [] });
    // One thing to buy each: the shorter recipe first.
    expect(ranked[1]!.alsoNeeds).toEqual(["chicken broth"]);
    expect(ranked[2]!.alsoNeeds).toEqual(["green onion"]);
  });

  it("salt, pepper and water are not counted as something to buy", () => {
    const [only] = rankRemix([{ key: "spinach", name: "spinach" }], [recipe("Wilted spinach", ["spinach", "salt", "black pepper", "water"])], () => false);
    expect(only!.alsoNeeds).toEqual([]);
  });

  it("keeps to the limit", () => {
    expect(rankRemix(leftovers, candidates, () => false, 2)).toHaveLength(2);
  });
});

describe("typed leftovers", () => {
  it.each([
    ["half a roast chicken, rice and spinach", ["half a roast chicken", "rice", "spinach"]],
    ["half-and-half; 2 eggs\ncooked pasta", ["half-and-half", "2 eggs", "cooked pasta"]],
    [" , ", []],
  ])("%s", (text, expected) => {
    expect(splitLeftoverText(text)).toEqual(expected);
  });
});
