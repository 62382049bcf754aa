import { sql, type SQL } from "drizzle-orm";
import type { IsoDate, Subscription } from "@sierra/shared";
import type { Database } from "../../db/client";
import { toSubscription, type SubscriptionFields } from "../subscriptions/service";
import type { PlanRow } from "./plans";
import type { SlotRow } from "./slots";
import { usableTimeZone } from "./time-zone";

export interface PlanningContext {
  timeZone: string;
  subscription: Subscription;
}

/** What the calendar shows for a range, as stored: nothing here depends on the clock, so it may be cached. */
export interface PlanSnapshot {
  timeZone: string;
  subscriber: SubscriptionFields | undefined;
  /** The most recent plan overlapping the range, if any. */
  plan: PlanRow | undefined;
  entries: SlotRow[];
}

interface SubscriberJson {
  subscribed: boolean;
  planType: string | null;
  billingInterval: string | null;
  trialEnd: string | null;
  subscriptionEnd: string | null;
  addons: string[] | null;
}

interface PlanJson {
  id: string;
  userId: string;
  type: string;
  startDate: string;
  endDate: string;
  createdAt: string;
  updatedAt: string;
}

const zoneAndSubscriber = (userId: string) => sql`
  (select user_timezone from preferences where user_id = ${userId}) as time_zone,
  (select json_build_object('subscribed', subscribed, 'planType', plan_type, 'billingInterval', billing_interval,
     'trialEnd', trial_end, 'subscriptionEnd', subscription_end, 'addons', addons) from subscribers where user_id = ${userId}) as subscriber`;

const asDate = (value: string | null) => (value === null ? null : new Date(value));

function toSubscriber(s: SubscriberJson | null): SubscriptionFields | undefined {
  return s ? { ...s, trialEnd: asDate(s.trialEnd), subscriptionEnd: asDate(s.subscriptionEnd) } : undefined;
}

/** The user's zone and subscription, in one round trip (every write to a slot checks both). */
export async function readPlanningContext(db: Database, userId: string, now: Date): Promise<PlanningContext> {
  const result = await db.execute(sql`select ${zoneAndSubscriber(userId)}`);
  const row = result.rows[0] as { time_zone: string | null; subscriber: SubscriberJson | null };
  return { timeZone: usableTimeZone(row.time_zone), subscription: toSubscription(toSubscriber(row.subscriber), now) };
}

/**
 * Everything the calendar needs for one view in one round trip: zone,
 * subscription, the plan overlapping the range and the range's meals. The
 * calendar asks for this on every view or month change.
 */
export async function readPlanSnapshot(db: Database, userId: string, start: IsoDate, end: IsoDate, householdSafe: SQL | null = null): Promise<PlanSnapshot> {
  // A planned meal the household rule refuses now (planned before an allergy was added) carries a warning.
  const warning = householdSafe ? sql`(select not ${householdSafe} from recipes r where r.id = e.recipe_id)` : sql`null`;
  // Another member's shared recipe hidden by a moderator stays in the plan, marked (docs/decisions/063).
  const hidden = sql`exists (select 1 from community_recipes c where c.recipe_id = e.recipe_id and c.user_id <> e.user_id and c.hidden_at is not null)`;
  const result = await db.execute(sql`
    select ${zoneAndSubscriber(userId)},
      (select json_build_object('id', id, 'userId', user_id, 'type', type, 'startDate', start_date, 'endDate', end_date,
         'createdAt', created_at, 'updatedAt', updated_at)
       from meal_plans where user_id = ${userId} and start_date <= ${end} and end_date >= ${start}
       order by created_at desc limit 1) as plan,
      (select coalesce(json_agg(json_build_object('id', e.id, 'date', e.date, 'mealType', e.meal_type, 'title', e.title,
         'recipeTitle', e.recipe_title, 'recipeId', e.recipe_id, 'imageUrl', e.image_url, 'warning', ${warning}, 'hidden', ${hidden}) order by e.date, e.meal_type), '[]'::json)
       from meal_plan_entries e where e.user_id = ${userId} and e.date >= ${start} and e.date <= ${end}) as entries`);
  const row = result.rows[0] as { time_zone: string | null; subscriber: SubscriberJson | null; plan: PlanJson | null; entries: SlotRow[] };
  const plan = row.plan && { ...row.plan, createdAt: new Date(row.plan.createdAt), updatedAt: new Date(row.plan.updatedAt) };
  return { timeZone: usableTimeZone(row.time_zone), subscriber: toSubscriber(row.subscriber), plan: plan ?? undefined, entries: row.entries };
}
