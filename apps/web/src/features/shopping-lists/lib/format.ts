const day = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/** "Sat, Nov 21 to Fri, Nov 27". */
export function rangeText(start: string, end: string): string {
  return start === end ? day(start) : `${day(start)} to ${day(end)}`;
}
