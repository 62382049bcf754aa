import foodRows from "../../../catalogue/foods.json" with { type: "json" };

export type FoodFlag = "meat" | "poultry" | "fish" | "shellfish" | "dairy" | "egg" | "gluten" | "tree-nut" | "peanut" | "animal" | "soy" | "sesame";

export interface Food {
  fdcId: number;
  name: string;
  synonyms: string[];
  per100g: { kcal: number; protein: number; carbs: number; fat: number; fiber: number; sugar: number; sodiumMg: number };
  gramsPerCup?: number;
  unitWeights?: Record<string, number>;
  flags?: FoodFlag[];
  idUnverified?: boolean;
}

export const FOODS = foodRows as Food[];

/** "Chopped  Tomatoes (ripe)" -> "chopped tomatoes" */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^a-z0-9'&\- ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Plural to singular for the common English endings recipe names use. */
function singular(word: string): string {
  if (/(ss|us)$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(oes|ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

function buildIndex(foods: Food[]): Map<string, Food> {
  const index = new Map<string, Food>();
  for (const food of foods) {
    for (const key of [food.name, ...food.synonyms]) {
      const normal = normalizeName(key);
      if (!index.has(normal)) index.set(normal, food);
      const single = normal.split(" ").map(singular).join(" ");
      if (!index.has(single)) index.set(single, food);
    }
  }
  return index;
}

const INDEX = buildIndex(FOODS);

/**
 * The food an ingredient name stands for: the whole name, else its longest run
 * of words that names a food ("boneless chicken thigh" -> "chicken thigh"),
 * trying singular forms too. Among runs of one length the last wins: in English
 * the head noun comes last, so "salt cod" is cod, "butter beans" beans and
 * "egg noodles" noodles, not salt, butter or egg. Null when nothing matches.
 */
export function matchFood(name: string): Food | null {
  const words = normalizeName(name).split(" ").filter(Boolean);
  for (let length = words.length; length > 0; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const run = words.slice(start, start + length);
      const hit = INDEX.get(run.join(" ")) ?? INDEX.get(run.map(singular).join(" "));
      if (hit) return hit;
    }
  }
  return null;
}
