/**
 * Minutes in an ISO-8601 duration as recipe pages write them: "PT1H30M", "P0DT0H45M", "PT45M0S",
 * "P1DT2H", also "PT90M". A bare number is taken as minutes; anything else is unknown (null).
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return Math.round(value);
  if (typeof value !== "string") return null;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return Number(text);
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text);
  if (!m || text === "P" || text === "PT") return null;
  const [days, hours, minutes, seconds] = m.slice(1).map((v) => (v ? Number(v) : 0));
  return Math.round(days! * 1440 + hours! * 60 + minutes! + seconds! / 60);
}
