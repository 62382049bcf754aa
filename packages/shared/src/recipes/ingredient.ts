import { coreFood } from "./ingredient-parser/core-food";
import { parseLine } from "./ingredient-parser/parse-line";
import type { Ingredient } from "./ingredient-shape";
import { isCountedLine, roundCount } from "./count-rounding";
import { resolveUnit, UNITS } from "./units";

export type { Measure } from "./ingredient-parser/amount";
export { coreFood, singular } from "./ingredient-parser/core-food";
export type { Ingredient } from "./ingredient-shape";

/** Legacy shapes the spec allows: plain strings, or objects with item / qty / unit. */
export type IngredientInput =
  string | { item?: unknown; name?: unknown; qty?: unknown; quantity?: unknown; unit?: unknown; note?: unknown; line?: unknown; section?: unknown };

/** "1 (14.5 oz) can diced tomatoes, drained" -> 1 can of 14.5 oz, "tomatoes", note "diced, drained". */
export function parseIngredientLine(line: string): Ingredient {
  return parseLine(line);
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

export function normalizeIngredient(input: IngredientInput): Ingredient {
  if (typeof input === "string") return parseIngredientLine(input);
  const section = text(input.section);
  const ingredient = text(input.line) ? parseIngredientLine(text(input.line)!) : fromParts(input);
  return section ? { ...ingredient, section } : ingredient;
}

function fromParts(input: Exclude<IngredientInput, string>): Ingredient {
  const name = text(input.item) ?? text(input.name) ?? "";
  const rawQty = input.qty ?? input.quantity;
  const quantity = typeof rawQty === "number" ? rawQty : text(rawQty) ? parseIngredientLine(`${text(rawQty)} food`).quantity : null;
  const unitWord = text(input.unit);
  return {
    quantity,
    quantityMax: null,
    unit: unitWord ? (resolveUnit(unitWord)?.id ?? unitWord) : null,
    name,
    note: text(input.note),
    food: coreFood(name),
  };
}

const FRACTIONS: [number, string][] = [
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [3 / 8, "3/8"],
  [1 / 2, "1/2"],
  [5 / 8, "5/8"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [7 / 8, "7/8"],
];

/** 1.5 -> "1 1/2"; 0.333 -> "1/3"; 2.4 -> "2.4". */
export function formatQuantity(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  const fraction = FRACTIONS.find(([f]) => Math.abs(rest - f) < 0.015);
  if (fraction) return whole ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(value * 100) / 100);
}

function unitLabel(unit: string, quantity: number | null): string {
  const def = UNITS[unit];
  if (!def) return unit;
  return quantity !== null && quantity > 1 ? def.label[1] : def.label[0];
}

/** Display: quantity, unit and name joined with empty parts dropped; 'Unknown ingredient' when nothing is left. */
export function formatIngredient(ingredient: IngredientInput | Ingredient): string {
  if (typeof ingredient === "string") return ingredient.trim() || "Unknown ingredient";
  const i = "quantityMax" in ingredient ? (ingredient as Ingredient) : normalizeIngredient(ingredient);
  const amount = (n: number) => (isMetric(i.unit) ? String(Math.round(n * 100) / 100) : formatQuantity(n));
  const qty = i.quantity === null ? "" : i.quantityMax ? `${amount(i.quantity)}-${amount(i.quantityMax)}` : amount(i.quantity);
  // Package sizes are printed as on the label: "14.5 oz", not "14 1/2 oz".
  const container = i.containerSize
    ? `(${Math.round(i.containerSize.quantity * 100) / 100} ${unitLabel(i.containerSize.unit ?? "", i.containerSize.quantity)})`
    : "";
  const parts = [qty, i.size ?? "", i.unit ? unitLabel(i.unit, i.quantityMax ?? i.quantity) : "", container, i.name].filter((p) => p && p.trim());
  if (parts.length === 0) return "Unknown ingredient";
  return i.note ? `${parts.join(" ")}, ${i.note}` : parts.join(" ");
}

const METRIC = new Set(["milligram", "gram", "kilogram", "milliliter", "centiliter", "deciliter", "liter"]);
/** Metric amounts are written in decimals ("62.5 g", "1.5 l"), never in fractions. */
const isMetric = (unit: string | null) => unit !== null && METRIC.has(unit);

/** A scaled metric amount as a cook would weigh it: whole grams or millilitres from 10 up, else one decimal. */
function roundMetric(value: number, unit: string): number {
  const small = unit === "milligram" || unit === "gram" || unit === "milliliter";
  if (small) return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return Math.round(value * 100) / 100;
}

/** Quantities for another number of servings; things counted whole stay sensible counts (`roundCount`). */
export function scaleIngredient(ingredient: Ingredient, factor: number): Ingredient {
  if (ingredient.quantity === null || factor === 1) return ingredient;
  const scale = isCountedLine(ingredient)
    ? (n: number) => roundCount(n, n * factor)
    : isMetric(ingredient.unit)
      ? (n: number) => roundMetric(n * factor, ingredient.unit!)
      : (n: number) => n * factor;
  const scaled = {
    ...ingredient,
    quantity: scale(ingredient.quantity),
    quantityMax: ingredient.quantityMax === null ? null : scale(ingredient.quantityMax),
  };
  // The same amount in the other unit scales with it; a container's size does not.
  const alt = ingredient.alternative;
  if (alt) scaled.alternative = { ...alt, quantity: alt.quantity * factor, quantityMax: alt.quantityMax === null ? null : alt.quantityMax * factor };
  return scaled;
}
