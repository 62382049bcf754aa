import { normalizeIngredient, normalizeSteps, type IngredientInput } from "@sierra/shared";
import type { recipes } from "../../db/schema";
import { storedFoodColumns } from "../food";
import { computeNutrition } from "./nutrition/compute";

export interface RecipeDraft {
  title: string;
  description?: string | null;
  ingredients: IngredientInput[];
  steps: unknown[];
  complexity: string;
  categories: string[];
  cuisine?: string | null;
  servingSize: number;
  prepTime?: number | null;
  cookTime?: number | null;
  attribution?: { chefs: string[]; inspiration: string } | null;
  publicDomain?: boolean;
  source?: string | null;
}

/**
 * Everything derived on a write: normalised ingredients and steps, nutrition
 * per serving with its coverage, what the food knowledge reads in the ingredients
 * (allergens, the diets it suits as dietary tags, the household rule's columns:
 * docs/decisions/046), and the text the search vector is built from.
 */
export function toRecipeRow(draft: RecipeDraft): Omit<typeof recipes.$inferInsert, "id" | "userId" | "slug"> {
  const ingredients = draft.ingredients.map(normalizeIngredient).filter((i) => i.name);
  const { nutrition, coverage } = computeNutrition(ingredients, draft.servingSize);
  const food = storedFoodColumns({ title: draft.title, ingredients });
  const dietaryTags = food.dietaryTags;
  const searchText = [draft.cuisine, ...draft.categories, ...dietaryTags, ...ingredients.map((i) => i.name), draft.description].filter(Boolean).join(" ");
  return {
    title: draft.title.trim(),
    description: draft.description?.trim() || null,
    ingredients,
    steps: normalizeSteps(draft.steps),
    nutrition,
    nutritionCoverage: coverage,
    complexity: draft.complexity,
    categories: draft.categories,
    cuisine: draft.cuisine ?? null,
    servingSize: draft.servingSize,
    prepTime: draft.prepTime ?? null,
    cookTime: draft.cookTime ?? null,
    ...food,
    attribution: draft.attribution ?? null,
    publicDomain: draft.publicDomain ?? false,
    source: draft.source ?? null,
    searchText,
  };
}
