import { z } from "zod";
import type { Ingredient } from "./ingredient";
import { MEAL_TYPE_CATEGORIES, type DietaryTag } from "./display";

/** Query of the recipes list; lives in the page URL too, so a list can be shared. */
export const recipeListQuerySchema = z.object({
  q: z.string().trim().max(200, "Search is too long (200 characters at most)").optional(),
  mealType: z.enum(MEAL_TYPE_CATEGORIES, { message: "Unknown meal type" }).optional(),
  category: z.string().trim().min(1).max(80, "Unknown category").optional(),
  favorites: z
    .enum(["true", "false"], { message: "favorites must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  /** Signed in: leave out recipes with the member's allergens (their preferences' allergies). */
  avoidAllergens: z
    .enum(["true", "false"], { message: "avoidAllergens must be true or false" })
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce
    .number({ message: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page is too large")
    .default(1),
});
export type RecipeListQuery = z.input<typeof recipeListQuerySchema>;

export interface Attribution {
  chefs: string[];
  inspiration: string;
}

export interface Nutrition {
  calories: number;
  protein?: number;
  carbs?: number;
  fat?: number;
  fiber?: number;
  sugar?: number;
  sodium?: number;
}

/** One card of the recipes list. */
export interface RecipeSummary {
  id: string;
  title: string;
  description: string | null;
  categories: string[];
  cuisine: string | null;
  image_url: string;
  complexity: string;
  prep_time: number | null;
  cook_time: number | null;
  dietary_tags: DietaryTag[];
  attribution: Attribution | null;
  is_own: boolean;
  is_favorite: boolean;
}

export interface RecipeListResponse {
  recipes: RecipeSummary[];
  /** exact up to 300; when totalCapped, at least that many match ("300+") */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
  /** With avoidAllergens: the tags every listed recipe carries, and allergies that could not be checked. */
  avoiding?: { requiredTags: DietaryTag[]; unchecked: string[] };
}

export interface RecipeDetail extends RecipeSummary {
  ingredients: Ingredient[];
  steps: string[];
  nutrition: Nutrition | null;
  /** share (0-1) of ingredient weight matched to a food; nutrition is withheld below the threshold */
  nutrition_coverage: number | null;
  serving_size: number;
  public_domain: boolean;
  source: string | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface RecipeCategory {
  id: string;
  name: string;
  kind: "meal_type" | "cuisine" | "dish";
}

export const favoriteInputSchema = z.object({ recipeId: z.string().uuid("Invalid recipe ID format") });
