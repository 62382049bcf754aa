/**
 * The list of things after "allergic to", "I don't like", "remove ... from": cut at words that
 * end the list ("now", "anymore", "please", "in my meals"), split at commas and "and"/"or".
 * A list that starts with a pronoun or runs long ("it when you suggest the same thing") is not
 * a list of foods: nothing is returned, so the message is not read as a preference change.
 */
const LIST_END =
  /\s*\b(?:now|anymore|any more|any longer|either|please|too|as well|from now on|these days|at all|at the moment|lately|recently|ever again|again|ever|thanks|thank you|so|because|since|if|when|in (?:my|our|the|any)|on (?:my|our)|for (?:me|us|my|our)|after all|never (?:could|did|has|have|liked)|always (?:has|have|did)|ever since|just so you know|just$|so you know|for your information|fyi|btw|entirely|completely|altogether|for good|in (?:it|them)|doctor'?s orders|please note|note)\b.*$/;
const NOT_FOOD_WORDS = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekends?|week|work|school|today|tomorrow|tonight|\d+)\b/;
const LEADING =
  /^(?:(?:any|the|a|an|all|some|eating|to eat|foods? with|things with|dishes with|anything with|anything containing|stuff with|really|much|more|um|uh|erm)\s+)+/;
const NOT_FOODS = new Set(
  "it that this them those these what when how you your anything something everything nothing cooking being having to me us she he they we i his her their my our your".split(
    " ",
  ),
);

export function preferenceItems(tail: string): string[] {
  const items = tail
    .replace(/[^a-z0-9'\-, ]+/g, " ")
    .replace(LIST_END, "")
    .split(/\s*,\s*|\s+(?:and|or|nor)\s+/)
    .map((item) => item.replace(LEADING, "").trim())
    .filter(Boolean);
  // "chicken and stuff", "nuts etc": the rest of a kind, not a food
  const named = items.filter((item) => !/^(?:stuff|things|the like|so on|etc|that sort of thing|that kind of thing)$/.test(item));
  // "shellfish, she swells up like a balloon": the list ends where what follows is no food
  // "off fri-sun", "off work": days and times are no food
  const foodLike = (item: string) => item.split(" ").length <= 4 && !NOT_FOODS.has(item.split(" ")[0]!) && !NOT_FOOD_WORDS.test(item);
  const end = named.findIndex((item) => !foodLike(item));
  const listed = end < 0 ? named : tail.includes(",") && end > 0 && commaBefore(tail, named[end]!) ? named.slice(0, end) : [];
  return listed;
}

/** A number said as digits or words, within a range; "1,800" reads as 1800. */
export function wholeNumber(token: string | undefined, min: number, max: number, words: (t: string) => number | undefined): number | undefined {
  if (token === undefined) return undefined;
  const value = /^\d[\d,]*$/.test(token) ? Number(token.replace(/,/g, "")) : words(token);
  return value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** Whether a comma comes right before this part of the list (a new sentence part, not the list's own "and"). */
function commaBefore(tail: string, item: string): boolean {
  return new RegExp(`,\\s*${item.split(" ")[0]!.replace(/[^a-z0-9]/g, "")}\\b`).test(tail);
}
