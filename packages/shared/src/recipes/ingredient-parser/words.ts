/**
 * Word lists the line parser decides by. Each list says what a word does to a line,
 * so a new spelling is one entry here, not a new rule.
 */
const set = (words: string) => new Set(words.trim().split(/\s+/));

/** Sizes of the item, not units: "6 large cloves garlic" is 6 cloves, large. */
export const SIZE_WORDS = set(`small medium large big jumbo extra-large x-large xl medium-large medium-small small-medium
  medium-sized medium-size large-sized large-size small-sized good-sized`);

/** Said of the measure, not the food: "1 heaped tbsp", "a good pinch". They go to the note. */
export const MEASURE_WORDS = set(`heaped heaping level rounded scant generous good generously scanty lightly`);

/** Said before the amount and meaning "roughly": dropped. */
export const APPROXIMATE = /^(?:(?:about|approximately|approx|roughly|around|nearly|almost|circa|some)\b\.?|ca\.|~|±)\s*/i;

/**
 * Preparation, state and manner words: they say what to do with the food, not which food it is,
 * so they go to the note wherever they stand in the name ("finely chopped fresh parsley" -> parsley).
 * Words that name a different food stay in the name: dried, ground, smoked, cooked, roasted, frozen.
 */
export const PREP_WORDS = set(`chopped diced minced sliced grated shredded crushed peeled cubed halved quartered julienned
  torn trimmed pitted seeded deseeded cored stemmed destemmed zested juiced crumbled beaten whisked sifted sieved softened
  melted chilled thawed defrosted drained undrained rinsed washed scrubbed divided packed skinned shelled hulled snipped
  squeezed warmed boned deboned pin-boned filleted cold warm lukewarm boiling fresh freshly finely roughly coarsely thinly thickly lightly firmly loosely
  well very thin thick chunky cut ripe separated picked segmented flaked mashed-up unpeeled uncooked
  room-temperature softened-to-room-temperature`);

/** These start a note even without a comma: "butter at room temperature", "oil for frying". */
export const NOTE_STARTS =
  /\s+(?:for|to (?:taste|serve|garnish|decorate|cover|sprinkle|finish|dust|roll|brush|drizzle)|at room temperature|plus|such as|or more|or less|as needed|as required|if (?:desired|needed|you like|using|available)|cut|divided|optional|optionally|according to|about|approximately|approx\.?|preferably|ideally|e\.g\.|eg|see|from|or)\b/i;

/** Flags read anywhere in the line. */
export const TO_TASTE = /\b(?:to taste|as needed|as required|to season)\b/i;
export const OPTIONAL = /\b(?:optional|optionally|if desired|if you like)\b/i;

/** A comma may sit between two adjectives of one name: "6 boneless, skinless chicken thighs". */
export const NAME_ADJECTIVES = set(`boneless skinless bone-in skin-on whole ripe firm dry red green yellow white black
  extra lean thick thin large small medium fresh raw unsalted salted sweet hot mild plain organic free-range`);

/** Words that join two foods in one name; a preparation word after one is dropped, not a cut. */
export const CONJUNCTIONS = set(`and or & and/or`);
