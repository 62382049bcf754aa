import { dietNamed } from "./diet-names";
import { familiesNamed } from "./family-names";
import type { Household } from "./household";
import { isDiet } from "./marks";

/** The allergy each "-free" tag that is not a diet keeps out. */
const FREE_TAG_ALLERGY: Record<string, string> = { "nut-free": "nuts", "egg-free": "egg", "shellfish-free": "crustaceans" };

/** A dietary tag as the limits it stands for: "vegan" a diet, "nut-free" an allergy to nuts; null for an unknown tag ("keto"). */
export function tagLimits(tag: string): Household | null {
  const diet = isDiet(tag) ? tag : dietNamed(tag);
  if (diet) return { allergies: [], diets: [diet], dislikes: [] };
  const allergy = FREE_TAG_ALLERGY[tag.toLowerCase().replace(/\s+/g, "-")];
  return allergy ? { allergies: [allergy], diets: [], dislikes: [] } : null;
}

/**
 * A request's own limits ("vegetarian", "without dairy", "no mushrooms") as a household, to merge
 * with the real one: diets and "-free" tags are strict; a left-out allergen family ("no dairy")
 * is kept out as strictly as an allergy; any other left-out food as a dislike.
 */
export function requestLimits(request: { diets?: readonly string[]; exclude?: readonly string[] }): Household {
  const tags = (request.diets ?? []).map(tagLimits).filter((t): t is Household => t !== null);
  const exclude = request.exclude ?? [];
  return {
    allergies: [...tags.flatMap((t) => t.allergies), ...exclude.filter((w) => familiesNamed(w) !== null)],
    diets: tags.flatMap((t) => t.diets),
    dislikes: exclude.filter((w) => familiesNamed(w) === null),
  };
}
