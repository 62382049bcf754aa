/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = {
  lunch: "lunches",
  serving: "servings",
  dish: "dishes",
  day: "days",
  person: "people",
  family: "families",
  batch: "batches",
};

/** The noun for a count: "meal" for 1, "meals" otherwise (0 meals, 2 meals, 1.5 servings). */
export function pluralNoun(count: number, singular: string, plural = IRREGULAR[singular] ?? `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: "1 meal", "3 meals", "0 items". Every shown count goes through this. */
export function countOf(count: number, singular: string, plural?: string): string {
  return `${count} ${pluralNoun(count, singular, plural)}`;
}
