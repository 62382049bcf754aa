import { and, eq, sql } from "drizzle-orm";
import type { IsoDate, PantryResponse, PantrySync } from "@sierra/shared";
import type { Database } from "../../db/client";
import { pantryItems, pantrySyncDevices } from "../../db/schema";
import { factsOfName } from "./food-facts";
import { deletePantryRow, editPantryRow, listPantry, type Executor } from "./items";
import { claimPantry } from "./version";

type Op = PantrySync["ops"][number];

/**
 * Applies a device's queued pantry changes (docs/decisions/062) in the device's own order (seq),
 * each at most once: an add lands once, under the id the device chose; an edit changes only the
 * fields it carries, the last to reach the server winning per field; a delete removes the item;
 * an edit or delete of an item that is gone (deleted or used up elsewhere) does nothing, so
 * nothing deleted comes back. Answers the pantry as it now is, with its version.
 */
export async function syncPantry(db: Database, userId: string, input: PantrySync, today: IsoDate): Promise<PantryResponse> {
  const version = await db.transaction(async (tx) => {
    const version = await claimPantry(tx, userId);
    const { deviceId } = input;
    // The device's row, locked: a retry beside the original applies the changes once.
    await tx.insert(pantrySyncDevices).values({ userId, deviceId }).onConflictDoNothing();
    const [device] = await tx
      .select({ lastSeq: pantrySyncDevices.lastSeq })
      .from(pantrySyncDevices)
      .where(and(eq(pantrySyncDevices.userId, userId), eq(pantrySyncDevices.deviceId, deviceId)))
      .for("update");
    let last = device?.lastSeq ?? 0;
    for (const op of [...input.ops].sort((a, b) => a.seq - b.seq)) {
      // At or below what was applied: a repeat of a change that already landed.
      if (op.seq <= last) continue;
      await apply(tx, userId, op);
      last = op.seq;
    }
    await tx
      .update(pantrySyncDevices)
      .set({ lastSeq: last, updatedAt: sql`now()` })
      .where(and(eq(pantrySyncDevices.userId, userId), eq(pantrySyncDevices.deviceId, deviceId)));
    return version;
  });
  return { items: await listPantry(db, userId, today), today, version };
}

async function apply(tx: Executor, userId: string, op: Op): Promise<void> {
  if (op.kind === "add") {
    const { seq: _seq, kind: _kind, itemId, ...fields } = op;
    // The device chose the id: a repeated add is the same item. An id already taken (by anyone) adds nothing.
    await tx
      .insert(pantryItems)
      .values({ id: itemId, userId, foodKey: factsOfName(fields.name).key, ...fields })
      .onConflictDoNothing({ target: pantryItems.id });
  } else if (op.kind === "edit") {
    await editPantryRow(tx, userId, op.itemId, op.changes);
  } else {
    await deletePantryRow(tx, userId, op.itemId);
  }
}
