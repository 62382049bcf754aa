/**
 * Matching of food words in titles and ingredient names: lower-case, accents and
 * apostrophes dropped, everything else a space, so "Crêpes" and "crepe" meet.
 */
export function normalizeWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** One table row: words (a regex source over normalized text) and what they stand for. */
export type WordRule<T> = readonly [words: string, value: T];

export interface WordMatch<T> {
  value: T;
  start: number;
  end: number;
  /** the row's place in its table: earlier rows win ties */
  row: number;
}

/** A rule's words as whole words, with an optional plural ending ("taco" finds "tacos"). */
const compiled = new WeakMap<readonly WordRule<unknown>[], RegExp[]>();
function patternsOf<T>(table: readonly WordRule<T>[]): RegExp[] {
  let patterns = compiled.get(table);
  if (!patterns) {
    // Longest alternative first: a regex takes the first that fits, and "peanut" must not hide "peanut butter".
    const longestFirst = (words: string) => words.split("|").sort((a, b) => b.length - a.length).join("|");
    patterns = table.map(([words]) => new RegExp(`(?<![a-z0-9])(?:${longestFirst(words)})(?:e?s)?(?![a-z0-9])`, "g"));
    compiled.set(table, patterns);
  }
  return patterns;
}

/** Every place a row of the table occurs in the (normalized) text. */
export function findWords<T>(table: readonly WordRule<T>[], text: string): WordMatch<T>[] {
  const found: WordMatch<T>[] = [];
  patternsOf(table).forEach((pattern, row) => {
    for (const m of text.matchAll(pattern)) found.push({ value: table[row]![1], start: m.index, end: m.index + m[0].length, row });
  });
  return found;
}

/**
 * The head of a phrase: in English the noun that names the thing comes last ("chicken noodle
 * soup" is a soup), so the match ending last wins, the longer one on a tie ("noodle soup").
 */
export function headWord<T>(matches: WordMatch<T>[]): WordMatch<T> | undefined {
  return [...matches].sort((a, b) => b.end - a.end || a.start - b.start || a.row - b.row)[0];
}

/** The matches that do not overlap a longer one, in reading order ("sweet potato", not also "potato"). */
export function distinctWords<T>(matches: WordMatch<T>[]): WordMatch<T>[] {
  const kept: WordMatch<T>[] = [];
  for (const m of [...matches].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (!kept.some((k) => m.start < k.end && k.start < m.end)) kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}
