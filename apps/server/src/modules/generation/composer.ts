import { z } from "zod";
import { recipeInputSchema, type CompiledHousehold, type GenerationRequest, type Household, type RecipeInputValues } from "@sierra/shared";

/** Generated recipes carry this source: the recipe page shows 'Source:' for every other one (spec section 2). */
export const GENERATED_SOURCE = "generated";

/** What the worker knows about the household when a job runs (read from the user's preferences). */
export interface GenerationConstraints {
  /** What the household avoids, as written (every member's allergies and diets included). */
  household: Household;
  /** The same, as the one household rule reads it. */
  limits: CompiledHousehold;
  /** Cuisines the user likes. */
  cuisines: string[];
  /** The request's servings, else the household's size. */
  servings: number;
  cookingComplexity: string;
}

const field = recipeInputSchema.shape;

/**
 * A recipe as a composer hands it over, checked before anything is saved: a model's answer is
 * untrusted input. Nutrition is never part of it; the worker computes it from the ingredients.
 */
export const composedRecipeSchema = z.object({
  title: field.title,
  description: z.string().trim().max(1000).nullable(),
  ingredients: z.array(z.string().trim().min(1).max(300)).min(1).max(100),
  steps: field.steps,
  servings: z.number().int().min(1).max(100),
  prepTime: z.number().int().min(0).max(1440).nullable(),
  cookTime: z.number().int().min(0).max(1440).nullable(),
  cuisine: z.string().trim().max(60).nullable(),
  categories: z.array(z.string().trim().min(1).max(80)).max(10),
  complexity: z.enum(["simple", "complex"]),
  /** What it was adapted from or inspired by, said plainly. */
  attribution: z.object({ chefs: z.array(z.string().trim().min(1).max(100)).max(5), inspiration: z.string().trim().min(1).max(1000) }),
});
export type ComposedRecipe = z.infer<typeof composedRecipeSchema>;

/**
 * Writes a recipe for a request: the local composer adapts the catalogue; a model-backed one
 * (apps/server/src/adapters/llm) writes its own. `signal` aborts when the job's time is up or
 * the instance shuts down.
 */
export interface RecipeComposer {
  compose(request: GenerationRequest, constraints: GenerationConstraints, signal: AbortSignal): Promise<ComposedRecipe>;
}

/**
 * A failure with a reason the user reads. `retry: false` when trying again cannot help (nothing
 * in the catalogue is safe for their allergies); other errors are retried up to the attempt cap.
 */
export class GenerationError extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
  ) {
    super(reason);
  }
}

export const generationReasons = {
  allergies: "No recipe could be adapted safely for your allergies",
  diets: "No recipe could be adapted to your household's diet",
  dislikes: "No recipe could be adapted to avoid your dislikes",
  tooSlow: (minutes: number) => `No recipe can be made in ${minutes} minutes or less`,
  nothingFound: "No recipe matched your request",
  timedOut: "Generation timed out",
  failed: "Sierra could not generate this recipe. Please try again.",
} as const;

/** A composed recipe as the recipe form's input, so it is saved the way every user's recipe is. */
export function toRecipeInput(composed: unknown): RecipeInputValues {
  const parsed = composedRecipeSchema.safeParse(composed);
  if (!parsed.success) throw new Error(`Composed recipe is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const r = parsed.data;
  return recipeInputSchema.parse({
    title: r.title,
    description: r.description ?? undefined,
    ingredients: r.ingredients,
    steps: r.steps,
    complexity: r.complexity,
    categories: r.categories,
    cuisine: r.cuisine ?? undefined,
    serving_size: r.servings,
    prep_time: r.prepTime ?? undefined,
    cook_time: r.cookTime ?? undefined,
    // Tags are earned from the ingredients on save, never taken from a composer (docs/decisions/046).
    dietary_tags: [],
    attribution: r.attribution,
    source: GENERATED_SOURCE,
  });
}
