import { and, desc, eq, gte, lte } from "drizzle-orm";
import { endOfMonth, readPlanType, startOfMonth, type IsoDate, type MealPlan } from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealPlans } from "../../db/schema";

export type PlanRow = typeof mealPlans.$inferSelect;

export function toMealPlan(row: PlanRow): MealPlan {
  return {
    id: row.id,
    user_id: row.userId,
    type: readPlanType(row.type),
    start_date: row.startDate,
    end_date: row.endDate,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The most recent of the user's plans overlapping the range. */
export async function findOverlappingPlan(db: Database, userId: string, start: IsoDate, end: IsoDate): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), lte(mealPlans.startDate, end), gte(mealPlans.endDate, start)))
    .orderBy(desc(mealPlans.createdAt))
    .limit(1);
  return row;
}

/**
 * The monthly plan holding a date, created when missing. The unique
 * (user, start, end) key makes this safe under parallel requests: the loser's
 * insert does nothing and both read the same row.
 */
export async function ensureMonthlyPlan(db: Database, userId: string, date: IsoDate): Promise<PlanRow> {
  const startDate = startOfMonth(date);
  const endDate = endOfMonth(date);
  const containing = await findOverlappingPlan(db, userId, date, date);
  if (containing) return containing;
  await db.insert(mealPlans).values({ userId, type: "monthly", startDate, endDate }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.userId, userId), eq(mealPlans.startDate, startDate), eq(mealPlans.endDate, endDate)))
    .limit(1);
  if (!row) throw new Error("No meal plan available");
  return row;
}
