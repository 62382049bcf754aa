/** Past this many zones the kept formatters are dropped and built again (zones come from users' data). */
const MAX_ZONES = 64;

/**
 * One Intl.DateTimeFormat per time zone, built once and kept. Building one costs far more than
 * using it (the runtime loads the zone's rules), and the calendar asks a zone's clock for every
 * slot it draws (these builds were most of the meal-plan page's longest tasks). A zone
 * the runtime does not know throws RangeError on every call, as building it always did.
 */
export function formatterPerZone(locale: string, options: Omit<Intl.DateTimeFormatOptions, "timeZone">): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const kept = byZone.get(timeZone);
    if (kept) return kept;
    const formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (byZone.size >= MAX_ZONES) byZone.clear();
    byZone.set(timeZone, formatter);
    return formatter;
  };
}
