import { and, eq, max } from "drizzle-orm";
import {
  daysBetween,
  defaultListName,
  defaultListRange,
  kitchenMessages,
  MAX_LIST_DAYS,
  type Aisle,
  type DoneShoppingResponse,
  type IsoDate,
  type Need,
  type PantryLocation,
  type ShoppingListDetail,
} from "@sierra/shared";
import type { Database } from "../../db/client";
import { shoppingListItems, shoppingLists } from "../../db/schema";
import { AppError } from "../../http/errors";
import { readKitchenContext } from "../pantry/kitchen-context";
import { readStock, stockUp, type Executor } from "../pantry/items";
import { linesToBuy, planNeeds } from "./generate";
import { claimList, listNotFound, readList } from "./read";

const INSERT_CHUNK = 1000;

async function insertLines(tx: Executor, userId: string, listId: string, lines: Need[], firstPosition: number) {
  const rows = lines.map((l, i) => ({
    listId,
    userId,
    foodKey: l.key,
    name: l.name,
    quantity: l.quantity,
    unit: l.unit,
    containerSize: l.containerSize ?? null,
    aisle: l.aisle,
    recipes: l.recipes,
    position: firstPosition + i,
  }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await tx.insert(shoppingListItems).values(rows.slice(i, i + INSERT_CHUNK));
}

/** A new list from the plan's range (default: the next 7 days), merged, less the pantry, by aisle. */
export async function createList(
  db: Database,
  userId: string,
  input: { name?: string; start?: IsoDate; end?: IsoDate },
  now: Date,
): Promise<ShoppingListDetail> {
  const ctx = await readKitchenContext(db, userId, now);
  const start = input.start ?? ctx.today;
  const end = input.end ?? defaultListRange(start).end;
  // The schema checks a range given whole; one filled in from today is checked here.
  if (end < start) throw new AppError(400, "VALIDATION_FAILED", kitchenMessages.rangeOrder);
  if (daysBetween(start, end) >= MAX_LIST_DAYS) throw new AppError(400, "VALIDATION_FAILED", kitchenMessages.rangeTooLong);
  return db.transaction(async (tx) => {
    const lines = linesToBuy(await planNeeds(tx, userId, { start, end }, ctx.householdSize), await readStock(tx, userId));
    const [list] = await tx
      .insert(shoppingLists)
      .values({ userId, name: input.name ?? defaultListName(start, end), startDate: start, endDate: end })
      .returning();
    await insertLines(tx, userId, list!.id, lines, 0);
    return readList(tx, userId, list!.id);
  });
}

/**
 * After the plan changed: generated lines are made again, less the pantry and less what is
 * already checked (it is in the basket); checked and hand-added items stay as they are.
 */
export async function regenerateList(db: Database, userId: string, listId: string, now: Date): Promise<ShoppingListDetail> {
  const ctx = await readKitchenContext(db, userId, now);
  return db.transaction(async (tx) => {
    const list = await claimList(tx, userId, listId);
    await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, false), eq(shoppingListItems.addedByHand, false)));
    const kept = await tx.select().from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
    const basket = kept.filter((i) => i.checked).map((i) => ({ key: i.foodKey, quantity: i.quantity, unit: i.unit, containerSize: i.containerSize }));
    const needs = await planNeeds(tx, userId, { start: list.startDate, end: list.endDate }, ctx.householdSize);
    const lines = linesToBuy(needs, [...(await readStock(tx, userId)), ...basket]);
    const [{ last } = { last: null }] = await tx
      .select({ last: max(shoppingListItems.position) })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId));
    await insertLines(tx, userId, listId, lines, (last ?? -1) + 1);
    return readList(tx, userId, listId);
  });
}

/** Where bought food is put away: frozen in the freezer, fresh food in the fridge, the rest in the cupboard. */
export function storeIn(aisle: Aisle): PantryLocation {
  if (aisle === "frozen") return "freezer";
  return aisle === "produce" || aisle === "meat-fish" || aisle === "dairy-eggs" ? "fridge" : "cupboard";
}

/** "Done shopping": the checked items go into the pantry and off the list. */
export async function doneShopping(db: Database, userId: string, listId: string): Promise<DoneShoppingResponse> {
  return db.transaction(async (tx) => {
    await claimList(tx, userId, listId);
    const bought = await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, true)))
      .returning();
    await stockUp(
      tx,
      userId,
      bought.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit, location: storeIn(i.aisle as Aisle) })),
    );
    return { moved: bought.length, list: await readList(tx, userId, listId) };
  });
}

export async function renameList(db: Database, userId: string, listId: string, name: string): Promise<ShoppingListDetail> {
  return db.transaction(async (tx) => {
    await claimList(tx, userId, listId);
    await tx.update(shoppingLists).set({ name }).where(eq(shoppingLists.id, listId));
    return readList(tx, userId, listId);
  });
}

export async function deleteList(db: Database, userId: string, listId: string): Promise<void> {
  const removed = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning({ id: shoppingLists.id });
  if (removed.length === 0) throw listNotFound();
}
