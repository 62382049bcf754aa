import type { DietaryTag } from "@sierra/shared";
import type { FoodFlag } from "./foods";
import type { MatchedLine } from "./compute";

/** The flags that make a dietary tag untrue. */
const CONTRADICTED_BY: Record<DietaryTag, FoodFlag[]> = {
  vegetarian: ["meat", "poultry", "fish", "shellfish"],
  vegan: ["meat", "poultry", "fish", "shellfish", "dairy", "egg", "animal"],
  "gluten-free": ["gluten"],
  "dairy-free": ["dairy"],
  "nut-free": ["tree-nut", "peanut"],
  "egg-free": ["egg"],
  "shellfish-free": ["shellfish"],
};

/** Claimed tags that a matched ingredient contradicts, with the ingredient that does. */
export function contradictedTags(tags: readonly DietaryTag[], lines: MatchedLine[]): { tag: DietaryTag; ingredient: string }[] {
  const found: { tag: DietaryTag; ingredient: string }[] = [];
  for (const tag of tags) {
    const line = lines.find((l) => l.food?.flags?.some((flag) => CONTRADICTED_BY[tag].includes(flag)));
    if (line) found.push({ tag, ingredient: line.ingredient.name });
  }
  return found;
}

/** Keeps only the claimed tags no ingredient contradicts: a tag shown is never false of a known food. */
export function consistentTags(tags: readonly DietaryTag[], lines: MatchedLine[]): DietaryTag[] {
  const bad = new Set(contradictedTags(tags, lines).map((c) => c.tag));
  return tags.filter((t) => !bad.has(t));
}
