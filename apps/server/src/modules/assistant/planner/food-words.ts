import { singular } from "@sierra/shared";

// Accents are dropped only when there are any: most text is plain ASCII and normalize() is slow.
const plain = (text: string) =>
  /[^ -~\s]/.test(text)
    ? text
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
    : text.toLowerCase();

/**
 * Word matching for foods named in free text (a dislike, an allergy no tag covers, "no
 * mushrooms"): lower-case, accents dropped, every word singular, so "Mushrooms" finds
 * "cremini mushroom" and "sesame" finds "toasted sesame oil" but "nut" never finds "peanut".
 */
function words(text: string): string[] {
  return plain(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
}

/** A recipe's searchable words: each part padded and kept apart so a phrase cannot span two foods. */
export function wordText(parts: readonly string[]): string {
  return ` ${parts.map((part) => words(part).join(" ")).join(" | ")} `;
}

/**
 * A term as padded phrases: its singular reading, and its last word without a final "s" for the
 * plurals the singular rule keeps as they are (it leaves words ending in "is", like "kiwis").
 * One more reading only ever leaves out more, which is the safe side for an allergy.
 */
export function phrases(term: string): string[] {
  const w = words(term);
  if (w.length === 0) return [];
  const raw = plain(term)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const last = raw[raw.length - 1]!;
  const plural = last.length > 3 && last.endsWith("s") && !last.endsWith("ss") ? [...w.slice(0, -1), last.slice(0, -1)] : w;
  return [...new Set([` ${w.join(" ")} `, ` ${plural.join(" ")} `])];
}

/**
 * Finds any of some terms in a recipe's title and foods. Reading every recipe's words is the slow
 * part on a big catalogue, so a recipe whose raw text lacks every phrase's stem (its first word
 * less two letters: "berr" for berries, "lea" for leaves) is passed over unread.
 */
export class FoodMatcher {
  private readonly phrases: string[];
  private readonly stems: string[];

  constructor(terms: readonly string[] | undefined) {
    this.phrases = [...new Set((terms ?? []).flatMap(phrases))];
    this.stems = this.phrases.map((p) => {
      const first = p.trim().split(" ")[0]!;
      return first.slice(0, Math.max(3, first.length - 2));
    });
  }

  get empty(): boolean {
    return this.phrases.length === 0;
  }

  matches(parts: readonly string[]): boolean {
    if (this.phrases.length === 0) return false;
    const raw = plain(parts.join(" "));
    if (!this.stems.some((stem) => raw.includes(stem))) return false;
    const text = wordText(parts);
    return this.phrases.some((p) => text.includes(p));
  }
}

/** "Middle Eastern", "middle-eastern" and "middle_eastern" are one label: "middle-eastern". */
export function labelOf(text: string): string {
  return words(text).join("-");
}
