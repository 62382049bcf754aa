import { sql, type SQL } from "drizzle-orm";
import { RECIPES_PER_PAGE, sharesMethod, shownAverage, type CommunityCard, type CommunitySort, type RecipeSummary } from "@sierra/shared";
import type { Database } from "../../db/client";
import { cardColumns } from "../recipes/list-page";
import { toPrefixTsQuery } from "../recipes/search";

export interface CommunityListOptions {
  q?: string;
  mealType?: string;
  category?: string;
  sort: CommunitySort;
  page: number;
  /** only this author's recipes (their public id) */
  authorId?: string;
  /** the household rule every listed recipe must pass, on `r` (food/household-sql.ts) */
  householdSafe?: SQL | null;
  /** the viewer's household rule on `recipes`: a card it refuses carries a warning */
  warnUnless?: SQL | null;
  pageSize?: number;
}

const ORDER: Record<CommunitySort, SQL> = {
  newest: sql`published_at desc, recipe_id desc`,
  most_cooked: sql`cooked_count desc, published_at desc, recipe_id desc`,
  // An average counts from 3 ratings (RATINGS_BEFORE_AVERAGE); fewer rank after every shown one.
  best_rated: sql`case when rating_count >= 3 then rating_sum::real / rating_count end desc nulls last, rating_count desc, published_at desc, recipe_id desc`,
};

/**
 * The words as the catalogue search reads them (every word, the last a prefix) or, for a typo,
 * a title close to what was typed: the same two readings, on the community's few rows.
 */
function textMatch(text: string): SQL {
  const tsq = toPrefixTsQuery(text);
  const fuzzy = sql`s.title %> (select ${text}::text)`;
  return tsq ? sql`(s.search @@ to_tsquery('english', ${tsq}) or ${fuzzy})` : fuzzy;
}

function filtersOf(opts: CommunityListOptions): SQL {
  const parts: SQL[] = [sql`c.published`, sql`c.hidden_at is null`];
  if (opts.authorId) parts.push(sql`a.public_id = ${opts.authorId}::uuid`);
  if (opts.mealType) parts.push(sql`s.categories @> array[${opts.mealType}]::text[]`);
  if (opts.category) parts.push(sql`s.categories @> array[${opts.category}]::text[]`);
  if (opts.householdSafe) parts.push(opts.householdSafe);
  const q = opts.q?.trim();
  if (q) parts.push(textMatch(q));
  return sql.join(parts, sql` and `);
}

interface Row {
  total: number;
  card: RecipeSummary;
  public_id: string;
  display_name: string;
  published_at: string;
  rating_count: number;
  rating_sum: number;
  cooked_count: number;
  own_work: boolean;
  source: string | null;
}

/** One page of findable community recipes, with the total, sorted as asked. */
export async function listCommunity(db: Database, viewerId: string, opts: CommunityListOptions): Promise<{ total: number; cards: CommunityCard[] }> {
  const size = opts.pageSize ?? RECIPES_PER_PAGE;
  const result = await db.execute(sql`with matches as (
      select c.recipe_id, c.published_at, c.cooked_count, c.rating_count, c.rating_sum, c.own_work, r.source, a.public_id, a.display_name
      from community_recipes c
        join community_authors a on a.user_id = c.user_id
        join recipe_search s on s.recipe_id = c.recipe_id
        join recipes r on r.id = c.recipe_id
      where ${filtersOf(opts)}),
    page as (select * from matches order by ${ORDER[opts.sort]} limit ${size} offset ${(opts.page - 1) * size})
    select (select count(*)::int from matches) as total, row_to_json(card) as card, p.public_id, p.display_name, p.published_at,
      p.rating_count, p.rating_sum, p.cooked_count, p.own_work, p.source
    from page p join recipes on recipes.id = p.recipe_id cross join lateral (select ${cardColumns(viewerId, opts.warnUnless ?? null)}) card
    order by ${ORDER[opts.sort]}`);
  const rows = result.rows as unknown as Row[];
  const total = rows[0] ? Number(rows[0].total) : await countOnly(db, opts);
  return { total, cards: rows.map(toCard) };
}

/** A page past the end has no row to carry the total. */
async function countOnly(db: Database, opts: CommunityListOptions): Promise<number> {
  if (opts.page === 1) return 0;
  const result = await db.execute(sql`select count(*)::int as n from community_recipes c join community_authors a on a.user_id = c.user_id
    join recipe_search s on s.recipe_id = c.recipe_id join recipes r on r.id = c.recipe_id where ${filtersOf(opts)}`);
  return Number((result.rows[0] as { n: number }).n);
}

function toCard(row: Row): CommunityCard {
  const count = Number(row.rating_count);
  return {
    ...row.card,
    // A recipe from elsewhere shares no text of its source, its description neither (docs/decisions/063).
    description: sharesMethod(row.source, row.own_work) ? row.card.description : null,
    community: {
      author: { id: row.public_id, display_name: row.display_name },
      rating: { average: shownAverage(count, Number(row.rating_sum)), count },
      cooked_count: Number(row.cooked_count),
      published_at: new Date(row.published_at).toISOString(),
    },
  };
}
