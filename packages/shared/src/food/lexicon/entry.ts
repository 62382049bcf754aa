import type { Mark } from "../marks";

/**
 * One food the knowledge knows (docs/decisions/046-food-knowledge.md). Its id is its first name.
 * Marks are inherited from every parent in `is`, so "parmesan" is ["hard cheese"] and holds milk
 * without saying so; `has` adds marks, `without` drops inherited ones, `may` says the food holds
 * a mark in some brands or recipes, which is reported as "could not be checked".
 */
export interface FoodEntry {
  /** every name people write for it, lower-case: singular or plural, US and UK spellings, brand-like generic names */
  names: readonly string[];
  /** parent foods by their id: what a dislike or a specific allergy of the parent covers */
  is: readonly string[];
  has: readonly Mark[];
  may: readonly Mark[];
  without: readonly Mark[];
  /** where a non-obvious mark comes from (composition, FDA, EU 1169/2011 Annex II) */
  why?: string;
}

interface EntryOptions {
  has?: Mark[];
  may?: Mark[];
  without?: Mark[];
  why?: string;
}

/**
 * `food("tamari|tamari sauce", "soy sauce", { without: ["wheat", "gluten"], may: ["wheat", "gluten"] })`:
 * names split on "|", parents on "|" (or none), then options.
 */
export function food(names: string, parents = "", options: EntryOptions = {}): FoodEntry {
  const split = (text: string) =>
    text
      .split("|")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
  return {
    names: split(names),
    is: split(parents),
    has: options.has ?? [],
    may: options.may ?? [],
    without: options.without ?? [],
    ...(options.why && { why: options.why }),
  };
}
