import type { Nutrition } from "@sierra/shared";

export interface NutritionRow {
  key: keyof Nutrition;
  label: string;
  value: string;
}

const OPTIONAL: { key: Exclude<keyof Nutrition, "calories">; label: string; unit: "g" | "mg" }[] = [
  { key: "protein", label: "Protein", unit: "g" },
  { key: "carbs", label: "Carbs", unit: "g" },
  { key: "fat", label: "Fat", unit: "g" },
  { key: "fiber", label: "Fiber", unit: "g" },
  { key: "sugar", label: "Sugar", unit: "g" },
  { key: "sodium", label: "Sodium", unit: "mg" },
];

const grams = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Calories always; the others only when present (spec), grams with one decimal, sodium in whole mg. */
export function nutritionRows(nutrition: Nutrition): NutritionRow[] {
  const rows: NutritionRow[] = [{ key: "calories", label: "Calories", value: whole.format(nutrition.calories) }];
  for (const { key, label, unit } of OPTIONAL) {
    const value = nutrition[key];
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    rows.push({ key, label, value: `${unit === "mg" ? whole.format(value) : grams.format(value)} ${unit}` });
  }
  return rows;
}

/** '92% of ingredient weight matched', or null when coverage is unknown. */
export function coverageText(coverage: number | null | undefined): string | null {
  if (typeof coverage !== "number" || !Number.isFinite(coverage)) return null;
  return `Estimated from ingredients (${Math.round(Math.min(Math.max(coverage, 0), 1) * 100)}% of ingredient weight matched to our food table)`;
}
