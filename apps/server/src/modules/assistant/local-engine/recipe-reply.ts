import type { SierraRequest } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { chooseMealTypes } from "./meal-types";
import { filtersOf, uncheckedConstraints } from "./request-filters";
import { listWords } from "./wording";

const SEARCH_RESULTS = 5;

/** "5 vegan thai recipes with tofu, ready in 30 minutes or less, without peanuts" */
function describeRecipes(request: SierraRequest, count: number | null): string {
  const s = { mealTypes: request.mealTypes, dish: request.constraints?.dish };
  const f = filtersOf(request);
  const kinds: string[] = [];
  if (f.diets?.length) kinds.push(listWords(f.diets));
  if (f.cuisines?.length) kinds.push(listWords(f.cuisines.map((c) => c.charAt(0).toUpperCase() + c.slice(1))));
  if (s.mealTypes?.length) kinds.push(listWords(s.mealTypes));
  const dish = s.dish?.trim().toLowerCase();
  const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|sh|ch|x)$/.test(word) ? `${word}es` : `${word}s`);
  const noun = dish ? (count === 1 ? dish : plural(dish)) : count === 1 ? "recipe" : "recipes";
  const head = [count === null ? null : count === 1 ? "one" : String(count), ...kinds, noun].filter(Boolean).join(" ");
  const tail: string[] = [];
  if (f.includeIngredients?.length) tail.push(`with ${listWords(f.includeIngredients)}`);
  if (f.maxMinutes) tail.push(`ready in ${f.maxMinutes} minutes or less`);
  if (f.excludeIngredients?.length) tail.push(`without ${listWords(f.excludeIngredients)}`);
  if (f.maxCalories) tail.push(`under ${f.maxCalories} calories a serving`);
  if (f.minProtein) tail.push(`with at least ${f.minProtein} g of protein a serving`);
  return [head, ...tail].join(tail.length > 1 ? ", " : " ").replace(`${noun}, with`, `${noun} with`);
}

/** "what can I make with leftover chicken and rice?", "use up what's in my pantry" */
export async function leftoversReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const named = request.leftovers ?? [];
  const { data, cards } = await turn.tools.useUpLeftovers(named.length ? { text: named.join(", ") } : { useSoon: true });
  if (data.leftovers.length === 0)
    return {
      text: "Tell me what's left over (for example “half a roast chicken, rice and spinach”), or mark pantry items with a best-before date so I can find what to use soon.",
      cards: [],
    };
  if (data.recipes.length === 0)
    return { text: `I couldn't find a recipe that uses ${listWords(data.leftovers)} and keeps to your allergies and dislikes.`, cards: [] };
  const best = data.recipes[0]!;
  const also = best.alsoNeeds.length ? `; it also needs ${listWords(best.alsoNeeds.slice(0, 4))}` : " with nothing else to buy";
  return {
    text: `To use up ${listWords(data.leftovers)}: ${best.title} uses ${listWords(best.uses)}${also}. Here are ${data.recipes.length === 1 ? "the recipe" : `${data.recipes.length} ideas`}.`,
    cards,
    state: { lastRequest: request, shown: { kind: "list", items: data.recipes.map((r) => ({ title: r.title, recipeId: r.id })) } },
  };
}

/** "find me a chicken recipe under 30 minutes without dairy" */
export async function searchReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const allergies = turn.context.preferences.allergies;
  const { data, cards } = await turn.tools.searchRecipes({ ...filtersOf(request), mealType: request.mealTypes?.[0], limit: SEARCH_RESULTS });
  const safe = allergies.length ? ` Nothing here contains your allergens (${listWords(allergies)}).` : "";
  if (data.recipes.length === 0) {
    return {
      text: `I couldn't find ${describeRecipes(request, null)} that fit your preferences. Want me to create one? Say “make me a recipe for …”.`,
      cards: [],
    };
  }
  const titles = data.recipes.map((r, i) => `${i + 1}. ${r.title}`).join("; ");
  return {
    text: `Here ${data.recipes.length === 1 ? "is" : "are"} ${describeRecipes(request, data.recipes.length)}: ${titles}.${safe}${uncheckedConstraints(request)} Say “the second one on Friday” to plan one.`,
    cards,
    state: { lastRequest: { ...request, followUp: undefined }, shown: { kind: "list", items: data.recipes.map((r) => ({ title: r.title, recipeId: r.id })) } },
  };
}

/** "make me a recipe for a spicy lentil soup for 6" — queued; the card follows the job. */
export async function generateReply(request: SierraRequest, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const asked = request.mealTypes?.slice(0, 1);
  const choice = chooseMealTypes(asked, ctx, ["dinner"]);
  if (choice.refusal && choice.allowed.length === 0) return { text: choice.refusal, cards: [] };
  // "a thai-style salmon dish" names foods, not a dish: the new recipe is built around them.
  const foods = request.constraints?.includeFoods;
  const dish = request.constraints?.dish?.trim() || (foods?.length ? `a dish with ${listWords(foods)}` : "a new dinner");
  const servings = request.constraints?.servings ?? ctx.preferences.householdSize;
  const f = filtersOf(request);
  const { data, cards } = await turn.tools.generateRecipe({
    prompt: dish,
    servings,
    mealType: choice.allowed[0] ?? null,
    cuisine: f.cuisines?.[0] ?? null,
    maxMinutes: f.maxMinutes ?? null,
  });
  if (data.cannot) return cannotGenerateReply(dish, data.cannot, turn);
  const allergies = ctx.preferences.allergies.length ? `, without ${listWords(ctx.preferences.allergies)}` : "";
  return { text: `I'm creating a recipe for ${dish} for ${servings}${allergies}. It will appear here and in your recipes as soon as it's ready.`, cards };
}

/** The composer said it cannot: no promise, its reason, and the closest catalogue recipes instead. */
async function cannotGenerateReply(dish: string, reason: string, turn: EngineTurn): Promise<EngineReply> {
  const { data, cards } = await turn.tools.searchRecipes({ query: dish, limit: 3 });
  const closest = data.recipes.map((r, i) => `${i + 1}. ${r.title}`).join("; ");
  const offer = data.recipes.length ? ` The closest recipes I have: ${closest}.` : "";
  return {
    text: `I can't create a recipe for ${dish}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.${offer}`,
    cards: data.recipes.length ? cards : [],
    ...(data.recipes.length
      ? {
          state: {
            lastRequest: { action: "search_recipes" as const, constraints: { dish } },
            shown: { kind: "list" as const, items: data.recipes.map((r) => ({ title: r.title, recipeId: r.id })) },
          },
        }
      : {}),
  };
}
