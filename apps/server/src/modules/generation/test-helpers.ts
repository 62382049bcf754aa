import { openEventStream } from "../../testing/event-stream";
import { compileHousehold, NO_HOUSEHOLD_LIMITS, type GenerationRequest, type GenerationView, type Household } from "@sierra/shared";
import type { TestClient } from "../../testing/test-client";
import type { ComposedRecipe, GenerationConstraints, RecipeComposer } from "./composer";

/** A job's constraints for a household of these limits. */
export function constraintsFor(
  limits: Partial<Household> = {},
  over: Partial<Omit<GenerationConstraints, "household" | "limits">> = {},
): GenerationConstraints {
  const household = { ...NO_HOUSEHOLD_LIMITS, ...limits };
  return { household, limits: compileHousehold(household), cuisines: [], servings: 4, cookingComplexity: "simple", ...over };
}

export const request = (prompt: string, over: Partial<GenerationRequest> = {}): GenerationRequest => ({
  prompt,
  servings: null,
  mealType: null,
  cuisine: null,
  maxMinutes: null,
  ...over,
});

/** A composer that counts its calls per job prompt and can be slowed or made to fail. */
export function countingComposer(inner: RecipeComposer, opts: { delayMs?: number; fail?: () => Error | null } = {}) {
  const calls = new Map<string, number>();
  const composer: RecipeComposer = {
    async compose(req, constraints, signal): Promise<ComposedRecipe> {
      calls.set(req.prompt, (calls.get(req.prompt) ?? 0) + 1);
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      const error = opts.fail?.();
      if (error) throw error;
      return inner.compose(req, constraints, signal);
    },
  };
  return { composer, calls, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}

/** An open generation stream: its events as they arrive, and whether the server ended it. */
export const openStream = (client: TestClient, id: string) => openEventStream<GenerationView>(client, `/api/assistant/generations/${id}/events`);
