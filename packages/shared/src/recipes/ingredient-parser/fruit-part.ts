import type { Ingredient } from "../ingredient-shape";
import { coreFood, singular } from "./core-food";

/** "Juice of 6 limes", "finely grated zest from 1 orange", "zest and juice of 1 lemon": a part of a fruit, then the fruit's amount. */
const PART_OF =
  /^(?:the\s+)?((?:(?:finely|freshly|coarsely|fresh)\s+)?(?:(?:grated|squeezed|shredded|shaved)\s+)?)?(juice|zest|rind|peel)(?:\s*(?:and|&|\+|,)\s*(?:the\s+)?(?:(?:finely\s+)?grated\s+)?(juice|zest|rind|peel))?\s+(?:of|from)\s+(?:the\s+)?(?=\S)/i;

/** "limes" + "juice" -> "lime juice": the fruit's head noun made singular, then the part. */
function partName(fruit: string, part: string): string {
  const words = fruit.split(/\s+/);
  return [...words.slice(0, -1), singular(words[words.length - 1]!), part.toLowerCase()].join(" ");
}

/**
 * A line that names part of a fruit before the fruit's amount: the amount counts the fruit; one
 * part is named for the part ("juice of 6 limes" -> 6, lime juice), two parts name the fruit and go
 * to the note ("zest and juice of 1 lemon" -> 1, lemon). Null for any other line.
 */
export function partOfFruit(text: string, parse: (line: string) => Ingredient): Ingredient | null {
  const m = PART_OF.exec(text);
  if (!m) return null;
  const fruit = parse(text.slice(m[0].length));
  if (!fruit.name) return null;
  if (m[3]) {
    const parts = m[0].replace(/\s+(?:of|from)\s+(?:the\s+)?$/i, "").trim();
    return { ...fruit, note: [parts, fruit.note].filter(Boolean).join(", ") };
  }
  const name = partName(fruit.name, m[2]!);
  return { ...fruit, name, food: coreFood(name), note: [m[1]?.trim(), fruit.note].filter(Boolean).join(", ") || null };
}

/** "2 tbsp juice from 1 lemon": after an amount, the part named for its fruit, and the fruit's own amount as the note. */
export function partAfterAmount(rest: string, parse: (line: string) => Ingredient): { name: string; note: string } | null {
  const m = PART_OF.exec(rest);
  if (!m || m[3]) return null;
  const fruit = parse(rest.slice(m[0].length));
  if (!fruit.name || fruit.unit) return null;
  return { name: partName(fruit.name, m[2]!), note: [m[1]?.trim(), rest.slice(m[0].length)].filter(Boolean).join(", ") };
}
