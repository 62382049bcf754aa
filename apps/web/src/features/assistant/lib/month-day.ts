import type { IsoDate } from "@sierra/shared";

const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
const weekdayLong = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const weekdayShort = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

// A calendar date is a day, not an instant: read and write it in UTC so no zone moves it.
const asDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** "Nov 21": the panel's header (spec: the selected date as month and day). */
export const monthDayShort = (date: IsoDate) => short.format(asDate(date));
/** "November 21": the input's placeholder and the suggestions. */
export const monthDayLong = (date: IsoDate) => long.format(asDate(date));
/** "Saturday, November 21": the empty state's focused date. */
export const fullDay = (date: IsoDate) => weekdayLong.format(asDate(date));
/** "Sat, Nov 21": a meal's day in a card. */
export const cardDay = (date: IsoDate) => weekdayShort.format(asDate(date));
