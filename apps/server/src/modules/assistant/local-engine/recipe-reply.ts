import type { Intent } from "@sierra/shared";
import type { EngineReply, EngineTurn } from "../../../adapters/llm/engine";
import { chooseMealTypes } from "./meal-types";
import { requestFilters } from "./plan-reply";
import { listWords } from "./wording";

const SEARCH_RESULTS = 5;

/** "5 vegan thai recipes with tofu, ready in 30 minutes or less, without peanuts" */
function describeRecipes(intent: Intent, count: number | null): string {
  const s = intent.slots;
  const f = requestFilters(intent);
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
  return [head, ...tail].join(tail.length > 1 ? ", " : " ").replace(`${noun}, with`, `${noun} with`);
}

export const LEFTOVERS = /\b(left ?overs?|use (?:it |them |these )?up|using up|what i have|in my pantry|in the fridge|at home)\b/i;

/** "what can I make with leftover chicken and rice?", "use up what's in my pantry" */
export async function leftoversReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const named = intent.slots.includeIngredients ?? [];
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
  };
}

/** "find me a chicken recipe under 30 minutes without dairy" */
export async function searchReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const allergies = turn.context.preferences.allergies;
  const { data, cards } = await turn.tools.searchRecipes({
    ...requestFilters(intent),
    mealType: intent.slots.mealTypes?.[0],
    query: intent.slots.dish,
    limit: SEARCH_RESULTS,
  });
  const safe = allergies.length ? ` Nothing here contains your allergens (${listWords(allergies)}).` : "";
  if (data.recipes.length === 0) {
    return {
      text: `I couldn't find ${describeRecipes(intent, null)} that fit your preferences. Want me to create one? Say “make me a recipe for …”.`,
      cards: [],
    };
  }
  return { text: `Here ${data.recipes.length === 1 ? "is" : "are"} ${describeRecipes(intent, data.recipes.length)}.${safe}`, cards };
}

/** "make me a recipe for a spicy lentil soup for 6" — queued; the card follows the job. */
export async function generateReply(intent: Intent, turn: EngineTurn): Promise<EngineReply> {
  const ctx = turn.context;
  const asked = intent.slots.mealTypes?.slice(0, 1);
  const choice = chooseMealTypes(asked, ctx, ["dinner"]);
  if (choice.refusal && choice.allowed.length === 0) return { text: choice.refusal, cards: [] };
  const dish = intent.slots.dish?.trim() || "a new dinner";
  const servings = intent.slots.servings ?? ctx.preferences.householdSize;
  const f = requestFilters(intent);
  const { cards } = await turn.tools.generateRecipe({
    prompt: dish,
    servings,
    mealType: choice.allowed[0] ?? null,
    cuisine: f.cuisines?.[0] ?? null,
    maxMinutes: f.maxMinutes ?? null,
  });
  const allergies = ctx.preferences.allergies.length ? `, without ${listWords(ctx.preferences.allergies)}` : "";
  return { text: `I'm creating a recipe for ${dish} for ${servings}${allergies}. It will appear here and in your recipes as soon as it's ready.`, cards };
}
