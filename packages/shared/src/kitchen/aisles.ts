/**
 * Supermarket aisles in the order a shop is usually walked: fresh things first, frozen last so
 * they thaw least on the way home. Every food of the food table has one (the server's
 * food-aisles.json); a line the table does not know is placed by its words.
 */
export const AISLES = ["produce", "meat-fish", "dairy-eggs", "bakery", "pantry", "spices", "frozen", "other"] as const;
export type Aisle = (typeof AISLES)[number];

export const AISLE_LABELS: Record<Aisle, string> = {
  produce: "Produce",
  "meat-fish": "Meat & fish",
  "dairy-eggs": "Dairy & eggs",
  bakery: "Bakery",
  pantry: "Pantry staples",
  spices: "Spices",
  frozen: "Frozen",
  other: "Other",
};

export function isAisle(value: string): value is Aisle {
  return (AISLES as readonly string[]).includes(value);
}

/** Store order: produce first, other last. */
export function aisleRank(aisle: Aisle): number {
  return AISLES.indexOf(aisle);
}

/** Words that place a line the food table does not know, tried in this order. */
const GUESSES: [Aisle, RegExp][] = [
  ["frozen", /\b(frozen|ice cream|sorbet)\b/],
  [
    "meat-fish",
    /\b(beef|pork|lamb|veal|chicken|turkey|duck|mince|steak|sausages?|bacon|ham|salami|prosciutto|fish|salmon|tuna|cod|prawns?|shrimps?|crab|lobster|mussels?|clams?|squid|octopus|anchov(y|ies)|fillets?)\b/,
  ],
  ["dairy-eggs", /\b(milk|cream|cheese|butter|yogh?urt|eggs?|kefir|custard)\b/],
  ["bakery", /\b(bread|rolls?|buns?|bagels?|baguettes?|croissants?|naan|pitas?|tortillas?|wraps?|muffins?|cakes?|pastr(y|ies))\b/],
  [
    "spices",
    /\b(spices?|seasoning|ground [a-z]+|dried (herbs?|oregano|basil|thyme|rosemary|parsley|dill|sage|mint)|peppercorns?|paprika|cumin|cinnamon|nutmeg|cloves? powder|masala|curry powder)\b/,
  ],
  [
    "produce",
    /\b(lettuces?|salads?|greens|herbs?|fruits?|berr(y|ies)|apples?|pears?|onions?|garlic|potato(es)?|carrots?|peppers?|tomato(es)?|cucumbers?|squash|mushrooms?|cabbage|beans? sprouts?|lemons?|limes?|oranges?|bananas?|avocados?|spinach|kale|celery|leeks?|chillies|chilies|chiles?)\b/,
  ],
  [
    "pantry",
    /\b(flour|sugar|rice|pasta|noodles?|oats|beans|lentils|chickpeas|oil|vinegar|sauce|paste|stock|broth|canned|tinned|jar|honey|syrup|nuts?|seeds?|crackers?|cereal|chocolate|coffee|tea)\b/,
  ],
];

/**
 * The aisle of one line: "frozen" in its name sends it to the freezers whatever the food is
 * ("frozen peas" are peas, bought frozen); else the food table's aisle; else a guess by its words.
 */
export function aisleOf(name: string, tableAisle: Aisle | null | undefined): Aisle {
  const text = name.toLowerCase();
  if (/\bfrozen\b/.test(text)) return "frozen";
  if (tableAisle) return tableAisle;
  return GUESSES.find(([, words]) => words.test(text))?.[0] ?? "other";
}
