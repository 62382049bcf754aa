import type { IsoDate } from "../../../meal-plans/dates";
import type { RequestDays } from "../request";

/*
 * The days around CORPUS_TODAY (Wednesday 2 December 2026), written out by hand so that no
 * label depends on date code. "N" names next week's days (7-13 December), "W" the week after.
 */
export const MON0 = "2026-11-30";
export const YESTERDAY = "2026-12-01";
export const TODAY = "2026-12-02";
export const THU = "2026-12-03";
export const TOMORROW = THU;
export const FRI = "2026-12-04";
export const SAT = "2026-12-05";
export const SUN = "2026-12-06";
export const NMON = "2026-12-07";
export const NTUE = "2026-12-08";
export const NWED = "2026-12-09";
export const NTHU = "2026-12-10";
export const NFRI = "2026-12-11";
export const NSAT = "2026-12-12";
export const NSUN = "2026-12-13";
export const WMON = "2026-12-14";
export const WSUN = "2026-12-20";

export const day = (date: IsoDate): RequestDays => ({ start: date, end: date });
export const range = (start: IsoDate, end: IsoDate, more: Omit<RequestDays, "start" | "end"> = {}): RequestDays => ({ start, end, ...more });

export const WEEKNIGHTS = [1, 2, 3, 4, 5];
export const WEEKEND_DAYS = [0, 6];

/** "this week": today to Sunday */
export const THIS_WEEK = range(TODAY, SUN);
/** "next week": Monday to Sunday of the following week */
export const NEXT_WEEK = range(NMON, NSUN);
/** "the weekend", "this weekend": the coming Saturday and Sunday */
export const WEEKEND = range(SAT, SUN, { weekdays: WEEKEND_DAYS });
export const NEXT_WEEKEND = range(NSAT, NSUN, { weekdays: WEEKEND_DAYS });
/** "rest of the week": tomorrow to Sunday */
export const REST_OF_WEEK = range(TOMORROW, SUN);
/** "weeknights next week" */
export const NEXT_WEEKNIGHTS = range(NMON, NFRI, { weekdays: WEEKNIGHTS });
/** "weeknights" (this week's, from today): today to Friday */
export const WEEKNIGHTS_NOW = range(TODAY, FRI, { weekdays: WEEKNIGHTS });
/** a count within next week: "3 nights next week" */
export const nextWeekCount = (count: number): RequestDays => ({ ...NEXT_WEEK, count });
