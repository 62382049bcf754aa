/**
 * The dish a generate request names, in the user's words: "make me a recipe for a spicy lentil
 * soup for 6" -> "spicy lentil soup"; "invent a vegan lasagna recipe" -> "vegan lasagna";
 * "come up with a korean-style tofu dish for two" -> "korean-style tofu". Politeness, the verb,
 * articles, "new", servings, times, meal and date words and what to leave out are cut; a request
 * that names no dish ("generate a new recipe with salmon", "invent something") gives none: its
 * foods are in includeIngredients.
 */
const POLITE =
  /^(?:(?:please|sierra|hey|ok|okay|so|kindly|can you|could you|would you|will you|i want you to|i would like you to|i would like|i want|i need|i am looking for|help me|try to|go ahead and|just)\s+)+/;
const VERB =
  /^(?:(?:make|dream|whip|cook|think) (?:me |us )?up|make up|make|create|invent|generate|come up with|dream up|design|develop|devise|write|craft|compose|build|cook up|whip up|give|get|think up|put together)\s+(?:me\s+|us\s+)?/;
const ARTICLE =
  /^(?:(?:a|an|the|some|one|another|new|like|kind of|sort of|brand new|totally new|custom|original|unique|creative|good|great|nice|tasty|delicious|yummy|healthy|totally original|really original|your own take on|your own version of|a version of|version of|take on|twist on|riff on|(?:a |my |your )?(?:own )?(?:take|twist|riff|version) (?:on|of)|[a-z]+-(?:inspired|style|friendly))\s+)+/;
const SERVINGS =
  /\s+(?:for|that serves|serves|serving|to serve|to feed|feeding|which serves)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple|a family|the family|the two of us|us|me|my family|people)\b.*$/;
const CUT = [
  // "invent: lunch, halloumi, 15 min": a time, weight or head count ends the dish's name
  /\s+(?:(?:in|under|within|less than|about|around|max|over|at least|taking|below)\s+)?\d+\s*(?:minutes?|mins?|min|hours?|hrs?|g|grams?|kcal|calories|cals?|people|servings?|portions?)\b.*$/,
  /\s+(?:in|under|within|less than|taking|that takes)\s+(?:\d+|an?|half|one|two)\b.*$/,
  /\s+(?:without|with no|but no|no|not|minus|that is not|which is not|that has no|ready|serves?|feeds?|that|which|using|on|at)\b.*$/,
  /\s+for\s+(?:a|an|the|my|our|christmas|new year|easter|thanksgiving|the school|school|work|lunch|dinner)\b.*$/,
  /\s+(?:for|on|this|next|to have|to eat)\s+(?:dinner|lunch|breakfast|supper|tonight|today|tomorrow|the week|this week|next week|\w+day)\b.*$/,
  /\s+(?:tonight|today|tomorrow|please|thanks|thank you|now)\b.*$/,
  /\s+(?:recipe|dish|meal|thing|kind of thing|sort of thing)s?$/,
];

const MEAL_ONLY = /^(?:breakfast|lunch|dinner|supper|snack|meal|something|anything|tea|feed|thing|smth)s?$/;

export function dishPhrase(text: string): string | undefined {
  let rest = text
    .replace(/[^a-z0-9'\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  rest = rest.replace(POLITE, "").replace(VERB, "").replace(ARTICLE, "").replace(SERVINGS, "");
  const recipeFor = /^(?:.*?\s)?(?:recipe|dish)s?\s+(?:for|of)\s+(.+)$/.exec(rest);
  if (recipeFor) rest = recipeFor[1]!;
  else if (/^(?:recipe|dish|meal|something|anything)s?\b/.test(rest)) return undefined;
  else rest = rest.replace(/\s+(?:recipe|dish)s?\b.*$/, "");
  for (const cut of CUT) rest = rest.replace(cut, "");
  rest = rest.replace(ARTICLE, "").trim();
  const named = rest.length >= 2 && rest.split(" ").length <= 8 && !MEAL_ONLY.test(rest);
  return named ? rest : undefined;
}
