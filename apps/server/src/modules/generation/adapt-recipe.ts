import {
  coreFood,
  formatIngredient,
  isCountedLine,
  replaceInText,
  scaleIngredient,
  SUBSTITUTIONS,
  substitutesFor,
  type Ingredient,
  type Substitution,
} from "@sierra/shared";
import type { ComposedRecipe, GenerationConstraints } from "./composer";
import { lineConflicts } from "./safety";
import type { SourceRecipe } from "./source-recipes";

export type Adaptation = { ok: true; recipe: ComposedRecipe } | { ok: false; blocked: "allergy" | "diet" | "dislike" };

/** Measured amounts a cook can use: quarters, thirds and eighths of a spoon or cup; whole from 4 up. */
export function roundAmount(quantity: number): number {
  if (quantity >= 4) return Math.round(quantity);
  const steps = [4, 3, 8].map((d) => Math.max(1, Math.round(quantity * d)) / d);
  return steps.reduce((best, q) => (Math.abs(q - quantity) < Math.abs(best - quantity) ? q : best));
}

/** Counted lines come back from `scaleIngredient` as sensible counts already (shared `roundCount`). */
function scaled(ingredient: Ingredient, factor: number): Ingredient {
  const next = scaleIngredient(ingredient, factor);
  if (next.quantity === null || factor === 1 || isCountedLine(next)) return next;
  return { ...next, quantity: roundAmount(next.quantity), quantityMax: next.quantityMax === null ? null : roundAmount(next.quantityMax) };
}

function swapped(ingredient: Ingredient, swap: Substitution): Ingredient {
  const ratio = swap.ratio ?? 1;
  return {
    quantity: ingredient.quantity === null ? null : ingredient.quantity * ratio,
    quantityMax: ingredient.quantityMax === null ? null : ingredient.quantityMax * ratio,
    unit: swap.unit ?? ingredient.unit,
    name: swap.replacement,
    note: swap.note ?? ingredient.note,
    food: coreFood(swap.replacement),
    ...(ingredient.optional ? { optional: true } : {}),
    ...(ingredient.toTaste ? { toTaste: true } : {}),
  };
}

/**
 * A catalogue recipe made to fit a household: each line the household rule refuses (an allergy,
 * a diet, a dislike, or a line it cannot check) is swapped from the substitution table for one it
 * accepts (or the recipe is refused), amounts are scaled to the servings, and steps and title
 * name the swaps.
 */
export function adaptRecipe(source: SourceRecipe, constraints: GenerationConstraints, title: string | null): Adaptation {
  const factor = constraints.servings / Math.max(1, source.servingSize);
  const used: { from: string; swap: Substitution }[] = [];
  const ingredients: Ingredient[] = [];
  for (const original of source.ingredients) {
    const conflicts = lineConflicts(original, constraints.limits);
    if (conflicts.length === 0) {
      ingredients.push(scaled(original, factor));
      continue;
    }
    const fit = substitutesFor(original.name, source.title)
      .map((swap) => ({ swap, line: swapped(original, swap) }))
      .find(({ line }) => lineConflicts(line, constraints.limits).length === 0);
    if (!fit) return { ok: false, blocked: conflicts[0]!.kind };
    ingredients.push(scaled(fit.line, factor));
    if (!used.some((u) => u.swap === fit.swap)) used.push({ from: original.name, swap: fit.swap });
  }
  // The table's order, most specific first: "peanut butter" becomes tahini before "peanut" is read alone.
  used.sort((a, b) => SUBSTITUTIONS.indexOf(a.swap) - SUBSTITUTIONS.indexOf(b.swap));
  const rewrite = (text: string) => used.reduce((t, u) => replaceInText(t, u.swap), text);
  const changes = used.map((u) => `${u.swap.replacement} instead of ${u.from}`);
  const after = source.attribution?.chefs.length ? ` (after ${source.attribution.chefs.join(" and ")})` : "";
  return {
    ok: true,
    recipe: {
      title: rewrite(title ?? source.title).slice(0, 200),
      description:
        `Sierra's take on ${source.title}, for ${constraints.servings} ${constraints.servings === 1 ? "serving" : "servings"}${changes.length ? `, with ${changes.join(", ")}` : ""}.`.slice(
          0,
          1000,
        ),
      ingredients: ingredients.map((i) => formatIngredient(i)),
      steps: source.steps.map(rewrite),
      servings: constraints.servings,
      prepTime: source.prepTime,
      cookTime: source.cookTime,
      cuisine: source.cuisine,
      categories: source.categories.slice(0, 10),
      complexity: source.complexity === "simple" ? "simple" : "complex",
      attribution: {
        chefs: [],
        inspiration: `Adapted by Sierra from ${source.title}${after} in the recipe collection${changes.length ? `: ${changes.join(", ")}` : ""}.`.slice(
          0,
          1000,
        ),
      },
    },
  };
}
