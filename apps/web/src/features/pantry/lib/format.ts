import { formatQuantity, UNITS, type PantryLocation } from "@sierra/shared";

export const LOCATION_LABELS: Record<PantryLocation, string> = { fridge: "Fridge", freezer: "Freezer", cupboard: "Cupboard" };

/** "2 cans", "500 g", "3" (items), or "" when nobody measured it. */
export function amountText(quantity: number | null, unit: string | null): string {
  if (quantity === null) return "";
  const def = unit ? UNITS[unit] : undefined;
  const label = def ? def.label[quantity > 1 ? 1 : 0] : (unit ?? "");
  return [formatQuantity(quantity), label].filter(Boolean).join(" ");
}

/** "Nov 23" for a best-before date. */
export function shortDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
