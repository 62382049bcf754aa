import type { IngredientSection, Nutrition } from "@sierra/shared";
import { stripMarker } from "./headings";

/** What one reader (JSON-LD, microdata, RDFa, headings, text) found, before it becomes a draft. */
export interface FoundRecipe {
  title: string;
  description: string | null;
  sections: IngredientSection[];
  steps: string[];
  yields: string | null;
  prepTime: number | null;
  cookTime: number | null;
  totalTime: number | null;
  image: string | null;
  categories: string[];
  cuisine: string | null;
  nutrition: Partial<Nutrition> | null;
}

export const emptyRecipe = (title: string): FoundRecipe => ({
  title,
  description: null,
  sections: [],
  steps: [],
  yields: null,
  prepTime: null,
  cookTime: null,
  totalTime: null,
  image: null,
  categories: [],
  cuisine: null,
  nutrition: null,
});

/** A recipe needs at least one ingredient line and one step that say something. */
export const hasRecipe = (r: FoundRecipe | null): r is FoundRecipe =>
  !!r && r.sections.some((s) => s.lines.some((l) => l.trim())) && r.steps.some((s) => stripMarker(s));
