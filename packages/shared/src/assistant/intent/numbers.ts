/**
 * Numbers, servings and cooking times in a normalised message. Words count as numbers from one
 * to twelve, plus "a couple" (2), "a dozen" (12) and "half a dozen" (6).
 */
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  "a couple of": 2,
  "a couple": 2,
  "couple of": 2,
  "a few": 3,
  few: 3,
  "a dozen": 12,
  "half a dozen": 6,
};

/** A number as digits or words, for use inside a larger pattern (one capture group). */
export const NUMBER = `(\\d{1,5}|half a dozen|a dozen|a couple of|a couple|couple of|a few|few|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

export function toNumber(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d+$/.test(token)) return Number(token);
  return Object.hasOwn(WORDS, token) ? WORDS[token] : undefined;
}

/** Units after a number that say it is not a head count: "for 30 minutes", "for 2 weeks". */
const NOT_PEOPLE =
  "(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|nights?|meals?|dinners?|lunches?|breakfasts?|snacks?|recipes?|dishes?|calories|kcal|cals?|am|pm|th|st|nd|rd|grams?|g|%)";
const SERVINGS: RegExp[] = [
  new RegExp(`\\bserv(?:es|ing|ings)? ${NUMBER}\\b`),
  new RegExp(`\\bfeeds? ${NUMBER}\\b`),
  // "a chilli that does 8", "6 covers", "feed 20"
  new RegExp(`\\b(?:that|which|it) does ${NUMBER}\\b`),
  new RegExp(`\\b${NUMBER} covers\\b`),
  new RegExp(`\\bfeed ${NUMBER}\\b`),
  new RegExp(
    `\\b${NUMBER}[ -](?:servings?|portions?|people|persons?|adults|guests|of us(?! (?:is|are|has|have|eats?|can)\\b)|flatmates|friends|mates|colleagues|folks?|players)\\b`,
  ),
  new RegExp(`\\bfor the ${NUMBER} of us\\b`),
  // "make that 14, the cousins are coming", "make it 6": a head count changed
  new RegExp(`^(?:(?:actually|oh|ok|okay|wait|sorry|so),? )*make (?:it|that) ${NUMBER}\\b(?![ -]?(?:of )?${NOT_PEOPLE}\\b)(?![.:/,]?\\d)`),
  // "there'll be 6 now", "we'll be 8 on saturday"
  new RegExp(`\\b(?:there will be|we will be|there are going to be|we are going to be) ${NUMBER}\\b(?![ -]?(?:of )?${NOT_PEOPLE}\\b)`),
  // "meal prep x4", "portions x 6": a batch's number of portions
  new RegExp(`\\b(?:meal ?prep|prep|portions?|servings?|batch(?: cook)?) x ?${NUMBER}\\b`),
  // "for 5 members" (Indian English), "6 family members"
  new RegExp(`\\b${NUMBER} (?:family )?members\\b`),
  new RegExp(`\\bfor (?:(?:a|the|my|our) (?:family|group|party|household|table) of )?${NUMBER}\\b(?![ -]?(?:of )?${NOT_PEOPLE}\\b)(?![.:/,]?\\d)`),
];

/** "for 6", "for four people", "serves 2", "for two", "for the two of us"; 1 to 20 only. */
export function servingsIn(text: string): number | undefined {
  for (const pattern of SERVINGS) {
    const said = pattern.exec(text)?.[1];
    // "a few fancy starters": a few is no head count
    if (said && /^(?:a )?few$/.test(said)) continue;
    const value = toNumber(said);
    if (value !== undefined && value >= 1 && value <= 20) return value;
  }
  return undefined;
}

const HOUR = "(?:hours?|hrs?|h)";
const MINUTE = "(?:minutes?|mins?|m)";
const DURATIONS: [RegExp, (m: RegExpExecArray) => number | undefined][] = [
  [/\b(?:an|one|1) hour and a half\b|\b1\.5 (?:hours?|hrs?)\b|\bhour and a half\b/, () => 90],
  [/\bhalf an? hour\b|\bhalf-hour\b/, () => 30],
  [/\bquarter of an hour\b/, () => 15],
  [new RegExp(`\\b${NUMBER}[ -]?${HOUR}\\b`), (m) => times(toNumber(m[1]), 60)],
  [new RegExp(`\\b(?:an|one) ${HOUR}\\b`), () => 60],
  [new RegExp(`\\b${NUMBER}[ -]?${MINUTE}\\b`), (m) => toNumber(m[1])],
];
const times = (n: number | undefined, factor: number) => (n === undefined ? undefined : n * factor);

/**
 * The longest cooking time a message allows: "under 30 minutes", "in 20 min", "half an hour",
 * "an hour or less", "30-minute meals". Any duration in a request is read as a ceiling.
 */
export function maxMinutesIn(text: string): number | undefined {
  for (const [pattern, read] of DURATIONS) {
    const match = pattern.exec(text);
    const value = match ? read(match) : undefined;
    if (value !== undefined && value >= 5 && value <= 600) return value;
  }
  return undefined;
}

/** "quick", "quicker", "fast", "speedy", "easy weeknight", "in a hurry": a short cook, no number. */
export function isQuick(text: string): boolean {
  return /\b(?:quick(?:er|est|ly)?(?! (?:question|q|note|check)\b)|fast(?:er|est)?|speedy|speedier|rapid|hurry|rush|rushed|short on time|no time|weeknight|less time|shorter)\b/.test(
    text,
  );
}
