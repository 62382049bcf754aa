import { foodKnowledge } from "./food-knowledge";
import { compileHousehold, type CompiledHousehold, type Household } from "./household";
import { DIET_BREAKERS, type Mark } from "./marks";
import { wordsPhrase } from "./recipe-words";

/**
 * The household rule as terms over a recipe's summed-up food (recipe-columns.ts), for a database
 * to apply: a recipe is safe when none of these hold. householdConflicts decides the same from the
 * same reading, term for term; a property test holds the two together.
 */
export interface HouseholdFilterTerms {
  /** none of these in food_has */
  hardMarks: Mark[];
  /** none of these in food_may ("unknown": a line that could not be placed; "in:fish": a product holding fish) */
  softMarks: string[];
  /** none of these in food_ancestors */
  avoidAncestors: string[];
  /** none of these in food_ids: foods above an allergen food ("nuts" for almonds) */
  unsureFoodIds: string[];
  /** none of these padded phrases in food_text */
  phrases: string[];
}

export const UNKNOWN_MARK = "unknown";

/** food_may's entry for a family a product of unnamed source holds ("in:fish" for Worcestershire sauce). */
export const productMark = (family: string) => `in:${family}`;

export function householdFilterTerms(household: Household | CompiledHousehold): HouseholdFilterTerms {
  const limits = compileHousehold(household);
  const knowledge = foodKnowledge();
  const hard = new Set<Mark>();
  const soft = new Set<string>();
  const avoid = new Set<string>();
  const unsure = new Set<string>();
  const phrases = new Set<string>();
  for (const term of limits.allergies) {
    soft.add(UNKNOWN_MARK);
    if (term.by === "families") term.families.forEach((f) => (hard.add(f), soft.add(f)));
    if (term.by === "food") {
      avoid.add(term.food);
      knowledge.concept(term.food).ancestors.forEach((a) => a !== term.food && unsure.add(a));
      term.families.forEach((f) => (soft.add(f), soft.add(productMark(f))));
    }
    if (term.by === "words") phrases.add(wordsPhrase(term.words));
  }
  for (const diet of limits.diets) {
    soft.add(UNKNOWN_MARK);
    DIET_BREAKERS[diet].forEach((m) => (hard.add(m), soft.add(m)));
  }
  for (const term of limits.dislikes) {
    if (term.by === "food") avoid.add(term.food);
    if (term.by === "words") phrases.add(wordsPhrase(term.words));
  }
  return { hardMarks: [...hard], softMarks: [...soft], avoidAncestors: [...avoid], unsureFoodIds: [...unsure], phrases: [...phrases] };
}

export const hasFilterTerms = (t: HouseholdFilterTerms) =>
  t.hardMarks.length + t.softMarks.length + t.avoidAncestors.length + t.unsureFoodIds.length + t.phrases.length > 0;
