import { compileHousehold, type GenerationRequest } from "@sierra/shared";
import type { Database } from "../../db/client";
import { readHousehold } from "../food";
import { readPreferences } from "../profile/preferences";
import type { GenerationConstraints } from "./composer";

/** The household's rules for a job, read when it runs: a preference saved meanwhile counts. */
export async function readConstraints(db: Database, userId: string, request: GenerationRequest): Promise<GenerationConstraints> {
  const [preferences, household] = await Promise.all([readPreferences(db, userId), readHousehold(db, userId)]);
  return {
    household,
    limits: compileHousehold(household),
    cuisines: preferences.cuisines,
    servings: request.servings ?? preferences.household_size,
    cookingComplexity: preferences.cooking_complexity,
  };
}
