import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

export interface ActivityItem {
  kind: "meal_planned" | "recipe_favorited" | "recipe_created";
  at: string;
  title: string;
  recipeId: string | null;
  date: string | null;
  mealType: string | null;
}

/** The user's latest real events: meals planned, recipes favourited, recipes created. */
export async function recentActivity(db: Database, userId: string, limit = 8): Promise<ActivityItem[]> {
  const result = await db.execute(sql`
    (select 'meal_planned' as kind, e.updated_at as at, coalesce(e.title, e.recipe_title, 'Untitled Meal') as title,
            e.recipe_id::text as recipe_id, e.date::text as date, e.meal_type as meal_type
       from meal_plan_entries e where e.user_id = ${userId} order by e.updated_at desc limit ${limit})
    union all
    (select 'recipe_favorited', f.created_at, r.title, r.id::text, null, null
       from favorite_recipes f join recipes r on r.id = f.recipe_id where f.user_id = ${userId} order by f.created_at desc limit ${limit})
    union all
    (select 'recipe_created', r.created_at, r.title, r.id::text, null, null
       from recipes r where r.user_id = ${userId} order by r.created_at desc limit ${limit})
    order by at desc limit ${limit}`);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    kind: row.kind as ActivityItem["kind"],
    at: new Date(row.at as string).toISOString(),
    title: String(row.title),
    recipeId: (row.recipe_id as string | null) ?? null,
    date: (row.date as string | null) ?? null,
    mealType: (row.meal_type as string | null) ?? null,
  }));
}
