import { tool, type ToolSet } from "ai";
import type { AssistantCard } from "@sierra/shared";
import { AppError } from "../../http/errors";
import type { AssistantTools, ToolResult } from "./engine";
import { toolSchemas, withoutNulls } from "./tool-schemas";

/** What the model reads when a tool failed on our side: no internals, and a hint for its answer. */
const TOOL_FAILED = "That did not work on Sierra's side. Tell the user and suggest trying again.";

/**
 * Runs a bound tool, keeps its cards for the reply and hands the model only the data. A refusal the
 * user should read (a subscription or calendar rule: AppError below 500) goes to the model as an
 * error it can word; anything else is logged and stays vague.
 */
async function run<T>(call: () => Promise<ToolResult<T>>, cards: AssistantCard[], name: string): Promise<T | { error: string }> {
  try {
    const result = await call();
    cards.push(...result.cards);
    return result.data;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { error: error.message };
    console.error(`[llm] tool ${name} failed:`, error);
    return { error: TOOL_FAILED };
  }
}

/**
 * The AI SDK tools over one user's bound AssistantTools (the same definitions the local engine
 * uses). No tool takes a user id: whom they act for was fixed when they were bound.
 */
export function buildToolSet(tools: AssistantTools, cards: AssistantCard[]): ToolSet {
  return {
    readPlan: tool({
      description: "Read the meals planned on the user's calendar between two dates (inclusive). Use it for any question about what is planned.",
      inputSchema: toolSchemas.readPlan,
      execute: (input) => run(() => tools.readPlan(withoutNulls(input)), cards, "readPlan"),
    }),
    searchRecipes: tool({
      description: "Search the recipe catalogue and the user's own recipes. Results already leave out the household's allergens.",
      inputSchema: toolSchemas.searchRecipes,
      execute: (input) => run(() => tools.searchRecipes(withoutNulls(input)), cards, "searchRecipes"),
    }),
    proposePlan: tool({
      description: "Propose recipes for the open meal slots of a date range. Shows a plan card the user confirms; nothing is saved until then.",
      inputSchema: toolSchemas.proposePlan,
      execute: (input) => run(() => tools.proposePlan(withoutNulls(input)), cards, "proposePlan"),
    }),
    swapMeal: tool({
      description: "Propose a replacement for one planned meal (a one-meal plan card the user confirms).",
      inputSchema: toolSchemas.swapMeal,
      execute: (input) => run(() => tools.swapMeal(withoutNulls(input)), cards, "swapMeal"),
    }),
    useUpLeftovers: tool({
      description:
        "Recipes that use up leftovers: the ones the user names in `text`, or with no text the pantry's items to use soon. Ranked by how much they use; allergies already applied.",
      inputSchema: toolSchemas.useUpLeftovers,
      execute: (input) => run(() => tools.useUpLeftovers(withoutNulls(input)), cards, "useUpLeftovers"),
    }),
    getPreferences: tool({
      description: "Read the user's saved preferences: allergies, dislikes, cuisines, household size, variety and calorie goal.",
      inputSchema: toolSchemas.getPreferences,
      execute: () => run(() => tools.getPreferences(), cards, "getPreferences"),
    }),
    proposePreferenceChange: tool({
      description: "Propose a change to the user's preferences or household. Shows a card; saved only when the user confirms.",
      inputSchema: toolSchemas.proposePreferenceChange,
      execute: (input) => run(() => tools.proposePreferenceChange(withoutNulls(input)), cards, "proposePreferenceChange"),
    }),
    generateRecipe: tool({
      description: "Start generating a new recipe from the user's description. It is made in the background; a card shows its progress.",
      inputSchema: toolSchemas.generateRecipe,
      execute: (input) =>
        run(
          () =>
            tools.generateRecipe({
              prompt: input.prompt,
              servings: input.servings ?? null,
              mealType: input.mealType ?? null,
              cuisine: input.cuisine ?? null,
              maxMinutes: input.maxMinutes ?? null,
            }),
          cards,
          "generateRecipe",
        ),
    }),
    confirmLatest: tool({
      description: "Apply the latest proposal of this conversation (plan, swap or preference change) when the user says yes.",
      inputSchema: toolSchemas.confirmLatest,
      execute: () => run(() => tools.confirmLatest(), cards, "confirmLatest"),
    }),
    dismissLatest: tool({
      description: "Set aside the latest proposal of this conversation when the user says no to it.",
      inputSchema: toolSchemas.confirmLatest,
      execute: () => run(() => tools.dismissLatest(), cards, "dismissLatest"),
    }),
  };
}
