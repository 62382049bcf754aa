import type { Ingredient, Nutrition } from "@sierra/shared";
import { matchFood, type Food } from "./foods";
import { estimateGrams, gramsOfFood } from "./grams";

/** Below this share of the ingredient weight matched to foods we show no number (docs/decisions/006). */
export const MIN_NUTRITION_COVERAGE = 0.7;

export interface MatchedLine {
  ingredient: Ingredient;
  food: Food | null;
  grams: number | null;
}

export interface NutritionResult {
  nutrition: Nutrition | null;
  coverage: number | null;
  lines: MatchedLine[];
  /** names of the lines no food matched: reported, never guessed */
  unmatched: string[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Salt or oil for boiling water is poured away with the water: it is not eaten, so not counted. */
const DISCARDED = /\b(pasta|cooking|boiling) water\b|\bfor boiling\b/i;

export function isDiscarded(ingredient: Ingredient): boolean {
  return DISCARDED.test(ingredient.note ?? "");
}

/** Oil "for frying" stays mostly in the pan: about a tenth is absorbed by the food (docs/decisions/006). */
const FRYING = /\bfor (deep[- ]|shallow[- ]|pan[- ])?fry(ing)?\b/i;
export const FRYING_OIL_ABSORBED = 0.1;

function eatenShare(ingredient: Ingredient): number {
  return FRYING.test(ingredient.note ?? "") ? FRYING_OIL_ABSORBED : 1;
}

/**
 * The food a line stands for, by its core food name ("boneless, skinless chicken thighs" ->
 * "boneless skinless chicken thigh"); lines stored before the parser had one use their name.
 * "black-eyed peas, dried": a note that says dried picks the dried food when there is one.
 */
export function matchIngredient(ingredient: Ingredient): Food | null {
  const name = ingredient.food || ingredient.name;
  if (/\bdried\b/i.test(ingredient.note ?? "") && !/\bdried\b/i.test(name)) {
    const dried = matchFood(`dried ${name}`);
    if (dried?.name.startsWith("dried")) return dried;
  }
  return matchFood(name);
}

/** Per-serving nutrition from the ingredients, with the share of weight it is based on. */
export function computeNutrition(ingredients: Ingredient[], servings: number): NutritionResult {
  const lines: MatchedLine[] = ingredients
    .filter((i) => !isDiscarded(i))
    .map((ingredient) => {
      const food = matchIngredient(ingredient);
      const grams = food ? gramsOfFood(ingredient, food) : null;
      return { ingredient, food, grams: grams === null ? null : grams * eatenShare(ingredient) };
    });
  const totals = { kcal: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodiumMg: 0 };
  let matchedGrams = 0;
  let unmatchedGrams = 0;
  for (const line of lines) {
    if (line.food && line.grams !== null) {
      matchedGrams += line.grams;
      const factor = line.grams / 100;
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += line.food.per100g[key] * factor;
    } else {
      unmatchedGrams += estimateGrams(line.ingredient);
    }
  }
  const unmatched = lines.filter((l) => !l.food).map((l) => l.ingredient.name);
  const weighed = matchedGrams + unmatchedGrams;
  if (weighed === 0) return { nutrition: null, coverage: null, lines, unmatched };
  const coverage = Math.round((matchedGrams / weighed) * 1000) / 1000;
  if (coverage < MIN_NUTRITION_COVERAGE) return { nutrition: null, coverage, lines, unmatched };
  const per = Math.max(1, servings);
  return {
    coverage,
    lines,
    unmatched,
    nutrition: {
      calories: Math.round(totals.kcal / per),
      protein: round1(totals.protein / per),
      carbs: round1(totals.carbs / per),
      fat: round1(totals.fat / per),
      fiber: round1(totals.fiber / per),
      sugar: round1(totals.sugar / per),
      sodium: Math.round(totals.sodiumMg / per),
    },
  };
}
