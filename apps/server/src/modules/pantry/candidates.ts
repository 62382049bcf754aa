import { eq, inArray, isNull, or } from "drizzle-orm";
import { compileHousehold, isSafeFor, type Household, type Ingredient, type RecipeSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { recipes } from "../../db/schema";
import { isFavoriteOf, summaryColumns, toSummary } from "../recipes/queries";

/** A recipe the kitchen may suggest: its card, servings and parsed lines. */
export interface Candidate {
  summary: RecipeSummary;
  servingSize: number;
  ingredients: Ingredient[];
}

/**
 * Ingredients by recipe id and version. A recipe's lines change only with its updated_at, so
 * keeping them here is safe on any number of instances; the catalogue's few hundred recipes are
 * read once per process, not on every suggestion.
 */
const linesCache = new Map<string, { updatedAt: number; ingredients: Ingredient[] }>();
const CACHE_LIMIT = 5000;

/** Every recipe the user may see (the catalogue and their own), with its lines: two queries, the second only for recipes not cached. */
export async function readCandidates(db: Database, userId: string): Promise<Candidate[]> {
  const rows = await db
    .select({ ...summaryColumns, isFavorite: isFavoriteOf(userId), servingSize: recipes.servingSize, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(or(isNull(recipes.userId), eq(recipes.userId, userId)));
  if (linesCache.size > CACHE_LIMIT) linesCache.clear();
  const stale = rows.filter((r) => linesCache.get(r.id)?.updatedAt !== r.updatedAt.getTime()).map((r) => r.id);
  if (stale.length) {
    const fresh = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients, updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(inArray(recipes.id, stale));
    for (const r of fresh) linesCache.set(r.id, { updatedAt: r.updatedAt.getTime(), ingredients: r.ingredients });
  }
  return rows.flatMap((r) => {
    const lines = linesCache.get(r.id);
    return lines ? [{ summary: toSummary(r, userId), servingSize: r.servingSize, ingredients: lines.ingredients }] : [];
  });
}

/** The candidates the household rule accepts: all the kitchen may suggest (the remix, "cook with what I have"). */
export function safeForHousehold(candidates: Candidate[], household: Household): Candidate[] {
  const limits = compileHousehold(household);
  return candidates.filter((c) => isSafeFor({ title: c.summary.title, ingredients: c.ingredients }, limits));
}
