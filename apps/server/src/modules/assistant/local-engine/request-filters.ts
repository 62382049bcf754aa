import type { RequestConstraints, SierraRequest } from "@sierra/shared";
import type { RecipeFilters } from "../../../adapters/llm/engine";
import { capitalize, listWords } from "./wording";

/** What the recipe tools can filter by, from a request's constraints. */
export function filtersOf(request: SierraRequest): RecipeFilters {
  const c = request.constraints ?? {};
  return {
    maxMinutes: c.maxMinutes,
    includeIngredients: c.includeFoods,
    excludeIngredients: c.avoidFoods,
    cuisines: c.cuisines,
    diets: c.diets,
    maxCalories: c.maxCalories,
    minProtein: c.minProtein,
    query: c.dish,
  };
}

/** How each honoured constraint reads in a sentence about what was found or proposed. */
export function describeFilters(f: RecipeFilters): string {
  const parts: string[] = [];
  if (f.diets?.length) parts.push(`all ${listWords(f.diets)}`);
  if (f.cuisines?.length) parts.push(`${listWords(f.cuisines.map(capitalize))} cuisine`);
  if (f.query) parts.push(`matching “${f.query}”`);
  if (f.includeIngredients?.length) parts.push(`with ${listWords(f.includeIngredients)}`);
  if (f.excludeIngredients?.length) parts.push(`without ${listWords(f.excludeIngredients)}`);
  if (f.maxMinutes) parts.push(`each ready in ${f.maxMinutes} minutes or less`);
  if (f.maxCalories) parts.push(`each under ${f.maxCalories} calories a serving`);
  if (f.minProtein) parts.push(`each with at least ${f.minProtein} g of protein a serving`);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/**
 * Constraints the catalogue's recipes carry no data for: said plainly, never claimed. Recipes have
 * no equipment, difficulty, price, child-friendliness or "special occasion" fields, so these are
 * not checked; favourites and "something new" lean on the planner's variety instead.
 */
const UNCHECKED: [keyof RequestConstraints, (c: RequestConstraints) => string][] = [
  ["equipment", (c) => `the kitchen limit (${listWords((c.equipment ?? []).map((e) => e.replace(/-/g, " ")))})`],
  ["difficulty", (c) => `how ${c.difficulty === "easy" ? "easy" : "challenging"} they are`],
  ["cheap", () => "the cost (I have no food price table to estimate it honestly)"],
  ["maxCostPerServing", (c) => `a cost under $${c.maxCostPerServing} a serving (I have no food price table to estimate it honestly)`],
  ["kidFriendly", () => "whether children will like them"],
  ["special", () => "whether they feel special enough for the occasion"],
  ["novelty", (c) => (c.novelty === "new" ? "that they are new to you" : "that they are your favourites")],
];

export function uncheckedConstraints(request: SierraRequest): string {
  const c = request.constraints ?? {};
  const said = UNCHECKED.filter(([key]) => c[key] !== undefined && c[key] !== false).map(([, words]) => words(c));
  const cost = said.filter((s) => s.includes("price table"));
  const rest = cost.length > 1 ? [...said.filter((s) => !s.includes("price table")), cost[0]!] : said;
  return rest.length ? ` I couldn't check ${listWords(rest)}: the recipes don't record that.` : "";
}
