import { and, eq, sql } from "drizzle-orm";
import {
  allowedMealTypes,
  selectableRange,
  slotMessages,
  slotState,
  upgradeMessage,
  viewRange,
  type IsoDate,
  type Meal,
  type MealPlanResponse,
  type MealType,
  type PlanView,
} from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealPlanEntries, mealPlans } from "../../db/schema";
import { householdSafeSql, readHousehold } from "../food";
import { getRecipe } from "../recipes/service";
import { AppError } from "../../http/errors";
import { ensureMonthlyPlan, toMealPlan } from "./plans";
import { readPlanningContext, readPlanSnapshot, type PlanSnapshot } from "./planning-context";
import { UserCache } from "../../cache/user-cache";
import { toSubscription } from "../subscriptions/service";
import { toSlots } from "./slots";

/** What a calendar view keeps in memory: the stored snapshot with its slots already serialised. */
export interface CachedView {
  snapshot: PlanSnapshot;
  slotsJson: string;
}

/** User and date range -> what the calendar shows for it (one of the instance's user caches). */
export const createPlanViewCache = () => new UserCache<CachedView>({ maxEntries: 5_000, maxAgeMs: 60_000 });

/**
 * Plan loading (spec section 4): the plan overlapping the view's range, else
 * the monthly plan containing the date, else a new plan for that month.
 * The slots are the user's meals in the view's range. What is read is cached
 * per user and range until the user's rows change (docs/decisions/025); the
 * slots, most of the body, are serialised once per change, not per request.
 * Returns the MealPlanResponse as JSON.
 */
export async function loadMealPlanJson(db: Database, views: UserCache<CachedView>, userId: string, view: PlanView, date: IsoDate, now: Date): Promise<string> {
  const range = viewRange(view, date);
  const key = `${userId} ${range.start} ${range.end}`;
  let cached = views.get(key);
  if (!cached) {
    const startedAt = views.begin();
    const household = await readHousehold(db, userId);
    const snapshot = await readPlanSnapshot(db, userId, range.start, range.end, householdSafeSql({ ...household, dislikes: [] }, "r"));
    cached = { snapshot, slotsJson: JSON.stringify(toSlots(snapshot.entries)) };
    // A view without a plan creates one below; the next load reads and keeps that.
    if (snapshot.plan) views.set(key, userId, cached, startedAt);
  }
  const { plan, subscriber, timeZone } = cached.snapshot;
  const shown = plan ?? (await ensureMonthlyPlan(db, userId, date));
  const rest: Omit<MealPlanResponse, "slots"> = {
    plan: toMealPlan(shown),
    range,
    allowedMealTypes: allowedMealTypes(toSubscription(subscriber, now)),
    timeZone,
    now: now.toISOString(),
  };
  return `${JSON.stringify(rest).slice(0, -1)},"slots":${cached.slotsJson}}`;
}

/** Refusals for a write, in the order the calendar shows them. */
async function assertWritable(db: Database, userId: string, date: IsoDate, mealType: MealType, now: Date) {
  const { timeZone, subscription } = await readPlanningContext(db, userId, now);
  const allowed = allowedMealTypes(subscription);
  const state = slotState({ date, mealType, allowed, hasMeal: false, now, timeZone });
  if (state === "upgrade") throw new AppError(403, "UPGRADE_REQUIRED", upgradeMessage(mealType, subscription));
  if (state === "not_available") throw new AppError(422, "NOT_AVAILABLE", slotMessages.notAvailable);
  if (state === "plan_closer") throw new AppError(422, "PLAN_CLOSER", slotMessages.planCloser);
  if (state === "no_meal_planned") throw new AppError(422, "PAST_DATE", "Meals can't be planned for past dates");
  return selectableRange({ now, timeZone });
}

/** Puts a recipe in a slot; a newer write for the slot replaces the older (unique user, date, meal type). */
export async function addMeal(
  db: Database,
  userId: string,
  slot: { date: IsoDate; mealType: MealType },
  input: { recipeId: string; title?: string },
  now: Date,
): Promise<Meal> {
  await assertWritable(db, userId, slot.date, slot.mealType, now);
  const recipe = await getRecipe(db, userId, input.recipeId);
  const plan = await ensureMonthlyPlan(db, userId, slot.date);
  const values = {
    planId: plan.id,
    recipeId: recipe.id,
    title: input.title ?? recipe.title,
    recipeTitle: recipe.title,
    imageUrl: recipe.image_url,
    updatedAt: now,
  };
  const [row] = await db
    .insert(mealPlanEntries)
    .values({ userId, date: slot.date, mealType: slot.mealType, ...values })
    .onConflictDoUpdate({ target: [mealPlanEntries.userId, mealPlanEntries.date, mealPlanEntries.mealType], set: values })
    .returning();
  await db
    .update(mealPlans)
    .set({ updatedAt: sql`now()` })
    .where(eq(mealPlans.id, plan.id));
  return { id: row!.id, title: row!.title, recipe_title: row!.recipeTitle, recipe_id: row!.recipeId, image_url: row!.imageUrl };
}

export async function removeMeal(db: Database, userId: string, slot: { date: IsoDate; mealType: MealType }): Promise<void> {
  const removed = await db
    .delete(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.date, slot.date), eq(mealPlanEntries.mealType, slot.mealType)))
    .returning({ id: mealPlanEntries.id });
  if (removed.length === 0) throw new AppError(404, "NO_MEAL", "No meal planned");
}

/** Deletes one of the user's plans and its meals; another user's plan id is simply not found. */
export async function deletePlan(db: Database, userId: string, planId: string): Promise<void> {
  const removed = await db
    .delete(mealPlans)
    .where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
    .returning({ id: mealPlans.id });
  if (removed.length === 0) throw new AppError(404, "NO_PLAN", "No meal plan available");
}
