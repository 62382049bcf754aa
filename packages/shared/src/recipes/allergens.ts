import type { DietaryTag } from "./display";

/**
 * Which "-free" dietary tag answers each allergy a member may write in their preferences, by the
 * words people use for it. Recipes' tags are derived from their ingredients, so a recipe without
 * the tag contains (or may contain) the allergen. An allergy no rule knows (sesame, say) cannot be
 * checked and is reported as such, never silently passed.
 */
const RULES: { tag: DietaryTag; allergen: string; words: RegExp }[] = [
  { tag: "dairy-free", allergen: "dairy", words: /\b(dairy|milk|lactose|cheese|casein|whey)\b/ },
  { tag: "gluten-free", allergen: "gluten", words: /\b(gluten|wheat|celiac|coeliac)\b/ },
  { tag: "nut-free", allergen: "nuts", words: /\b(nuts?|peanuts?|tree ?nuts?|almonds?|cashews?|walnuts?|pecans?|hazelnuts?|pistachios?|macadamias?)\b/ },
  { tag: "egg-free", allergen: "eggs", words: /\beggs?\b/ },
  { tag: "shellfish-free", allergen: "shellfish", words: /\b(shellfish|shrimps?|prawns?|crabs?|lobsters?|clams?|mussels?|oysters?|scallops?|crustaceans?)\b/ },
];

export interface AllergenCheck {
  /** Tags a recipe must carry to be safe for these allergies. */
  requiredTags: DietaryTag[];
  /** Allergies no rule recognises. */
  unchecked: string[];
}

export function allergenCheck(allergies: readonly string[]): AllergenCheck {
  const required = new Set<DietaryTag>();
  const unchecked: string[] = [];
  for (const allergy of allergies) {
    const text = allergy.trim().toLowerCase();
    if (!text || /^(none|no allergies|n\/a)$/.test(text)) continue;
    const tags = RULES.filter((rule) => rule.words.test(text)).map((rule) => rule.tag);
    if (tags.length === 0) unchecked.push(allergy.trim());
    tags.forEach((tag) => required.add(tag));
  }
  return { requiredTags: [...required], unchecked };
}

/** The allergen a "-free" tag keeps out, in words ("nut-free" → "nuts"). */
export function allergenOfTag(tag: DietaryTag): string {
  return RULES.find((rule) => rule.tag === tag)?.allergen ?? tag;
}
