import { and, eq, gte, inArray, lt, lte } from "drizzle-orm";
import { UNDO_DELETE, mealPlanMessages, viewRange, type DeletedPeriodResponse, type IsoDate, type PlanView } from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealPlanDeletions, mealPlanEntries, mealPlans, recipes, type DeletedEntry } from "../../db/schema";
import { AppError } from "../../http/errors";
import { ensureMonthlyPlan } from "./plans";

type EntryRow = typeof mealPlanEntries.$inferSelect;

const keptSince = (now: Date) => new Date(now.getTime() - UNDO_DELETE.keepSeconds * 1000);

const toDeleted = (row: EntryRow): DeletedEntry => ({
  id: row.id,
  planId: row.planId,
  date: row.date,
  mealType: row.mealType,
  recipeId: row.recipeId,
  title: row.title,
  recipeTitle: row.recipeTitle,
  imageUrl: row.imageUrl,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * "Delete plan" removes the meals of exactly the period the view shows: the day, the week or
 * the month (docs/decisions/047), computed by the same `viewRange` the calendar draws with.
 * What it removed is kept for UNDO_DELETE.keepSeconds under an id only this user can restore.
 */
export async function deletePeriod(db: Database, userId: string, view: PlanView, date: IsoDate, now: Date): Promise<DeletedPeriodResponse> {
  const range = viewRange(view, date);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(mealPlanEntries)
      .where(and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.date, range.start), lte(mealPlanEntries.date, range.end)))
      .returning();
    // Undo records past their time are of no use to anyone: each delete clears the user's own.
    await tx.delete(mealPlanDeletions).where(and(eq(mealPlanDeletions.userId, userId), lt(mealPlanDeletions.createdAt, keptSince(now))));
    const [kept] = await tx
      .insert(mealPlanDeletions)
      .values({ userId, entries: removed.map(toDeleted), createdAt: now })
      .returning({ id: mealPlanDeletions.id });
    return { message: mealPlanMessages.deletedDetail, range, removed: removed.length, undoId: kept!.id };
  });
}

/**
 * Puts back what one delete removed, once, while it is kept. A meal added to a slot since the
 * delete stays (the newer write wins, as everywhere in the plan); a recipe deleted since leaves
 * the meal without its recipe link, as the foreign key would have.
 */
export async function restorePeriod(db: Database, userId: string, undoId: string, now: Date): Promise<{ restored: number }> {
  const [claimed] = await db
    .delete(mealPlanDeletions)
    .where(and(eq(mealPlanDeletions.id, undoId), eq(mealPlanDeletions.userId, userId), gte(mealPlanDeletions.createdAt, keptSince(now))))
    .returning({ entries: mealPlanDeletions.entries });
  if (!claimed) throw new AppError(404, "UNDO_EXPIRED", mealPlanMessages.undoExpired);
  const entries = claimed.entries;
  if (entries.length === 0) return { restored: 0 };
  const planIds = [...new Set(entries.map((e) => e.planId))];
  const recipeIds = [...new Set(entries.flatMap((e) => (e.recipeId ? [e.recipeId] : [])))];
  const livePlans = new Set(
    (
      await db
        .select({ id: mealPlans.id })
        .from(mealPlans)
        .where(and(eq(mealPlans.userId, userId), inArray(mealPlans.id, planIds)))
    ).map((p) => p.id),
  );
  const recipeRows = recipeIds.length ? await db.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, recipeIds)) : [];
  const liveRecipes = new Set(recipeRows.map((r) => r.id));
  const values = [];
  for (const e of entries) {
    const planId = livePlans.has(e.planId) ? e.planId : (await ensureMonthlyPlan(db, userId, e.date)).id;
    values.push({
      ...e,
      userId,
      planId,
      recipeId: e.recipeId && liveRecipes.has(e.recipeId) ? e.recipeId : null,
      createdAt: new Date(e.createdAt),
      updatedAt: new Date(e.updatedAt),
    });
  }
  const inserted = await db.insert(mealPlanEntries).values(values).onConflictDoNothing().returning({ id: mealPlanEntries.id });
  return { restored: inserted.length };
}
