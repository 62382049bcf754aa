import type { Measure } from "../recipes/ingredient";
import { UNITS } from "../recipes/units";

/** An amount of one food: "2 cans (14.5 oz)", "200 g", "3" (items), or no amount at all ("salt to taste"). */
export interface Amount {
  quantity: number | null;
  unit: string | null;
  containerSize?: Measure | null;
}

/**
 * How an amount is counted, so only like is added to like: grams, millilitres, or items of one
 * kind ("count:can", "count:" for plain items, "count:can@14.5ounce" for sized cans); a unit we do
 * not know ("other:bag of") only with itself.
 */
export type Dimension = "mass" | "volume" | "none" | `count:${string}` | `other:${string}`;

export const ML_PER_CUP = 236.588;
/** Lines stored before the parser kept sizes apart have the size as their unit: they are plain counts. */
const SIZE_UNITS = new Set(["small", "medium", "large"]);

const plainUnit = (unit: string | null) => (unit && !SIZE_UNITS.has(unit) ? unit : null);

export function dimensionOf(amount: Amount): Dimension {
  if (amount.quantity === null) return "none";
  const unit = plainUnit(amount.unit);
  if (!unit) return "count:";
  const def = UNITS[unit];
  if (!def) return `other:${unit.toLowerCase()}`;
  if (def.kind !== "count") return def.kind;
  const size = amount.containerSize;
  return size ? `count:${unit}@${size.quantity}${size.unit ?? ""}` : `count:${unit}`;
}

/** Size of one unit in its dimension's base: grams, millilitres, or 1 for items. */
export function unitSize(unit: string | null): number {
  const id = plainUnit(unit);
  return (id ? UNITS[id]?.size : undefined) ?? 1;
}

const countKind = (dim: Dimension) => dim.split("@")[0];

/**
 * `amount` in the base of dimension `target`, or null when the two cannot be compared. Mass and
 * volume convert only through the food's density (grams per cup); a can without a stated size
 * compares with a sized can of the same food (a pantry seldom records the size).
 */
export function baseIn(amount: Amount, target: Dimension, gramsPerCup?: number | null): number | null {
  if (amount.quantity === null) return null;
  const own = dimensionOf(amount);
  const base = amount.quantity * unitSize(amount.unit);
  if (own === target) return base;
  if (own === "mass" && target === "volume" && gramsPerCup) return (base / gramsPerCup) * ML_PER_CUP;
  if (own === "volume" && target === "mass" && gramsPerCup) return (base * gramsPerCup) / ML_PER_CUP;
  const counts = own.startsWith("count:") && target.startsWith("count:");
  if (counts && countKind(own) === countKind(target) && (!own.includes("@") || !target.includes("@"))) return amount.quantity;
  return null;
}

/** A base quantity written in `unit`, converting grams and millilitres through the density when the kinds differ. */
export function fromBase(base: number, baseKind: Dimension, unit: string | null, gramsPerCup?: number | null): number {
  const kind = UNITS[plainUnit(unit) ?? ""]?.kind;
  let value = base;
  if (baseKind === "mass" && kind === "volume" && gramsPerCup) value = (base / gramsPerCup) * ML_PER_CUP;
  if (baseKind === "volume" && kind === "mass" && gramsPerCup) value = (base * gramsPerCup) / ML_PER_CUP;
  return value / unitSize(unit);
}

/** Bigger units once an amount outgrows a small one: 1500 g is 1.5 kg, 6 tsp 2 tbsp, 12 tbsp 3/4 cup. */
const STEP_UP: [string, number, string][] = [
  ["gram", 1000, "kilogram"],
  ["milliliter", 1000, "liter"],
  ["teaspoon", 3, "tablespoon"],
  ["tablespoon", 8, "cup"],
];

export function tidyUnit(amount: Amount): Amount {
  let { quantity, unit } = amount;
  for (const [from, threshold, to] of STEP_UP) {
    if (unit === from && quantity !== null && quantity >= threshold - 1e-9) {
      quantity = (quantity * unitSize(from)) / unitSize(to);
      unit = to;
    }
  }
  return { ...amount, quantity, unit };
}

/**
 * What to buy: whole items (half an onion is still an onion), whole grams and millilitres, other
 * measures up to the next quarter. Never less than was asked for.
 */
export function roundForShopping(amount: Amount): Amount {
  const tidy = tidyUnit(amount);
  const q = tidy.quantity;
  if (q === null) return tidy;
  const dim = dimensionOf(tidy);
  const step =
    dim.startsWith("count:") || ["gram", "milliliter", "milligram"].includes(tidy.unit ?? "")
      ? 1
      : ["kilogram", "liter"].includes(tidy.unit ?? "")
        ? 0.05
        : 0.25;
  return { ...tidy, quantity: Math.max(step, Math.round(Math.ceil(q / step - 1e-6) * step * 100) / 100) };
}
