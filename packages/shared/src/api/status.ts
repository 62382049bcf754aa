import { z } from "zod";

/** GET /api/health and /api/ready. */
export const healthSchema = z.object({ status: z.literal("ok") });
export const readySchema = z.object({ status: z.literal("ready"), database: z.literal("ok") });
export const unreadySchema = z.object({ status: z.literal("unavailable"), reason: z.string().optional(), database: z.string().optional() });

/** /api/calendar-feed: whether the private feed is on, and its addresses right after it is made. */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export const calendarFeedCreatedSchema = z.object({ active: z.literal(true), url: z.string(), webcalUrl: z.string() });
export const calendarFeedRevokedSchema = z.object({ active: z.literal(false) });
export const calendarFileParamSchema = z.object({ file: z.string().max(200) });

/** GET /api/dashboard/stats. */
export const dashboardStatsSchema = z.object({
  mealPlansCreated: z.number(),
  recipesGenerated: z.number(),
  favoritesSaved: z.number(),
  caloriesPlanned: z.number(),
  calorieGoal: z.number(),
  week: z.object({ start: z.string(), end: z.string() }),
  caloriesByDay: z.array(z.object({ date: z.string(), calories: z.number(), meals: z.number() })),
  recentActivity: z.array(
    z.object({
      kind: z.enum(["meal_planned", "recipe_favorited", "recipe_created"]),
      at: z.string(),
      title: z.string(),
      recipeId: z.string().nullable(),
      date: z.string().nullable(),
      mealType: z.string().nullable(),
    }),
  ),
});
