/** One swap: what it replaces, and with what, as a name the food table knows so nutrition stays computed. */
export interface Substitution {
  /** Lower-case ingredient names this swap replaces. */
  replaces: RegExp;
  replacement: string;
  /** The word that stands for the swap in steps and titles ("shrimp" → "white fish"). */
  word: string;
  /** Its plural, where the original's plural needs one ("the eggs" → "the flax eggs"). */
  plural?: string;
  /** Amount of replacement per amount of the original (butter → 3/4 as much olive oil). */
  ratio?: number;
  /** Replacement unit when it is measured differently (1 egg → 1 tbsp ground flaxseed). */
  unit?: string;
  note?: string;
  /** Dishes built on the ingredient, where the swap would not be the same dish (eggs in a frittata). */
  notIn?: RegExp;
}

const SEAFOOD =
  /\b(shrimps?|prawns?|crabs?|crabmeat|lobsters?|langostinos?|langoustines?|scallops?|mussels?|clams?|oysters?|crayfish|crawfish)\b(?! (paste|sauce|juice|stock|broth|mushrooms?))/;
const MILK = /(?<!(coconut|almond|oat|soy|rice|cashew|evaporated|condensed|powdered) )\bmilk\b(?! powder)/;
const PASTA =
  /\b(pasta|spaghetti|spaghettini|penne|linguine|fettuccine|macaroni|rigatoni|fusilli|farfalle|rotini|bucatini|tagliatelle|pappardelle|orecchiette|ziti|egg noodles|lo mein noodles|udon|udon noodles|soba|soba noodles|ramen noodles|wheat noodles)\b/;

/**
 * The swaps Sierra makes, most specific first; several rows for one ingredient are alternatives,
 * tried in order until one suits the household (white fish, or chickpeas for someone who avoids
 * fish). Replacements are foods of the nutrition table: "gluten-free pasta" or "oat milk" are
 * not, and would leave the recipe without nutrition or contradict its tags (docs/decisions/037).
 */
export const SUBSTITUTIONS: readonly Substitution[] = [
  // shellfish
  { replaces: /\b(shrimp|prawn) paste\b/, replacement: "fish sauce", word: "fish sauce" },
  { replaces: /\b(shrimp|prawn) paste\b/, replacement: "miso", word: "miso" },
  { replaces: /\bdried (shrimps?|prawns?)\b/, replacement: "fish sauce", word: "fish sauce", ratio: 0.5 },
  { replaces: /\boyster sauce\b/, replacement: "hoisin sauce", word: "hoisin sauce" },
  { replaces: /\boyster sauce\b/, replacement: "tamari", word: "tamari" },
  { replaces: /\b(clam juice|clam broth|(shrimp|seafood|shellfish) (stock|broth))\b/, replacement: "vegetable broth", word: "vegetable broth" },
  { replaces: SEAFOOD, replacement: "firm white fish", word: "white fish", note: "cut into bite-size pieces" },
  { replaces: SEAFOOD, replacement: "chickpeas", word: "chickpeas", note: "drained" },
  // nuts and peanuts
  { replaces: /\b(peanut|almond|cashew) butter\b/, replacement: "tahini", word: "tahini" },
  { replaces: /\bpeanut oil\b/, replacement: "sunflower oil", word: "sunflower oil" },
  { replaces: /\b(almond|cashew|hazelnut) milk\b/, replacement: "soy milk", word: "soy milk" },
  { replaces: /\b(almond|cashew|hazelnut) milk\b/, replacement: "rice milk", word: "rice milk" },
  { replaces: /\bpeanuts?\b/, replacement: "sunflower seeds", word: "sunflower seeds" },
  {
    replaces: /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|pine nuts?|macadamias?( nuts?)?|mixed nuts)\b/,
    replacement: "pumpkin seeds",
    word: "pumpkin seeds",
  },
  {
    replaces: /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|pine nuts?|macadamias?( nuts?)?|mixed nuts)\b/,
    replacement: "sunflower seeds",
    word: "sunflower seeds",
  },
  // dairy
  { replaces: /\bbuttermilk\b/, replacement: "soy milk", word: "soy milk", note: "soured with a squeeze of lemon" },
  { replaces: MILK, replacement: "soy milk", word: "soy milk" },
  { replaces: MILK, replacement: "rice milk", word: "rice milk" },
  { replaces: /\b(sour cream|cr[eè]me fra[iî]che|(greek |plain |natural )?yogh?urt)\b/, replacement: "coconut yogurt", word: "coconut yogurt" },
  { replaces: /\b(heavy |whipping |double |single |light )?cream\b(?! (cheese|of tartar))/, replacement: "coconut cream", word: "coconut cream" },
  { replaces: /\bghee\b/, replacement: "sunflower oil", word: "oil" },
  {
    replaces: /(?<!(peanut|almond|cashew|nut|seed|cocoa|apple|shea) )\b(unsalted |salted )?butter\b(?! ?beans?)/,
    replacement: "extra-virgin olive oil",
    word: "olive oil",
    ratio: 0.75,
  },
  // gluten
  { replaces: /\b(soy sauce|shoyu)\b/, replacement: "tamari", word: "tamari" },
  { replaces: PASTA, replacement: "rice noodles", word: "rice noodles" },
  { replaces: /\b(couscous|bulgur( wheat)?|freekeh)\b/, replacement: "quinoa", word: "quinoa" },
  { replaces: /\b(pearl barley|barley|farro|spelt)\b/, replacement: "brown rice", word: "brown rice" },
  { replaces: /\b(flour |wheat )?tortillas?\b/, replacement: "corn tortillas", word: "corn tortillas" },
  { replaces: /\b(panko|breadcrumbs?|bread crumbs?)\b/, replacement: "cornmeal", word: "cornmeal" },
  {
    replaces: /\b(all-purpose |plain |wheat |white )?flour\b/,
    replacement: "rice flour",
    word: "rice flour",
    // For thickening and dusting; in bread, pastry or dough the gluten is the structure.
    notIn:
      /\b(breads?|cakes?|pizzas?|dumplings?|pastry|pies?|biscuits?|scones?|buns?|rolls?|naan|pitas?|tortillas?|brioche|pancakes?|crepes?|cr[eê]pes?|waffles?|muffins?|cookies?)\b/,
  },
  // eggs
  {
    replaces: /^(large |medium |small )?eggs?$/,
    replacement: "ground flaxseed",
    word: "flax egg",
    plural: "flax eggs",
    unit: "tablespoon",
    note: "each tablespoon mixed with 3 tablespoons water (a flax egg)",
    notIn:
      /\b(eggs?|omelet(te)?s?|frittatas?|shakshuka|quiches?|carbonara|custards?|souffl[eé]s?|meringues?|huevos|benedict|deviled|scrambled|tortilla espa[nñ]ola|spanish tortilla|tamagoyaki|egg fried rice)\b/,
  },
  // common dislikes
  { replaces: /\b(cilantro|coriander leaves|fresh coriander)\b/, replacement: "parsley", word: "parsley" },
  { replaces: /\bmushrooms?\b/, replacement: "zucchini", word: "zucchini" },
  { replaces: /\b(eggplants?|aubergines?)\b/, replacement: "zucchini", word: "zucchini" },
  { replaces: /\bolives?\b(?! oil)/, replacement: "capers", word: "capers", ratio: 0.5 },
  { replaces: /\bcelery\b/, replacement: "fennel", word: "fennel" },
  { replaces: /\b(bell peppers?|red peppers?|green peppers?|capsicums?)\b/, replacement: "zucchini", word: "zucchini" },
];

/**
 * Swaps for an ingredient, in order of preference: the alternatives of the first row that
 * names it (flour tortillas are tortillas, not flour); none where the dish is built on it.
 */
export function substitutesFor(ingredientName: string, dishTitle = ""): Substitution[] {
  const name = ingredientName.toLowerCase().trim();
  const first = SUBSTITUTIONS.find((s) => s.replaces.test(name));
  if (!first || first.notIn?.test(dishTitle.toLowerCase())) return [];
  return SUBSTITUTIONS.filter((s) => s.replaces.source === first.replaces.source);
}

/** Replaces the swapped ingredient's words in a step or title ("Sear the shrimp" → "Sear the white fish"). */
export function replaceInText(text: string, swap: Substitution): string {
  const pattern = new RegExp(swap.replaces.source.replace(/^\^|\$$/g, "\\b"), "gi");
  return text.replace(pattern, (found) => matchCase(found, swap.plural && /s$/i.test(found) ? swap.plural : swap.word));
}

/** "Shrimp" → "White Fish", "shrimp" → "white fish". */
function matchCase(found: string, word: string): string {
  if (found[0] && found[0] === found[0].toUpperCase() && found[0] !== found[0].toLowerCase()) return word.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return word;
}
