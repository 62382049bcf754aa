/**
 * The list of things after "allergic to", "I don't like", "remove ... from": cut at words that
 * end the list ("now", "anymore", "please", "in my meals"), split at commas and "and"/"or".
 * A list that starts with a pronoun or runs long ("it when you suggest the same thing") is not
 * a list of foods: nothing is returned, so the message is not read as a preference change.
 */
const LIST_END =
  /\s*\b(?:now|anymore|any more|any longer|either|please|too|as well|from now on|these days|at all|at the moment|lately|recently|ever again|again|ever|thanks|thank you|so|because|since|if|when|in (?:my|our|the|any)|on (?:my|our)|for (?:me|us|my|our)|after all|never (?:could|did|has|have|liked)|always (?:has|have|did)|ever since)\b.*$/;
const LEADING = /^(?:(?:any|the|a|an|all|some|eating|to eat|foods? with|things with|dishes with|really|much|more)\s+)+/;
const NOT_FOODS = new Set(
  "it that this them those these what when how you your anything something everything nothing cooking being having to me us".split(" "),
);

export function preferenceItems(tail: string): string[] {
  const items = tail
    .replace(/[^a-z0-9'\-, ]+/g, " ")
    .replace(LIST_END, "")
    .split(/\s*,\s*|\s+(?:and|or|nor)\s+/)
    .map((item) => item.replace(LEADING, "").trim())
    .filter(Boolean);
  const understood = items.every((item) => item.split(" ").length <= 4 && !NOT_FOODS.has(item.split(" ")[0]!));
  return understood ? items : [];
}

/** A number said as digits or words, within a range; "1,800" reads as 1800. */
export function wholeNumber(token: string | undefined, min: number, max: number, words: (t: string) => number | undefined): number | undefined {
  if (token === undefined) return undefined;
  const value = /^\d[\d,]*$/.test(token) ? Number(token.replace(/,/g, "")) : words(token);
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}
