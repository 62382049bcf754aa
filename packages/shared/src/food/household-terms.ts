import { allergyCore, familiesNamed } from "./family-names";
import { foodKnowledge } from "./food-knowledge";
import { nameWords } from "./food-words";
import { readFood } from "./read-food";
import { isAllergenFamily, type AllergenFamily } from "./marks";

/**
 * How the rule understands one thing a household avoids, as written in a profile:
 * - families: an allergen family by any of its names ("soya", "coeliac", "tree nuts");
 * - food: one food of the knowledge ("almonds", "kiwi", "mushrooms"), covering every food below it;
 * - words: something the knowledge does not know, matched by its words in recipes ("durian paste").
 */
export type AvoidTerm =
  | { by: "families"; text: string; families: AllergenFamily[] }
  | { by: "food"; text: string; food: string; families: AllergenFamily[] }
  | { by: "words"; text: string; words: string[] };

/**
 * One avoided thing as the rule reads it; null for nothing ("none", "n/a"). An allergy is read
 * as a family first ("fish" is every fish and what holds fish); a dislike as a food ("fish" is
 * every fish, but not Worcestershire sauce).
 */
export function understandAvoided(text: string, as: "allergy" | "dislike"): AvoidTerm | null {
  const plain = allergyCore(text);
  if (!plain || /^(none|no|nothing|n a|na|no allergies|no dislikes)$/.test(plain)) return null;
  const families = as === "allergy" ? familiesNamed(plain) : null;
  if (families) return { by: "families", text: text.trim(), families };
  const reading = readFood(foodKnowledge(), plain, true);
  if (reading.foods.length === 1 && reading.unknown.length === 0) {
    const food = reading.foods[0]!;
    const families = [...food.has].filter(isAllergenFamily);
    return { by: "food", text: text.trim(), food: food.id, families };
  }
  return { by: "words", text: text.trim(), words: nameWords(plain) };
}

/** How each saved allergy is checked, for the profile to say: by family, as a food, or by its name only. */
export interface AllergyCheck {
  text: string;
  by: AvoidTerm["by"];
}

export function allergyChecks(allergies: readonly string[]): AllergyCheck[] {
  return allergies.flatMap((text) => {
    const term = understandAvoided(text, "allergy");
    return term ? [{ text, by: term.by }] : [];
  });
}
