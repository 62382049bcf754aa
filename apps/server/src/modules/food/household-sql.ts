import { sql, type SQL } from "drizzle-orm";
import { hasFilterTerms, householdFilterTerms, type CompiledHousehold, type Household } from "@sierra/shared";
import { FOOD_KNOWLEDGE_VERSION } from "./knowledge-version";

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * The household rule as a condition on a recipes row aliased `alias` (householdFilterTerms, the
 * same terms householdConflicts decides by): true when the recipe is safe. A row whose food
 * columns an older knowledge wrote is not safe until refreshed. Null when the household avoids nothing.
 */
export function householdSafeSql(household: Household | CompiledHousehold, alias: string): SQL | null {
  const terms = householdFilterTerms(household);
  if (!hasFilterTerms(terms)) return null;
  const r = sql.raw(alias);
  const parts: SQL[] = [sql`${r}.food_version = ${FOOD_KNOWLEDGE_VERSION}`];
  if (terms.hardMarks.length) parts.push(sql`not (${r}.food_has && ${textArray(terms.hardMarks)})`);
  if (terms.softMarks.length) parts.push(sql`not (${r}.food_may && ${textArray(terms.softMarks)})`);
  if (terms.avoidAncestors.length) parts.push(sql`not (${r}.food_ancestors && ${textArray(terms.avoidAncestors)})`);
  if (terms.unsureFoodIds.length) parts.push(sql`not (${r}.food_ids && ${textArray(terms.unsureFoodIds)})`);
  for (const phrase of terms.phrases) parts.push(sql`strpos(${r}.food_text, ${phrase}) = 0`);
  return sql`(${sql.join(parts, sql` and `)})`;
}
