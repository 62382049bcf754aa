import type { MealType, Slots } from "@sierra/shared";
import type { mealPlanEntries } from "../../db/schema";

type EntryRow = typeof mealPlanEntries.$inferSelect;
export type SlotRow = Pick<EntryRow, "id" | "date" | "mealType" | "title" | "recipeTitle" | "recipeId" | "imageUrl"> & {
  warning?: boolean | null;
  hidden?: boolean | null;
};

/** Rows -> the spec's slots shape; a meal with no title at all is dropped. */
export function toSlots(rows: SlotRow[]): Slots {
  const slots: Slots = {};
  for (const row of rows) {
    if (!row.title?.trim() && !row.recipeTitle?.trim()) continue;
    const day = (slots[row.date] ??= {});
    day[row.mealType as MealType] = {
      id: row.id,
      title: row.title,
      recipe_title: row.recipeTitle,
      recipe_id: row.recipeId,
      image_url: row.imageUrl,
      ...(row.warning ? { household_warning: true } : {}),
      ...(row.hidden ? { community_hidden: true } : {}),
    };
  }
  return slots;
}
