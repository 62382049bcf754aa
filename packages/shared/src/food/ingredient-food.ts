import type { Ingredient } from "../recipes/ingredient-shape";
import { parseIngredientLine } from "../recipes/ingredient";
import { foodKnowledge } from "./food-knowledge";
import { readFood, type FoundFood } from "./read-food";

/** What one ingredient line holds, by the food knowledge. */
export interface IngredientFood {
  /** the ingredient as people read it: its name */
  ingredient: string;
  foods: FoundFood[];
  /** parts of its name no food explains: the line cannot be checked */
  unknown: string[];
}

/**
 * Reads a line's name (every word must be placed) and its note (foods only: "or tamari",
 * "such as Worcestershire"), so an alternative the cook may use counts as well.
 */
export function readIngredient(input: Ingredient | string): IngredientFood {
  const ingredient = typeof input === "string" ? parseIngredientLine(input) : input;
  const knowledge = foodKnowledge();
  // The line parser moves "fresh" to the note, yet "fresh pasta" is egg pasta: read it with the name.
  const freshInNote = /\bfresh\b/i.test(ingredient.note ?? "") && !/\bfresh\b/i.test(ingredient.name);
  const named = readFood(knowledge, freshInNote ? `fresh ${ingredient.name}` : ingredient.name, true);
  // A unit that is also a food ("4 whole cloves" kept as 4 clove "whole") names the food itself.
  const withUnit =
    named.foods.length === 0 && ingredient.unit && /^\p{L}+$/u.test(ingredient.unit)
      ? readFood(knowledge, `${ingredient.name} ${ingredient.unit}`, true)
      : null;
  const name = withUnit && withUnit.foods.length > 0 && withUnit.unknown.length === 0 ? withUnit : named;
  const note = ingredient.note ? readFood(knowledge, ingredient.note, false) : { foods: [] };
  const unknown = ingredient.name.trim() ? name.unknown : [typeof input === "string" ? input : "an unnamed ingredient"];
  // A name that places no food ("your favourite toppings", "leftover roast", "garnish") says nothing
  // of what it holds: unknown is not safe (docs/decisions/046).
  if (unknown.length === 0 && name.foods.length === 0 && note.foods.length === 0 && /\p{L}/u.test(ingredient.name)) unknown.push(ingredient.name.trim());
  return { ingredient: ingredient.name.trim() || (typeof input === "string" ? input : ""), foods: [...name.foods, ...note.foods], unknown };
}
