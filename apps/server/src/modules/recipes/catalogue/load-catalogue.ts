import { eq, isNull, sql } from "drizzle-orm";
import { MEAL_TYPE_CATEGORIES } from "@sierra/shared";
import type { Database } from "../../../db/client";
import { recipeCategories, recipes } from "../../../db/schema";
import { storedFoodColumns } from "../../food";
import { toRecipeRow } from "../write-model";
import { CATALOGUE } from "./catalogue-files";

/** Source line of catalogue recipes: written for this product, in our own words. */
export const CATALOGUE_SOURCE = "Sierra Meal Planner test kitchen (original recipe)";

/**
 * Loads the public catalogue and its categories at start. Idempotent: recipes
 * are keyed by slug and only missing ones are inserted, so a restart (or a
 * second instance) adds nothing twice.
 */
export async function loadCatalogue(db: Database): Promise<{ inserted: number }> {
  if (await alreadyLoaded(db)) return { inserted: 0 };
  const existing = new Set((await db.select({ slug: recipes.slug }).from(recipes).where(isNull(recipes.userId))).map((r) => r.slug));
  const missing = CATALOGUE.filter((r) => !existing.has(r.slug));
  if (missing.length > 0) {
    const rows = missing.map((r) => ({ slug: r.slug, userId: null, ...catalogueRow(r) }));
    for (let i = 0; i < rows.length; i += 100) {
      await db
        .insert(recipes)
        .values(rows.slice(i, i + 100))
        .onConflictDoNothing({ target: recipes.slug });
    }
  }
  await loadCategories(db);
  // PGlite has no autovacuum: give the planner fresh statistics after a load.
  if (missing.length > 0) {
    await db.execute(sql`analyze recipes`);
    await db.execute(sql`analyze recipe_search`);
  }
  return { inserted: missing.length };
}

const listOf = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Every catalogue recipe and category already stored, as on every restart: one counting query
 * instead of reading 290 slugs back and writing the categories again (docs/decisions/040).
 */
async function alreadyLoaded(db: Database): Promise<boolean> {
  const slugs = CATALOGUE.map((r) => r.slug);
  const names = categoryNames();
  const result = await db.execute(sql`select
      (select count(*)::int from recipes where user_id is null and slug in (${listOf(slugs)})) as "recipes",
      (select count(*)::int from recipe_categories where name in (${listOf(names)})) as "categories"`);
  const [stored] = result.rows as { recipes: number; categories: number }[];
  return stored?.recipes === slugs.length && stored.categories === names.length;
}

const categoryNames = () => [...new Set(CATALOGUE.flatMap((r) => r.categories))];

function catalogueRow(r: (typeof CATALOGUE)[number]) {
  return toRecipeRow({
    title: r.title,
    description: r.description,
    ingredients: r.ingredients,
    steps: r.steps,
    complexity: r.complexity,
    categories: r.categories,
    cuisine: r.cuisine,
    servingSize: r.servings,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    attribution: r.attribution,
    source: CATALOGUE_SOURCE,
  });
}

/**
 * Recipes already loaded keep what was derived when they were written. When the line parser,
 * the food table or the matcher improves, this brings the catalogue's parsed ingredients,
 * nutrition and dietary tags up to date: only rows whose derived values differ are written.
 * Run after start-up, not before listening. Deriving a recipe takes ~0.5 ms of this thread:
 * it yields between recipes, so requests arriving meanwhile wait for one recipe, not for all.
 */
export async function refreshCatalogueNutrition(db: Database): Promise<{ updated: number }> {
  const stored = await db
    .select({
      id: recipes.id,
      slug: recipes.slug,
      ingredients: recipes.ingredients,
      nutrition: recipes.nutrition,
      coverage: recipes.nutritionCoverage,
      tags: recipes.dietaryTags,
    })
    .from(recipes)
    .where(isNull(recipes.userId));
  const bySlug = new Map(CATALOGUE.map((r) => [r.slug, r]));
  let updated = 0;
  for (const row of stored) {
    const source = row.slug ? bySlug.get(row.slug) : undefined;
    if (!source) continue;
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = catalogueRow(source);
    const same =
      comparable([row.ingredients, row.nutrition, row.coverage, row.tags]) ===
      comparable([fresh.ingredients, fresh.nutrition ?? null, fresh.nutritionCoverage ?? null, fresh.dietaryTags]);
    if (same) continue;
    const { ingredients, nutrition, nutritionCoverage, searchText } = fresh;
    await db
      .update(recipes)
      .set({ ingredients, nutrition, nutritionCoverage, searchText, ...storedFoodColumns({ title: fresh.title, ingredients }) })
      .where(eq(recipes.id, row.id));
    updated += 1;
  }
  return { updated };
}

/** jsonb reorders keys and a real column rounds: compare sorted keys and 3 decimals. */
function comparable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === "number") return Math.round(v * 1000) / 1000;
    if (v && typeof v === "object" && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)));
    return v;
  });
}

const DISH_CATEGORIES = new Set([
  "Soup",
  "Salad",
  "Pasta",
  "Rice",
  "Noodles",
  "Sandwich",
  "Baking",
  "Dessert",
  "Grill",
  "Stew",
  "Curry",
  "Bowl",
  "Eggs",
  "Seafood",
  "Vegetarian Mains",
  "Sides",
  "Drinks",
]);

async function loadCategories(db: Database) {
  const rows = categoryNames().map((name) => ({
    name,
    kind: (MEAL_TYPE_CATEGORIES as readonly string[]).includes(name) ? "meal_type" : DISH_CATEGORIES.has(name) ? "dish" : "cuisine",
  }));
  await db.insert(recipeCategories).values(rows).onConflictDoNothing({ target: recipeCategories.name });
}
