import { and, arrayContains, isNull, lte, sql } from "drizzle-orm";
import type { GenerationRequest, Ingredient } from "@sierra/shared";
import type { Database } from "../../db/client";
import { recipes } from "../../db/schema";

/** A catalogue recipe Sierra may adapt. */
export interface SourceRecipe {
  id: string;
  title: string;
  description: string | null;
  cuisine: string | null;
  categories: string[];
  complexity: string;
  servingSize: number;
  prepTime: number | null;
  cookTime: number | null;
  ingredients: Ingredient[];
  steps: string[];
  dietaryTags: string[];
  attribution: { chefs: string[]; inspiration: string } | null;
}

const MEAL_CATEGORY = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" } as const;

/**
 * The catalogue recipes that fit the request's hard limits: its meal type and time. The
 * catalogue is a few hundred curated recipes, so the rest of the choice is made in memory.
 */
export async function loadSourceRecipes(db: Database, request: GenerationRequest): Promise<SourceRecipe[]> {
  const minutes = sql<number>`coalesce(${recipes.prepTime}, 0) + coalesce(${recipes.cookTime}, 0)`;
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      cuisine: recipes.cuisine,
      categories: recipes.categories,
      complexity: recipes.complexity,
      servingSize: recipes.servingSize,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      ingredients: recipes.ingredients,
      steps: recipes.steps,
      dietaryTags: recipes.dietaryTags,
      attribution: recipes.attribution,
    })
    .from(recipes)
    .where(
      and(
        isNull(recipes.userId),
        request.mealType ? arrayContains(recipes.categories, [MEAL_CATEGORY[request.mealType]]) : undefined,
        request.maxMinutes ? lte(minutes, request.maxMinutes) : undefined,
      ),
    );
}
