import { z } from "zod";
import { DIETARY_TAGS } from "./display";

const ingredientSection = z.string().trim().min(1, "A group name cannot be empty").max(80, "A group name can be at most 80 characters");

const ingredientInput = z.union([
  z.string().trim().min(1, "Ingredients cannot be empty").max(300, "An ingredient line can be at most 300 characters"),
  z.object({
    item: z.string().trim().min(1).max(200),
    qty: z.union([z.number(), z.string().max(20)]).optional(),
    unit: z.string().max(30).optional(),
    section: ingredientSection.optional(),
  }),
  // A line as written, in the group the page gave it ("For the frosting"): kept and shown as a section.
  z.object({
    line: z.string().trim().min(1, "Ingredients cannot be empty").max(300, "An ingredient line can be at most 300 characters"),
    section: ingredientSection,
  }),
]);

/** A recipe a user writes (or Sierra writes for them). Nutrition is computed, never taken from input. */
export const recipeInputSchema = z.object({
  title: z.string().trim().min(2, "Title must be at least 2 characters").max(200, "Title can be at most 200 characters"),
  description: z.string().trim().max(1000, "Description can be at most 1000 characters").optional(),
  ingredients: z.array(ingredientInput).min(1, "Add at least one ingredient").max(100, "At most 100 ingredients"),
  steps: z
    .array(z.string().trim().min(1, "Steps cannot be empty").max(2000, "A step can be at most 2000 characters"))
    .min(1, "Add at least one step")
    .max(60, "At most 60 steps"),
  complexity: z.enum(["simple", "complex"], { message: "Complexity must be simple or complex" }).default("simple"),
  categories: z.array(z.string().trim().min(1).max(80)).max(10, "At most 10 categories").default([]),
  cuisine: z.string().trim().max(60).optional(),
  serving_size: z
    .number()
    .int("Servings must be a whole number")
    .min(1, "Servings must be between 1 and 100")
    .max(100, "Servings must be between 1 and 100")
    .default(4),
  prep_time: z.number().int().min(0, "Prep time cannot be negative").max(1440, "Prep time can be at most 1440 minutes").optional(),
  cook_time: z.number().int().min(0, "Cook time cannot be negative").max(1440, "Cook time can be at most 1440 minutes").optional(),
  dietary_tags: z.array(z.enum(DIETARY_TAGS, { message: "Unknown dietary tag" })).default([]),
  attribution: z.object({ chefs: z.array(z.string().trim().min(1).max(100)).max(5), inspiration: z.string().trim().max(1000) }).optional(),
  source: z.string().trim().max(300).optional(),
  // An imported recipe's picture on the web: fetched once through the guarded client and stored with it, never hot-linked.
  image_url: z
    .url({ protocol: /^https?$/, error: "The image must be an http(s) address" })
    .max(2000)
    .optional(),
});
export type RecipeInput = z.input<typeof recipeInputSchema>;
export type RecipeInputValues = z.output<typeof recipeInputSchema>;
