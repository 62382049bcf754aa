/**
 * Our unit table: every unit a recipe line may use, with its kind and size.
 * Volume in millilitres (US customary), mass in grams; count units are sized
 * per food (foods.json unitWeights), so they carry no size here.
 */
export type UnitKind = "mass" | "volume" | "count";

export interface UnitDefinition {
  id: string;
  kind: UnitKind;
  /** grams for mass units, millilitres for volume units */
  size?: number;
  /** short label for display, singular and plural */
  label: [string, string];
}

const U = (id: string, kind: UnitKind, size: number | undefined, one: string, many = one): UnitDefinition => ({ id, kind, size, label: [one, many] });

export const UNITS: Record<string, UnitDefinition> = Object.fromEntries(
  [
    U("teaspoon", "volume", 4.929, "tsp"),
    U("tablespoon", "volume", 14.787, "tbsp"),
    U("cup", "volume", 236.588, "cup", "cups"),
    U("fluid ounce", "volume", 29.574, "fl oz"),
    U("pint", "volume", 473.176, "pint", "pints"),
    U("quart", "volume", 946.353, "quart", "quarts"),
    U("gallon", "volume", 3785.41, "gallon", "gallons"),
    U("milliliter", "volume", 1, "ml"),
    U("liter", "volume", 1000, "l"),
    U("dash", "volume", 0.616, "dash", "dashes"),
    U("pinch", "volume", 0.308, "pinch", "pinches"),
    U("gram", "mass", 1, "g"),
    U("kilogram", "mass", 1000, "kg"),
    U("ounce", "mass", 28.3495, "oz"),
    U("pound", "mass", 453.592, "lb"),
    U("clove", "count", undefined, "clove", "cloves"),
    U("can", "count", undefined, "can", "cans"),
    U("slice", "count", undefined, "slice", "slices"),
    U("stalk", "count", undefined, "stalk", "stalks"),
    U("sprig", "count", undefined, "sprig", "sprigs"),
    U("bunch", "count", undefined, "bunch", "bunches"),
    U("head", "count", undefined, "head", "heads"),
    U("piece", "count", undefined, "piece", "pieces"),
    U("fillet", "count", undefined, "fillet", "fillets"),
    U("leaf", "count", undefined, "leaf", "leaves"),
    U("stick", "count", undefined, "stick", "sticks"),
    U("small", "count", undefined, "small"),
    U("medium", "count", undefined, "medium"),
    U("large", "count", undefined, "large"),
    U("package", "count", undefined, "package", "packages"),
    U("handful", "count", undefined, "handful", "handfuls"),
  ].map((u) => [u.id, u]),
);

/** parse-ingredient's unit ids and common spellings, onto ours. */
const ALIASES: Record<string, string> = {
  tsp: "teaspoon", teaspoons: "teaspoon", t: "teaspoon",
  tbsp: "tablespoon", tablespoons: "tablespoon", tbs: "tablespoon", T: "tablespoon",
  cups: "cup", c: "cup",
  "fl oz": "fluid ounce", floz: "fluid ounce", "fluid ounces": "fluid ounce",
  ml: "milliliter", millilitre: "milliliter", milliliters: "milliliter", l: "liter", litre: "liter", liters: "liter",
  g: "gram", grams: "gram", gramme: "gram", kg: "kilogram", kilograms: "kilogram",
  oz: "ounce", ounces: "ounce", lb: "pound", lbs: "pound", pounds: "pound",
  cloves: "clove", cans: "can", slices: "slice", stalks: "stalk", sprigs: "sprig", bunches: "bunch",
  heads: "head", pieces: "piece", fillets: "fillet", leaves: "leaf", sticks: "stick", pinches: "pinch", dashes: "dash",
  pkg: "package", packages: "package", pack: "package",
  pt: "pint", qt: "quart", gal: "gallon",
};

/** Our unit id for a unit word or parser id, or null when we do not know it. */
export function resolveUnit(word: string | null | undefined): UnitDefinition | null {
  if (!word) return null;
  const key = word.trim();
  const id = UNITS[key] ? key : ALIASES[key] ?? ALIASES[key.toLowerCase()] ?? (UNITS[key.toLowerCase()] ? key.toLowerCase() : undefined);
  return id ? (UNITS[id] ?? null) : null;
}
