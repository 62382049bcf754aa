import { and, asc, between, eq, inArray, isNotNull } from "drizzle-orm";
import { addDays, prepNeeds, prepNeedText, type IsoDate, type ReminderKind, type ReminderPayload } from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealPlanEntries, pantryItems, recipes } from "../../db/schema";

/** Days ahead a pantry item's best-before counts as "use soon". */
export const USE_SOON_DAYS = 3;

const mealName = (m: { title: string | null; recipeTitle: string | null }) => m.recipeTitle ?? m.title ?? "your meal";

async function mealsOn(db: Database, userId: string, date: IsoDate) {
  return db
    .select({ mealType: mealPlanEntries.mealType, title: mealPlanEntries.title, recipeTitle: mealPlanEntries.recipeTitle, recipeId: mealPlanEntries.recipeId })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.date, date)));
}

/**
 * What a reminder says for a member's day, from their plan and pantry; null when there is nothing
 * to say (no dinner planned, no recipe needing prep, nothing to use soon), and then nothing is sent.
 */
export async function composeReminder(db: Database, userId: string, kind: ReminderKind, date: IsoDate): Promise<ReminderPayload | null> {
  const tag = `${kind}-${date}`;
  if (kind === "tonight") {
    const dinner = (await mealsOn(db, userId, date)).find((m) => m.mealType === "dinner");
    if (!dinner) return null;
    return { title: "Tonight's meal", body: `Tonight you're cooking ${mealName(dinner)}.`, url: `/meal-plans?view=daily&date=${date}`, tag };
  }
  if (kind === "prep") {
    const tomorrow = addDays(date, 1);
    const planned = (await mealsOn(db, userId, tomorrow)).filter((m) => m.recipeId);
    if (planned.length === 0) return null;
    const steps = await db
      .select({ id: recipes.id, steps: recipes.steps })
      .from(recipes)
      .where(
        inArray(
          recipes.id,
          planned.map((m) => m.recipeId!),
        ),
      );
    const lines = planned.flatMap((m) => {
      const needs = prepNeeds(steps.find((s) => s.id === m.recipeId)?.steps ?? []);
      return needs.length ? [`${mealName(m)}: ${prepNeedText(needs)} today.`] : [];
    });
    if (lines.length === 0) return null;
    return { title: "Prep for tomorrow", body: lines.join(" "), url: `/meal-plans?view=daily&date=${tomorrow}`, tag };
  }
  if (kind === "pantry") {
    const items = await db
      .select({ name: pantryItems.name, bestBefore: pantryItems.bestBefore })
      .from(pantryItems)
      .where(and(eq(pantryItems.userId, userId), isNotNull(pantryItems.bestBefore), between(pantryItems.bestBefore, date, addDays(date, USE_SOON_DAYS))))
      .orderBy(asc(pantryItems.bestBefore), asc(pantryItems.name))
      .limit(10);
    if (items.length === 0) return null;
    return { title: "Use soon", body: `Use soon from your pantry: ${items.map((i) => i.name).join(", ")}.`, url: "/pantry", tag };
  }
  const monday = addDays(date, (8 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7 || 7);
  const planned = await db
    .selectDistinct({ date: mealPlanEntries.date })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), between(mealPlanEntries.date, monday, addDays(monday, 6))));
  return {
    title: "Plan next week",
    body: `Next week has ${planned.length} of 7 days planned. A few minutes now saves the weeknight scramble.`,
    url: `/meal-plans?view=weekly&date=${monday}`,
    tag,
  };
}

/** The test button's message: says what it is, so nobody mistakes it for a real reminder. */
export const testPayload: ReminderPayload = {
  title: "Test notification",
  body: "Reminders from Sierra Meal Planner will arrive like this.",
  url: "/preferences",
  tag: "test",
};
