import { singular } from "../recipes/ingredient-parser/core-food";

/** A leftover as the food table knows it ("half a roast chicken" -> key "whole chicken"). */
export interface Leftover {
  key: string;
  name: string;
}

export interface RemixLine {
  key: string;
  name: string;
}

export interface RemixCandidate<L extends RemixLine = RemixLine> {
  id: string;
  title: string;
  lines: L[];
}

export interface RemixRanking<C extends RemixCandidate> {
  recipe: C;
  /** the leftovers it uses, by the names the user knows them by */
  uses: string[];
  /** its other ingredients the pantry does not hold (salt, pepper and water left out) */
  alsoNeeds: string[];
}

/** Heads naming a form made from many foods: "coconut milk" is no use for leftover cow's milk, so these match only exactly. */
const EXACT_ONLY = new Set(
  "milk butter cream cheese flour sugar oil sauce powder paste salt juice broth stock extract vinegar syrup water wine pepper seed bean pea nut leaf chip crumb meal mix".split(
    " ",
  ),
);
/** Cuts of an animal: leftover roast chicken serves a recipe asking for chicken breast. */
const CUTS = new Set("breast thigh drumstick wing leg loin tenderloin chop shoulder belly rib steak fillet mince".split(" "));
/** Basics every kitchen has; not counted as something else to buy. */
const BASICS = new Set(["salt", "kosher salt", "black pepper", "water"]);

const words = (key: string) =>
  key
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(singular);

/**
 * Does a recipe line use this leftover? The same food; or the same head noun ("brown rice" for
 * leftover "white rice", a red onion for a yellow one) unless the head is a form like milk or
 * sauce; or a cut of the leftover animal ("chicken breast" for a roast chicken).
 */
export function usesLeftover(lineKey: string, leftover: Leftover): boolean {
  if (lineKey === leftover.key) return true;
  const line = words(lineKey);
  const left = words(leftover.key);
  const head = left[left.length - 1];
  if (!head || line.length === 0 || EXACT_ONLY.has(head)) return false;
  if (line[line.length - 1] === head) return true;
  const at = line.lastIndexOf(head);
  return at >= 0 && line.slice(at + 1).every((w) => CUTS.has(w));
}

/**
 * Recipes that use the leftovers up: those using more of them first, then those needing fewer
 * other things the pantry lacks, then fewer ingredients in all. Recipes using none are left out.
 * Pure, so the assistant can call it as a tool over the same candidates.
 */
export function rankRemix<C extends RemixCandidate>(
  leftovers: readonly Leftover[],
  candidates: readonly C[],
  atHome: (line: C["lines"][number], recipe: C) => boolean,
  limit = 10,
): RemixRanking<C>[] {
  const ranked: RemixRanking<C>[] = [];
  for (const recipe of candidates) {
    const used = leftovers.filter((l) => recipe.lines.some((line) => usesLeftover(line.key, l)));
    if (used.length === 0) continue;
    const alsoNeeds = recipe.lines
      .filter((line) => !BASICS.has(line.key) && !used.some((l) => usesLeftover(line.key, l)) && !atHome(line, recipe))
      .map((line) => line.name);
    ranked.push({ recipe, uses: used.map((l) => l.name), alsoNeeds: [...new Set(alsoNeeds)] });
  }
  ranked.sort(
    (a, b) =>
      b.uses.length - a.uses.length ||
      a.alsoNeeds.length - b.alsoNeeds.length ||
      a.recipe.lines.length - b.recipe.lines.length ||
      a.recipe.title.localeCompare(b.recipe.title),
  );
  return ranked.slice(0, limit);
}

/** "half a roast chicken, rice and spinach" -> the three leftovers, one per comma, "and", semicolon or line. */
export function splitLeftoverText(text: string): string[] {
  return text
    .split(/[,;\n]+|\s+(?:and|&)\s+/i)
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 20);
}
