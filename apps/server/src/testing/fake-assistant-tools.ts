import type { AssistantCard } from "@sierra/shared";
import type { AssistantContext, AssistantTools, EngineTurn } from "../adapters/llm/engine";

/** A signed-in user's context as the coordinator reads it, with test defaults. */
export function assistantContext(overrides: Partial<AssistantContext> = {}): AssistantContext {
  return {
    userId: "user-1",
    firstName: "Robin",
    now: new Date("2026-11-20T15:00:00Z"),
    today: "2026-11-20",
    timeZone: "America/New_York",
    selectedDate: "2026-11-21",
    subscription: {
      subscribed: false,
      plan_type: null,
      billing_interval: null,
      trial_active: true,
      trial_end: "2026-12-01T00:00:00.000Z",
      subscription_end: null,
    },
    allowedMealTypes: ["dinner"],
    household: { allergies: ["peanuts", "shellfish"], diets: [], dislikes: ["cilantro"] },
    preferences: {
      cuisines: ["Thai", "Mexican"],
      allergies: ["peanuts", "shellfish"],
      diets: [],
      dislikes: ["cilantro"],
      favoriteChefs: [],
      householdSize: 3,
      varietyPreference: 8,
      cookingComplexity: "simple",
      zipcode: null,
    },
    goals: { calorieGoal: 2200, macros: { protein: 30, carbs: 40, fat: 30 }, dietaryGoal: "muscle_gain" },
    ...overrides,
  };
}

export const mealsCard: Extract<AssistantCard, { kind: "meals" }> = {
  kind: "meals",
  id: "card-1",
  meals: [
    {
      date: "2026-11-21",
      mealType: "dinner",
      recipeId: "7f1c1a5e-8d4b-4b7e-9c55-0e5a0d6f3a11",
      title: "Green Curry",
      imageUrl: null,
      minutes: 30,
      calories: 540,
    },
  ],
};

/**
 * In-memory AssistantTools that record each call's input. readPlan answers with one meal and a
 * card; `fail` makes a tool throw the given error instead.
 */
export function fakeAssistantTools(fail: Partial<Record<keyof AssistantTools, Error>> = {}) {
  const calls: { tool: keyof AssistantTools; input: unknown }[] = [];
  const record = async <T>(tool: keyof AssistantTools, input: unknown, data: T, cards: AssistantCard[] = []) => {
    calls.push({ tool, input });
    if (fail[tool]) throw fail[tool];
    return { data, cards };
  };
  const tools: AssistantTools = {
    readPlan: (input) =>
      record(
        "readPlan",
        input,
        {
          meals: [
            { date: "2026-11-21", mealType: "dinner" as const, recipeId: mealsCard.meals[0]!.recipeId, title: "Green Curry", minutes: 30, calories: 540 },
          ],
        },
        [mealsCard],
      ),
    searchRecipes: (input) => record("searchRecipes", input, { recipes: [] }),
    proposePlan: (input) => record("proposePlan", input, { proposed: [], skipped: [] }),
    swapMeal: (input) => record("swapMeal", input, { current: null, proposed: null, skipped: [] }),
    useUpLeftovers: (input) => record("useUpLeftovers", input, { leftovers: [], recipes: [] }),
    getPreferences: () => record("getPreferences", undefined, { ...assistantContext().preferences, calorieGoal: 2200 }),
    proposePreferenceChange: (input) => record("proposePreferenceChange", input, { description: "Add sesame to allergies" }),
    generateRecipe: (input) => record("generateRecipe", input, { generationId: "gen-1" }),
    removeMeals: (input) => record("removeMeals", input, { removed: [] }),
    makeShoppingList: (input) => record("makeShoppingList", input, { listId: "list-1", name: "Shopping list", items: 0 }),
    planNutrition: (input) => record("planNutrition", input, { meals: [] }),
    confirmLatest: () => record("confirmLatest", undefined, { applied: null }),
    dismissLatest: () => record("dismissLatest", undefined, { dismissed: false }),
  };
  return { tools, calls };
}

/** A turn of the signed-in test user, with a fresh signal unless one is given. */
export function engineTurn(tools: AssistantTools, message: string, overrides: Partial<EngineTurn> = {}): EngineTurn {
  return { context: assistantContext(), history: [], message, tools, signal: new AbortController().signal, ...overrides };
}
