import { householdConflicts, type CompiledHousehold, type FoodConflict, type Ingredient } from "@sierra/shared";

/** What in one line goes against the household: the one household rule, asked of that line alone. */
export function lineConflicts(ingredient: Ingredient | string, limits: CompiledHousehold): FoodConflict[] {
  return householdConflicts({ ingredients: [ingredient] }, limits);
}

/**
 * The first way a composed recipe goes against the household, for the worker's last check of any
 * composer's recipe (local or model): no composer's word is taken for it.
 */
export function firstConflict(recipe: { title: string; ingredients: readonly string[] }, limits: CompiledHousehold): FoodConflict | null {
  return householdConflicts(recipe, limits)[0] ?? null;
}
