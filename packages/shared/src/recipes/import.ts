import { z } from "zod";
import type { Ingredient } from "./ingredient-shape";
import type { Nutrition } from "./api";
import { recipeInputSchema, type RecipeInput } from "./input";
import { sectionedInput, type IngredientSection } from "./ingredient-sections";

/** Largest page or text a member may paste (the fetched page has the same ceiling, 5 MB). */
export const IMPORT_MAX_PASTE = 5_000_000;

const pageUrl = z.url({ protocol: /^https?$/, error: "Enter a web address starting with http:// or https://" }).max(2000, "That web address is too long");

/** POST /api/recipes/import: a page to fetch, a page's HTML pasted with its address, or a recipe's text. */
export const recipeImportSchema = z
  .object({
    url: pageUrl.optional(),
    html: z.string().min(1, "Paste the page's HTML").max(IMPORT_MAX_PASTE, "That page is too large to import (the limit is 5 MB).").optional(),
    text: z.string().trim().min(1, "Paste the recipe's text").max(200_000, "That text is too long to import.").optional(),
  })
  .strict()
  .refine((v) => (v.text !== undefined ? v.url === undefined && v.html === undefined : v.url !== undefined), {
    message: "Send a page address, a page's HTML with its address, or a recipe's text",
  });
export type RecipeImportInput = z.infer<typeof recipeImportSchema>;

export const importMessages = {
  noRecipe: "We couldn't find a recipe on that page. Paste its text instead?",
  blocked: "That address can't be reached from Sierra. Paste the page's text instead?",
  timeout: "That page took too long to answer. Try again, or paste its text instead?",
  tooLarge: "That page is too large to import (the limit is 5 MB).",
  unreachable: "We couldn't open that page. Check the address, or paste its text instead?",
  notHtml: "That address is not a web page. Paste the recipe's text instead?",
  rateLimited: "Too many imports. Please wait a moment and try again.",
  guessed: "This page has no recipe markup: the recipe was guessed from its headings and lists. Check it before saving.",
  imageSkipped: "The recipe's image could not be used.",
} as const;

/** How the review reads one ingredient line: the food of our table it stands for and its weight (null: not matched). */
export interface IngredientMatch {
  name: string;
  food: string | null;
  grams: number | null;
  /** poured away with the water ("salt for the pasta water"): not eaten, not counted */
  discarded: boolean;
}

/** What an import found, before the member reviews and saves it. Nothing of it is stored. */
export interface RecipeImportDraft {
  title: string;
  description: string | null;
  /** as the page wrote them, entities and whitespace cleaned */
  ingredient_lines: string[];
  /** the same lines read by our ingredient parser */
  ingredients: Ingredient[];
  ingredient_sections: IngredientSection[];
  steps: string[];
  serving_size: number;
  /** as the page wrote it: "24-30 cookies" */
  yields: string | null;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  image_url: string | null;
  source: string | null;
  categories: string[];
  cuisine: string | null;
  /** the page's own figures per serving, shown beside ours; ours are computed on save */
  nutrition: Partial<Nutrition> | null;
}

export interface RecipeImportResponse {
  draft: RecipeImportDraft;
  warnings: string[];
}

/** The draft as the recipe form's values; the server clips drafts so this always validates. */
export function draftToRecipeInput(draft: RecipeImportDraft): RecipeInput {
  return {
    title: draft.title,
    ...(draft.description ? { description: draft.description } : {}),
    // the groups keep their names on the saved recipe; lines past the 100 kept are not in any group
    ingredients: draft.ingredient_sections.length ? sectionedInput(draft.ingredient_sections).slice(0, 100) : draft.ingredient_lines,
    steps: draft.steps,
    categories: draft.categories,
    ...(draft.cuisine ? { cuisine: draft.cuisine } : {}),
    serving_size: draft.serving_size,
    ...(draft.prep_time !== null ? { prep_time: draft.prep_time } : {}),
    ...(draft.cook_time !== null ? { cook_time: draft.cook_time } : {}),
    ...(draft.source ? { source: draft.source } : {}),
    ...(draft.image_url ? { image_url: draft.image_url } : {}),
  };
}

export const draftIsValid = (draft: RecipeImportDraft) => recipeInputSchema.safeParse(draftToRecipeInput(draft)).success;
