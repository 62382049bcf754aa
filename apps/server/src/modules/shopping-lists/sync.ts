import { and, eq, lte, max, count, or, sql } from "drizzle-orm";
import { kitchenMessages, MAX_LIST_ITEMS, type ListSync, type ShoppingListDetail } from "@sierra/shared";
import type { Database } from "../../db/client";
import { listSyncDevices, shoppingListItems } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Executor } from "../pantry/items";
import { factsOfName } from "../pantry/food-facts";
import { claimList, readList } from "./read";

type Op = ListSync["ops"][number];
type Change = { tx: Executor; userId: string; listId: string; deviceId: string; version: number };

/**
 * Applies a device's queued changes to one list (docs/decisions/061): in the device's own order
 * (seq), each at most once, by the rule written there: a tick always lands; an untick lands only
 * when the device had seen the tick it undoes (its own, or one at or before the version it
 * held), so a tick made elsewhere is never brought back; a rename is the last one to arrive; a
 * change to an item deleted elsewhere does nothing. Answers the list as it now is.
 */
export async function syncList(db: Database, userId: string, listId: string, input: ListSync): Promise<ShoppingListDetail> {
  return db.transaction(async (tx) => {
    const { version } = await claimList(tx, userId, listId);
    const deviceId = input.deviceId;
    // The device's row, locked: two requests from one device (a retry beside the original) apply its changes once.
    await tx.insert(listSyncDevices).values({ userId, deviceId }).onConflictDoNothing();
    const [device] = await tx
      .select({ lastSeq: listSyncDevices.lastSeq })
      .from(listSyncDevices)
      .where(and(eq(listSyncDevices.userId, userId), eq(listSyncDevices.deviceId, deviceId)))
      .for("update");
    let last = device?.lastSeq ?? 0;
    const change: Change = { tx, userId, listId, deviceId, version };
    for (const op of [...input.ops].sort((a, b) => a.seq - b.seq)) {
      // At or below what was applied: a repeat of a change that already landed.
      if (op.seq <= last) continue;
      await apply(change, op);
      last = op.seq;
    }
    await tx
      .update(listSyncDevices)
      .set({ lastSeq: last, updatedAt: sql`now()` })
      .where(and(eq(listSyncDevices.userId, userId), eq(listSyncDevices.deviceId, deviceId)));
    return readList(tx, userId, listId);
  });
}

const item = ({ userId, listId }: Change, itemId: string) =>
  and(eq(shoppingListItems.id, itemId), eq(shoppingListItems.listId, listId), eq(shoppingListItems.userId, userId));

async function apply(change: Change, op: Op): Promise<void> {
  const { tx, userId, listId, deviceId, version } = change;
  if (op.kind === "add") {
    const [stats] = await tx
      .select({ last: max(shoppingListItems.position), n: count() })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId));
    if ((stats?.n ?? 0) >= MAX_LIST_ITEMS) throw new AppError(422, "LIST_FULL", kitchenMessages.listFull);
    const facts = factsOfName(op.name);
    // The device chose the item's id, so a repeated add is the same item.
    await tx
      .insert(shoppingListItems)
      .values({
        id: op.itemId,
        listId,
        userId,
        foodKey: facts.key,
        aisle: facts.aisle,
        name: op.name,
        quantity: op.quantity,
        unit: op.unit,
        addedByHand: true,
        position: (stats?.last ?? -1) + 1,
      })
      .onConflictDoNothing({ target: shoppingListItems.id });
  } else if (op.kind === "check" && op.checked) {
    // A tick of an item someone else ticked makes the tick shared: no device may then undo it
    // without having seen it (its version), not even this one.
    const by = sql`case when ${shoppingListItems.checked} and ${shoppingListItems.checkedBy} is distinct from ${deviceId}::uuid then null else ${deviceId}::uuid end`;
    await tx.update(shoppingListItems).set({ checked: true, checkedVersion: version, checkedBy: by }).where(item(change, op.itemId));
  } else if (op.kind === "check") {
    // Ticks win over unticks the device never saw.
    await tx
      .update(shoppingListItems)
      .set({ checked: false, checkedVersion: version, checkedBy: deviceId })
      .where(
        and(
          item(change, op.itemId),
          eq(shoppingListItems.checked, true),
          or(lte(shoppingListItems.checkedVersion, op.base), eq(shoppingListItems.checkedBy, deviceId)),
        ),
      );
  } else {
    await tx.update(shoppingListItems).set({ name: op.name }).where(item(change, op.itemId));
  }
}
