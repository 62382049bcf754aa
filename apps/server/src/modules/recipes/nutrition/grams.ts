import { UNITS, type Ingredient } from "@sierra/shared";
import type { Food } from "./foods";

/** What an ingredient line weighs, when it can be known. */
const ML_PER_CUP = 236.588;
/** Fallback weight for one counted item when neither the food nor the unit says more. */
export const DEFAULT_ITEM_GRAMS = 50;

function amount(ingredient: Ingredient): number | null {
  if (ingredient.quantity === null) return null;
  return ingredient.quantityMax === null ? ingredient.quantity : (ingredient.quantity + ingredient.quantityMax) / 2;
}

function countWeight(food: Food, unit: string | null): number | null {
  const weights = food.unitWeights ?? {};
  if (unit && weights[unit] !== undefined) return weights[unit];
  if (unit === "small" || unit === "medium" || unit === "large") return weights[unit] ?? weights.each ?? weights.medium ?? null;
  if (!unit) return weights.each ?? weights.medium ?? weights.piece ?? null;
  return null;
}

/**
 * Grams of a matched food: mass units exactly, volume through the food's
 * density (grams per cup), counts through its typical unit weights.
 */
export function gramsOfFood(ingredient: Ingredient, food: Food): number | null {
  const qty = amount(ingredient);
  if (qty === null) return null;
  const unit = ingredient.unit ? UNITS[ingredient.unit] : undefined;
  if (unit?.kind === "mass" && unit.size) return qty * unit.size;
  if (unit?.kind === "volume" && unit.size) return food.gramsPerCup ? (qty * unit.size * food.gramsPerCup) / ML_PER_CUP : null;
  const each = countWeight(food, ingredient.unit);
  return each === null ? null : qty * each;
}

/** A rough weight for a line we could not match, so coverage can say how much is missing. */
export function estimateGrams(ingredient: Ingredient): number {
  const qty = amount(ingredient);
  if (qty === null) return 0;
  const unit = ingredient.unit ? UNITS[ingredient.unit] : undefined;
  if (unit?.size) return qty * unit.size; // grams, or millilitres at about water's density
  return qty * DEFAULT_ITEM_GRAMS;
}
