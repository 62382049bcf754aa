import { and, count, eq, exists, gte, lt, lte, sql } from "drizzle-orm";
import { addDays, dashboardWeek, eachDay, endOfMonth, startOfMonth, zonedNow, type IsoDate } from "@sierra/shared";
import type { Database } from "../../db/client";
import { favoriteRecipes, mealPlanEntries, mealPlans, members, recipes } from "../../db/schema";
import { userTimeZone } from "../meal-plans/time-zone";
import { recentActivity } from "./activity";

export interface DashboardStats {
  mealPlansCreated: number;
  recipesGenerated: number;
  favoritesSaved: number;
  caloriesPlanned: number;
  calorieGoal: number;
  week: { start: IsoDate; end: IsoDate };
  caloriesByDay: { date: IsoDate; calories: number; meals: number }[];
  recentActivity: Awaited<ReturnType<typeof recentActivity>>;
}

/** Midnight at the start of a local date, as an instant (for "created this month" in the user's zone). */
function localMidnight(date: IsoDate, timeZone: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  const local = zonedNow(guess, timeZone);
  const offsetMinutes = (Date.parse(`${local.date}T00:00:00Z`) + local.minutes * 60_000 - guess.getTime()) / 60_000;
  return new Date(guess.getTime() - offsetMinutes * 60_000);
}

/**
 * The dashboard's numbers from real data: plans created this month that hold a meal, recipes
 * the user owns, favourites, and calories planned this week (Sunday to
 * Saturday, from recipe nutrition per serving) with a per-day breakdown.
 */
export async function dashboardStats(db: Database, userId: string, now: Date): Promise<DashboardStats> {
  const timeZone = await userTimeZone(db, userId);
  const today = zonedNow(now, timeZone).date;
  const week = dashboardWeek(today);
  const monthStart = localMidnight(startOfMonth(today), timeZone);
  const nextMonthStart = localMidnight(addDays(endOfMonth(today), 1), timeZone);
  const [[plans], [owned], [favorites], weekMeals, [self], activity] = await Promise.all([
    // A plan counts once it holds a meal: looking at a month creates an empty plan row.
    db
      .select({ n: count() })
      .from(mealPlans)
      .where(
        and(
          eq(mealPlans.userId, userId),
          gte(mealPlans.createdAt, monthStart),
          lt(mealPlans.createdAt, nextMonthStart),
          exists(
            db
              .select({ one: sql`1` })
              .from(mealPlanEntries)
              .where(eq(mealPlanEntries.planId, mealPlans.id)),
          ),
        ),
      ),
    // Recipes Generated: the user's own recipes. Sierra saves each recipe it generates as the
    // user's own (source 'generated', modules/generation), so all of them count, with any the
    // user wrote in the recipe form (the card's hint says "Recipes of your own").
    db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId)),
    db.select({ n: count() }).from(favoriteRecipes).where(eq(favoriteRecipes.userId, userId)),
    db
      .select({
        date: mealPlanEntries.date,
        calories: sql<number | null>`(${recipes.nutrition} ->> 'calories')::numeric`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(mealPlanEntries)
      .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.date, week.start), lte(mealPlanEntries.date, week.end))),
    db
      .select({ calorieGoal: members.calorieGoal })
      .from(members)
      .where(and(eq(members.userId, userId), eq(members.role, "self")))
      .limit(1),
    recentActivity(db, userId),
  ]);
  const caloriesByDay = eachDay(week.start, week.end).map((date) => {
    const meals = weekMeals.filter((m) => m.date === date);
    return { date, meals: meals.length, calories: Math.round(meals.reduce((sum, m) => sum + (m.calories ?? 0), 0)) };
  });
  return {
    mealPlansCreated: plans?.n ?? 0,
    recipesGenerated: owned?.n ?? 0,
    favoritesSaved: favorites?.n ?? 0,
    caloriesPlanned: caloriesByDay.reduce((sum, d) => sum + d.calories, 0),
    calorieGoal: self?.calorieGoal ?? 2000,
    week,
    caloriesByDay,
    recentActivity: activity,
  };
}
