import { parseIngredientLine, type RecipeImportDraft } from "@sierra/shared";
import type { FoundRecipe } from "./extract/found-recipe";
import { servingsFrom } from "./extract/yields";
import { stripMarker } from "./extract/headings";

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s);
const minutes = (v: number | null) => (v === null || v > 1440 ? null : v);
const DEFAULT_SERVINGS = 4;

/**
 * What was found, as the draft the member reviews: clipped to what a recipe may hold
 * (recipeInputSchema), ingredient lines read by our parser, times in minutes.
 */
export function toDraft(found: FoundRecipe, source: string | null): RecipeImportDraft {
  const sections = found.sections
    .map((s) => ({ title: s.title ? clip(s.title, 80) : null, lines: s.lines.map((l) => clip(l, 300)).filter(Boolean) }))
    .filter((s) => s.lines.length);
  const lines = sections.flatMap((s) => s.lines).slice(0, 100);
  const total = found.totalTime ?? (found.prepTime !== null && found.cookTime !== null ? found.prepTime + found.cookTime : null);
  const title = clip(found.title, 200);
  return {
    title: title.length >= 2 ? title : "Imported recipe",
    description: found.description ? clip(found.description, 1000) : null,
    ingredient_lines: lines,
    ingredients: lines.map(parseIngredientLine),
    ingredient_sections: sections.some((s) => s.title) ? sections : [],
    steps: found.steps
      .map(stripMarker)
      .filter(Boolean)
      .slice(0, 60)
      .map((s) => clip(s, 2000)),
    serving_size: servingsFrom(found.yields) ?? DEFAULT_SERVINGS,
    yields: found.yields ? clip(found.yields, 100) : null,
    prep_time: minutes(found.prepTime),
    cook_time: minutes(found.cookTime),
    total_time: total,
    image_url: found.image && found.image.length <= 2000 ? found.image : null,
    source: source && source.length <= 300 ? source : null,
    categories: [...new Set(found.categories.map((c) => clip(c, 80)))].slice(0, 10),
    cuisine: found.cuisine ? clip(found.cuisine, 60) : null,
    nutrition: found.nutrition,
  };
}
