import { and, eq, isNull, sql } from "drizzle-orm";
import type { ReportInput } from "@sierra/shared";
import type { Database } from "../../db/client";
import { communityReports } from "../../db/schema";
import { communityErrors } from "./errors";
import { othersFindableRecipe } from "./findable";
import { countAction } from "./rate-limit";

/** Any member reports another's shared recipe, once; admins review it (moderation.ts). */
export async function reportRecipe(db: Database, userId: string, recipeId: string, input: Required<ReportInput>, now: Date): Promise<void> {
  await othersFindableRecipe(db, userId, recipeId);
  const [open] = await db
    .select({ id: communityReports.id })
    .from(communityReports)
    .where(and(eq(communityReports.recipeId, recipeId), eq(communityReports.reporterId, userId)));
  if (open) throw communityErrors.alreadyReported();
  await countAction(db, userId, "report", now);
  const inserted = await db
    .insert(communityReports)
    .values({ recipeId, reporterId: userId, reason: input.reason, details: input.details, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (inserted.length === 0) throw communityErrors.alreadyReported();
}

export interface ReviewItem {
  recipe_id: string;
  title: string;
  author: { id: string; display_name: string; suspended: boolean };
  hidden: boolean;
  reports: { reason: string; details: string; created_at: string }[];
}

/** Open reports, one entry per recipe, the longest-waiting first. Reporters stay anonymous. */
export async function reviewQueue(db: Database): Promise<ReviewItem[]> {
  const result = await db.execute(sql`select c.recipe_id, r.title, a.public_id, a.display_name, a.suspended_at is not null as suspended,
      c.hidden_at is not null as hidden,
      json_agg(json_build_object('reason', p.reason, 'details', p.details, 'created_at', p.created_at) order by p.created_at) as reports,
      min(p.created_at) as first_at
    from community_reports p
      join community_recipes c on c.recipe_id = p.recipe_id
      join community_authors a on a.user_id = c.user_id
      join recipes r on r.id = c.recipe_id
    where p.resolved_at is null
    group by c.recipe_id, r.title, a.public_id, a.display_name, a.suspended_at, c.hidden_at
    order by first_at limit 100`);
  type Row = { recipe_id: string; title: string; public_id: string; display_name: string; suspended: boolean; hidden: boolean; reports: ReviewItem["reports"] };
  return (result.rows as Row[]).map((row) => ({
    recipe_id: row.recipe_id,
    title: row.title,
    author: { id: row.public_id, display_name: row.display_name, suspended: row.suspended },
    hidden: row.hidden,
    reports: row.reports.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
  }));
}

/** Closes a recipe's open reports: a moderator decided on them. */
export async function resolveReports(db: Database, recipeId: string, adminId: string, now: Date): Promise<void> {
  await db
    .update(communityReports)
    .set({ resolvedAt: now, resolvedBy: adminId })
    .where(and(eq(communityReports.recipeId, recipeId), isNull(communityReports.resolvedAt)));
}
