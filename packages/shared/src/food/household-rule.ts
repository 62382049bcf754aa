import { foodKnowledge } from "./food-knowledge";
import { compileHousehold, type CompiledHousehold, type Household } from "./household";
import type { AvoidTerm } from "./household-terms";
import type { IngredientFood } from "./ingredient-food";
import { DIET_BREAKERS, DIET_LABELS, FAMILY_LABELS, isAllergenFamily, type Diet, type Mark } from "./marks";
import type { FoundFood } from "./read-food";
import { productFamiliesOf, readRecipeFood, type FoodRecipe } from "./recipe-food";
import { nameWords } from "./food-words";
import { recipeWordText, wordsPhrase } from "./recipe-words";

/**
 * One way a recipe goes against a household. `certain` is false when it could not be checked:
 * a line the knowledge cannot place, or a food that holds the allergen in some brands.
 */
export interface FoodConflict {
  kind: "allergy" | "diet" | "dislike";
  /** the household's own word, or the diet's label: "soy", "Vegetarian", "pork" */
  about: string;
  /** the ingredient that causes it, as the recipe names it */
  ingredient: string;
  certain: boolean;
  /** "tamari contains soy", "zlorp sauce could not be checked for peanuts" */
  reason: string;
}

const label = (mark: Mark) => (isAllergenFamily(mark) ? FAMILY_LABELS[mark] : mark);

/** "tamari contains soy", but "the recipe has peanut butter" where the food names what it holds. */
function holds(food: FoundFood, what: string, may = false): string {
  const named = ` ${nameWords(food.text).join(" ")} `.includes(` ${nameWords(what).join(" ")} `);
  if (named) return may ? `the recipe may have ${what} in ${food.text}` : `the recipe has ${food.text}`;
  return `${food.text} ${may ? "may contain" : "contains"} ${what}`;
}

/** What one found food does to one avoided thing. */
function foodAgainst(term: AvoidTerm, food: FoundFood, strict: boolean): { certain: boolean; reason: string } | null {
  if (term.by === "families") {
    const held = term.families.find((f) => food.has.has(f));
    if (held) return { certain: true, reason: holds(food, FAMILY_LABELS[held]) };
    const maybe = term.families.find((f) => food.may.has(f));
    return maybe ? { certain: false, reason: holds(food, FAMILY_LABELS[maybe], true) } : null;
  }
  if (term.by !== "food") return null;
  const concept = foodKnowledge().concept(food.id);
  if (concept.ancestors.has(term.food)) return { certain: true, reason: strict ? holds(food, term.text) : `${food.text} counts as ${term.text}` };
  if (!strict) return null;
  // "nuts" for an almond allergy: a food above the allergen may be it.
  if (foodKnowledge().concept(term.food).ancestors.has(food.id)) return { certain: false, reason: holds(food, term.text, true) };
  const maybe = term.families.find((f) => food.may.has(f));
  if (maybe) return { certain: false, reason: holds(food, FAMILY_LABELS[maybe], true) };
  // Worcestershire sauce for an anchovy allergy: it holds fish, and which fish is not said.
  const product = productFamiliesOf(food).find((f) => term.families.includes(f));
  return product ? { certain: false, reason: `${food.text} contains ${FAMILY_LABELS[product]}, which may be ${term.text}` } : null;
}

function dietAgainst(diet: Diet, food: FoundFood): { certain: boolean; reason: string } | null {
  const breakers = DIET_BREAKERS[diet];
  const held = breakers.find((m) => food.has.has(m));
  const what = DIET_LABELS[diet].toLowerCase();
  if (held) return { certain: true, reason: diet.endsWith("-free") ? holds(food, label(held)) : `${food.text} is not ${what}` };
  const maybe = breakers.find((m) => food.may.has(m));
  if (!maybe) return null;
  return { certain: false, reason: diet.endsWith("-free") ? holds(food, label(maybe), true) : `${food.text} may not be ${what}` };
}

const unchecked = (line: IngredientFood, what: string) => `${line.unknown.join(", ") || line.ingredient} could not be checked for ${what}`;

/**
 * Every way a recipe goes against a household's allergies, diets and dislikes, with reasons.
 * The one rule for "is this food safe for this household?" (design.md section 4.11): every path
 * that proposes food asks it, and the recipe list's SQL filter is built from the same terms
 * (household-filter.ts). Unknown is not safe: a line that cannot be placed is a conflict for
 * every allergy and diet, though not for a dislike.
 */
export function householdConflicts(recipe: FoodRecipe, household: Household | CompiledHousehold): FoodConflict[] {
  const limits = compileHousehold(household);
  if (!limits.allergies.length && !limits.diets.length && !limits.dislikes.length) return [];
  const food = readRecipeFood(recipe);
  const conflicts: FoodConflict[] = [];
  const add = (kind: FoodConflict["kind"], about: string, ingredient: string, found: { certain: boolean; reason: string } | null) => {
    if (found && !conflicts.some((c) => c.kind === kind && c.about === about && c.reason === found.reason))
      conflicts.push({ kind, about, ingredient, ...found });
  };
  const text = recipeWordText(recipe.title, food.lineText);
  for (const line of food.lines) {
    for (const term of limits.allergies) {
      line.foods.forEach((f) => add("allergy", term.text, line.ingredient, foodAgainst(term, f, true)));
      if (line.unknown.length) add("allergy", term.text, line.ingredient, { certain: false, reason: unchecked(line, term.text.toLowerCase()) });
    }
    for (const diet of limits.diets) {
      line.foods.forEach((f) => add("diet", DIET_LABELS[diet], line.ingredient, dietAgainst(diet, f)));
      if (line.unknown.length) add("diet", DIET_LABELS[diet], line.ingredient, { certain: false, reason: unchecked(line, DIET_LABELS[diet].toLowerCase()) });
    }
    // A dislike keeps out what certainly is the food; "may contain" is for allergies and diets.
    for (const term of limits.dislikes) line.foods.forEach((f) => add("dislike", term.text, line.ingredient, foodAgainst(term, f, false)));
  }
  for (const [kind, terms] of [["allergy", limits.allergies] as const, ["dislike", limits.dislikes] as const]) {
    for (const term of terms) {
      if (term.by === "words" && text.includes(wordsPhrase(term.words)))
        add(kind, term.text, term.text, { certain: true, reason: `the recipe names ${term.text}` });
    }
  }
  return conflicts;
}

/** No conflict of any kind: the recipe may be planned, suggested or generated for this household. */
export function isSafeFor(recipe: FoodRecipe, household: Household | CompiledHousehold): boolean {
  return householdConflicts(recipe, household).length === 0;
}
