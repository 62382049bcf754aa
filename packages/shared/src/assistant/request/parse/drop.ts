import type { RequestConstraints } from "../request";

/**
 * Constraints a follow-up takes back: "actually meat is fine" (diets), "it doesn't have to be
 * quick" (maxMinutes), "any cuisine" (cuisines), "forget the budget" (cheap).
 */
const LET_GO =
  "(?:is fine|is ok|is okay|is alright|are fine|are ok|are okay|is back on|are back on|after all|does not matter|do not matter|is not important|not needed|not necessary)";
const NO_NEED = "(?:does not|do not|need not|does not need to|do not need to|no need to|does not have to|do not have to|needn't|not) (?:have to |need to )?be";
const FORGET = "(?:forget|ignore|drop|scrap|never mind|lose|remove|skip) (?:the|about the|that|my)?";
const RULES: [keyof RequestConstraints, RegExp][] = [
  [
    "diets",
    new RegExp(
      `\\b(?:meat|fish|chicken|dairy|cheese|eggs?|gluten) ${LET_GO}|\\b${NO_NEED} (?:vegetarian|vegan|veggie|pescatarian|gluten[ -]free|dairy[ -]free|meat[ -]free)\\b|\\b${FORGET} (?:vegetarian|vegan|veggie|diet) ?(?:thing|bit|part)?\\b|\\b(?:we can|i can|can) (?:have|eat) meat\\b|\\bwith meat (?:is fine|again)\\b`,
    ),
  ],
  [
    "maxMinutes",
    new RegExp(
      `\\b${NO_NEED} (?:quick|fast|speedy|under|done in)\\b|\\b${FORGET} (?:time|quick|time limit)\\b|\\b(?:time|cooking time|how long) ${LET_GO}|\\bno (?:time limit|rush)\\b|\\b(?:we|i) have (?:more |plenty of |lots of )?time\\b`,
    ),
  ],
  [
    "cuisines",
    new RegExp(
      `\\bany cuisine\\b|\\b${FORGET} (?:[a-z]+ )?(?:cuisine|food)\\b|\\bcuisine ${LET_GO}|\\b${NO_NEED} (?:italian|thai|mexican|indian|chinese|japanese|french|greek)\\b`,
    ),
  ],
  [
    "cheap",
    new RegExp(
      `\\b${FORGET} (?:the )?(?:budget|cost|price)\\b|\\b(?:budget|cost|price|money) ${LET_GO}|\\b${NO_NEED} cheap\\b|\\bsplash out\\b|\\bspend (?:a bit )?more\\b`,
    ),
  ],
  ["equipment", new RegExp(`\\boven (?:is )?(?:fixed|working|back)\\b|\\b${NO_NEED} one[ -]pot\\b|\\bcan use the oven\\b`)],
  ["difficulty", new RegExp(`\\b${NO_NEED} (?:easy|simple)\\b`)],
  ["avoidFoods", new RegExp(`\\b[a-z]+ ${LET_GO}`)],
  ["servings", /\bjust (?:the usual|us) (?:number|amount)\b/],
];

/** The message without the words that let constraints go. */
export function withoutDropped(said: string): string {
  let text = said.replace(/'s (?=(?:fine|ok|okay|alright|back on)\b)/g, " is ");
  for (const [, pattern] of RULES) text = text.replace(new RegExp(pattern.source, "g"), " ");
  return text;
}

export function droppedIn(said: string): (keyof RequestConstraints)[] {
  // "meat's fine" is "meat is fine"
  const text = said.replace(/'s (?=(?:fine|ok|okay|alright|back on)\b)/g, " is ");
  const out: (keyof RequestConstraints)[] = [];
  for (const [key, pattern] of RULES) if (pattern.test(text) && !out.includes(key)) out.push(key);
  // "meat is fine" takes back a diet, not a food left out
  if (out.includes("diets") && out.includes("avoidFoods")) out.splice(out.indexOf("avoidFoods"), 1);
  if (out.some((k) => k !== "avoidFoods") && out.includes("avoidFoods")) out.splice(out.indexOf("avoidFoods"), 1);
  return out;
}
