import type { GenerationRequest } from "@sierra/shared";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { GenerationError } from "./composer";
import { readConstraints } from "./constraints";
import { composeFromCatalogue } from "./local-composer";
import { mealTypeOf } from "./rank";
import { loadSourceRecipes } from "./source-recipes";

/**
 * Whether the offline composer can answer this request for this household, asked before Sierra
 * promises a recipe (docs/decisions/053): the same composition the job would run, without saving.
 * Returns the composer's own reason when it cannot; null when it can, or when a model composes.
 */
export async function cannotCompose(db: Database, env: Env, userId: string, request: GenerationRequest): Promise<string | null> {
  if (env.LLM_BASE_URL) return null;
  const [sources, constraints] = await Promise.all([
    loadSourceRecipes(db, { ...request, mealType: mealTypeOf(request) }),
    readConstraints(db, userId, request),
  ]);
  try {
    composeFromCatalogue(sources, request, constraints);
    return null;
  } catch (error) {
    if (error instanceof GenerationError) return error.message;
    throw error;
  }
}
