import { sql, type SQL } from "drizzle-orm";

/**
 * Counts stop here: above it the list says "300+" (docs/decisions/009). Ranking
 * looks at up to this many title matches and this many other matches, so every
 * page the count promises (30 of 10) is a ranked page.
 */
export const COUNT_CAP = 300;
const RANK_WINDOW = COUNT_CAP;

/**
 * "lemon chick" -> 'lemon & chick:*': every word must match and the last may be
 * a prefix, so results follow the user while they type. Null when there is no word to search.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

/** Visibility and filters, on recipe_search aliased as s. */
export function searchFilters(opts: { viewerId: string | null; mealType?: string; category?: string; favorites: boolean }): SQL {
  const parts: SQL[] = [opts.viewerId ? sql`(s.user_id is null or s.user_id = ${opts.viewerId})` : sql`s.user_id is null`];
  if (opts.mealType) parts.push(sql`s.categories @> array[${opts.mealType}]::text[]`);
  if (opts.category) parts.push(sql`s.categories @> array[${opts.category}]::text[]`);
  if (opts.favorites && opts.viewerId) parts.push(sql`exists (select 1 from favorite_recipes f where f.recipe_id = s.recipe_id and f.user_id = ${opts.viewerId})`);
  return sql.join(parts, sql` and `);
}

/** Exact up to COUNT_CAP; the limit lets the database stop early on very broad matches. */
export function cappedCount(where: SQL): SQL {
  return sql`select count(*)::int as n from (select 1 from recipe_search s where ${where} limit ${COUNT_CAP + 1}) c`;
}

/**
 * A page of ids ranked by ts_rank (title words weigh most). The candidates are
 * the recipes whose title matches, then other matches up to RANK_WINDOW in
 * storage order: no sort over every match, which is what made broad words slow.
 */
export function rankedPage(filters: SQL, text: string, offset: number, limit: number): SQL | null {
  const tsq = toPrefixTsQuery(text);
  if (!tsq) return null;
  const query = sql`to_tsquery('english', ${tsq})`;
  return sql`
    select s.recipe_id as id from (
      (select s.recipe_id from recipe_search s where ${filters} and s.title_search @@ ${query} limit ${RANK_WINDOW})
      union
      (select s.recipe_id from recipe_search s where ${filters} and s.search @@ ${query} limit ${RANK_WINDOW})
    ) c
    join recipe_search s on s.recipe_id = c.recipe_id
    order by ts_rank(s.search, ${query}) desc, s.created_at desc, s.recipe_id desc
    limit ${limit} offset ${offset}`;
}

export function fullTextCondition(text: string): SQL | null {
  const tsq = toPrefixTsQuery(text);
  return tsq ? sql`s.search @@ to_tsquery('english', ${tsq})` : null;
}

/** Typo tolerance when nothing matches exactly: a title word close to what was typed ("carbonnara"). */
export function fuzzyCondition(text: string): SQL {
  return sql`${text} <% s.title`;
}

export function fuzzyPage(filters: SQL, text: string, offset: number, limit: number): SQL {
  return sql`select s.recipe_id as id from recipe_search s where ${filters} and ${fuzzyCondition(text)}
    order by word_similarity(${text}, s.title) desc, s.created_at desc limit ${limit} offset ${offset}`;
}

export function newestPage(filters: SQL, offset: number, limit: number): SQL {
  return sql`select s.recipe_id as id from recipe_search s where ${filters} order by s.created_at desc, s.recipe_id desc limit ${limit} offset ${offset}`;
}
