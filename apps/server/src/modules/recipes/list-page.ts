import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { readTextRow } from "../../db/text-row";
import { recipes } from "../../db/schema";
import { isFavoriteOf } from "./queries";

/**
 * A card (RecipeSummary) as the database writes it, the same fields and values as toSummary
 * (queries.ts) gives a recipe's page, image_url as imageUrlOf makes it. `householdSafe` is the
 * viewer's household rule on `recipes` (food/household-sql.ts): a card it refuses carries a warning.
 */
export function cardColumns(viewerId: string | null, householdSafe: SQL | null): SQL {
  const isOwn = viewerId ? sql`coalesce(${recipes.userId} = ${viewerId}, false)` : sql`false`;
  const warning = householdSafe ? sql`not ${householdSafe}` : sql`false`;
  return sql`${recipes.id} as id, ${recipes.title} as title, ${recipes.description} as description, ${recipes.categories} as categories,
    ${recipes.cuisine} as cuisine, coalesce(${recipes.imageUrl}, '/api/recipes/' || ${recipes.id} || '/image.svg') as image_url,
    ${recipes.complexity} as complexity, ${recipes.prepTime} as prep_time, ${recipes.cookTime} as cook_time,
    ${recipes.dietaryTags} as dietary_tags, ${recipes.attribution} as attribution, ${isOwn} as is_own, ${isFavoriteOf(viewerId)} as is_favorite,
    ${warning} as household_warning`;
}

/**
 * A list page in one round trip: `ctes` (search.ts) define counted(n), the capped total, and
 * page(recipe_id, rank, created_at); the page's cards come back as one JSON array in the page's
 * order, built by the database and sent as it is, so no row is parsed, mapped and serialised
 * again per request (docs/decisions/043). A page past the end still carries the total (and `[]`).
 */
export async function readListPage(
  db: Database,
  viewerId: string | null,
  ctes: SQL,
  opts: { reusePlan?: boolean; householdSafe?: SQL | null } = {},
): Promise<{ total: number; recipesJson: string }> {
  const row = await readTextRow(db, listPageStatement(viewerId, ctes, opts.householdSafe ?? null), opts);
  return { total: Number(row?.[0] ?? 0), recipesJson: row?.[1] ?? "[]" };
}

function listPageStatement(viewerId: string | null, ctes: SQL, householdSafe: SQL | null): SQL {
  // Two scalar sub-selects rather than a join of counted and page with a group by: the same row,
  // planned in less time (planning is most of a search's cost on PGlite, docs/decisions/043).
  return sql`with ${ctes}
    select (select n from counted) as "total",
      (select '[' || coalesce(string_agg(row_to_json(card)::text, ',' order by p.rank desc, p.created_at desc, p.recipe_id desc), '') || ']'
        from page p join recipes on recipes.id = p.recipe_id cross join lateral (select ${cardColumns(viewerId, householdSafe)}) card) as "recipes"`;
}
