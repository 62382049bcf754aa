import { describe, expect, it } from "vitest";
import { titleFromPrompt } from "./generation-title";

describe("titleFromPrompt", () => {
  it.each([
    ["a spicy lentil soup", "Spicy Lentil Soup"],
    ["Make me a spicy lentil soup for 4", "Spicy Lentil Soup"],
    ["Could you create a recipe for vegan tacos please", "Vegan Tacos"],
    ["shrimp pad thai without peanuts", "Shrimp Pad Thai"],
    ["pasta with peas and mint in 20 minutes", "Pasta with Peas and Mint"],
    ["I'd like a one-pot chicken curry tonight", "One-Pot Chicken Curry"],
    ["something quick for dinner", null],
    ["a healthy breakfast", null],
    ["with chicken", null],
    ["!!", null],
  ])("%j → %j", (prompt, expected) => {
    expect(titleFromPrompt(prompt)).toBe(expected);
  });
});
