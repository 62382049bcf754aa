import type { AllergenFamily } from "./marks";

/**
 * The names of each allergen family people write for an allergy (FDA and EU names, everyday
 * words), whole phrases only. Kept apart from the knowledge so that light callers (the chat's
 * word reader) need no lexicon.
 */
const FAMILY_NAMES: [RegExp, AllergenFamily[]][] = [
  [/^(dairy|milk|cows? milk|lactose|casein|caseinate|whey|milk protein)$/, ["milk"]],
  [/^(eggs?|egg whites?|egg yolks?)$/, ["egg"]],
  [/^(fish|finfish|fin fish)$/, ["fish"]],
  [/^(shell ?fish)$/, ["crustacean shellfish", "molluscs"]],
  [/^(crustaceans?|crustacean shell ?fish)$/, ["crustacean shellfish"]],
  [/^(mollus[ck]s?|mollus[ck]an shell ?fish)$/, ["molluscs"]],
  [/^(sea ?food)$/, ["fish", "crustacean shellfish", "molluscs"]],
  [/^(nuts?|all nuts)$/, ["tree nuts", "peanuts"]],
  [/^(tree ?nuts?)$/, ["tree nuts"]],
  [/^(peanuts?|ground ?nuts?|arachis)$/, ["peanuts"]],
  [/^(wheat)$/, ["wheat"]],
  [/^(gluten|coeliac|celiac|coeliac disease|celiac disease|cereals? containing gluten)$/, ["gluten"]],
  [/^(soy|soya|soybeans?|soya beans?|soy beans?)$/, ["soybeans"]],
  [/^(sesame|sesame seeds?)$/, ["sesame"]],
  [/^(celery|celeriac)$/, ["celery"]],
  [/^(mustard|mustard seeds?)$/, ["mustard"]],
  [/^(lupin|lupine|lupini)$/, ["lupin"]],
  [/^(sulph?ites?|sulfites?|sulphur dioxide|sulfur dioxide|so2)$/, ["sulphites"]],
];

/** "Severe peanut allergy", "allergic to shellfish", "Soy (mild)" -> "peanut", "shellfish", "soy". */
export function allergyCore(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/\b(severe|mild|serious|strong|slight|an?|the|all|any|food)\b/g, " ")
    .replace(/\b(allerg(y|ies|ic)|intoleran(ce|t)|sensitivit(y|ies)|sensitive|to|free)\b/g, " ")
    .replace(/[^a-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The families an allergy names as a whole ("soya" -> soybeans, "shellfish" -> crustaceans and molluscs), else null. */
export function familiesNamed(text: string): AllergenFamily[] | null {
  const plain = allergyCore(text);
  return FAMILY_NAMES.find(([pattern]) => pattern.test(plain))?.[1] ?? null;
}
