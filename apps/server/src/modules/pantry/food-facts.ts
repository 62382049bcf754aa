import { aisleOf, coreFood, isAisle, type Aisle, type FoodFacts, type Ingredient } from "@sierra/shared";
import aisleTable from "../../catalogue/food-aisles.json" with { type: "json" };
import { matchIngredient } from "../recipes/nutrition/compute";

/** The food table's aisle of each food, by its name (catalogue/food-aisles.json lists every food once). */
export const FOOD_AISLES: ReadonlyMap<string, Aisle> = new Map(
  Object.entries(aisleTable as Record<string, string[]>).flatMap(([aisle, names]) => {
    if (!isAisle(aisle)) throw new Error(`food-aisles.json: unknown aisle ${aisle}`);
    return names.map((name) => [name, aisle] as const);
  }),
);

const cache = new Map<string, FoodFacts>();
const CACHE_LIMIT = 20_000;

/**
 * What the kitchen needs to know about a line's food: its key (the food table's name, else the
 * parsed core food, so unknown foods still merge only with themselves), its aisle and density.
 */
export function factsOf(ingredient: Pick<Ingredient, "name" | "food" | "note">): FoodFacts {
  const id = `${ingredient.food ?? ""}|${ingredient.name}|${ingredient.note ?? ""}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const food = matchIngredient({ quantity: null, quantityMax: null, unit: null, ...ingredient, note: ingredient.note ?? null });
  const facts: FoodFacts = {
    key: food?.name ?? (ingredient.food || coreFood(ingredient.name)),
    aisle: aisleOf(ingredient.name, food ? FOOD_AISLES.get(food.name) : null),
    gramsPerCup: food?.gramsPerCup ?? null,
  };
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(id, facts);
  return facts;
}

/** Facts of a name typed into the pantry or a list ("chickpeas"). */
export function factsOfName(name: string): FoodFacts {
  return factsOf({ name, food: coreFood(name), note: null });
}
