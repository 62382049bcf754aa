import { cases, nutrition, plan, read, remove, shop, swap } from "./corpus-case";
import { FRI, NEXT_WEEK, NEXT_WEEKNIGHTS, NFRI, NSUN, NTUE, NWED, SAT, SUN, TODAY, WEEKEND, WMON, WSUN, day, range } from "./corpus-dates";

/** Test part (never read when building the parser), third batch: ways of saying a day, other todays. */
export const TEST_DATES = cases("test-dat", [
  ["what's planned for the day after tomorrow", read(day(FRI))],
  ["plan this coming saturday, something greek", plan(day(SAT), { cuisines: ["greek"] })],
  ["plan tuesday the 8th for the family of 5", plan(day(NTUE), { servings: 5 })],
  ["dinner on 19 december please, vegan", plan(day("2026-12-19"), { diets: ["vegan"] })],
  ["clear a week today", remove(day(NWED))],
  ["plan dinners for this week and next week", plan(range(TODAY, NSUN))],
  ["plan the week after next", plan(range(WMON, WSUN))],
  ["i need dinners for the next two weeks, quick ones", plan(range(TODAY, "2026-12-15"), { maxMinutes: 30 })],
  ["saturday and sunday nights please plan something with beef", plan(WEEKEND, { includeFoods: ["beef"] })],
  ["shopping list wed to fri next week", shop(range(NWED, NFRI))],
  ["next 4 nights' dinners please, no fish", plan(range(TODAY, SAT), { avoidFoods: ["fish"] })],
  ["plan the 30th, it's a birthday", plan(day("2026-12-30"), { special: true })],
  ["what's on the 2nd of january", read(day("2027-01-02"))],
  ["plan lunch in 2 days", plan(day(FRI), {}, ["lunch"])],
  ["plan every weeknight of next week with chicken or fish", plan(NEXT_WEEKNIGHTS, { includeFoods: ["chicken", "fish"] })],
  ["swap next friday's dinner for a pizza", swap(day(NFRI), { dish: "pizza" }, ["dinner"])],
  ["remove the day after tomorrow's breakfast", remove(day(FRI), ["breakfast"])],
  ["nutrition info for next week", nutrition("macros", "days", NEXT_WEEK)],
  ["sort the rest of the week out", plan(range(SAT, SUN)), { today: FRI }],
  ["plan this week's evening meals", plan(day(SUN)), { today: SUN }],
  ["plan next week's lunches", plan(NEXT_WEEK, {}, ["lunch"]), { today: SUN }],
]);
