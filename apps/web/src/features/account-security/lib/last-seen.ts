const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** "Active now" for this device; otherwise "Last active 3 days ago" (a minute or less reads "just now"). */
export function lastSeenText(iso: string, current: boolean, now: Date = new Date()): string {
  if (current) return "Active now";
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  const unit = UNITS.find(([, size]) => seconds >= size);
  if (!unit) return "Last active just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  return `Last active ${format.format(-Math.floor(seconds / unit[1]), unit[0])}`;
}

/** "Signed in 3 Mar 2026". */
export function signedInText(iso: string): string {
  return `Signed in ${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" }).format(new Date(iso))}`;
}
