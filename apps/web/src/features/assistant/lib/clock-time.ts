const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
    } catch {
      // An unknown zone name (an old saved value): the browser's own zone.
      format = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    }
    formats.set(key, format);
  }
  return format;
}

/** A message's time stamp as HH:mm (spec section 2) in the user's zone; h23, so midnight is 00:05, not 24:05. */
export function formatClock(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return formatFor(timeZone ?? undefined).format(date);
}

/** "Nov 21, 2026" for an instant, in the user's zone (the past conversations list). */
export function formatDayOf(iso: string, timeZone?: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  try {
    return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: timeZone ?? undefined });
  } catch {
    return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  }
}
