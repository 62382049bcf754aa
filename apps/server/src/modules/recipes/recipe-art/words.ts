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

/** A table's phrases by their words, built once: each row's alternatives ("taco|tostada"). */
interface PhraseIndex {
  rows: Map<string, number[]>;
  longest: number;
}
const indexes = new WeakMap<readonly WordRule<unknown>[], PhraseIndex>();
function indexOf<T>(table: readonly WordRule<T>[]): PhraseIndex {
  let index = indexes.get(table);
  if (!index) {
    index = { rows: new Map(), longest: 1 };
    table.forEach(([words], row) => {
      for (const phrase of words.split("|")) {
        index!.rows.set(phrase, [...(index!.rows.get(phrase) ?? []), row]);
        index!.longest = Math.max(index!.longest, phrase.split(" ").length);
      }
    });
    indexes.set(table, index);
  }
  return index;
}

/** A last word as written and without a plural ending: "tacos" may be "taco", "dishes" "dish". */
const withoutPlural = (word: string) => [word, ...(word.endsWith("s") ? [word.slice(0, -1)] : []), ...(word.endsWith("es") ? [word.slice(0, -2)] : [])];

/**
 * Every place a row's phrase occurs in the (normalized) text as whole words, its last word
 * maybe plural ("taco" finds "tacos"). Looked up word by word: a few hundred phrases cost
 * a handful of map look-ups per word, not a regex each.
 */
export function findWords<T>(table: readonly WordRule<T>[], text: string): WordMatch<T>[] {
  const { rows, longest } = indexOf(table);
  const words = [...text.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], start: m.index }));
  const found: WordMatch<T>[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 1; n <= longest && i + n <= words.length; n += 1) {
      const head = words.slice(i, i + n - 1).map((w) => w.word);
      const last = words[i + n - 1]!;
      for (const form of new Set(withoutPlural(last.word))) {
        for (const row of rows.get([...head, form].join(" ")) ?? []) {
          found.push({ value: table[row]![1], start: words[i]!.start, end: last.start + last.word.length, row });
        }
      }
    }
  }
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
