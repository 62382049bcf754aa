import { z } from "zod";
import { ALLERGEN_FAMILIES } from "../food/marks";
import { DIETARY_TAGS } from "./display";
import { foodConflictSchema, ingredientSchema, nutritionFactsSchema } from "./responses";
import type { IngredientMatch, RecipeImportDraft, RecipeImportResponse } from "./import";

/** The answers of /api/recipes/import and the export as schemas, for the OpenAPI document (docs/decisions/055). */

export const recipeImportDraftSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  ingredient_lines: z.array(z.string()).meta({ description: "As the page wrote them, entities and whitespace cleaned." }),
  ingredients: z.array(ingredientSchema),
  ingredient_sections: z.array(z.object({ title: z.string().nullable(), lines: z.array(z.string()) })),
  steps: z.array(z.string()),
  serving_size: z.number(),
  yields: z.string().nullable(),
  prep_time: z.number().nullable(),
  cook_time: z.number().nullable(),
  total_time: z.number().nullable(),
  image_url: z.string().nullable(),
  source: z.string().nullable(),
  categories: z.array(z.string()),
  cuisine: z.string().nullable(),
  nutrition: nutritionFactsSchema.partial().nullable().meta({ description: "The page's own figures per serving; ours are computed on save." }),
});

export const ingredientMatchSchema = z.object({ name: z.string(), food: z.string().nullable(), grams: z.number().nullable(), discarded: z.boolean() });

/** What the review screen shows beside a draft: our nutrition, what it contains, the household's conflicts, each line's food. */
export const recipeReviewSchema = z.object({
  nutrition: nutritionFactsSchema.nullable(),
  nutrition_coverage: z.number().nullable(),
  allergens: z.array(z.enum(ALLERGEN_FAMILIES)),
  may_contain: z.array(z.enum(ALLERGEN_FAMILIES)),
  unchecked_ingredients: z.array(z.string()),
  dietary_tags: z.array(z.enum(DIETARY_TAGS)),
  household_conflicts: z.array(foodConflictSchema),
  matches: z.array(ingredientMatchSchema),
});

export const recipeImportResponseSchema = z.object({ draft: recipeImportDraftSchema, warnings: z.array(z.string()), review: recipeReviewSchema });

/** A recipe as schema.org's Recipe (JSON-LD), the export's shape. */
export const schemaOrgRecipeSchema = z.record(z.string(), z.unknown()).meta({ description: "A schema.org Recipe in JSON-LD." });
export const schemaOrgGraphSchema = z.object({ "@context": z.literal("https://schema.org"), "@graph": z.array(schemaOrgRecipeSchema) });

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof recipeImportDraftSchema>, RecipeImportDraft>>();
agree<Same<z.infer<typeof ingredientMatchSchema>, IngredientMatch>>();
agree<Same<Omit<z.infer<typeof recipeImportResponseSchema>, "review">, RecipeImportResponse>>();
