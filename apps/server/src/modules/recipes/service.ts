import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { checkRecipeId, RECIPES_PER_PAGE, type RecipeCategory, type RecipeDetail, type RecipeInputValues, type RecipeListResponse, type RecipeSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { favoriteRecipes, recipeCategories, recipes } from "../../db/schema";
import { recipeErrors } from "./errors";
import { isFavoriteOf, summaryColumns, toSummary } from "./queries";
import { COUNT_CAP, cappedCount, fullTextCondition, fuzzyCondition, fuzzyPage, newestPage, rankedPage, searchFilters } from "./search";
import { toRecipeRow } from "./write-model";

export interface ListOptions {
  q?: string;
  mealType?: string;
  category?: string;
  favorites: boolean;
  page: number;
}

/**
 * One page of recipes the viewer may see: ranked when searching (typo-tolerant
 * when nothing matches exactly), newest first otherwise, with the total
 * (exact up to COUNT_CAP, flagged when capped).
 */
export async function listRecipes(db: Database, viewerId: string | null, opts: ListOptions): Promise<RecipeListResponse> {
  const filters = searchFilters({ viewerId, mealType: opts.mealType, category: opts.category, favorites: opts.favorites });
  const offset = (opts.page - 1) * RECIPES_PER_PAGE;
  const q = opts.q?.trim();
  let where = filters;
  let page: SQL = newestPage(filters, offset, RECIPES_PER_PAGE);
  let knownTotal: number | null = null;
  if (q) {
    const fullText = fullTextCondition(q);
    const ranked = rankedPage(filters, q, offset, RECIPES_PER_PAGE);
    const exact = fullText ? await countWhere(db, sql`${filters} and ${fullText}`) : 0;
    if (fullText && ranked && exact > 0) {
      where = sql`${filters} and ${fullText}`;
      page = ranked;
      knownTotal = exact;
    } else {
      where = sql`${filters} and ${fuzzyCondition(q)}`;
      page = fuzzyPage(filters, q, offset, RECIPES_PER_PAGE);
    }
  }
  const [total, ids] = await Promise.all([knownTotal ?? countWhere(db, where), db.execute(page).then((r) => (r.rows as { id: string }[]).map((row) => row.id))]);
  const capped = total > COUNT_CAP;
  const shownTotal = Math.min(total, COUNT_CAP);
  return {
    recipes: await summariesInOrder(db, viewerId, ids),
    total: shownTotal,
    totalCapped: capped,
    page: opts.page,
    pageSize: RECIPES_PER_PAGE,
    totalPages: Math.max(1, Math.ceil(shownTotal / RECIPES_PER_PAGE)),
  };
}

async function countWhere(db: Database, where: SQL): Promise<number> {
  const result = await db.execute(cappedCount(where));
  return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0);
}

/** Card data for the page's ids, in the page's order. */
async function summariesInOrder(db: Database, viewerId: string | null, ids: string[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, isFavorite: isFavoriteOf(viewerId) })
    .from(recipes)
    .where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toSummary(row, viewerId)]));
  return ids.map((id) => byId.get(id)).filter((r): r is RecipeSummary => Boolean(r));
}

/** A recipe by id: 400 for a bad or placeholder id, 404 when missing, 403 for another user's. */
export async function getRecipe(db: Database, viewerId: string | null, id: string): Promise<RecipeDetail> {
  const check = checkRecipeId(id);
  if (check === "placeholder") throw recipeErrors.placeholder();
  if (check !== "ok") throw recipeErrors.invalidId();
  const [row] = await db.select({ recipe: recipes, isFavorite: isFavoriteOf(viewerId) }).from(recipes).where(eq(recipes.id, id)).limit(1);
  if (!row) throw recipeErrors.notFound();
  const r = row.recipe;
  if (r.userId !== null && r.userId !== viewerId) throw recipeErrors.permissionDenied();
  return {
    ...toSummary({ ...r, isFavorite: row.isFavorite }, viewerId),
    ingredients: r.ingredients,
    steps: r.steps,
    nutrition: r.nutrition ?? null,
    nutrition_coverage: r.nutritionCoverage,
    serving_size: r.servingSize,
    public_domain: r.publicDomain,
    source: r.source,
    user_id: r.userId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export async function listCategories(db: Database): Promise<RecipeCategory[]> {
  const rows = await db.select().from(recipeCategories).orderBy(asc(recipeCategories.name));
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind as RecipeCategory["kind"] }));
}

function draftOf(input: RecipeInputValues) {
  return {
    title: input.title,
    description: input.description,
    ingredients: input.ingredients,
    steps: input.steps,
    complexity: input.complexity,
    categories: input.categories,
    cuisine: input.cuisine,
    servingSize: input.serving_size,
    prepTime: input.prep_time,
    cookTime: input.cook_time,
    dietaryTags: input.dietary_tags,
    attribution: input.attribution,
    source: input.source ?? null,
  };
}

async function rememberCategories(db: Database, names: string[]) {
  if (names.length === 0) return;
  await db.insert(recipeCategories).values(names.map((name) => ({ name, kind: "dish" }))).onConflictDoNothing({ target: recipeCategories.name });
}

/** The user's own recipe; nutrition and tags are derived here, on the write. */
export async function createRecipe(db: Database, userId: string, input: RecipeInputValues): Promise<RecipeDetail> {
  const [row] = await db.insert(recipes).values({ ...toRecipeRow(draftOf(input)), userId }).returning({ id: recipes.id });
  await rememberCategories(db, input.categories);
  return getRecipe(db, userId, row!.id);
}

async function ownRecipe(db: Database, userId: string, id: string) {
  if (checkRecipeId(id) !== "ok") throw recipeErrors.invalidId();
  const [row] = await db.select({ userId: recipes.userId }).from(recipes).where(eq(recipes.id, id)).limit(1);
  if (!row) throw recipeErrors.notFound();
  // The catalogue belongs to nobody: nobody edits it through the API.
  if (row.userId !== userId) throw recipeErrors.permissionDenied();
}

export async function updateRecipe(db: Database, userId: string, id: string, input: RecipeInputValues): Promise<RecipeDetail> {
  await ownRecipe(db, userId, id);
  await db.update(recipes).set({ ...toRecipeRow(draftOf(input)), updatedAt: new Date() }).where(eq(recipes.id, id));
  await rememberCategories(db, input.categories);
  return getRecipe(db, userId, id);
}

export async function deleteRecipe(db: Database, userId: string, id: string): Promise<void> {
  await ownRecipe(db, userId, id);
  await db.delete(recipes).where(eq(recipes.id, id));
}

export async function favoriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: favoriteRecipes.recipeId }).from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId)).orderBy(desc(favoriteRecipes.createdAt));
  return rows.map((r) => r.id);
}
