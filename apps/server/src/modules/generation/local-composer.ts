import { titleFromPrompt, type GenerationRequest } from "@sierra/shared";
import type { Database } from "../../db/client";
import { adaptRecipe } from "./adapt-recipe";
import { GenerationError, generationReasons, type ComposedRecipe, type GenerationConstraints, type RecipeComposer } from "./composer";
import { mealTypeOf, rankRecipes, requestWords, type RankedRecipe } from "./rank";
import { loadSourceRecipes, type SourceRecipe } from "./source-recipes";

/** The request's title is used when the recipe has at least this share of its dish words. */
const TITLE_MATCH_SHARE = 2 / 3;

/**
 * Which recipes may answer: those with the dish the request names ("pasta" of "creamy pasta"),
 * else those with any of its words; all of them when it names none ("something for dinner"),
 * the equally good ones shuffled so asking twice does not give the same recipe twice.
 */
function candidatesFor(ranked: RankedRecipe[], words: number): RankedRecipe[] {
  if (words > 0) return ranked.some((r) => r.hasHead) ? ranked.filter((r) => r.hasHead) : ranked.filter((r) => r.matched > 0);
  return ranked
    .map((r) => ({ r, k: Math.random() }))
    .sort((a, b) => b.r.score - a.r.score || a.k - b.k)
    .map(({ r }) => r);
}

/**
 * The best-fitting catalogue recipe adapted to the request and the household. A request that
 * names a dish gets a recipe of that dish or none. Says plainly when nothing can be made safe,
 * rather than writing something that is not.
 */
export function composeFromCatalogue(sources: SourceRecipe[], request: GenerationRequest, constraints: GenerationConstraints): ComposedRecipe {
  const words = requestWords(request.prompt).length;
  const candidates = candidatesFor(rankRecipes(sources, request, constraints), words);
  const blocked = new Set<"allergy" | "diet" | "dislike">();
  for (const { recipe, matched } of candidates) {
    const title = words > 0 && matched >= Math.ceil(words * TITLE_MATCH_SHARE) ? titleFromPrompt(request.prompt) : null;
    const adapted = adaptRecipe(recipe, constraints, title);
    if (adapted.ok) return adapted.recipe;
    blocked.add(adapted.blocked);
  }
  if (blocked.has("allergy")) throw new GenerationError(generationReasons.allergies, false);
  if (blocked.has("diet")) throw new GenerationError(generationReasons.diets, false);
  if (blocked.has("dislike")) throw new GenerationError(generationReasons.dislikes, false);
  if (sources.length === 0 && request.maxMinutes) throw new GenerationError(generationReasons.tooSlow(request.maxMinutes), false);
  throw new GenerationError(generationReasons.nothingFound, false);
}

/** The offline composer (the default without LLM_BASE_URL): the catalogue, adapted. */
export function createLocalComposer(db: Database): RecipeComposer {
  return {
    async compose(request, constraints, signal) {
      const sources = await loadSourceRecipes(db, { ...request, mealType: mealTypeOf(request) });
      signal.throwIfAborted();
      return composeFromCatalogue(sources, request, constraints);
    },
  };
}
