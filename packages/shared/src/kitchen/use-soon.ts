import { addDays, type IsoDate } from "../meal-plans/dates";

/** Days before its best-before date that an item is flagged "Use soon". */
export const USE_SOON_DAYS = 3;

export type Freshness = "expired" | "use-soon" | null;

/** Past its date: expired; within USE_SOON_DAYS of it (today included): use soon; else nothing to say. */
export function freshness(bestBefore: IsoDate | null, today: IsoDate): Freshness {
  if (!bestBefore) return null;
  if (bestBefore < today) return "expired";
  return bestBefore <= addDays(today, USE_SOON_DAYS) ? "use-soon" : null;
}
