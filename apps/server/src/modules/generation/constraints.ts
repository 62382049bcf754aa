import { allergenCheck, type GenerationRequest } from "@sierra/shared";
import type { Database } from "../../db/client";
import { readPreferences } from "../profile/preferences";
import type { GenerationConstraints } from "./composer";

/** The household's rules for a job, read when it runs: a preference saved meanwhile counts. */
export async function readConstraints(db: Database, userId: string, request: GenerationRequest): Promise<GenerationConstraints> {
  const preferences = await readPreferences(db, userId);
  const allergies = allergenCheck(preferences.allergies);
  return {
    allergies: preferences.allergies,
    requiredTags: allergies.requiredTags,
    uncheckedAllergies: allergies.unchecked,
    dislikes: preferences.dislikes,
    cuisines: preferences.cuisines,
    servings: request.servings ?? preferences.household_size,
    cookingComplexity: preferences.cooking_complexity,
  };
}
