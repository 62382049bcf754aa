/**
 * One spelling of a message for every rule after it: lower case, accents dropped, plain
 * apostrophes and hyphens, "&" as "and", contractions spelled out ("what's" -> "what is",
 * "don't" -> "do not", also without the apostrophe), single spaces. Sentence punctuation stays:
 * rules use it as a clause boundary.
 */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bwhat'?s\b/g, "what is"],
  [/\b(how|who|where|when)'s\b/g, "$1 is"],
  // "that one's better"
  [/\b(that|this) one'?s\b/g, "$1 one is"],
  [/\bthat'?s\b/g, "that is"],
  [/\bit's\b/g, "it is"],
  [/\bthere'?s\b/g, "there is"],
  [/\bhere'?s\b/g, "here is"],
  [/\blet'?s\b/g, "let us"],
  [/\bi'?m\b/g, "i am"],
  [/\bwe're\b/g, "we are"],
  [/\bthey're\b/g, "they are"],
  [/\byou're\b/g, "you are"],
  [/\b(i|we|you|they)'ve\b/g, "$1 have"],
  [/\b(i|we|you|they)'d\b/g, "$1 would"],
  [/\b(i|we|you|they|that|it|this|she|he|there)'ll\b/g, "$1 will"],
  [/\b(he|she)'?s\b/g, "$1 is"],
  // "my son's now vegetarian", "she's been vegan for years": a noun's "'s" before a state is a verb.
  [/'s (?=(?:been|gone|got|become|developed|started|stopped|given|grown|outgrown)\b)/g, " has "],
  [/'s (?=(?:now|not|no longer|allergic|intolerant|vegetarian|vegan|pescatarian|coeliac|celiac|lactose|off|a vegetarian|a vegan)\b)/g, " is "],
  // "tonights dinner": a possessive typed without its apostrophe
  [/\b(tonight|today|tomorrow)s\b/g, "$1's"],
  [/\bcan'?t\b/g, "cannot"],
  [/\bwon'?t\b/g, "will not"],
  [/\b(do|does|did|is|are|was|were|have|has|had|should|would|could)n'?t\b/g, "$1 not"],
];

/**
 * Food emoji in a sum of foods say their food ("🥚 + spinach + feta = ?"); beside words they only
 * decorate ("italian vibes 🍝") and stay emoji.
 */
const FOOD_EMOJI: Record<string, string> = {
  "🥚": "egg",
  "🍳": "egg",
  "🍗": "chicken",
  "🐔": "chicken",
  "🐟": "fish",
  "🐠": "fish",
  "🥩": "steak",
  "🥓": "bacon",
  "🧀": "cheese",
  "🍅": "tomato",
  "🥔": "potato",
  "🥕": "carrot",
  "🧅": "onion",
  "🧄": "garlic",
  "🍄": "mushroom",
  "🥦": "broccoli",
  "🌽": "sweetcorn",
  "🍚": "rice",
  "🍝": "pasta",
  "🍞": "bread",
  "🥖": "bread",
  "🥑": "avocado",
  "🍋": "lemon",
  "🍌": "banana",
  "🍎": "apple",
  "🍏": "apple",
  "🥬": "cabbage",
  "🌶": "chilli",
  "🫑": "pepper",
  "🥒": "cucumber",
  "🍆": "aubergine",
  "🦐": "prawn",
  "🍤": "prawn",
  "🦀": "crab",
  "🥛": "milk",
  "🧈": "butter",
  "🍓": "strawberry",
  "🫘": "bean",
  "🥜": "peanut",
  "🐷": "pork",
  "🐖": "pork",
  "🐄": "beef",
  "🐑": "lamb",
  "🍠": "sweet potato",
  "🫐": "blueberry",
  "🍇": "grape",
  "🍊": "orange",
  "🍑": "peach",
  "🍐": "pear",
  "🍍": "pineapple",
  "🥥": "coconut",
  "🍯": "honey",
  "🫛": "pea",
  "🥜🥜": "peanut",
  "🦑": "squid",
  "🐙": "octopus",
  "🦞": "lobster",
  "🦪": "oyster",
  "🍫": "chocolate",
};
const FOOD_EMOJI_PATTERN = new RegExp(
  Object.keys(FOOD_EMOJI)
    .sort((a, b) => b.length - a.length)
    .join("|"),
  "gu",
);

/** Emoji that stand for a word: a thumbs-up is a yes, a trolley the shopping. */
const WORD_EMOJI: [RegExp, string][] = [
  [/(?:\u{1F44D}|\u{1F44C}|\u2705|\u2714\uFE0F?)(?:\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?/gu, " yes "],
  [/\u{1F44E}(?:\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?/gu, " no "],
  [/\u{1F6D2}/gu, " shopping "],
  // "monday's curry 👉 something kid friendly": an arrow from one thing to another
  [/\s*(?:\u{1F449}|\u27A1\uFE0F?|\u2192)(?:\u{1F3FB}|\u{1F3FC}|\u{1F3FD}|\u{1F3FE}|\u{1F3FF})?\s*/gu, " -> "],
];

export function normalizeMessage(message: string): string {
  let text = WORD_EMOJI.reduce((said, [emoji, word]) => said.replace(emoji, word), message)
    .replace(/[+=]/.test(message) ? FOOD_EMOJI_PATTERN : /(?!)/, (emoji) => ` ${FOOD_EMOJI[emoji]} `)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/&/g, " and ");
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  // dictation: "um so my partner um can't stand", "for for six": fillers and stutters say nothing
  text = text.replace(/(?:^|\s)(?:u+m+|u+h+|u+h+m+|e+r+m+|e+r+)(?=[\s,.!?]|$)[,]?/g, " ").replace(/\b([a-z]+)(?: \1\b)+/g, "$1");
  return text.replace(/\s+/g, " ").trim();
}

/** The words only: no punctuation but apostrophes and inner hyphens. For whole-message rules. */
export function bareWords(text: string): string {
  return text
    .replace(/[^a-z0-9'\- ]+/g, " ")
    .replace(/(^|\s)[-']+|[-']+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Clauses of a normalised message: split at sentence punctuation and at "but" / "and i". */
export function clausesOf(text: string): string[] {
  return text
    .split(/[.;!?\n]+|,\s*(?:but|and|so)\s+|\s+(?:but|so)\s+|\s+and\s+(?=(?:i|we|my|our)\s)/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A regular expression alternation of words or phrases, longest first so "sweet potato" wins over "potato". */
export function alternation(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|");
}
