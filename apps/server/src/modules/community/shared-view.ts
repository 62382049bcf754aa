import { sql, type SQL } from "drizzle-orm";
import { sharesMethod, shownAverage, type CommunityInfo } from "@sierra/shared";
import type { Database } from "../../db/client";

/**
 * A recipe row (alias) that other members may find: shared, not withdrawn, not hidden by a moderator.
 * The one place the community's visibility is written.
 */
export function findableSql(alias: string): SQL {
  const r = sql.raw(alias);
  return sql`exists (select 1 from community_recipes cr where cr.recipe_id = ${r}.id and cr.published and cr.hidden_at is null)`;
}

interface SharedRow {
  public_id: string;
  display_name: string;
  notes: string;
  own_work: boolean;
  published: boolean;
  published_at: string;
  hidden: boolean;
  rating_count: number;
  rating_sum: number;
  cooked_count: number;
  my_rating: number | null;
  i_cooked: boolean;
  planned: boolean;
}

/** The sharing of a recipe as `viewerId` sees it, or null when it was never shared. */
async function readShared(db: Database, recipeId: string, viewerId: string): Promise<SharedRow | null> {
  const result = await db.execute(sql`select a.public_id, a.display_name, c.notes, c.own_work, c.published, c.published_at,
      c.hidden_at is not null as hidden, c.rating_count, c.rating_sum, c.cooked_count,
      (select stars from community_ratings where recipe_id = c.recipe_id and user_id = ${viewerId}) as my_rating,
      exists (select 1 from community_cooked where recipe_id = c.recipe_id and user_id = ${viewerId}) as i_cooked,
      exists (select 1 from meal_plan_entries where recipe_id = c.recipe_id and user_id = ${viewerId}) as planned
    from community_recipes c join community_authors a on a.user_id = c.user_id where c.recipe_id = ${recipeId}`);
  return (result.rows[0] as SharedRow | undefined) ?? null;
}

function toInfo(row: SharedRow, source: string | null): CommunityInfo {
  return {
    author: { id: row.public_id, display_name: row.display_name },
    notes: row.notes,
    own_work: row.own_work,
    shares_method: sharesMethod(source, row.own_work),
    published: row.published,
    published_at: new Date(row.published_at).toISOString(),
    hidden: row.hidden,
    rating: { average: shownAverage(Number(row.rating_count), Number(row.rating_sum)), count: Number(row.rating_count) },
    cooked_count: Number(row.cooked_count),
    my_rating: row.my_rating === null ? null : Number(row.my_rating),
    i_cooked: row.i_cooked,
  };
}

/**
 * How a member's recipe reads to `viewerId`. The author sees their own sharing state. Anyone else
 * (signed in) sees it while it is findable, or when it is already in their plan: a plan made
 * before a recipe was hidden or withdrawn keeps it, marked. Otherwise "none": as unknown as a
 * private recipe (docs/decisions/026). Visitors never see community recipes (docs/decisions/063).
 */
export async function sharedViewFor(
  db: Database,
  recipe: { id: string; userId: string; source: string | null },
  viewerId: string | null,
): Promise<{ access: "own" | "shared" | "none"; community: CommunityInfo | null }> {
  if (viewerId === null) return { access: "none", community: null };
  const row = await readShared(db, recipe.id, viewerId);
  if (recipe.userId === viewerId) return { access: "own", community: row ? toInfo(row, recipe.source) : null };
  if (!row) return { access: "none", community: null };
  const findable = row.published && !row.hidden;
  if (!findable && !row.planned) return { access: "none", community: null };
  return { access: "shared", community: toInfo(row, recipe.source) };
}
