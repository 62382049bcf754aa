import { namesAllergen, namesFood, normalizeIngredient, singular, type AllergenTag, type DietaryTag, type Ingredient } from "@sierra/shared";
import { matchIngredient } from "../recipes/nutrition/compute";
import { contradictedTags } from "../recipes/nutrition/dietary";
import type { FoodFlag } from "../recipes/nutrition/foods";
import type { GenerationConstraints } from "./composer";

const ALLERGEN_TAGS: readonly DietaryTag[] = ["dairy-free", "gluten-free", "nut-free", "egg-free", "shellfish-free"];
const isAllergenTag = (tag: DietaryTag): tag is AllergenTag => ALLERGEN_TAGS.includes(tag);

/** Allergies no rule knows that the food table still flags ("soy", "sesame", "fish"). */
const FLAGGED: Record<string, FoodFlag> = { soy: "soy", soya: "soy", sesame: "sesame", fish: "fish" };
const flagOf = (allergy: string) =>
  allergy
    .toLowerCase()
    .split(/[^a-z]+/)
    .map(singular)
    .map((w) => FLAGGED[w])
    .find(Boolean);

export interface Conflict {
  kind: "allergy" | "dislike";
  /** the tag ("shellfish-free") or the user's own word ("sesame", "mushrooms") */
  what: string;
}

/** Does a line hold an allergen: by the matched food's flags, or by its name when the table does not know it? */
function holdsAllergen(tag: AllergenTag, ingredient: Ingredient): boolean {
  const food = matchIngredient(ingredient);
  return namesAllergen(tag, ingredient.name) || contradictedTags([tag], [{ ingredient, food, grams: null }]).length > 0;
}

/** What in a line goes against the household's allergies and dislikes. */
export function lineConflicts(ingredient: Ingredient, constraints: GenerationConstraints): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const tag of constraints.requiredTags) {
    if (isAllergenTag(tag) && holdsAllergen(tag, ingredient)) conflicts.push({ kind: "allergy", what: tag });
  }
  const flags = matchIngredient(ingredient)?.flags ?? [];
  for (const allergy of constraints.uncheckedAllergies) {
    const flag = flagOf(allergy);
    if (namesFood(allergy, ingredient.name, "anywhere") || (flag && flags.includes(flag))) conflicts.push({ kind: "allergy", what: allergy });
  }
  for (const dislike of constraints.dislikes) {
    if (namesFood(dislike, ingredient.name)) conflicts.push({ kind: "dislike", what: dislike });
  }
  return conflicts;
}

/** The first line that goes against an allergy, for the worker's last check of any composer's recipe. */
export function unsafeLine(lines: string[], constraints: GenerationConstraints): string | null {
  return lines.find((line) => lineConflicts(normalizeIngredient(line), constraints).some((c) => c.kind === "allergy")) ?? null;
}

/**
 * The claimed tags that hold: an allergen tag ("nut-free") only when no line names or is flagged
 * with the allergen. The recipe write drops tags a matched food contradicts; this also catches
 * foods the table does not know, so a composer's claim is never taken on trust.
 */
export function verifiedTags(claimed: DietaryTag[], lines: string[]): DietaryTag[] {
  const ingredients = lines.map(normalizeIngredient);
  return claimed.filter((tag) => !isAllergenTag(tag) || !ingredients.some((i) => holdsAllergen(tag, i)));
}
