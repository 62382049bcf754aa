import { and, asc, eq, sql } from "drizzle-orm";
import { freshness, kitchenMessages, type IsoDate, type PantryItem, type PantryLocation, type Stock } from "@sierra/shared";
import type { Database } from "../../db/client";
import { pantryItems } from "../../db/schema";
import { AppError } from "../../http/errors";
import { factsOfName } from "./food-facts";
import { claimPantry } from "./version";

type Row = typeof pantryItems.$inferSelect;
/** A database handle or an open transaction. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export function toPantryItem(row: Row, today: IsoDate): PantryItem {
  return {
    id: row.id,
    name: row.name,
    foodKey: row.foodKey,
    quantity: row.quantity,
    unit: row.unit,
    bestBefore: row.bestBefore,
    location: row.location as PantryLocation,
    aisle: factsOfName(row.name).aisle,
    freshness: freshness(row.bestBefore, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The pantry as stock to draw on, soonest best-before first (cooking uses what goes off first). */
export async function readStock(db: Executor, userId: string, opts: { lock?: boolean } = {}): Promise<(Stock & { id: string; row: Row })[]> {
  const query = db
    .select()
    .from(pantryItems)
    .where(eq(pantryItems.userId, userId))
    .orderBy(sql`${pantryItems.bestBefore} asc nulls last`, asc(pantryItems.createdAt));
  const rows = opts.lock ? await query.for("update") : await query;
  return rows.map((row) => ({ id: row.id, row, key: row.foodKey, quantity: row.quantity, unit: row.unit, gramsPerCup: factsOfName(row.name).gramsPerCup }));
}

export async function listPantry(db: Database, userId: string, today: IsoDate): Promise<PantryItem[]> {
  const rows = await db.select().from(pantryItems).where(eq(pantryItems.userId, userId)).orderBy(asc(pantryItems.name), asc(pantryItems.createdAt));
  return rows.map((row) => toPantryItem(row, today));
}

export interface PantryFields {
  name: string;
  quantity: number | null;
  unit: string | null;
  bestBefore: IsoDate | null;
  location: PantryLocation;
}

export async function addPantryItem(db: Database, userId: string, input: PantryFields, today: IsoDate): Promise<PantryItem> {
  return db.transaction(async (tx) => {
    await claimPantry(tx, userId);
    const [row] = await tx
      .insert(pantryItems)
      .values({ userId, foodKey: factsOfName(input.name).key, ...input })
      .returning();
    return toPantryItem(row!, today);
  });
}

/** Only the fields given change; the name's food key follows the name. Null when the item is not the user's (or is gone). */
export async function editPantryRow(tx: Executor, userId: string, id: string, input: Partial<PantryFields>): Promise<Row | null> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<PantryFields>;
  const foodKey = changes.name ? { foodKey: factsOfName(changes.name).key } : {};
  const [row] = await tx
    .update(pantryItems)
    .set({ ...changes, ...foodKey, updatedAt: sql`now()` })
    .where(and(eq(pantryItems.id, id), eq(pantryItems.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePantryRow(tx: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await tx
    .delete(pantryItems)
    .where(and(eq(pantryItems.id, id), eq(pantryItems.userId, userId)))
    .returning({ id: pantryItems.id });
  return removed.length > 0;
}

const itemNotFound = () => new AppError(404, "NOT_FOUND", kitchenMessages.itemNotFound);

export async function updatePantryItem(db: Database, userId: string, id: string, input: Partial<PantryFields>, today: IsoDate): Promise<PantryItem> {
  return db.transaction(async (tx) => {
    await claimPantry(tx, userId);
    const row = await editPantryRow(tx, userId, id, input);
    // Thrown inside the transaction: the version does not move for nothing, and nothing is announced.
    if (!row) throw itemNotFound();
    return toPantryItem(row, today);
  });
}

export async function deletePantryItem(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await claimPantry(tx, userId);
    if (!(await deletePantryRow(tx, userId, id))) throw itemNotFound();
  });
}

/**
 * Bought food goes into the pantry: onto an undated item of the same food, unit and place when
 * there is one (three "2 onions" trips make one "6 onions"), else as a new item.
 */
export async function stockUp(tx: Executor, userId: string, bought: Omit<PantryFields, "bestBefore">[]): Promise<void> {
  if (bought.length === 0) return;
  await claimPantry(tx, userId);
  const existing = (await readStock(tx, userId, { lock: true })).map((s) => s.row);
  for (const item of bought) {
    const foodKey = factsOfName(item.name).key;
    const same = existing.find((r) => r.foodKey === foodKey && r.unit === item.unit && r.location === item.location && r.bestBefore === null);
    if (same && (same.quantity === null || item.quantity === null)) continue; // "some" stays "some"
    if (same) {
      const quantity = same.quantity! + item.quantity!;
      await tx
        .update(pantryItems)
        .set({ quantity, updatedAt: sql`now()` })
        .where(eq(pantryItems.id, same.id));
      same.quantity = quantity;
    } else {
      const [row] = await tx
        .insert(pantryItems)
        .values({ userId, foodKey, ...item })
        .returning();
      existing.push(row!);
    }
  }
}
