import { sql, type SQL } from "drizzle-orm";
import { recipes } from "../../db/schema";

/**
 * "lemon chick" -> to_tsquery('lemon & chick:*'): every word must match and
 * the last may be a prefix, so results follow the user while they type.
 * Returns null when the text has no searchable word.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 12) ?? [];
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

/**
 * Full-text match, or a title containing a word close to what was typed
 * (trigram word similarity, for typos such as "chiken"). Both use GIN indexes.
 */
export function searchCondition(text: string): { where: SQL; rank: SQL } {
  const tsq = toPrefixTsQuery(text);
  const fuzzy = sql`${text} <% ${recipes.title}`;
  const closeness = sql`word_similarity(${text}, ${recipes.title})`;
  if (!tsq) return { where: fuzzy, rank: closeness };
  const query = sql`to_tsquery('english', ${tsq})`;
  return {
    where: sql`(${recipes.search} @@ ${query} or ${fuzzy})`,
    rank: sql`(ts_rank_cd(${recipes.search}, ${query}) + ${closeness})`,
  };
}
