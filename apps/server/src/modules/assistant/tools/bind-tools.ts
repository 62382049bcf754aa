import { eachDay, type AssistantCard } from "@sierra/shared";
import { cannotCompose } from "../../generation/can-compose";
import { enqueueGeneration } from "../../generation/queue";
import type { AssistantTools } from "../../../adapters/llm/engine";
import { applyCard, dismissCard, latestProposal, skipMeals } from "./apply-card";
import { describeChanges, hasChanges, withoutNoOps } from "./preference-changes";
import { proposeMeals } from "./propose-plan";
import { readPlannedMeals } from "./read-plan";
import { plannedNutrition, removePlannedMeals, shoppingListFor } from "./plan-actions";
import { loadRecipePool, toCardRecipe } from "./recipe-pool";
import { newCardId, type ToolScope } from "./scope";
import { searchPool, toFoundRecipe } from "./search-recipes";
import { suggestForLeftovers } from "../../pantry/leftovers";

const SEARCH_LIMIT = 8;
/** Longest range one request may read or plan (a little over a month, as the calendar allows). */
const MAX_RANGE_DAYS = 42;

function checkRange(start: string, end: string): void {
  if (end < start || eachDay(start, end).length > MAX_RANGE_DAYS) throw new Error(`A range must run forwards and span at most ${MAX_RANGE_DAYS} days`);
}

/**
 * The assistant's tools, bound to the signed-in user of this request. Engines (local or a model)
 * only ever get this object: no tool takes a user id, so no prompt can act for someone else.
 */
export function bindTools(scope: ToolScope): AssistantTools {
  const { deps, ctx } = scope;
  return {
    async readPlan({ start, end, mealTypes }) {
      checkRange(start, end);
      const meals = await readPlannedMeals(deps.db, ctx.userId, { start, end }, mealTypes);
      const cards: AssistantCard[] = meals.length ? [{ kind: "meals", id: newCardId(), meals }] : [];
      return { data: { meals: meals.map(({ imageUrl: _, ...m }) => m) }, cards };
    },
    async searchRecipes({ limit, ...filters }) {
      // Seeded by user, thread and minute: asking again later, or someone else asking, gets another order.
      const seed = `${ctx.userId}:${scope.threadId}:${Math.floor(ctx.now.getTime() / 60_000)}`;
      const found = searchPool(await loadRecipePool(deps.db, ctx.userId), ctx, filters, Math.min(limit ?? SEARCH_LIMIT, SEARCH_LIMIT), seed);
      const cards: AssistantCard[] = found.length ? [{ kind: "recipes", id: newCardId(), recipes: found.map(toCardRecipe) }] : [];
      return { data: { recipes: found.map(toFoundRecipe) }, cards };
    },
    async proposePlan({ start, end, mealTypes, ...filters }) {
      checkRange(start, end);
      const { data, cards } = await proposeMeals(scope, { ...filters, start, end, mealTypes: mealTypes?.length ? mealTypes : ctx.allowedMealTypes });
      return { data: { proposed: data.proposed, skipped: data.skipped }, cards };
    },
    async swapMeal({ date, mealType, quicker, ...filters }) {
      const planned = (await readPlannedMeals(deps.db, ctx.userId, { start: date, end: date }, [mealType]))[0];
      const maxMinutes = quicker && planned?.minutes ? Math.min(filters.maxMinutes ?? Infinity, planned.minutes - 1) : filters.maxMinutes;
      const { data, cards } = await proposeMeals(scope, {
        ...filters,
        maxMinutes,
        start: date,
        end: date,
        mealTypes: [mealType],
        replace: { date, mealType, avoidRecipeId: planned?.recipeId ?? null },
      });
      return { data: { current: data.current, proposed: data.proposed[0] ?? null, skipped: data.skipped }, cards };
    },
    async useUpLeftovers({ text, useSoon }) {
      const { leftovers, suggestions } = await suggestForLeftovers(deps.db, ctx.userId, { text, useSoon: useSoon ?? !text }, ctx.now);
      const top = suggestions.slice(0, SEARCH_LIMIT);
      const recipes = top.map((s) => ({
        id: s.recipe.id,
        title: s.recipe.title,
        cuisine: s.recipe.cuisine,
        minutes: s.recipe.prep_time === null && s.recipe.cook_time === null ? null : (s.recipe.prep_time ?? 0) + (s.recipe.cook_time ?? 0),
        calories: null,
        categories: s.recipe.categories,
        uses: s.uses,
        alsoNeeds: s.alsoNeeds,
      }));
      const cards: AssistantCard[] = recipes.length
        ? [
            {
              kind: "recipes",
              id: newCardId(),
              recipes: top.map((s, i) => ({
                id: s.recipe.id,
                title: s.recipe.title,
                imageUrl: s.recipe.image_url,
                minutes: recipes[i]!.minutes,
                calories: null,
                cuisine: s.recipe.cuisine,
              })),
            },
          ]
        : [];
      return { data: { leftovers, recipes }, cards };
    },
    async getPreferences() {
      return { data: { ...ctx.preferences, calorieGoal: ctx.goals.calorieGoal }, cards: [] };
    },
    async proposePreferenceChange(changes) {
      const real = withoutNoOps(changes, ctx);
      if (!hasChanges(real)) return { data: { description: "No change" }, cards: [] };
      const description = describeChanges(real);
      return { data: { description }, cards: [{ kind: "preferences", id: newCardId(), status: "proposed", changes: real, description }] };
    },
    async generateRecipe(request) {
      // Promised only when it will succeed: the offline composer is asked first (docs/decisions/053).
      const cannot = await cannotCompose(deps.db, deps.env, ctx.userId, request);
      if (cannot) return { data: { generationId: null, cannot }, cards: [] };
      const job = await enqueueGeneration(deps.db, ctx.userId, request);
      const card: AssistantCard = {
        kind: "generation",
        id: newCardId(),
        generationId: job.id,
        status: job.status,
        recipeId: null,
        title: request.prompt,
        reason: null,
      };
      return { data: { generationId: job.id }, cards: [card] };
    },
    async removeMeals(range) {
      checkRange(range.start, range.end);
      const removed = await removePlannedMeals(scope, range);
      return { data: { removed }, cards: [] };
    },
    async makeShoppingList(range) {
      checkRange(range.start, range.end);
      return { data: await shoppingListFor(scope, range), cards: [] };
    },
    async planNutrition(range) {
      checkRange(range.start, range.end);
      return { data: { meals: await plannedNutrition(scope, range) }, cards: [] };
    },
    async confirmLatest(input) {
      const latest = await latestProposal(scope);
      if (!latest) return { data: { applied: null }, cards: [] };
      const skip = input?.skip ?? [];
      if (skip.length && latest.card.kind === "plan") await skipMeals(deps.db, latest.message, latest.card.id, skip);
      const { summary } = await applyCard(scope, latest.message.id, latest.card.id);
      return { data: { applied: summary }, cards: [] };
    },
    async dismissLatest() {
      const latest = await latestProposal(scope);
      if (latest) await dismissCard(scope, latest.message.id, latest.card.id);
      return { data: { dismissed: latest !== null }, cards: [] };
    },
  };
}
