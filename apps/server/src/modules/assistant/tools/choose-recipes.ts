import type { CardMeal, IsoDate, MealType } from "@sierra/shared";
import type { AssistantContext, RecipeFilters } from "../engine";
import type { PoolRecipe } from "./recipe-pool";
import { searchPool } from "./search-recipes";

export interface SlotToFill {
  date: IsoDate;
  mealType: MealType;
}

/**
 * Which recipe goes in which open slot. Interim: the best-ranked safe recipes of each meal type,
 * none repeated, until the optimiser of docs/decisions/036 lands.
 */
export function chooseRecipes(pool: PoolRecipe[], ctx: AssistantContext, filters: RecipeFilters, slots: SlotToFill[], kept: CardMeal[], avoid: string[]): { slot: SlotToFill; recipe: PoolRecipe }[] {
  const used = new Set([...kept.map((m) => m.recipeId), ...avoid]);
  const chosen: { slot: SlotToFill; recipe: PoolRecipe }[] = [];
  for (const slot of slots) {
    const recipe = searchPool(pool, ctx, { ...filters, mealType: slot.mealType }, 200).find((r) => !used.has(r.id));
    if (!recipe) continue;
    used.add(recipe.id);
    chosen.push({ slot, recipe });
  }
  return chosen;
}
