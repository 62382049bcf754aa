import { parseIngredient, type UnitOfMeasureDefinitions } from "parse-ingredient";
import { resolveUnit, UNITS } from "./units";

/** One ingredient in our normal form. */
export interface Ingredient {
  quantity: number | null;
  /** upper bound of a range ("2-3 cloves"), else null */
  quantityMax: number | null;
  /** our unit id (see units.ts), or the unknown unit word as written, or null */
  unit: string | null;
  name: string;
  note: string | null;
}

/** Legacy shapes the spec allows: plain strings, or objects with item / qty / unit. */
export type IngredientInput = string | { item?: unknown; name?: unknown; qty?: unknown; quantity?: unknown; unit?: unknown; note?: unknown };

/** Count units cooks write that parse-ingredient does not know out of the box. */
const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  slice: { short: "slice", plural: "slices", alternates: ["slices"], type: "count" },
  stalk: { short: "stalk", plural: "stalks", alternates: ["stalks"], type: "count" },
  sprig: { short: "sprig", plural: "sprigs", alternates: ["sprigs"], type: "count" },
  head: { short: "head", plural: "heads", alternates: ["heads"], type: "count" },
  piece: { short: "piece", plural: "pieces", alternates: ["pieces", "pc", "pcs"], type: "count" },
  fillet: { short: "fillet", plural: "fillets", alternates: ["fillets", "filet", "filets"], type: "count" },
  leaf: { short: "leaf", plural: "leaves", alternates: ["leaves"], type: "count" },
  handful: { short: "handful", plural: "handfuls", alternates: ["handfuls"], type: "count" },
  stick: { short: "stick", plural: "sticks", alternates: ["sticks"], type: "count" },
};

/** "1 1/2 lb chicken thigh, boneless" -> { quantity 1.5, unit pound, name "chicken thigh", note "boneless" } */
export function parseIngredientLine(line: string): Ingredient {
  const text = line.trim();
  const [parsed] = parseIngredient(text, { additionalUOMs: EXTRA_UNITS });
  if (!parsed || !parsed.description) return { quantity: null, quantityMax: null, unit: null, name: text, note: null };
  const unit = parsed.unitOfMeasureID ? (resolveUnit(parsed.unitOfMeasureID)?.id ?? parsed.unitOfMeasureID) : null;
  const [name = "", ...rest] = parsed.description.split(",");
  return {
    quantity: parsed.quantity,
    quantityMax: parsed.quantity2,
    unit,
    name: name.trim(),
    note: rest.join(",").trim() || null,
  };
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

export function normalizeIngredient(input: IngredientInput): Ingredient {
  if (typeof input === "string") return parseIngredientLine(input);
  const name = text(input.item) ?? text(input.name) ?? "";
  const rawQty = input.qty ?? input.quantity;
  const quantity = typeof rawQty === "number" ? rawQty : text(rawQty) ? parseIngredientLine(`${text(rawQty)} x`).quantity : null;
  const unitWord = text(input.unit);
  return {
    quantity,
    quantityMax: null,
    unit: unitWord ? (resolveUnit(unitWord)?.id ?? unitWord) : null,
    name,
    note: text(input.note),
  };
}

const FRACTIONS: [number, string][] = [[1 / 8, "1/8"], [1 / 4, "1/4"], [1 / 3, "1/3"], [3 / 8, "3/8"], [1 / 2, "1/2"], [5 / 8, "5/8"], [2 / 3, "2/3"], [3 / 4, "3/4"], [7 / 8, "7/8"]];

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
  const qty = i.quantity === null ? "" : i.quantityMax ? `${formatQuantity(i.quantity)}-${formatQuantity(i.quantityMax)}` : formatQuantity(i.quantity);
  const parts = [qty, i.unit ? unitLabel(i.unit, i.quantityMax ?? i.quantity) : "", i.name].filter((p) => p && p.trim());
  if (parts.length === 0) return "Unknown ingredient";
  return i.note ? `${parts.join(" ")}, ${i.note}` : parts.join(" ");
}

/** Quantities for another number of servings. */
export function scaleIngredient(ingredient: Ingredient, factor: number): Ingredient {
  if (ingredient.quantity === null || factor === 1) return ingredient;
  return { ...ingredient, quantity: ingredient.quantity * factor, quantityMax: ingredient.quantityMax === null ? null : ingredient.quantityMax * factor };
}
