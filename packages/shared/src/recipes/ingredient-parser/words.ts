/**
 * Word lists the line parser decides by. Each list says what a word does to a line,
 * so a new spelling is one entry here, not a new rule.
 */

/** A word list written as one string, one word per space. */
export const wordSet = (words: string) => new Set(words.trim().split(/\s+/));

/** Sizes of the item, not units: "6 large cloves garlic" is 6 cloves, large. */
export const SIZE_WORDS = wordSet(`small medium large big jumbo extra-large x-large xl medium-large medium-small small-medium
  medium-sized medium-size large-sized large-size small-sized good-sized thumb-size thumb-sized lg lge lrg med md sm sml`);

/** Count words that are no unit: "4 servings rice", "1 unit(s) shallot", "10 no.". The number counts the food; the word goes to the note. */
export const COUNT_NOUNS = /^(?:units?|servings?|portions?|batch(?:es)?|recipes?|nos?\.|nos\b|numbers?)(?![\w-])\.?\s*/i;

/** Small amounts that are no unit: "a drizzle of olive oil", "glug of wine", "a thumb of ginger". The word goes to the note; "of" goes. */
export const SMALL_AMOUNTS = /^(?:drizzles?|dollops?|squeezes?|sprinkle|sprinkling|glugs?|swirls?|dusting|spritz|thumbs?|dabs?)(?![\w-])(?:\s+of\b)?\s*(?=\S)/i;

/** Said before the amount and meaning "an unsaid amount": "a few sprigs", "a little butter". They go to the note. */
export const FEW = /^(?:a\s+few|a\s+little(?!\s+gem)(?:\s+bit)?(?:\s+of)?|few|several)\s+(?=\S)/i;

/** Said of the measure, not the food: "1 heaped tbsp", "a good pinch". They go to the note. */
export const MEASURE_WORDS = wordSet(`heaped heaping level rounded scant generous good generously scanty lightly`);

/** Said before the amount and meaning "roughly": dropped. */
export const APPROXIMATE = /^(?:(?:about|approximately|approx|roughly|around|nearly|almost|circa|some)\b\.?|ca\.|~|±)\s*/i;

/**
 * Preparation, state and manner words: they say what to do with the food, not which food it is,
 * so they go to the note wherever they stand in the name ("finely chopped fresh parsley" -> parsley).
 * Words that name a different food stay in the name: dried, ground, smoked, cooked, roasted, frozen.
 */
export const PREP_WORDS = wordSet(`chopped diced minced sliced grated shredded crushed peeled cubed halved quartered julienned
  torn trimmed pitted seeded deseeded cored stemmed destemmed zested juiced crumbled beaten whisked sifted sieved softened
  melted chilled thawed defrosted drained undrained rinsed washed scrubbed divided packed skinned shelled hulled snipped
  squeezed warmed boned deboned pin-boned filleted cold warm lukewarm boiling fresh freshly finely roughly coarsely thinly thickly lightly firmly loosely
  well very thin thick chunky cut ripe separated picked segmented flaked mashed-up unpeeled uncooked
  room-temperature softened-to-room-temperature homemade home-made store-bought shop-bought storebought prepared quality
  good-quality high-quality best-quality top-quality`);

/** These start a note even without a comma: "butter at room temperature", "oil for frying". */
export const NOTE_STARTS =
  /\s+(?:\+(?=\s+(?:\d|more\b))|(?:for|to (?:taste|serve|garnish|decorate|cover|sprinkle|finish|dust|roll|brush|drizzle)|at room temperature|plus|such as|or more|or less|as needed|as required|as per|if (?:desired|needed|you like|using|available)|cut|divided|optional|optionally|according to|about|approximately|approx\.?|preferably|ideally|e\.g\.|eg|see|from|or|with (?:(?:its|their|the) )?(?:own )?(?:juices?|liquid)|in (?:its|their) own juices?)\b)/i;

/** Flags read anywhere in the line. */
export const TO_TASTE = /\b(?:to taste|as needed|as required|as per taste|to season)\b/i;
export const OPTIONAL = /\b(?:optional|optionally|if desired|if you like)\b/i;

/** A comma may sit between two adjectives of one name: "6 boneless, skinless chicken thighs". */
export const NAME_ADJECTIVES = wordSet(`boneless skinless bone-in skin-on whole ripe firm dry red green yellow white black
  extra lean thick thin large small medium fresh raw unsalted salted sweet hot mild plain organic free-range`);

/** Words that join two foods in one name; a preparation word after one is dropped, not a cut. */
export const CONJUNCTIONS = wordSet(`and or & and/or`);

/** Head nouns two foods share in "X or Y <head>": "lemon or lime juice", "chicken or vegetable stock". */
export const SHARED_HEADS = wordSet(`juice zest oil broth stock cheese pepper peppercorn chile chili chilli sugar vinegar cabbage onion
  flour rice bean lentil wine mushroom tomato potato lettuce milk cream yogurt yoghurt paprika noodle pasta salt seed
  chocolate chip tortilla bread sausage squash mustard starch leaf`);

/** Foods that stand alone, so "water or chicken stock" is water (or stock), never "water stock". */
export const STANDS_ALONE = wordSet(`water butter margarine ghee lard shortening oil honey milk buttermilk cream sugar salt stock broth
  wine beer juice vinegar syrup agave yogurt yoghurt mayonnaise mayo ketchup sauce rum brandy vodka tofu egg eggs pepper
  paprika cumin cayenne`);

/** Kinds, shades and states that qualify the rest of the other name, whatever its head: "red or white wine vinegar" -> red wine vinegar. */
export const QUALIFIERS = wordSet(`red green yellow orange white black brown golden light dark purple frozen canned tinned dried cooked raw
  smoked salted unsalted sweet sweetened unsweetened hot mild spicy smooth crunchy creamy chunky regular plain whole skim
  lite low-fat full-fat reduced-fat nonfat non-fat fat-free low-sodium reduced-sodium virgin extra-virgin refined unrefined
  toasted roasted`);

/** Adverbs leave the name with the word they qualify: "finely chopped", "lightly packed". */
export const ADVERBS = wordSet(`freshly finely roughly coarsely thinly thickly lightly firmly loosely well very freshly-ground`);
/** "fresh ground black pepper" says what "freshly ground" says. */
export const FRESH_PAIRS = wordSet(`ground cracked grated squeezed shaved shredded`);
/** "high quality", "good quality": said of the food's quality, not which food. */
export const QUALITY = wordSet(`high good best top`);
/** "hot" is a state of these only: "hot water", "hot chicken stock", "hot cooked rice"; "hot sauce" and "hot peppers" are foods. */
export const SERVED_HOT = wordSet(`water milk stock broth coffee tea espresso rice pasta noodle noodles potato potatoes`);
