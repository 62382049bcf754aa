import { cases, nutrition, plan, read, remove, shop, swap } from "./corpus-case";
import { FRI, NEXT_WEEKNIGHTS, NMON, NSAT, NSUN, NTHU, NTUE, NWED, SAT, SUN, THU, TODAY, WMON, WSUN, day, range } from "./corpus-dates";

/** Development part, third batch: more ways of saying a day, and other todays. */
export const DEV_DATES = cases("dev-dat", [
  ["plan dinner for the day after tomorrow", plan(day(FRI))],
  ["what's on this coming monday", read(day(NMON))],
  ["plan monday the 7th, something with pork", plan(day(NMON), { includeFoods: ["pork"] })],
  ["can we plan dinner on december 18th for 6", plan(day("2026-12-18"), { servings: 6 })],
  ["plan a week today, thai", plan(day(NWED), { cuisines: ["thai"] })],
  ["plan this week and next, cheap", plan(range(TODAY, NSUN), { cheap: true })],
  ["shopping list for the week after next", shop(range(WMON, WSUN))],
  ["plan the next two weeks of dinners", plan(range(TODAY, "2026-12-15"))],
  ["plan thursday and friday nights, kid friendly", plan(range(THU, FRI), { kidFriendly: true })],
  ["clear tues to thurs next week", remove(range(NTUE, NTHU))],
  ["plan dinners for the next 4 nights", plan(range(TODAY, SAT))],
  ["plan dinner on the 31st, make it special", plan(day("2026-12-31"), { special: true })],
  ["plan lunch on the 1st", plan(day("2027-01-01"), {}, ["lunch"])],
  ["what's on in 3 days", read(day(SAT))],
  ["plan every weeknight next week, under 30 mins, no pork", plan(NEXT_WEEKNIGHTS, { maxMinutes: 30, avoidFoods: ["pork"] })],
  ["swap the day after tomorrow's dinner for fish", swap(day(FRI), { includeFoods: ["fish"] }, ["dinner"])],
  ["remove next saturday's lunch", remove(day(NSAT), ["lunch"])],
  ["nutrition for the week after next?", nutrition("macros", "days", range(WMON, WSUN))],
  ["plan dinners for next week", plan(range(NMON, NSUN)), { today: SUN }],
  ["plan dinners this week", plan(day(SUN)), { today: SUN }],
  ["plan the rest of the week", plan(range(SAT, SUN)), { today: FRI }],
]);
