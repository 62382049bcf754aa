import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { addMonths, zonedNow, type MealType } from "@sierra/shared";
import type { Database } from "../../db/client";
import { calendarFeeds, mealPlanEntries } from "../../db/schema";
import { userTimeZone } from "../meal-plans/time-zone";
import { buildCalendar } from "./ics";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function feedUrls(appUrl: string, token: string) {
  const url = `${appUrl}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

/** A new secret URL; any earlier one stops working at once. The token is shown once and stored only as a hash. */
export async function rotateFeed(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt: new Date() } });
  return token;
}

export async function feedStatus(db: Database, userId: string): Promise<{ active: boolean; createdAt: string | null }> {
  const [row] = await db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The calendar for a token, or null when the token is unknown or revoked. */
export async function calendarForToken(db: Database, token: string, appUrl: string, now: Date): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!feed) return null;
  const timeZone = await userTimeZone(db, feed.userId);
  const today = zonedNow(now, timeZone).date;
  const rows = await db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, feed.userId), gte(mealPlanEntries.date, addMonths(today, -6)), lte(mealPlanEntries.date, addMonths(today, 2))))
    .orderBy(asc(mealPlanEntries.date));
  const meals = rows.map((r) => ({
    id: r.id,
    date: r.date,
    mealType: r.mealType as MealType,
    title: r.title,
    recipeTitle: r.recipeTitle,
    recipeId: r.recipeId,
    updatedAt: r.updatedAt,
  }));
  return buildCalendar(meals, { appUrl, timeZone, name: "Sierra meal plan" });
}
