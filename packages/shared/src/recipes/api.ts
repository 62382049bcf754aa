import { z } from "zod";
import type { Ingredient } from "./ingredient";
import type { HouseholdAvoiding } from "../food/household";
import type { FoodConflict } from "../food/household-rule";
import type { AllergenFamily } from "../food/marks";
import { MEAL_TYPE_CATEGORIES, type DietaryTag } from "./display";
import type { CommunityInfo } from "../community/info";

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
  /** signed in: the recipe goes against the household's allergies, diets or dislikes (or could not be checked) */
  household_warning?: boolean;
}

export interface RecipeListResponse {
  recipes: RecipeSummary[];
  /** exact up to 300; when totalCapped, at least that many match ("300+") */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  totalPages: number;
  /** With avoidAllergens: the household's allergies and diets every listed recipe keeps to. */
  avoiding?: HouseholdAvoiding;
}

export interface RecipeDetail extends RecipeSummary {
  ingredients: Ingredient[];
  /** allergen families the ingredients certainly hold, lower-case (docs/decisions/046): "Contains: soy, fish" */
  allergens: AllergenFamily[];
  /** families some ingredient holds in some brands or recipes */
  may_contain: AllergenFamily[];
  /** ingredients the food knowledge could not place: nothing is promised about them */
  unchecked_ingredients: string[];
  /** signed in: how the recipe goes against the viewer's household (allergies, diets, dislikes); null for visitors */
  household_conflicts: FoodConflict[] | null;
  /** signed in: the household's size from the profile, the servings the recipe page opens at; null for visitors */
  household_size: number | null;
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
  /** a member's recipe shared with the community (its author, notes, ratings); null otherwise */
  community?: CommunityInfo | null;
}

export interface RecipeCategory {
  id: string;
  name: string;
  kind: "meal_type" | "cuisine" | "dish";
}

export const favoriteInputSchema = z.object({ recipeId: z.string().uuid("Invalid recipe ID format") });
