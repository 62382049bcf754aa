import type { Diet } from "./marks";

/** What people write for each diet, as whole phrases (lower case, spaces for hyphens). */
const DIET_NAMES: [RegExp, Diet][] = [
  [/^(vegan|plant based|fully plant based|strict vegetarian)$/, "vegan"],
  [/^(vegetarian|veggie|lacto ovo vegetarian|pure veg|pure vegetarian|ovo lacto vegetarian|no meat|meat free|meatless)$/, "vegetarian"],
  [/^(pescatarian|pescetarian|pesco vegetarian|fish but no meat)$/, "pescatarian"],
  [/^(gluten free|no gluten|coeliac diet|celiac diet)$/, "gluten-free"],
  [/^(dairy free|no dairy|non dairy)$/, "dairy-free"],
  [/^(pork free|no pork)$/, "pork-free"],
  [/^(beef free|no beef)$/, "beef-free"],
  [/^(alcohol free|no alcohol|teetotal|teetotaller|teetotaler)$/, "alcohol-free"],
];

/**
 * The diet a word names ("Vegetarian", "gluten-free", "we're vegan"), else null. Diets are
 * restrictions: a profile never keeps one as a dislike (docs/decisions/046).
 */
export function dietNamed(text: string): Diet | null {
  const plain = text
    .toLowerCase()
    .replace(/\b(we|i|are|am|is|were|now|all|our|household|family|diet|strictly|strict)\b|['’]re|['’]m/g, " ")
    .replace(/[^a-z]+/g, " ")
    .trim();
  return DIET_NAMES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}

/** A list's diet words moved into diets: ["Vegan", "olives"] -> diets [vegan], rest ["olives"]. */
export function splitDietWords(items: readonly string[], diets: readonly Diet[] = []): { diets: Diet[]; rest: string[] } {
  const found = new Set<Diet>(diets);
  const rest = items.filter((item) => {
    const diet = dietNamed(item);
    if (diet) found.add(diet);
    return !diet;
  });
  return { diets: [...found], rest };
}
