import { and, desc, eq, sql } from "drizzle-orm";
import { kitchenMessages, type Aisle, type ShoppingListDetail, type ShoppingListItem, type ShoppingListSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { shoppingListItems, shoppingLists } from "../../db/schema";
import { AppError } from "../../http/errors";
import type { Executor } from "../pantry/items";
import { LIST_CHANNEL } from "./live-hub";

type ListRow = typeof shoppingLists.$inferSelect;
type ItemRow = typeof shoppingListItems.$inferSelect;

export const listNotFound = () => new AppError(404, "NOT_FOUND", kitchenMessages.listNotFound);

export function toItem(row: ItemRow): ShoppingListItem {
  return {
    id: row.id,
    name: row.name,
    foodKey: row.foodKey,
    quantity: row.quantity,
    unit: row.unit,
    containerSize: row.containerSize ?? null,
    aisle: row.aisle as Aisle,
    recipes: row.recipes,
    checked: row.checked,
    addedByHand: row.addedByHand,
    position: row.position,
  };
}

function toSummary(row: ListRow, itemCount: number, checkedCount: number): ShoppingListSummary {
  return {
    id: row.id,
    name: row.name,
    start: row.startDate,
    end: row.endDate,
    itemCount,
    checkedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * A list with its items in position order, as the JSON the API sends: one query, however long
 * the list, built by the database (3,000 items in ~20 ms on PGlite, against ~100 ms mapped
 * row by row in JavaScript).
 */
export async function readListJson(db: Executor, userId: string, listId: string): Promise<string> {
  const result = await db.execute(sql`
    select json_build_object(
      'id', l.id, 'name', l.name, 'start', l.start_date, 'end', l.end_date,
      'itemCount', (select count(*) from shopping_list_items c where c.list_id = l.id),
      'checkedCount', (select count(*) from shopping_list_items c where c.list_id = l.id and c.checked),
      'createdAt', ${iso("l.created_at")}, 'updatedAt', ${iso("l.updated_at")}, 'version', l.version,
      'items', coalesce((
        select json_agg(json_build_object(
          'id', i.id, 'name', i.name, 'foodKey', i.food_key, 'quantity', i.quantity, 'unit', i.unit,
          'containerSize', i.container_size, 'aisle', i.aisle, 'recipes', i.recipes, 'checked', i.checked,
          'addedByHand', i.added_by_hand, 'position', i.position) order by i.position)
        from shopping_list_items i where i.list_id = l.id), '[]'::json)
    )::text as list
    from shopping_lists l where l.id = ${listId} and l.user_id = ${userId}`);
  const row = result.rows[0] as { list: string } | undefined;
  if (!row) throw listNotFound();
  return row.list;
}

export async function readList(db: Executor, userId: string, listId: string): Promise<ShoppingListDetail> {
  return JSON.parse(await readListJson(db, userId, listId)) as ShoppingListDetail;
}

/** The version of a list, to answer a device that already holds it; throws when the list is not the user's. */
export async function listVersion(db: Database, userId: string, listId: string): Promise<number> {
  const [row] = await db
    .select({ version: shoppingLists.version })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  if (!row) throw listNotFound();
  return row.version;
}

/** The user's lists, newest change first, with their counts: one query. */
export async function listSummaries(db: Database, userId: string): Promise<ShoppingListSummary[]> {
  const rows = await db
    .select({
      list: shoppingLists,
      itemCount: sql<number>`count(${shoppingListItems.id})::int`,
      checkedCount: sql<number>`(count(${shoppingListItems.id}) filter (where ${shoppingListItems.checked}))::int`,
    })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.userId, userId))
    .groupBy(shoppingLists.id)
    .orderBy(desc(shoppingLists.updatedAt));
  return rows.map((r) => toSummary(r.list, r.itemCount, r.checkedCount));
}

/** Locks the user's list for a change and moves its version on; not found for anyone else's. */
export async function claimList(tx: Executor, userId: string, listId: string): Promise<ListRow> {
  const [row] = await tx
    .update(shoppingLists)
    .set({ version: sql`${shoppingLists.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .returning();
  if (!row) throw listNotFound();
  // Delivered at commit, to every instance's list hub (live-hub.ts); a rolled-back change announces nothing.
  const change = JSON.stringify({ userId, listId, version: row.version });
  await tx.execute(sql`select pg_notify(${LIST_CHANNEL}, ${change})`);
  return row;
}
