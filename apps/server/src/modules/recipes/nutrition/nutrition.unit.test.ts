import { describe, expect, it } from "vitest";
import { normalizeIngredient, parseIngredientLine } from "@sierra/shared";
import { computeNutrition, matchIngredient, MIN_NUTRITION_COVERAGE } from "./compute";
import { FOODS, matchFood } from "./foods";
import { gramsOfFood } from "./grams";

const food = (name: string) => {
  const f = matchFood(name);
  if (!f) throw new Error(`no food ${name}`);
  return f;
};
/** Hand computation: grams x value per 100 g / 100, summed, divided by servings. */
const per100 = (name: string, grams: number, key: "kcal" | "protein" | "fat" | "carbs" | "sodiumMg") => (food(name).per100g[key] * grams) / 100;

describe("food matching", () => {
  it.each([
    ["eggs", "egg"],
    ["large eggs", "egg"],
    ["boneless chicken thigh", "chicken thigh"],
    ["Yellow Onions", "yellow onion"],
    // The head noun comes last: a compound is its last food, not its first word.
    ["salt cod", "cod"],
    ["pomegranate molasses", "molasses"],
    ["butter beans", "white beans"],
    ["coconut yogurt", "coconut milk"],
    ["salt pork", "pork belly"],
  ])("%s -> %s", (name, expected) => {
    expect(matchFood(name)?.name).toBe(expected);
  });
  it("reads 'dried' from the note when a dried food exists", () => {
    expect(matchIngredient(parseIngredientLine("1 1/2 cups black-eyed peas, dried"))?.name).toBe("dried black-eyed peas");
    expect(matchIngredient(parseIngredientLine("1 can black-eyed peas, drained"))?.name).toBe("black-eyed peas");
  });
  it("matches nothing for unknown foods", () => {
    expect(matchFood("unobtainium shavings")).toBeNull();
  });
  // A qualifier that is itself a food makes another food of a form like milk, salt or broth.
  it.each([
    ["garlic powder", "garlic powder"],
    ["coconut milk", "coconut milk"],
    ["oat milk", null],
    ["garlic salt", null],
    ["mushroom broth", null],
    ["ice cream", null],
    ["garlic chili sauce", null],
    ["lime zest", "lime"],
    ["salmon fillet", "salmon"],
    ["garlic clove", "garlic"],
  ])("%s -> %s", (name, expected) => {
    expect(matchFood(name)?.name ?? null).toBe(expected);
  });
  it("reports the lines it could not match", () => {
    expect(computeNutrition(["1 cup oat milk", "1 cup rolled oats"].map(parseIngredientLine), 1).unmatched).toEqual(["oat milk"]);
  });
  it("has at least 400 foods, each with an FDC id", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(400);
    expect(FOODS.every((f) => Number.isInteger(f.fdcId) && f.fdcId > 0)).toBe(true);
  });
});

describe("grams", () => {
  it("mass, volume through density, counts through unit weights", () => {
    expect(gramsOfFood(parseIngredientLine("200 g spaghetti"), food("spaghetti"))).toBeCloseTo(200);
    expect(gramsOfFood(parseIngredientLine("1 lb spaghetti"), food("spaghetti"))).toBeCloseTo(453.592);
    const cup = food("all-purpose flour").gramsPerCup!;
    expect(gramsOfFood(parseIngredientLine("2 cups all-purpose flour"), food("all-purpose flour"))).toBeCloseTo(2 * cup);
    expect(gramsOfFood(parseIngredientLine("1 tbsp all-purpose flour"), food("all-purpose flour"))).toBeCloseTo(cup / 16, 1);
    expect(gramsOfFood(parseIngredientLine("3 large eggs"), food("egg"))).toBeCloseTo(3 * food("egg").unitWeights!.large!);
    expect(gramsOfFood(parseIngredientLine("2-4 cloves garlic"), food("garlic"))).toBeCloseTo(3 * food("garlic").unitWeights!.clove!);
  });
  it("containers through their stated size, sizes through the food's weight for that size", () => {
    expect(gramsOfFood(parseIngredientLine("1 (14.5 oz) can diced tomatoes, drained"), food("tomato"))).toBeCloseTo(14.5 * 28.3495);
    expect(gramsOfFood(parseIngredientLine("2 x 400g tins chopped tomatoes"), food("tomato"))).toBeCloseTo(800);
    expect(gramsOfFood(parseIngredientLine("2 x 100 g tomatoes"), food("tomato"))).toBeCloseTo(200);
    expect(gramsOfFood(parseIngredientLine("6 large eggs"), food("egg"))).toBeCloseTo(6 * food("egg").unitWeights!.large!);
    // Lines stored before sizes were kept apart have the size as their unit.
    expect(gramsOfFood({ quantity: 2, quantityMax: null, unit: "large", name: "eggs", note: null }, food("egg"))).toBeCloseTo(
      2 * food("egg").unitWeights!.large!,
    );
  });
});

describe("nutrition per serving against hand-computed values", () => {
  it("scrambled eggs with butter (2 servings)", () => {
    const eggs = 4 * food("egg").unitWeights!.large!;
    const butterGrams = (food("unsalted butter").gramsPerCup! / 16) * 1;
    const result = computeNutrition(["4 large eggs", "1 tbsp unsalted butter"].map(parseIngredientLine), 2);
    expect(result.coverage).toBe(1);
    expect(result.nutrition?.calories).toBe(Math.round((per100("egg", eggs, "kcal") + per100("unsalted butter", butterGrams, "kcal")) / 2));
    expect(result.nutrition?.protein).toBeCloseTo((per100("egg", eggs, "protein") + per100("unsalted butter", butterGrams, "protein")) / 2, 1);
    expect(result.nutrition?.fat).toBeCloseTo((per100("egg", eggs, "fat") + per100("unsalted butter", butterGrams, "fat")) / 2, 1);
  });

  it("pasta with olive oil and parmesan (4 servings), salt for the pasta water not eaten", () => {
    const oil = (food("extra-virgin olive oil").gramsPerCup! / 16) * 3;
    const lines = ["1 lb spaghetti", "3 tbsp extra-virgin olive oil", "2 oz parmesan", "1 tbsp salt, for the pasta water"].map(parseIngredientLine);
    const result = computeNutrition(lines, 4);
    const kcal = per100("spaghetti", 453.592, "kcal") + per100("extra-virgin olive oil", oil, "kcal") + per100("parmesan", 56.699, "kcal");
    const sodium = per100("spaghetti", 453.592, "sodiumMg") + per100("parmesan", 56.699, "sodiumMg");
    expect(result.nutrition?.calories).toBe(Math.round(kcal / 4));
    expect(result.nutrition?.sodium).toBe(Math.round(sodium / 4));
  });

  it("counts a tenth of oil used for frying", () => {
    const oil = food("vegetable oil").gramsPerCup! * 4;
    const result = computeNutrition(["4 cups vegetable oil, for frying", "1 lb cod"].map(parseIngredientLine), 1);
    expect(result.nutrition?.calories).toBe(Math.round(per100("vegetable oil", oil * 0.1, "kcal") + per100("cod", 453.592, "kcal")));
  });

  it("legacy object ingredients count like lines", () => {
    const a = computeNutrition([normalizeIngredient({ item: "white rice", qty: 1, unit: "cup" })], 1);
    const b = computeNutrition([parseIngredientLine("1 cup white rice")], 1);
    expect(a.nutrition).toEqual(b.nutrition);
  });

  it("withholds the number when too little of the weight is known", () => {
    const result = computeNutrition(["500 g unobtainium", "50 g spaghetti"].map(parseIngredientLine), 2);
    expect(result.coverage).toBeLessThan(MIN_NUTRITION_COVERAGE);
    expect(result.nutrition).toBeNull();
    expect(computeNutrition([parseIngredientLine("salt, to taste")], 2)).toMatchObject({ nutrition: null, coverage: null });
  });
});
