/**
 * Quantities as cooks write them, rewritten to plain digits before the line is read:
 * "1½" and "1 ½" -> "1 1/2", "one and a half" -> "1 1/2", "a dozen" -> "12".
 */
const VULGAR: Record<string, string> = {
  "¼": "1/4",
  "½": "1/2",
  "¾": "3/4",
  "⅐": "1/7",
  "⅑": "1/9",
  "⅒": "1/10",
  "⅓": "1/3",
  "⅔": "2/3",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};
const VULGAR_RE = new RegExp(`(\\d)?\\s*([${Object.keys(VULGAR).join("")}])`, "g");

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
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
};
const WORD_RE = Object.keys(WORDS).join("|");

/** Head rewrites, tried in order on the start of the line (lower-cased copy decides, original keeps its case). */
const HEAD_RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^half an? dozen\b/i, () => "6"],
  [/^(?:a|one) dozen\b/i, () => "12"],
  [/^dozen\b/i, () => "12"],
  [new RegExp(`^(${WORD_RE}|\\d+) (?:and|&) (?:a|one)[ -]half\\b`, "i"), (m) => `${num(m[1]!)} 1/2`],
  [new RegExp(`^(${WORD_RE}|\\d+) (?:and|&) (?:a|one)[ -](quarter|third)\\b`, "i"), (m) => `${num(m[1]!)} 1/${m[2]!.toLowerCase() === "quarter" ? 4 : 3}`],
  [/^(?:a|one)[ -]half(?: (?:of )?an?)?\b/i, () => "1/2"],
  [/^half(?: (?:of )?an?)?\b/i, () => "1/2"],
  [/^(?:a|one)[ -]quarter(?: (?:of )?an?)?\b/i, () => "1/4"],
  [/^(?:a )?couple(?: of)?\b/i, () => "2"],
  [new RegExp(`^(twenty|thirty|forty|fifty)-(one|two|three|four|five|six|seven|eight|nine)\\b`, "i"), (m) => String(num(m[1]!) + num(m[2]!))],
  [new RegExp(`^(${WORD_RE})\\s*(?:-|to|or)\\s*(${WORD_RE})\\b`, "i"), (m) => `${num(m[1]!)}-${num(m[2]!)}`],
  [new RegExp(`^(${WORD_RE})\\b`, "i"), (m) => String(num(m[1]!))],
  [/^an?\b(?! few\b| little\b(?! gem\b)| bit\b)/i, () => "1"],
];

function num(word: string): number {
  return WORDS[word.toLowerCase()] ?? Number(word);
}

/** Unicode fractions to "n/d", a mixed number kept apart from its whole: "1½" -> "1 1/2". */
export function plainFractions(text: string): string {
  return text.replace(VULGAR_RE, (_m, whole: string | undefined, f: string) => (whole ? `${whole} ${VULGAR[f]}` : ` ${VULGAR[f]}`)).replace(/\u2044/g, "/");
}

/** Spelled-out amounts at the head of a line to digits; the rest is left as written. */
export function digitsAtHead(text: string): string {
  for (const [re, to] of HEAD_RULES) {
    const m = re.exec(text);
    if (m) return to(m) + text.slice(m[0].length);
  }
  return text;
}

/** "1 & 1/2", "1 and 1/2", "1-1/2" -> "1 1/2" (a whole then a proper fraction is one mixed number). */
export function joinMixedNumbers(text: string): string {
  return text.replace(/^(\d+)\s*(?:&|and|\+|-)\s*(\d+)\/(\d+)\b/i, (m, w: string, n: string, d: string) => (Number(n) < Number(d) ? `${w} ${n}/${d}` : m));
}

/** "1 1/2" -> 1.5, "3/4" -> 0.75, "2.5" -> 2.5, "1,5" -> 1.5, "1,500.50" -> 1500.5; NaN when not a number. */
export function readNumber(token: string): number {
  // A comma before three digits groups thousands; before one or two it is a decimal comma.
  const t = token
    .trim()
    .replace(/^(\d{1,3}(?:,\d{3})+)(\.\d+)?$/, (_m, whole: string, decimals = "") => whole.replace(/,/g, "") + decimals)
    .replace(/^(\d+),(\d{1,2})$/, "$1.$2");
  const mixed = /^(\d+) (\d+)\/(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) === 0 ? Number.NaN : Number(fraction[1]) / Number(fraction[2]);
  return /^(\d+(\.\d+)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** One written number, for the amount grammar: "1 1/2", "1/2", "1,500.50", "1.5", ".5", "1,5". */
export const NUMBER = String.raw`(?:\d+ \d+\/\d+|\d+\/\d+|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|\.\d+)`;
