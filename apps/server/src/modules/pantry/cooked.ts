import { and, between, eq, sql } from "drizzle-orm";
import { consumeStock, kitchenMessages, type CookedMeal, type IsoDate, type MealType } from "@sierra/shared";
import type { Database } from "../../db/client";
import { cookedMeals, mealPlanEntries, pantryItems, recipes, type LoweredItem } from "../../db/schema";
import { AppError } from "../../http/errors";
import { readKitchenContext } from "./kitchen-context";
import { readStock, type Executor } from "./items";
import { recipeNeeds } from "./recipe-needs";
import { claimPantry } from "./version";

type Slot = { date: IsoDate; mealType: MealType };

function toCookedMeal(row: typeof cookedMeals.$inferSelect): CookedMeal {
  return {
    date: row.date,
    mealType: row.mealType as MealType,
    recipeId: row.recipeId,
    lowered: row.lowered.map((l) => ({ name: l.item.name, used: l.used, unit: l.item.unit })),
    cookedAt: row.createdAt.toISOString(),
  };
}

/**
 * "Cooked": takes the planned recipe's ingredients, scaled to the household, out of the pantry,
 * and records what each item gave so it can be undone. The unique (user, date, meal type) row is
 * written first, so two taps cook once.
 */
export async function markCooked(db: Database, userId: string, slot: Slot, now: Date): Promise<CookedMeal> {
  const ctx = await readKitchenContext(db, userId, now);
  const [meal] = await db
    .select({ recipeId: recipes.id, title: recipes.title, ingredients: recipes.ingredients, servingSize: recipes.servingSize })
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.date, slot.date), eq(mealPlanEntries.mealType, slot.mealType)))
    .limit(1);
  if (!meal) throw new AppError(404, "NO_MEAL", kitchenMessages.noMeal);
  if (!meal.recipeId || !meal.ingredients) throw new AppError(422, "NO_RECIPE", kitchenMessages.noRecipe);
  const recipe = { id: meal.recipeId, title: meal.title!, ingredients: meal.ingredients, servingSize: meal.servingSize! };
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(cookedMeals)
      .values({ userId, ...slot, recipeId: recipe.id })
      .onConflictDoNothing()
      .returning();
    if (!claimed) throw new AppError(409, "ALREADY_COOKED", kitchenMessages.alreadyCooked);
    await claimPantry(tx, userId);
    const stock = await readStock(tx, userId, { lock: true });
    const lowered: LoweredItem[] = [];
    for (const change of consumeStock(stock, recipeNeeds(recipe, ctx.householdSize))) {
      const { row } = change.item;
      if (change.after <= 0) await tx.delete(pantryItems).where(eq(pantryItems.id, row.id));
      else
        await tx
          .update(pantryItems)
          .set({ quantity: change.after, updatedAt: sql`now()` })
          .where(eq(pantryItems.id, row.id));
      lowered.push({
        itemId: row.id,
        item: { foodKey: row.foodKey, name: row.name, unit: row.unit, bestBefore: row.bestBefore, location: row.location },
        used: change.used,
      });
    }
    const [saved] = await tx.update(cookedMeals).set({ lowered }).where(eq(cookedMeals.id, claimed.id)).returning();
    return toCookedMeal(saved!);
  });
}

/** Undo: gives each item back what cooking took (an item used up comes back as it was). */
export async function undoCooked(db: Database, userId: string, slot: Slot): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(cookedMeals)
      .where(and(eq(cookedMeals.userId, userId), eq(cookedMeals.date, slot.date), eq(cookedMeals.mealType, slot.mealType)))
      .returning();
    if (!removed) throw new AppError(404, "NOT_COOKED", kitchenMessages.notCooked);
    await claimPantry(tx, userId);
    for (const lowered of removed.lowered) await giveBack(tx, userId, lowered);
  });
}

async function giveBack(tx: Executor, userId: string, lowered: LoweredItem) {
  const [back] = await tx
    .update(pantryItems)
    .set({ quantity: sql`${pantryItems.quantity} + ${lowered.used}`, updatedAt: sql`now()` })
    .where(and(eq(pantryItems.id, lowered.itemId), eq(pantryItems.userId, userId)))
    .returning({ id: pantryItems.id });
  if (!back)
    await tx
      .insert(pantryItems)
      .values({ id: lowered.itemId, userId, ...lowered.item, quantity: lowered.used })
      .onConflictDoNothing();
}

export async function listCooked(db: Database, userId: string, range: { start: IsoDate; end: IsoDate }): Promise<CookedMeal[]> {
  const rows = await db
    .select()
    .from(cookedMeals)
    .where(and(eq(cookedMeals.userId, userId), between(cookedMeals.date, range.start, range.end)));
  return rows.map(toCookedMeal);
}
