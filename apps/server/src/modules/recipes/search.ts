import { sql, type SQL } from "drizzle-orm";
import { MEAL_TYPE_CATEGORIES } from "@sierra/shared";

/**
 * Counts stop here: above it the list says "300+" (docs/decisions/009). Ranking
 * looks at up to this many title matches and this many other matches, so every
 * page the count promises (30 of 10) is a ranked page.
 */
export const COUNT_CAP = 300;

/**
 * "lemon chick" -> 'lemon & chick:*': every word must match and the last may be
 * a prefix, so results follow the user while they type. Null when there is no word to search.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 12) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

/**
 * Visibility and filters, on recipe_search aliased as s. With `fixedMealType`, a meal type is
 * written into the statement's text instead of sent as a parameter (one of four known names, never
 * the request's text): a plan kept for that text (db/text-row.ts) then knows how common its meal
 * type is, as a plan made per call does (docs/decisions/044).
 */
export function searchFilters(opts: {
  viewerId: string | null;
  mealType?: string;
  category?: string;
  favorites: boolean;
  /** the household rule on `r`, a recipes row (food/household-sql.ts) */
  householdSafe?: SQL | null;
  fixedMealType?: boolean;
}): SQL {
  const parts: SQL[] = [opts.viewerId ? sql`(s.user_id is null or s.user_id = ${opts.viewerId})` : sql`s.user_id is null`];
  const known = MEAL_TYPE_CATEGORIES.find((name) => name === opts.mealType);
  if (opts.fixedMealType && known) parts.push(sql.raw(`s.categories @> array['${known}']::text[]`));
  else if (opts.mealType) parts.push(sql`s.categories @> array[${opts.mealType}]::text[]`);
  if (opts.category) parts.push(sql`s.categories @> array[${opts.category}]::text[]`);
  if (opts.householdSafe) parts.push(sql`exists (select 1 from recipes r where r.id = s.recipe_id and ${opts.householdSafe})`);
  if (opts.favorites && opts.viewerId)
    parts.push(sql`exists (select 1 from favorite_recipes f where f.recipe_id = s.recipe_id and f.user_id = ${opts.viewerId})`);
  return sql.join(parts, sql` and `);
}

/*
 * Each builder below returns the CTEs of one list statement (list-page.ts):
 * `counted(n)`, the total capped at COUNT_CAP + 1, and `page(recipe_id, rank,
 * created_at)`, the page's ids with the keys they are ordered by.
 */

/** Newest first, no search. */
export function newestPage(filters: SQL, offset: number, limit: number): SQL {
  return sql`counted as (select count(*)::int as n from (select 1 from recipe_search s where ${filters} limit ${COUNT_CAP + 1}) c),
    page as (select s.recipe_id, 0::real as rank, s.created_at from recipe_search s where ${filters}
      order by s.created_at desc, s.recipe_id desc limit ${limit} offset ${offset})`;
}

/** searchPage's total when more than COUNT_CAP recipes match exactly. */
export const BROAD = -1;

/**
 * A search's page in the common case, at most COUNT_CAP recipes matching:
 * the first COUNT_CAP + 1 matches in storage order give the count, and when
 * there are at most COUNT_CAP of them they are every match, all ranked by
 * ts_rank (title words weigh most). When nothing matches exactly, the same
 * statement reads the typo-tolerant matches instead (fuzzyPage's, ranked by
 * similarity). When more than COUNT_CAP recipes match exactly, its total is
 * BROAD and its page empty: broadSearchPage ranks those. One statement, planned
 * and sent once: a typo took two, and every search planned the title-first
 * reading that only more than COUNT_CAP matches need (docs/decisions/043).
 * Null when the text has no word to search.
 */
export function searchPage(filters: SQL, text: string, offset: number, limit: number): SQL | null {
  const tsq = toPrefixTsQuery(text);
  if (!tsq) return null;
  const query = sql`to_tsquery('english', ${tsq})`;
  return sql`matches as materialized (select s.recipe_id, s.created_at, s.search from recipe_search s
      where ${filters} and s.search @@ ${query} limit ${COUNT_CAP + 1}),
    exact_count as (select count(*)::int as n from matches),
    ${fuzzyMatches(filters, text, sql`(select n from exact_count) = 0`)},
    counted as (select case when (select n from exact_count) > ${COUNT_CAP} then ${BROAD} else greatest((select n from exact_count), (select count(*)::int from fuzzy)) end as n),
    candidates as (
      (select recipe_id, ts_rank(search, ${query}) as rank, created_at from matches where (select n from exact_count) <= ${COUNT_CAP} limit ${COUNT_CAP})
      union all
      (select recipe_id, word_similarity(${text}, title) as rank, created_at from fuzzy limit ${COUNT_CAP})),
    page as (select recipe_id, rank, created_at from candidates
      order by rank desc, created_at desc, recipe_id desc limit ${limit} offset ${offset})`;
}

/**
 * A search's page when more than COUNT_CAP recipes match (searchPage said so).
 * Ranked by ts_rank (title words weigh most) over bounded candidates. Title
 * matches are read first, through the title index: every title match is also a
 * match of the full vector, and it outranks a recipe that only mentions the
 * words in its ingredients. When more than COUNT_CAP titles match, they alone
 * give the capped count and fill every promised page, so the other matches are
 * not read at all. Otherwise the first COUNT_CAP + 1 matches in storage order
 * give the count, and the candidates are all title matches plus up to
 * COUNT_CAP others; with at most COUNT_CAP matches every match is ranked.
 * When nothing matches exactly, the same statement reads the typo-tolerant
 * matches instead, as searchPage does. Null when the text has no word to search.
 */
export function broadSearchPage(filters: SQL, text: string, offset: number, limit: number): SQL | null {
  const tsq = toPrefixTsQuery(text);
  if (!tsq) return null;
  const query = sql`to_tsquery('english', ${tsq})`;
  return sql`title_matches as materialized (select s.recipe_id, s.created_at, s.search from recipe_search s
      where ${filters} and s.title_search @@ ${query} limit ${COUNT_CAP + 1}),
    title_count as (select count(*)::int as n from title_matches),
    first_matches as materialized (select s.recipe_id, s.created_at, s.search from recipe_search s
      where (select n from title_count) <= ${COUNT_CAP} and ${filters} and s.search @@ ${query} limit ${COUNT_CAP + 1}),
    exact_count as (select greatest((select n from title_count), (select count(*)::int from first_matches)) as n),
    ${fuzzyMatches(filters, text, sql`(select n from exact_count) = 0`)},
    counted as (select greatest((select n from exact_count), (select count(*)::int from fuzzy)) as n),
    candidates as (
      (select recipe_id, ts_rank(search, ${query}) as rank, created_at from title_matches limit ${COUNT_CAP})
      union all
      (select recipe_id, ts_rank(search, ${query}) as rank, created_at from first_matches f
        where f.recipe_id not in (select recipe_id from title_matches) limit ${COUNT_CAP})
      union all
      (select recipe_id, word_similarity(${text}, title) as rank, created_at from fuzzy limit ${COUNT_CAP})),
    page as (select recipe_id, rank, created_at from candidates
      order by rank desc, created_at desc, recipe_id desc limit ${limit} offset ${offset})`;
}

/**
 * Typo tolerance when nothing matches exactly: a title word close to what was
 * typed ("carbonnara"), closest first. Alone for a text without a word to match
 * exactly ("!!!"); otherwise part of searchPage and broadSearchPage. Like the exact search, it counts up to
 * COUNT_CAP and ranks the first COUNT_CAP similar titles in storage order: a typo
 * of a common word ("chiken") is similar to thousands of titles, and ranking
 * them all cost ~130 ms on PGlite at 100,000 recipes. The text reaches the
 * planner as a sub-select: given a constant, pg_trgm's estimator runs the
 * similarity over the column statistics, ~15 ms of planning per statement in
 * PGlite. The condition is written in the index's own form (title %> text), so
 * each row's similarity is checked once, not again as a separate filter.
 */
export function fuzzyPage(filters: SQL, text: string, offset: number, limit: number): SQL {
  return sql`${fuzzyMatches(filters, text, sql`true`)},
    counted as (select count(*)::int as n from fuzzy),
    page as (select recipe_id, word_similarity(${text}, title) as rank, created_at from (select * from fuzzy limit ${COUNT_CAP}) f
      order by rank desc, created_at desc, recipe_id desc limit ${limit} offset ${offset})`;
}

/** The CTE fuzzy(recipe_id, title, created_at): up to COUNT_CAP + 1 titles similar to the text, read only when `when` holds. */
function fuzzyMatches(filters: SQL, text: string, when: SQL): SQL {
  return sql`fuzzy as materialized (select s.recipe_id, s.title, s.created_at from recipe_search s
      where ${when} and ${filters} and s.title %> (select ${text}::text) limit ${COUNT_CAP + 1})`;
}
