import { sql, type SQL } from "drizzle-orm";
import type { RecipeSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { isFavoriteOf, summaryColumns, toSummary, type SummaryRow } from "./queries";

const summaryEntries = Object.entries(summaryColumns);
const cardColumns = sql.join(
  summaryEntries.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * A list page in one round trip: `ctes` (search.ts) define counted(n), the
 * capped total, and page(recipe_id, rank, created_at); the cards are joined
 * here and come back in the page's order. A page past the end still carries
 * the total (one row without a recipe).
 */
export async function readListPage(db: Database, viewerId: string | null, ctes: SQL): Promise<{ total: number; recipes: RecipeSummary[] }> {
  const result = await db.execute(listPageStatement(viewerId, ctes));
  const rows = result.rows as Record<string, unknown>[];
  const recipes = rows.filter((row) => row.id !== null).map((row) => toSummary(fromDriver(row), viewerId));
  return { total: Number(rows[0]?.total ?? 0), recipes };
}

function listPageStatement(viewerId: string | null, ctes: SQL): SQL {
  return sql`with ${ctes}
    select c.n as "total", ${cardColumns}, ${isFavoriteOf(viewerId)} as "isFavorite"
    from counted c left join (page p join recipes on recipes.id = p.recipe_id) on true
    order by p.rank desc, p.created_at desc, p.recipe_id desc`;
}

/** The same value mapping a Drizzle select applies, so cards equal those of getRecipe. */
function fromDriver(row: Record<string, unknown>): SummaryRow {
  const mapped: Record<string, unknown> = { isFavorite: Boolean(row.isFavorite) };
  for (const [key, column] of summaryEntries) mapped[key] = row[key] === null || row[key] === undefined ? null : column.mapFromDriverValue(row[key]);
  return mapped as SummaryRow;
}
