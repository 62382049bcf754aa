/** The asking around a dish: "Could you make me a ..." says nothing about the dish. */
const LEADING =
  /^(please|can you|could you|would you|will you|i'?d like|i would like|i want|i'?d love|let'?s|lets|make|cook|create|generate|give|suggest|find|whip up|come up with|write|plan|get|need|me|us|up|a|an|the|some|new|another|recipe|recipes|idea|ideas|for|of)\b\s*/;

/** Where the dish's name ends and the request's conditions begin ("... for 4 in 30 minutes"). */
const TRAILING =
  /\s+\b(for|to serve|serving|serves|in under|under|in about|within|in \d+|ready in|please|tonight|today|tomorrow|this week|that|which|using|without|but|so|because)\b.*$/;

/** Words that name a meal, not a dish: "a healthy dinner" leaves the dish to the recipe. */
const GENERIC = new Set(
  "breakfast lunch dinner supper snack brunch meal meals dish dishes recipe recipes something anything food healthy quick easy simple tasty nice good light hearty new different".split(
    " ",
  ),
);

const SMALL = new Set(["with", "and", "or", "of", "in", "on", "a", "the", "au", "de", "la", "al"]);

const titleCase = (words: string[]) =>
  words.map((w, i) => (i > 0 && SMALL.has(w) ? w : w.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()))).join(" ");

/**
 * A recipe title from what the user asked for: "make me a spicy lentil soup for 4" →
 * "Spicy Lentil Soup". Null when the request names no dish ("something quick for dinner"),
 * so the title comes from the recipe Sierra adapted instead.
 */
export function titleFromPrompt(prompt: string): string | null {
  let text = prompt
    .toLowerCase()
    .replace(/[^a-z0-9'\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (let before = ""; before !== text;) {
    before = text;
    text = text.replace(LEADING, "").trim();
  }
  text = text.replace(TRAILING, "").trim();
  const words = text.split(" ").filter(Boolean);
  if (words.length === 0 || words.every((w) => GENERIC.has(w) || SMALL.has(w)) || SMALL.has(words[0]!)) return null;
  return titleCase(words).slice(0, 80).trim();
}
