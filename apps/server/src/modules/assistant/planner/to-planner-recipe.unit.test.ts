import { normalizeIngredient } from "@sierra/shared";
import { describe, expect, it } from "vitest";
import { toPlannerRecipe, type PlannerRecipeRow } from "./to-planner-recipe";

const row = (fields: Partial<PlannerRecipeRow> = {}): PlannerRecipeRow => ({
  id: "5f0c2a8e-1d2b-4c3d-9e4f-123456789abc",
  title: "Lemon Chicken Traybake",
  categories: ["Dinner", "Lunch", "Grill"],
  cuisine: "mediterranean",
  dietaryTags: ["gluten-free", "nut-free"],
  ingredients: ["6 boneless, skinless chicken thighs", "2 lemons, sliced", "2 lemons, juiced", "salt to taste"].map(normalizeIngredient),
  nutrition: { calories: 540, protein: 41.5, carbs: 12, fat: 33.2, fiber: 2 },
  prepTime: 15,
  cookTime: 40,
  complexity: "simple",
  servingSize: 4,
  ...fields,
});

describe("toPlannerRecipe", () => {
  it("reads meal types from the categories, foods from the parsed lines and minutes from prep + cook", () => {
    const recipe = row();
    expect(toPlannerRecipe(recipe)).toEqual({
      id: "5f0c2a8e-1d2b-4c3d-9e4f-123456789abc",
      title: "Lemon Chicken Traybake",
      mealTypes: ["lunch", "dinner"],
      calories: 540,
      protein: 41.5,
      carbs: 12,
      fat: 33.2,
      minutes: 55,
      cuisine: "mediterranean",
      complexity: "simple",
      dietaryTags: ["gluten-free", "nut-free"],
      foodKeys: ["boneless skinless chicken thigh", "lemon", "salt"],
      ingredients: recipe.ingredients,
      servingSize: 4,
    });
  });

  it("keeps what a recipe does not say as null, and reads lines stored before the parser by their name", () => {
    const legacy = { quantity: 2, quantityMax: null, unit: null, name: "Cremini Mushrooms", note: null };
    const recipe = toPlannerRecipe(row({ nutrition: null, prepTime: null, cookTime: null, categories: ["Snack"], ingredients: [legacy] }));
    expect(recipe).toMatchObject({
      calories: null,
      protein: null,
      carbs: null,
      fat: null,
      minutes: null,
      mealTypes: ["snack"],
      foodKeys: ["cremini mushroom"],
    });
    expect(toPlannerRecipe(row({ prepTime: null, cookTime: 20 })).minutes).toBe(20);
  });
});
