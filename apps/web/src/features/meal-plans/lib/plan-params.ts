import { isIsoDate, PLAN_VIEWS, type IsoDate, type PlanView } from "@sierra/shared";
import { clampDate, type Bounds } from "./navigation";

export const DEFAULT_VIEW: PlanView = "weekly";

/** View and date from the page URL; an unknown view is weekly, a missing or bad date is today, any date is kept selectable. */
export function parsePlanParams(search: URLSearchParams, today: IsoDate, bounds: Bounds): { view: PlanView; date: IsoDate } {
  const rawView = search.get("view");
  const view = (PLAN_VIEWS as readonly string[]).includes(rawView ?? "") ? (rawView as PlanView) : DEFAULT_VIEW;
  const rawDate = search.get("date");
  const date = rawDate && isIsoDate(rawDate) ? clampDate(rawDate, bounds) : today;
  return { view, date };
}
