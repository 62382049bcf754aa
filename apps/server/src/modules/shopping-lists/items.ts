import { and, count, eq, max } from "drizzle-orm";
import { kitchenMessages, MAX_LIST_ITEMS, type ShoppingListItem } from "@sierra/shared";
import type { Database } from "../../db/client";
import { shoppingListItems } from "../../db/schema";
import { AppError } from "../../http/errors";
import { factsOfName } from "../pantry/food-facts";
import { claimList, toItem } from "./read";

const itemNotFound = () => new AppError(404, "NOT_FOUND", kitchenMessages.listItemNotFound);
const ofList = (userId: string, listId: string, itemId: string) =>
  and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId), eq(shoppingListItems.userId, userId));

/** An item added by hand goes last, in its food's aisle. */
export async function addListItem(
  db: Database,
  userId: string,
  listId: string,
  input: { name: string; quantity: number | null; unit: string | null },
): Promise<ShoppingListItem> {
  return db.transaction(async (tx) => {
    await claimList(tx, userId, listId);
    const [stats] = await tx
      .select({ last: max(shoppingListItems.position), n: count() })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId));
    if ((stats?.n ?? 0) >= MAX_LIST_ITEMS) throw new AppError(422, "LIST_FULL", kitchenMessages.listFull);
    const facts = factsOfName(input.name);
    const [row] = await tx
      .insert(shoppingListItems)
      .values({ listId, userId, foodKey: facts.key, aisle: facts.aisle, ...input, addedByHand: true, position: (stats?.last ?? -1) + 1 })
      .returning();
    return toItem(row!);
  });
}

export async function setItemChecked(db: Database, userId: string, listId: string, itemId: string, checked: boolean): Promise<ShoppingListItem> {
  return db.transaction(async (tx) => {
    const { version } = await claimList(tx, userId, listId);
    const [row] = await tx
      .update(shoppingListItems)
      .set({ checked, checkedVersion: version, checkedBy: null })
      .where(ofList(userId, listId, itemId))
      .returning();
    if (!row) throw itemNotFound();
    return toItem(row);
  });
}

export async function deleteListItem(db: Database, userId: string, listId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimList(tx, userId, listId);
    const removed = await tx
      .delete(shoppingListItems)
      .where(ofList(userId, listId, itemId))
      .returning({ id: shoppingListItems.id });
    if (removed.length === 0) throw itemNotFound();
  });
}
