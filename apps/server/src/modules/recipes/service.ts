import { asc, count, desc, eq, sql } from "drizzle-orm";
import { checkRecipeId, RECIPES_PER_PAGE, type RecipeCategory, type RecipeDetail, type RecipeInputValues, type RecipeListResponse } from "@sierra/shared";
import type { Database } from "../../db/client";
import { favoriteRecipes, recipeCategories, recipes } from "../../db/schema";
import { recipeErrors } from "./errors";
import { and_, hasCategory, isFavoriteOf, summaryColumns, toSummary, visibleTo } from "./queries";
import { searchCondition } from "./search";
import { toRecipeRow } from "./write-model";

export interface ListOptions {
  q?: string;
  mealType?: string;
  category?: string;
  favorites: boolean;
  page: number;
}

/** One page of recipes the viewer may see, ranked when searching, newest first otherwise, with the total. */
export async function listRecipes(db: Database, viewerId: string | null, opts: ListOptions): Promise<RecipeListResponse> {
  const search = opts.q ? searchCondition(opts.q) : null;
  const where = and_([
    visibleTo(viewerId),
    opts.mealType ? hasCategory(opts.mealType) : undefined,
    opts.category ? hasCategory(opts.category) : undefined,
    opts.favorites && viewerId ? isFavoriteOf(viewerId) : undefined,
    search?.where,
  ]);
  const rows = await db
    .select({ ...summaryColumns, isFavorite: isFavoriteOf(viewerId), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(recipes)
    .where(where)
    .orderBy(...(search ? [desc(search.rank)] : []), desc(recipes.createdAt), desc(recipes.id))
    .limit(RECIPES_PER_PAGE)
    .offset((opts.page - 1) * RECIPES_PER_PAGE);
  // Past the last page the window count is not there; count separately then.
  const total = rows[0]?.total ?? (opts.page > 1 ? ((await db.select({ n: count() }).from(recipes).where(where))[0]?.n ?? 0) : 0);
  return {
    recipes: rows.map((row) => toSummary(row, viewerId)),
    total,
    page: opts.page,
    pageSize: RECIPES_PER_PAGE,
    totalPages: Math.max(1, Math.ceil(total / RECIPES_PER_PAGE)),
  };
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
    source: input.source ?? "user",
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
