import { UNITS, type Ingredient, type Measure } from "@sierra/shared";
import type { Food } from "./foods";

/** What an ingredient line weighs, when it can be known. */
const ML_PER_CUP = 236.588;
/** Fallback weight for one counted item when neither the food nor the unit says more. */
export const DEFAULT_ITEM_GRAMS = 50;
const SIZE_UNITS = new Set(["small", "medium", "large"]);

const middle = (quantity: number, max: number | null | undefined) => (max === null || max === undefined ? quantity : (quantity + max) / 2);

function amount(ingredient: Ingredient): number | null {
  return ingredient.quantity === null ? null : middle(ingredient.quantity, ingredient.quantityMax);
}

/** One item of a count unit: the food's weight for that unit, or for its size ("3 large eggs"). */
function countWeight(food: Food, ingredient: Ingredient): number | null {
  const weights = food.unitWeights ?? {};
  const unit = ingredient.unit;
  if (unit && !SIZE_UNITS.has(unit) && weights[unit] !== undefined) return weights[unit];
  // Lines stored before the parser kept sizes apart have the size as their unit.
  const size = ingredient.size ?? (unit && SIZE_UNITS.has(unit) ? unit : null);
  if (!unit || SIZE_UNITS.has(unit)) return (size ? weights[size] : undefined) ?? weights.each ?? weights.medium ?? weights.piece ?? null;
  return null;
}

/** Grams in a measure of this food: mass exactly, volume through its density. */
function measureGrams(quantity: number, unitId: string | null, food: Food | null): number | null {
  const unit = unitId ? UNITS[unitId] : undefined;
  if (unit?.kind === "mass" && unit.size) return quantity * unit.size;
  if (unit?.kind === "volume" && unit.size) return food?.gramsPerCup ? (quantity * unit.size * food.gramsPerCup) / ML_PER_CUP : null;
  return null;
}

/** A stated container or item size: "1 (14.5 oz) can", "2 x 7g sachets", "1 (8 ounce) orange". */
function containerGrams(measure: Measure, food: Food | null): number | null {
  return measureGrams(middle(measure.quantity, measure.quantityMax), measure.unit, food);
}

/**
 * Grams of a matched food: mass units exactly, volume through the food's density (grams per
 * cup), containers through their stated size, counts through the food's typical unit weights.
 */
export function gramsOfFood(ingredient: Ingredient, food: Food): number | null {
  const qty = amount(ingredient);
  if (qty === null) return null;
  const direct = measureGrams(qty, ingredient.unit, food);
  if (direct !== null || UNITS[ingredient.unit ?? ""]?.kind === "volume") return direct;
  const each = ingredient.containerSize ? containerGrams(ingredient.containerSize, food) : countWeight(food, ingredient);
  return each === null ? null : qty * each;
}

/** A rough weight for a line we could not match, so coverage can say how much is missing. */
export function estimateGrams(ingredient: Ingredient): number {
  const qty = amount(ingredient);
  if (qty === null) return 0;
  const unit = ingredient.unit ? UNITS[ingredient.unit] : undefined;
  if (unit?.size) return qty * unit.size; // grams, or millilitres at about water's density
  const container = ingredient.containerSize ? UNITS[ingredient.containerSize.unit ?? ""] : undefined;
  if (container?.size) return qty * middle(ingredient.containerSize!.quantity, ingredient.containerSize!.quantityMax) * container.size;
  return qty * DEFAULT_ITEM_GRAMS;
}
