/**
 * What a food can hold that a household may have to avoid (docs/decisions/046-food-knowledge.md).
 * Allergen families: the US major food allergens (FDA, FALCPA 2004 and the FASTER Act 2021) and
 * the EU's others (Regulation 1169/2011, Annex II). Names are the API's, lower-case.
 */
export const ALLERGEN_FAMILIES = [
  "milk",
  "egg",
  "fish",
  "crustacean shellfish",
  "tree nuts",
  "peanuts",
  "wheat",
  "soybeans",
  "sesame",
  "gluten",
  "molluscs",
  "celery",
  "mustard",
  "lupin",
  "sulphites",
] as const;
export type AllergenFamily = (typeof ALLERGEN_FAMILIES)[number];

/** How a family reads in a sentence: "tamari contains soy", "Contains: soy, fish". */
export const FAMILY_LABELS: Record<AllergenFamily, string> = {
  milk: "milk",
  egg: "egg",
  fish: "fish",
  "crustacean shellfish": "shellfish",
  "tree nuts": "tree nuts",
  peanuts: "peanuts",
  wheat: "wheat",
  soybeans: "soy",
  sesame: "sesame",
  gluten: "gluten",
  molluscs: "molluscs",
  celery: "celery",
  mustard: "mustard",
  lupin: "lupin",
  sulphites: "sulphites",
};

/**
 * What a food is, beyond allergens, that a diet cares about:
 * - meat: flesh of mammals or birds (poultry included), and their fat, offal and stock;
 * - pork, beef: which animal (veal counts as beef);
 * - slaughter: made from slaughtered animals without being meat (gelatin, animal rennet, isinglass, carmine);
 * - sea-animal: sea animals that are neither fish nor shellfish (sea urchin, sea cucumber, jellyfish);
 * - animal-product: from animals without slaughter, besides milk and egg (honey, beeswax);
 * - alcohol: an alcoholic drink, or an ingredient made with one (wine, mirin, vanilla extract).
 */
export const FOOD_TRAITS = ["meat", "pork", "beef", "slaughter", "sea-animal", "animal-product", "alcohol"] as const;
export type FoodTrait = (typeof FOOD_TRAITS)[number];

/** Everything a food entry may hold or be. */
export type Mark = AllergenFamily | FoodTrait;
export const MARKS: readonly Mark[] = [...ALLERGEN_FAMILIES, ...FOOD_TRAITS];

const ANIMAL_FLESH: Mark[] = ["meat", "pork", "beef", "slaughter", "sea-animal", "fish", "crustacean shellfish", "molluscs"];

/** Diets a household keeps: restrictions, never dislikes. Ids double as the recipe's dietary tag. */
export const DIETS = ["vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "pork-free", "beef-free", "alcohol-free"] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  pescatarian: "Pescatarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "pork-free": "No pork",
  "beef-free": "No beef",
  "alcohol-free": "No alcohol",
};

/** The marks that break each diet. */
export const DIET_BREAKERS: Record<Diet, readonly Mark[]> = {
  vegetarian: ANIMAL_FLESH,
  vegan: [...ANIMAL_FLESH, "milk", "egg", "animal-product"],
  pescatarian: ["meat", "pork", "beef", "slaughter"],
  "gluten-free": ["gluten", "wheat"],
  "dairy-free": ["milk"],
  "pork-free": ["pork"],
  "beef-free": ["beef"],
  "alcohol-free": ["alcohol"],
};

export const isAllergenFamily = (mark: string): mark is AllergenFamily => (ALLERGEN_FAMILIES as readonly string[]).includes(mark);
export const isDiet = (value: string): value is Diet => (DIETS as readonly string[]).includes(value);
