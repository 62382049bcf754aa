import { describe, expect, it } from "vitest";
import { countOf, pluralNoun } from "./count-of";

describe("countOf", () => {
  it.each([
    [0, "meal", "0 meals"],
    [1, "meal", "1 meal"],
    [2, "meal", "2 meals"],
    [1, "item", "1 item"],
    [15, "ingredient", "15 ingredients"],
    [1, "serving", "1 serving"],
    [7, "serving", "7 servings"],
    [1, "lunch", "1 lunch"],
    [2, "lunch", "2 lunches"],
    [1, "recipe", "1 recipe"],
    [1.5, "cup", "1.5 cups"],
  ])("%d %s -> %s", (count, noun, expected) => expect(countOf(count, noun)).toBe(expected));

  it("takes an explicit plural", () => {
    expect(countOf(2, "person", "people")).toBe("2 people");
    expect(pluralNoun(1, "leaf", "leaves")).toBe("leaf");
    expect(pluralNoun(3, "leaf", "leaves")).toBe("leaves");
  });
});
