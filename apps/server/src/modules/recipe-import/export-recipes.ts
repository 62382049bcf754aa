import { and, asc, eq } from "drizzle-orm";
import { countOf, formatIngredient, groupedIngredients, type Ingredient } from "@sierra/shared";
import type { Database } from "../../db/client";
import { recipeImages, recipes } from "../../db/schema";
import { recipeErrors } from "../recipes/errors";
import { getRecipe } from "../recipes/service";
import { SECTIONS_PROPERTY } from "./extract/sections-property";

type Row = typeof recipes.$inferSelect & { imageSource: string | null };

const minutes = (m: number | null) => (m === null ? undefined : `PT${m}M`);

/**
 * One of our recipes as a schema.org Recipe: what other apps (and our own import) read. The image
 * is the address it was imported from, if any; our own pictures are served only to their owner.
 */
export function toSchemaOrg(r: Row, appUrl: string): Record<string, unknown> {
  const total = r.prepTime !== null || r.cookTime !== null ? (r.prepTime ?? 0) + (r.cookTime ?? 0) : null;
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${appUrl}/recipe/${r.id}`,
    name: r.title,
    ...(r.description && { description: r.description }),
    ...(r.imageSource && { image: r.imageSource }),
    recipeYield: countOf(r.servingSize, "serving"),
    ...(r.prepTime !== null && { prepTime: minutes(r.prepTime) }),
    ...(r.cookTime !== null && { cookTime: minutes(r.cookTime) }),
    ...(total !== null && { totalTime: minutes(total) }),
    ...(r.categories.length && { recipeCategory: r.categories }),
    ...(r.cuisine && { recipeCuisine: r.cuisine }),
    recipeIngredient: (r.ingredients as Ingredient[]).map((i) => formatIngredient(i)),
    ...ingredientSectionsOf(r.ingredients as Ingredient[]),
    recipeInstructions: (r.steps as string[]).map((text) => ({ "@type": "HowToStep", text })),
    ...(r.nutrition && { nutrition: nutritionOf(r.nutrition) }),
    ...(r.source && r.source !== "generated" && { isBasedOn: r.source }),
    dateCreated: r.createdAt.toISOString(),
    dateModified: r.updatedAt.toISOString(),
  };
}

/**
 * schema.org has no ingredient groups: other apps read the flat recipeIngredient, and our own import
 * reads the groups back from this property of ours (docs/decisions/054).
 */
function ingredientSectionsOf(ingredients: Ingredient[]) {
  const groups = groupedIngredients(ingredients);
  if (!groups.some((g) => g.title)) return {};
  return {
    [SECTIONS_PROPERTY]: groups.map((g) => ({
      ...(g.title && { name: g.title }),
      recipeIngredient: g.indexes.map((i) => formatIngredient(ingredients[i]!)),
    })),
  };
}

function nutritionOf(n: NonNullable<Row["nutrition"]>) {
  const g = (v: number | undefined) => (v === undefined ? undefined : `${v} g`);
  return {
    "@type": "NutritionInformation",
    calories: `${n.calories} kcal`,
    proteinContent: g(n.protein),
    carbohydrateContent: g(n.carbs),
    fatContent: g(n.fat),
    fiberContent: g(n.fiber),
    sugarContent: g(n.sugar),
    sodiumContent: n.sodium === undefined ? undefined : `${n.sodium} mg`,
  };
}

const selectRows = (db: Database) =>
  db.select({ recipe: recipes, imageSource: recipeImages.sourceUrl }).from(recipes).leftJoin(recipeImages, eq(recipeImages.recipeId, recipes.id));

/** Every recipe the member owns, oldest first. */
export async function ownRecipesAsSchemaOrg(db: Database, userId: string, appUrl: string) {
  const rows = await selectRows(db).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt), asc(recipes.id));
  return rows.map((r) => toSchemaOrg({ ...r.recipe, imageSource: r.imageSource }, appUrl));
}

/** One recipe the member owns (404 otherwise, as for reading it: docs/decisions/026). */
export async function ownRecipeAsSchemaOrg(db: Database, userId: string, id: string, appUrl: string) {
  const detail = await getRecipe(db, userId, id);
  if (detail.user_id !== userId) throw recipeErrors.notFound();
  const [row] = await selectRows(db).where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
  return toSchemaOrg({ ...row!.recipe, imageSource: row!.imageSource }, appUrl);
}
