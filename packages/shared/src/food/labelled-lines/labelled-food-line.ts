import type { AllergenFamily, Diet } from "../marks";

/**
 * One ingredient line as a recipe prints it, with what a careful, allergy-aware cook knows it holds.
 * Written by hand from the rules in this folder's README, apart from the food knowledge it scores.
 */
export interface LabelledFoodLine {
  line: string; // as a recipe would print it, amount and all
  contains: AllergenFamily[]; // families a careful reader knows it holds
  mayContain: AllergenFamily[]; // families it holds in some brands or recipes (either answer is acceptable)
  breaks: Diet[]; // diets it certainly breaks
  mayBreak: Diet[]; // diets it breaks in some brands or recipes
  source: string; // the kind of source the line imitates
}

/** Short names for the families, so that a row fits on one line. */
const FAMILY_CODES = {
  milk: "milk",
  egg: "egg",
  fish: "fish",
  crust: "crustacean shellfish",
  mollusc: "molluscs",
  nuts: "tree nuts",
  peanut: "peanuts",
  wheat: "wheat",
  soy: "soybeans",
  sesame: "sesame",
  gluten: "gluten",
  celery: "celery",
  mustard: "mustard",
  lupin: "lupin",
  sulph: "sulphites",
} as const satisfies Record<string, AllergenFamily>;

/** What a food is besides its families, written as the diets that kind of food breaks (README, "Diets"). */
const DIET_CODES = {
  meat: ["vegetarian", "vegan", "pescatarian"], // flesh of mammals or birds, their fat and stock, slaughter products
  pork: ["vegetarian", "vegan", "pescatarian", "pork-free"],
  beef: ["vegetarian", "vegan", "pescatarian", "beef-free"], // veal counts as beef
  animal: ["vegetarian", "vegan"], // sea animals outside the families (sea urchin, sea cucumber)
  vegan: ["vegan"], // animal products without slaughter besides milk and egg: honey, beeswax
  alc: ["alcohol-free"],
} as const satisfies Record<string, readonly Diet[]>;

/** Diets a family breaks by itself: a line that holds the family breaks them, one that may hold it may break them. */
const FAMILY_DIETS: Partial<Record<AllergenFamily, readonly Diet[]>> = {
  milk: ["vegan", "dairy-free"],
  egg: ["vegan"],
  fish: ["vegetarian", "vegan"],
  "crustacean shellfish": ["vegetarian", "vegan"],
  molluscs: ["vegetarian", "vegan"],
  wheat: ["gluten-free"],
  gluten: ["gluten-free"],
};

type FamilyCode = keyof typeof FAMILY_CODES;
type DietCode = keyof typeof DIET_CODES;
type Code = FamilyCode | DietCode;
/** A word of a row's labels: a code for what the line holds, or "?code" for what it holds in some brands or recipes. */
export type LabelWord = Code | `?${Code}`;
/** Labels: LabelWords separated by single spaces; another word turns the expected type into a message naming it. */
export type Labels<S extends string> = S extends `${infer Head} ${infer Rest}`
  ? Head extends LabelWord
    ? `${Head} ${Labels<Rest>}`
    : `"${Head}" is not a label word`
  : S extends LabelWord | ""
    ? S
    : `"${S}" is not a label word`;

const isFamilyCode = (code: string): code is FamilyCode => code in FAMILY_CODES;
const isDietCode = (code: string): code is DietCode => code in DIET_CODES;

/**
 * Builds rows of one source: `const blog = from("US food blog"); blog("2 tbsp soy sauce", "soy wheat")`.
 * Derived labels are added here so every row follows them alike: wheat implies gluten, and a family's own
 * diets (milk breaks vegan and dairy-free, ...) follow it. What a line surely holds is never also a "may".
 */
export function from(source: string) {
  return <S extends string = "">(line: string, labels?: S extends Labels<S> ? S : Labels<S>): LabelledFoodLine => {
    const contains = new Set<AllergenFamily>();
    const mayContain = new Set<AllergenFamily>();
    const breaks = new Set<Diet>();
    const mayBreak = new Set<Diet>();
    for (const word of (labels ?? "").split(" ").filter(Boolean)) {
      const may = word.startsWith("?");
      const code = may ? word.slice(1) : word;
      if (isFamilyCode(code)) (may ? mayContain : contains).add(FAMILY_CODES[code]);
      else if (isDietCode(code)) for (const diet of DIET_CODES[code]) (may ? mayBreak : breaks).add(diet);
      else throw new Error(`Unknown label "${word}" on "${line}"`);
    }
    if (contains.has("wheat")) contains.add("gluten");
    if (mayContain.has("wheat")) mayContain.add("gluten");
    for (const family of contains) for (const diet of FAMILY_DIETS[family] ?? []) breaks.add(diet);
    for (const family of mayContain) for (const diet of FAMILY_DIETS[family] ?? []) mayBreak.add(diet);
    for (const family of contains) mayContain.delete(family);
    for (const diet of breaks) mayBreak.delete(diet);
    return { line, contains: [...contains], mayContain: [...mayContain], breaks: [...breaks], mayBreak: [...mayBreak], source };
  };
}
