/**
 * Our unit table: every unit a recipe line may use, with its kind and size.
 * Volume in millilitres (US customary), mass in grams; count units are sized
 * per food (foods.json unitWeights) or by the container size a line gives, so
 * they carry no size here.
 */
export type UnitKind = "mass" | "volume" | "count";

export interface UnitDefinition {
  id: string;
  kind: UnitKind;
  /** grams for mass units, millilitres for volume units */
  size?: number;
  /** short label for display, singular and plural */
  label: [string, string];
  /** a container whose size a line may state: "1 (14.5 oz) can" */
  container?: boolean;
}

const U = (id: string, kind: UnitKind, size: number | undefined, one: string, many = one): UnitDefinition => ({ id, kind, size, label: [one, many] });
const C = (id: string, many = `${id}s`): UnitDefinition => ({ id, kind: "count", label: [id, many], container: true });

export const UNITS: Record<string, UnitDefinition> = Object.fromEntries(
  [
    U("teaspoon", "volume", 4.929, "tsp"),
    U("tablespoon", "volume", 14.787, "tbsp"),
    U("dessertspoon", "volume", 9.858, "dessertspoon", "dessertspoons"),
    U("cup", "volume", 236.588, "cup", "cups"),
    U("fluid ounce", "volume", 29.574, "fl oz"),
    U("pint", "volume", 473.176, "pint", "pints"),
    U("quart", "volume", 946.353, "quart", "quarts"),
    U("gallon", "volume", 3785.41, "gallon", "gallons"),
    U("milliliter", "volume", 1, "ml"),
    U("centiliter", "volume", 10, "cl"),
    U("deciliter", "volume", 100, "dl"),
    U("liter", "volume", 1000, "l"),
    U("dash", "volume", 0.616, "dash", "dashes"),
    U("pinch", "volume", 0.308, "pinch", "pinches"),
    U("drop", "volume", 0.05, "drop", "drops"),
    U("milligram", "mass", 0.001, "mg"),
    U("gram", "mass", 1, "g"),
    U("kilogram", "mass", 1000, "kg"),
    U("ounce", "mass", 28.3495, "oz"),
    U("pound", "mass", 453.592, "lb"),
    ...[
      "clove",
      "slice",
      "stalk",
      "sprig",
      "head",
      "piece",
      "fillet",
      "stick",
      "handful",
      "knob",
      "rib",
      "bulb",
      "pod",
      "sheet",
      "strip",
      "wedge",
      "ear",
      "rasher",
      "stem",
      "cube",
      "splash",
      "loaf",
      "punnet",
      "scoop",
      "chunk",
      "square",
    ].map((id) => U(id, "count", undefined, id, id === "loaf" ? "loaves" : `${id}s`)),
    U("bunch", "count", undefined, "bunch", "bunches"),
    U("leaf", "count", undefined, "leaf", "leaves"),
    // Written by the previous parser as units; kept so stored lines still read (the parser now keeps sizes apart).
    U("small", "count", undefined, "small"),
    U("medium", "count", undefined, "medium"),
    U("large", "count", undefined, "large"),
    C("can"),
    C("jar"),
    C("package"),
    C("box", "boxes"),
    C("bag"),
    C("bottle"),
    C("carton"),
    C("container"),
    C("tub"),
    C("envelope"),
    C("pouch", "pouches"),
    C("block"),
  ].map((u) => [u.id, u]),
);

/** Spellings cooks write, onto our ids. Case-insensitive except T (tablespoon) against t (teaspoon). */
const ALIASES: Record<string, string> = {
  t: "teaspoon",
  tsp: "teaspoon",
  tsps: "teaspoon",
  tspn: "teaspoon",
  tspns: "teaspoon",
  teasp: "teaspoon",
  teaspoons: "teaspoon",
  "t/s": "teaspoon",
  tbsp: "tablespoon",
  tbsps: "tablespoon",
  tbs: "tablespoon",
  tbl: "tablespoon",
  tbls: "tablespoon",
  tblsp: "tablespoon",
  tbspn: "tablespoon",
  tbspns: "tablespoon",
  tablespoons: "tablespoon",
  tablesp: "tablespoon",
  "dessert spoon": "dessertspoon",
  "dessert spoons": "dessertspoon",
  dessertspoons: "dessertspoon",
  dsp: "dessertspoon",
  c: "cup",
  cups: "cup",
  "fl oz": "fluid ounce",
  "fl. oz": "fluid ounce",
  "fl.oz": "fluid ounce",
  floz: "fluid ounce",
  "fluid ounces": "fluid ounce",
  "fl ounce": "fluid ounce",
  "fl ounces": "fluid ounce",
  pt: "pint",
  pts: "pint",
  pints: "pint",
  qt: "quart",
  qts: "quart",
  quarts: "quart",
  gal: "gallon",
  gals: "gallon",
  gallons: "gallon",
  ml: "milliliter",
  mls: "milliliter",
  millilitre: "milliliter",
  millilitres: "milliliter",
  milliliters: "milliliter",
  cl: "centiliter",
  centilitre: "centiliter",
  centilitres: "centiliter",
  centiliters: "centiliter",
  dl: "deciliter",
  decilitre: "deciliter",
  decilitres: "deciliter",
  l: "liter",
  litre: "liter",
  litres: "liter",
  liters: "liter",
  ltr: "liter",
  mg: "milligram",
  milligrams: "milligram",
  milligramme: "milligram",
  milligrammes: "milligram",
  g: "gram",
  gr: "gram",
  grs: "gram",
  grams: "gram",
  gramme: "gram",
  grammes: "gram",
  gm: "gram",
  gms: "gram",
  kg: "kilogram",
  kgs: "kilogram",
  kilo: "kilogram",
  kilos: "kilogram",
  kilograms: "kilogram",
  kilogramme: "kilogram",
  kilogrammes: "kilogram",
  oz: "ounce",
  ozs: "ounce",
  ounces: "ounce",
  lb: "pound",
  lbs: "pound",
  pounds: "pound",
  pinches: "pinch",
  dashes: "dash",
  splashes: "splash",
  drops: "drop",
  bunches: "bunch",
  leaves: "leaf",
  loaves: "loaf",
  pkg: "package",
  pkgs: "package",
  packages: "package",
  pack: "package",
  packs: "package",
  packet: "package",
  packets: "package",
  sachet: "package",
  sachets: "package",
  tin: "can",
  tins: "can",
  boxes: "box",
  pouches: "pouch",
};

const PLURALS: Record<string, string> = Object.fromEntries(
  Object.values(UNITS).flatMap(
    (u) =>
      [
        [u.id, u.id],
        [`${u.id}s`, u.id],
      ] as [string, string][],
  ),
);

/** Every spelling we read as a unit, lower-cased, for the line parser. */
export const UNIT_SPELLINGS: ReadonlyMap<string, string> = new Map([...Object.entries(PLURALS), ...Object.entries(ALIASES)]);

/** Our unit id for a unit word or parser id, or null when we do not know it. */
export function resolveUnit(word: string | null | undefined): UnitDefinition | null {
  if (!word) return null;
  const key = word.trim().replace(/\.$/, "");
  if (key === "T") return UNITS.tablespoon!;
  const id = UNITS[key] ? key : UNIT_SPELLINGS.get(key.toLowerCase());
  return id ? (UNITS[id] ?? null) : null;
}
