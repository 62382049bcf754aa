import { asc, desc, eq, type SQL } from "drizzle-orm";
import {
  checkRecipeId,
  importMessages,
  normalizeIngredient,
  RECIPES_PER_PAGE,
  recipeFoodFacts,
  tagContradiction,
  type RecipeCategory,
  type RecipeDetail,
  type RecipeInputValues,
  type RecipeListResponse,
} from "@sierra/shared";
import type { Database } from "../../db/client";
import type { Executor } from "../../adapters/billing/provider";
import { favoriteRecipes, recipeCategories, recipeImages, recipes } from "../../db/schema";
import { recipeErrors } from "./errors";
import { readListPage } from "./list-page";
import { isFavoriteOf, toSummary } from "./queries";
import { BROAD, broadSearchPage, COUNT_CAP, fuzzyPage, newestPage, searchFilters, searchPage } from "./search";
import { toRecipeRow } from "./write-model";
import { sharedViewFor } from "../community/shared-view";
import { asSharedWithOthers } from "../community/redact";

export interface ListOptions {
  q?: string;
  mealType?: string;
  category?: string;
  favorites: boolean;
  page: number;
  /** The household rule every listed recipe must pass (the viewer's allergies and diets, food/household-sql.ts). */
  householdSafe?: SQL | null;
  /** The viewer's whole household rule on `recipes`: a card it refuses carries a warning. */
  warnUnless?: SQL | null;
}

/**
 * One page of recipes the viewer may see, as the JSON text of a RecipeListResponse (the cards as
 * the database wrote them, list-page.ts): ranked when searching (typo-tolerant when nothing
 * matches exactly), newest first otherwise, with the total (exact up to COUNT_CAP, flagged when
 * capped). One statement per page, typo tolerance included, and a second one only when more
 * than COUNT_CAP recipes match.
 * `avoiding` (what a member's household avoids) is carried into the answer.
 */
export async function listRecipesJson(db: Database, viewerId: string | null, opts: ListOptions, avoiding?: RecipeListResponse["avoiding"]): Promise<string> {
  // A search by words, with at most a meal type, keeps one plan per statement text on PGlite
  // (docs/decisions/044); a category, favourites or a household are values its plan would not see.
  const reusePlan = !opts.category && !opts.favorites && !opts.householdSafe && !opts.warnUnless;
  const filters = searchFilters({ ...opts, viewerId, fixedMealType: reusePlan });
  const offset = (opts.page - 1) * RECIPES_PER_PAGE;
  const page = { reusePlan, householdSafe: opts.warnUnless ?? null };
  const { total, recipesJson } = await findPage(db, viewerId, filters, opts.q?.trim(), offset, page);
  const shownTotal = Math.min(total, COUNT_CAP);
  const rest: Omit<RecipeListResponse, "recipes"> = {
    total: shownTotal,
    totalCapped: total > COUNT_CAP,
    page: opts.page,
    pageSize: RECIPES_PER_PAGE,
    totalPages: Math.max(1, Math.ceil(shownTotal / RECIPES_PER_PAGE)),
    ...(avoiding && { avoiding }),
  };
  return `{"recipes":${recipesJson},${JSON.stringify(rest).slice(1)}`;
}

/** listRecipesJson's page as an object, for callers in this process. */
export async function listRecipes(db: Database, viewerId: string | null, opts: ListOptions): Promise<RecipeListResponse> {
  return JSON.parse(await listRecipesJson(db, viewerId, opts)) as RecipeListResponse;
}

type PageOptions = { reusePlan: boolean; householdSafe: SQL | null };

async function findPage(db: Database, viewerId: string | null, filters: SQL, q: string | undefined, offset: number, opts: PageOptions) {
  const cards = { householdSafe: opts.householdSafe };
  if (!q) return readListPage(db, viewerId, newestPage(filters, offset, RECIPES_PER_PAGE), cards);
  const common = searchPage(filters, q, offset, RECIPES_PER_PAGE);
  if (!common) return readListPage(db, viewerId, fuzzyPage(filters, q, offset, RECIPES_PER_PAGE), cards);
  const page = await readListPage(db, viewerId, common, opts);
  // More than COUNT_CAP matches: ranked over bounded candidates, title matches first (never for the shipped catalogue).
  return page.total === BROAD ? readListPage(db, viewerId, broadSearchPage(filters, q, offset, RECIPES_PER_PAGE)!, cards) : page;
}

/**
 * A recipe by id: 400 for a bad or placeholder id, 404 when missing and also when it is another
 * user's private recipe, so nobody learns that an id exists (docs/decisions/026).
 */
export async function getRecipe(db: Database, viewerId: string | null, id: string): Promise<RecipeDetail> {
  const check = checkRecipeId(id);
  if (check === "placeholder") throw recipeErrors.placeholder();
  if (check !== "ok") throw recipeErrors.invalidId();
  const [row] = await db
    .select({ recipe: recipes, isFavorite: isFavoriteOf(viewerId) })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  if (!row) throw recipeErrors.notFound();
  const r = row.recipe;
  // A member's recipe: its owner's, or another member's while shared with the community (community/shared-view.ts).
  const shared = r.userId === null ? null : await sharedViewFor(db, { id: r.id, userId: r.userId, source: r.source }, viewerId);
  if (shared?.access === "none") throw recipeErrors.notFound();
  const detail: RecipeDetail = {
    ...toSummary({ ...r, isFavorite: row.isFavorite }, viewerId),
    // Read from the ingredients now, so the page says what today's food knowledge finds.
    ...recipeFoodFacts(r),
    household_conflicts: null,
    household_size: null,
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
    community: shared?.community ?? null,
  };
  return shared?.access === "shared" ? asSharedWithOthers(detail) : detail;
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
    attribution: input.attribution,
    source: input.source ?? null,
  };
}

async function rememberCategories(db: Executor, names: string[]) {
  if (names.length === 0) return;
  await db
    .insert(recipeCategories)
    .values(names.map((name) => ({ name, kind: "dish" })))
    .onConflictDoNothing({ target: recipeCategories.name });
}

/**
 * Saves a user's own recipe and returns its id; nutrition and tags are derived here, on the
 * write. Takes a transaction too, so Sierra's generation queue saves a recipe and completes
 * its job at once (docs/decisions/037).
 */
export async function insertRecipe(exec: Executor, userId: string, input: RecipeInputValues): Promise<string> {
  const [row] = await exec
    .insert(recipes)
    .values({ ...toRecipeRow(draftOf(input)), userId })
    .returning({ id: recipes.id });
  await rememberCategories(exec, input.categories);
  return row!.id;
}

/** A tag the author claims must be one the ingredients earn; every earned tag is kept anyway. */
function refuseContradictedTags(input: RecipeInputValues) {
  for (const tag of input.dietary_tags) {
    const reason = tagContradiction({ title: input.title, ingredients: input.ingredients.map(normalizeIngredient) }, tag);
    if (reason) throw recipeErrors.tagContradicted(tag, reason);
  }
}

/**
 * The user's own recipe, as written in the recipe form; an imported one may come with its picture
 * (already fetched and checked), stored in the same transaction: both or nothing.
 */
export async function createRecipe(db: Database, userId: string, input: RecipeInputValues, image?: StoredImage | null): Promise<RecipeDetail> {
  refuseContradictedTags(input);
  const id = await db.transaction(async (tx) => {
    const recipeId = await insertRecipe(tx, userId, input);
    if (image) {
      await tx.insert(recipeImages).values({ recipeId, ...image });
      await tx
        .update(recipes)
        .set({ imageUrl: `/api/recipes/${recipeId}/image` })
        .where(eq(recipes.id, recipeId));
    }
    return recipeId;
  });
  return getRecipe(db, userId, id);
}

export interface StoredImage {
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  sourceUrl: string;
}

export async function ownRecipe(db: Database, userId: string, id: string) {
  if (checkRecipeId(id) !== "ok") throw recipeErrors.invalidId();
  const [row] = await db.select({ userId: recipes.userId }).from(recipes).where(eq(recipes.id, id)).limit(1);
  if (!row) throw recipeErrors.notFound();
  // The catalogue belongs to nobody: everyone sees it, nobody edits it through the API.
  if (row.userId === null) throw recipeErrors.permissionDenied();
  // Another user's private recipe is as unknown to this user as a missing one.
  if (row.userId !== userId) throw recipeErrors.notFound();
}

/**
 * The user's own recipe, rewritten. A new image address is fetched (by `fetchImage`, through the
 * outbound client) only after the recipe is known to be theirs, and stored with the row in one
 * transaction; the same address as the stored picture's keeps it, and no address keeps what there is.
 */
export async function updateRecipe(
  db: Database,
  userId: string,
  id: string,
  input: RecipeInputValues,
  fetchImage?: (url: string) => Promise<StoredImage | null>,
): Promise<RecipeDetail & { warnings: string[] }> {
  await ownRecipe(db, userId, id);
  refuseContradictedTags(input);
  const [stored] = await db.select({ sourceUrl: recipeImages.sourceUrl }).from(recipeImages).where(eq(recipeImages.recipeId, id)).limit(1);
  const wanted = input.image_url && input.image_url !== stored?.sourceUrl ? input.image_url : null;
  const image = wanted && fetchImage ? await fetchImage(wanted) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(recipes)
      .set({ ...toRecipeRow(draftOf(input)), ...(image && { imageUrl: `/api/recipes/${id}/image` }), updatedAt: new Date() })
      .where(eq(recipes.id, id));
    if (image)
      await tx
        .insert(recipeImages)
        .values({ recipeId: id, ...image })
        .onConflictDoUpdate({ target: recipeImages.recipeId, set: { ...image, createdAt: new Date() } });
    await rememberCategories(tx, input.categories);
  });
  return { ...(await getRecipe(db, userId, id)), warnings: wanted && !image ? [importMessages.imageSkipped] : [] };
}

export async function deleteRecipe(db: Database, userId: string, id: string): Promise<void> {
  await ownRecipe(db, userId, id);
  await db.delete(recipes).where(eq(recipes.id, id));
}

export async function favoriteIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favoriteRecipes.recipeId })
    .from(favoriteRecipes)
    .where(eq(favoriteRecipes.userId, userId))
    .orderBy(desc(favoriteRecipes.createdAt));
  return rows.map((r) => r.id);
}
