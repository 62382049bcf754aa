import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { IsoDate, MealType, Slots } from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealPlanEntries } from "../../db/schema";

type EntryRow = typeof mealPlanEntries.$inferSelect;

/** Rows -> the spec's slots shape; a meal with no title at all is dropped. */
export function toSlots(rows: EntryRow[]): Slots {
  const slots: Slots = {};
  for (const row of rows) {
    if (!row.title?.trim() && !row.recipeTitle?.trim()) continue;
    const day = (slots[row.date] ??= {});
    day[row.mealType as MealType] = { id: row.id, title: row.title, recipe_title: row.recipeTitle, recipe_id: row.recipeId, image_url: row.imageUrl };
  }
  return slots;
}

export async function entriesInRange(db: Database, userId: string, start: IsoDate, end: IsoDate): Promise<EntryRow[]> {
  return db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.date, start), lte(mealPlanEntries.date, end)))
    .orderBy(asc(mealPlanEntries.date));
}
