import { singular } from "@sierra/shared";
import foodRows from "../../../catalogue/foods.json" with { type: "json" };

export interface Food {
  fdcId: number;
  name: string;
  synonyms: string[];
  per100g: { kcal: number; protein: number; carbs: number; fat: number; fiber: number; sugar: number; sodiumMg: number };
  gramsPerCup?: number;
  unitWeights?: Record<string, number>;
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

/** Words after the food that name a part of it, not another food: "lime zest", "salmon fillets", "garlic cloves". */
const PARTS = new Set(
  "zest peel rind leaf clove fillet half sprig stalk wedge slice piece chunk cube floret kernel seed thread stick bulb head stem rib segment spear tip pod strip shaving round ring loin meat flesh steak".split(
    " ",
  ),
);

/**
 * Foods that a qualifier turns into another food: "coconut milk" is not milk, "garlic powder"
 * not garlic powder's garlic, "ice cream" not cream. A run ending in one of these is only
 * the food when no food word was dropped before it.
 */
const FORMS = new Set(
  "milk butter cream flour sugar oil sauce powder paste salt juice broth stock extract vinegar syrup water wine jam jelly chip crumb meal seasoning spice bouillon mix spread yogurt bread cake pie soup salad tea dressing".split(
    " ",
  ),
);
const CHANGES_FOOD = new Set(["ice", "nut"]);

const isFoodWord = (word: string) => CHANGES_FOOD.has(word) || INDEX.has(word);

/** May `run` (words start..end of `words`) stand for the whole name? */
function runStandsForName(words: string[], start: number, end: number): boolean {
  const trailing = words.slice(end).map(singular);
  if (trailing.some((w) => !PARTS.has(w))) return false;
  const head = singular(words[end - 1]!);
  const dropped = words.slice(0, start).map(singular);
  return !(FORMS.has(head) && dropped.some(isFoodWord));
}

/**
 * The food an ingredient name stands for: the whole name, else its longest run of words
 * that names a food ("boneless chicken thigh" -> "chicken thigh"), trying singular forms too.
 * A run must end at the head noun, the last word (or before words naming a part of it:
 * "lime zest"), so "salt cod" is cod and "butter beans" beans, not salt or butter; and a
 * form like milk or powder is not taken when a food word qualifies it ("coconut milk",
 * "garlic salt"). Null when nothing matches: an unknown food is reported, never guessed.
 */
export function matchFood(name: string): Food | null {
  const words = normalizeName(name).split(" ").filter(Boolean);
  for (let length = words.length; length > 0; length -= 1) {
    for (let start = words.length - length; start >= 0; start -= 1) {
      const run = words.slice(start, start + length);
      const hit = INDEX.get(run.join(" ")) ?? INDEX.get(run.map(singular).join(" "));
      if (hit && (length === words.length || runStandsForName(words, start, start + length))) return hit;
    }
  }
  return null;
}
