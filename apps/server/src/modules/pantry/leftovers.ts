import { freshness, isAtHome, parseIngredientLine, rankRemix, splitLeftoverText, type Leftover, type LeftoversResponse, type Stock } from "@sierra/shared";
import type { Database } from "../../db/client";
import { readCandidates, safeForHousehold, type Candidate } from "./candidates";
import { factsOf } from "./food-facts";
import { readKitchenContext, type KitchenContext } from "./kitchen-context";
import { readStock } from "./items";
import { recipeNeeds } from "./recipe-needs";

/** "half a roast chicken" -> the food table's whole chicken, shown as "roast chicken". */
export function leftoversFromText(text: string): Leftover[] {
  return splitLeftoverText(text).flatMap((part) => {
    const line = parseIngredientLine(part);
    return line.name ? [{ key: factsOf(line).key, name: line.name }] : [];
  });
}

/**
 * The leftover remix: recipes the user may see and the household may eat, ranked by how much of
 * the leftovers they use and how little else they need (rankRemix), each line at the household's
 * servings. Apart from the route so the assistant can offer it as a tool.
 */
export function remixSuggestions(
  leftovers: Leftover[],
  candidates: Candidate[],
  ctx: Pick<KitchenContext, "household" | "householdSize">,
  stock: Stock[],
  limit = 10,
) {
  const suitable = safeForHousehold(candidates, ctx.household).map((c) => ({
    id: c.summary.id,
    title: c.summary.title,
    summary: c.summary,
    lines: recipeNeeds({ ...c.summary, ingredients: c.ingredients, servingSize: c.servingSize }, ctx.householdSize),
  }));
  return rankRemix(leftovers, suitable, (line) => isAtHome(line, stock), limit);
}

export async function suggestForLeftovers(db: Database, userId: string, input: { text?: string; useSoon: boolean }, now: Date): Promise<LeftoversResponse> {
  const [ctx, stock] = await Promise.all([readKitchenContext(db, userId, now), readStock(db, userId)]);
  const typed = input.text ? leftoversFromText(input.text) : [];
  const soon = input.useSoon ? stock.filter((s) => freshness(s.row.bestBefore, ctx.today) !== null).map((s) => ({ key: s.key, name: s.row.name })) : [];
  const leftovers = [...new Map([...typed, ...soon].map((l) => [l.key, l])).values()];
  if (leftovers.length === 0) return { leftovers: [], suggestions: [] };
  const ranked = remixSuggestions(leftovers, await readCandidates(db, userId), ctx, stock);
  return { leftovers: leftovers.map((l) => l.name), suggestions: ranked.map((r) => ({ recipe: r.recipe.summary, uses: r.uses, alsoNeeds: r.alsoNeeds })) };
}
