import { FOODS, DISH_KINDS, WORLD_DISHES } from "../../intent/food-words";
import { CUISINE_WORDS } from "../../intent/cuisines";

/**
 * Home cooks type fast: "tmrw", "dinners for nxt week", "vegitarian", "brekkie". Before any rule
 * reads a message, casual and short forms are spelled out and a word the vocabulary does not know
 * is replaced by the one known word within a small edit distance (one edit up to 6 letters, two
 * beyond), if exactly one is that close. Ordinary English words are never "corrected".
 */
const CASUAL: Record<string, string> = {
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomoz: "tomorrow",
  tonite: "tonight",
  "2nite": "tonight",
  nxt: "next",
  wk: "week",
  wknd: "weekend",
  wkend: "weekend",
  pls: "please",
  plz: "please",
  thx: "thanks",
  ty: "thanks",
  u: "you",
  ur: "your",
  r: "are",
  n: "and",
  "w/": "with",
  w: "with",
  "w/out": "without",
  wout: "without",
  wot: "what",
  wat: "what",
  gd: "good",
  em: "them",
  ye: "yes",
  yess: "yes",
  yesss: "yes",
  v: "very",
  ive: "i have",
  nahh: "nah",
  nahhh: "nah",
  tbh: "honestly",
  im: "i am",
  nae: "no",
  smth: "something",
  sth: "something",
  veges: "vegetables",
  vegies: "vegetables",
  oot: "out",
  gie: "give",
  ppl: "people",
  incl: "including",
  // Scots: "ma husband cannae stand mushrooms", "neeps an tatties"
  ma: "my",
  cannae: "cannot",
  canna: "cannot",
  dinnae: "do not",
  didnae: "did not",
  wouldnae: "would not",
  wi: "with",
  neeps: "swede",
  tatties: "potatoes",
  spuds: "potatoes",
  spud: "potato",
  aye: "yes",
  eatin: "eating",
  cookin: "cooking",
  havin: "having",
  makin: "making",
  nothin: "nothing",
  somethin: "something",
  "w/o": "without",
  wo: "without",
  brekkie: "breakfast",
  brekky: "breakfast",
  dins: "dinners",
  din: "dinner",
  veggo: "vegetarian",
  cals: "calories",
  kcal: "calories",
  kcals: "calories",
  mins: "minutes",
  min: "minutes",
  hr: "hour",
  hrs: "hours",
  b4: "before",
  gonna: "going to",
  wanna: "want to",
  gotta: "have to",
  lemme: "let me",
  gimme: "give me",
  dunno: "do not know",
  cuz: "because",
  coz: "because",
  tho: "though",
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  weds: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
  // British spellings of the rule words
  favourite: "favorite",
  favourites: "favorites",
  favour: "favor",
  flavour: "flavor",
  organise: "organize",
};

/** Words the rules read, beyond foods and cuisines. */
const RULE_WORDS = `plan plans planned planning schedule meal meals dinner dinners lunch lunches breakfast breakfasts supper snack snacks
  week weeks weekend weekends weeknight weeknights weekday weekdays tonight today tomorrow yesterday monday tuesday wednesday thursday
  friday saturday sunday morning evening night nights month next this last rest remove delete clear swap replace change instead
  recipe recipes vegetarian vegan pescatarian gluten dairy free allergic allergy allergies shopping list groceries grocery calories
  calorie protein carbs carb fat macros nutrition leftover leftovers pantry fridge cupboard freezer cheap budget quick quicker easy
  simple minutes hour hours oven pot slow cooker fryer pressure microwave grill stove sheet tray favorite favorites usual special
  something different suggest recommend find search generate invent create please thanks calendar servings people adults kids
  children family guests cook cooking make making whip tonight anything healthy spicy mild different another second third first
  fourth fifth dinner undo cancel confirm keep except without with only just instead actually lasagne yoghurt chilli mince
  coriander prawn prawns aubergine courgette vegetables vegetable protein breakfasts takeaway`.split(/\s+/);

/** Ordinary words that look like a vocabulary word a letter away ("dine" / "diner", "fast" / "feast"): left alone. */
const ENGLISH = new Set(
  `a an and are as at be been but by can could did do does done for from get got had has have he her his how i if in into is it its just
  party parties stay stays dose creep cuddle cuddly norma satay pastry
  let like me more most my no not now of off on one or our out over please she so some than that the their them then there these they
  this those to too up us was we were what when where which while who why will with would you your yes yeah yep ok okay sure thanks
  want need fancy feel love hate like eat eating ate have having had make made cook cooked put add added take give show tell know
  think any all each every both few many much lot lots bit little big small new old good great nice fine bad best better same
  other else than time times day days night nights week weeks month kids kid friends friend home house family people person guest
  guests adult adults child children wife husband partner mum mom dad son daughter baby babies toddler teen teens girl boy girls boys
  hot cold warm light heavy rich fresh hungry tired busy late early long short fast slow easy hard cheap dear low high under below
  above less fewer least again also maybe though because since until before after during around about while whilst instead only
  just even still already yet ever never always often usually sometimes well very really quite pretty rather mostly fine cool
  dine diner feast fest real meat meet mean means here there where were wear ware care core more mole hole role rule ruled bake
  baked bakes baking fry fried frying roast roasted grill grilled stew stews steam steamed boil boiled sauce sauces side sides
  veg veggie veggies dish dishes bowl bowls plate plates pot pots pan pans tray trays oven ovens hob stove cooker cookers jar
  tin tins can cans box boxes bag bags pack packs leave left right wrong sorry oops hmm hm um uh ah oh hey hi hello bye cheers
  ta lovely brilliant awesome perfect amazing ace grand decent proper tasty yummy spicy mild sweet sour salty bitter plain
  first second third fourth fifth last next previous following coming upcoming rest whole entire full half quarter double
  done going doing trying looking thinking getting keeping using used use lets tonight nothing something anything everything
  fill work works worked working stand wash washing dorm after before parents visiting staying sister brother church school
  office knackered shattered starving skint stuff things thing tried tries cheers mate maybe bring brought bother hassle mess
  write writes writing wrote written devise dream dreamt invent invents idea ideas help helps capable exactly sort sorts kind kinds
  could would should might shall ask asked asking tell told wonder wondering remind remember forget forgot enough score scores
  game games match matches team changed`.split(/\s+/),
);

const VOCABULARY = new Set<string>(
  [...RULE_WORDS, ...FOODS, ...[...DISH_KINDS].filter((d) => !WORLD_DISHES.has(d)), ...CUISINE_WORDS.keys()]
    .flatMap((w) => w.split(" "))
    .filter((w) => w.length >= 4),
);
const BY_LENGTH = new Map<number, string[]>();
for (const word of VOCABULARY) BY_LENGTH.set(word.length, [...(BY_LENGTH.get(word.length) ?? []), word]);

/** Levenshtein distance with adjacent swaps counted as one edit, stopping once past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

const corrections = new Map<string, string>();

/** The one vocabulary word a typed word is a typo of, or the word itself. */
export function corrected(word: string): string {
  if (
    word.length < 5 ||
    VOCABULARY.has(word) ||
    VOCABULARY.has(word.replace(/e?s$/, "")) ||
    VOCABULARY.has(`${word}s`) ||
    ENGLISH.has(word) ||
    // "changed", "planned", "swapping": a known word with its ending is that word, not a typo of another
    (/(?:ed|ing)$/.test(word) && [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3)].some((stem) => VOCABULARY.has(stem) || ENGLISH.has(stem))) ||
    !/^[a-z]+$/.test(word)
  )
    return word;
  const known = corrections.get(word);
  if (known !== undefined) return known;
  const limit = word.length >= 8 ? 2 : 1;
  let best = word;
  let bestDistance = limit + 1;
  let ties = 0;
  for (let length = word.length - limit; length <= word.length + limit; length += 1) {
    for (const candidate of BY_LENGTH.get(length) ?? []) {
      // Typists rarely miss a word's first letter; a word that differs there is another word ("grown", "brown").
      if (candidate[0] !== word[0] && !(candidate[0] === word[1] && candidate[1] === word[0])) continue;
      const distance = editDistance(word, candidate, limit);
      if (distance < bestDistance) [best, bestDistance, ties] = [candidate, distance, 0];
      else if (distance === bestDistance) ties += 1;
    }
  }
  // A plural typo of a known word stays plural ("tomatos" -> "tomatoes" is not needed: singular() reads both).
  const result = bestDistance <= limit && ties === 0 ? best : word;
  if (corrections.size < 10_000) corrections.set(word, result);
  return result;
}

/** Casual forms spelled out, British words in the catalogue's names, typos corrected; punctuation kept. */
export function respell(text: string): string {
  return casualSuffixes(text).replace(/[a-z0-9/]+/g, (word) => {
    const casual = CASUAL[word];
    if (casual !== undefined) return casual;
    if (/^[a-z]+$/.test(word)) return corrected(word);
    return word;
  });
}

const ADJECTIVE_FOODS: Record<string, string> = { sugary: "sugar", creamy: "cream", cheesy: "cheese", nutty: "nuts", meaty: "meat", fishy: "fish" };
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };

/** "italian-ish", "7ish": the rough word is the word; "leftover veg" is vegetables (not a diet). */
function casualSuffixes(text: string): string {
  return (
    text
      .replace(/\b([a-z]{3,})-ish\b/g, "$1")
      .replace(/\b(\d+)-?ish\b/g, "$1")
      .replace(/\b(\d+) ?ppl\b/g, "$1 people")
      // "under forty minutes": tens in words, before a unit of time
      .replace(
        /\b(twenty|thirty|forty|fifty|sixty|ninety)(?:[ -](five))? (minutes?|mins?|min)\b/g,
        (_, tens: string, five: string | undefined, unit: string) => `${TENS[tens]! + (five ? 5 : 0)} ${unit}`,
      )
      // "nothing sugary": the food left out, in its noun
      .replace(
        /\b(no|nothing|not too|without|nothing too) (sugary|creamy|cheesy|nutty|meaty|fishy)\b/g,
        (_, not: string, adj: string) => `${not} ${ADJECTIVE_FOODS[adj]}`,
      )
      // dictation's homophones: "for the too of us"
      .replace(/\bthe too of us\b/g, "the two of us")
      // "dinners 4 us 2": a "4" before whom is "for"
      .replace(/\b4 (?=(?:us|me|the|my|our|you|him|her|them)\b)/g, "for ")
      .replace(/\bus 2\b/g, "us two")
      // "for to people", "for ate people", "no more meet": numbers and foods heard as other words
      .replace(
        /\b(for|feeds?|feeding|serves?|serving|just|only) (?:to|too)(?= (?:people|persons|adults|kids|children|of us|portions|servings|guests)\b)/g,
        "$1 two",
      )
      .replace(/\b(for|feeds?|feeding|serves?|serving) ate(?= (?:people|persons|adults|kids|children|of us|portions|servings|guests)\b)/g, "$1 eight")
      .replace(/\b(no|more|any|red|white|eat|eating|without|less) meet\b/g, "$1 meat")
      .replace(/\b(with|and|some|no|of) leaks\b/g, "$1 leeks")
      // "veg dinners for 5 members" (Indian English): a meal said veg is vegetarian
      .replace(/\b(?:pure )?veg (?=(?:dinners?|lunches?|breakfasts?|meals?|food|options?|family|members|thalis?|menu)\b)/g, "vegetarian ")
      .replace(
        /\b(leftover|left over|some|the|of|and|with|roast|roasted|frozen|spare|more|extra|any) veg\b(?![ -]?(?:curry|options?|dishes|meals?|food|friendly))/g,
        "$1 vegetables",
      )
  );
}
