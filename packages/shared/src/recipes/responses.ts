import { z } from "zod";
import { ALLERGEN_FAMILIES, DIETS } from "../food/marks";
import type { HouseholdAvoiding } from "../food/household";
import type { FoodConflict } from "../food/household-rule";
import type { CommunityInfo } from "../community/info";
import { DIETARY_TAGS } from "./display";
import { checkRecipeId, recipeMessages } from "./recipe-id";
import type { Ingredient } from "./ingredient";
import type { RecipeCategory, RecipeDetail, RecipeListResponse, RecipeSummary } from "./api";

/** The answers of /api/recipes and /api/favorites as schemas, for the OpenAPI document (docs/decisions/055). */

/** A recipe id in a path: a UUID (versions 1 to 5); the route's hook answers the spec's 400s for the rest. */
export const recipeIdParamSchema = z.object({
  id: z
    .string()
    .max(200)
    .refine((id) => checkRecipeId(id) === "ok", recipeMessages.invalidDetail)
    .meta({ description: "A recipe's id (a UUID)." }),
});

export const measureSchema = z.object({ quantity: z.number(), quantityMax: z.number().nullable(), unit: z.string().nullable() });

export const ingredientSchema = z.object({
  quantity: z.number().nullable(),
  quantityMax: z.number().nullable(),
  unit: z.string().nullable(),
  name: z.string(),
  note: z.string().nullable(),
  food: z.string().optional(),
  size: z.string().optional(),
  containerSize: measureSchema.optional(),
  alternative: measureSchema.optional(),
  optional: z.boolean().optional(),
  toTaste: z.boolean().optional(),
  section: z.string().optional(),
});

const attributionSchema = z.object({ chefs: z.array(z.string()), inspiration: z.string() });

export const nutritionFactsSchema = z.object({
  calories: z.number(),
  protein: z.number().optional(),
  carbs: z.number().optional(),
  fat: z.number().optional(),
  fiber: z.number().optional(),
  sugar: z.number().optional(),
  sodium: z.number().optional(),
});

export const recipeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  cuisine: z.string().nullable(),
  image_url: z.string(),
  complexity: z.string(),
  prep_time: z.number().nullable(),
  cook_time: z.number().nullable(),
  dietary_tags: z.array(z.enum(DIETARY_TAGS)),
  attribution: attributionSchema.nullable(),
  is_own: z.boolean(),
  is_favorite: z.boolean(),
  household_warning: z.boolean().optional(),
});

export const householdAvoidingSchema = z.object({ allergies: z.array(z.string()), diets: z.array(z.enum(DIETS)), byName: z.array(z.string()) });

export const recipeListResponseSchema = z.object({
  recipes: z.array(recipeSummarySchema),
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  avoiding: householdAvoidingSchema.optional(),
});

export const communityAuthorSchema = z.object({ id: z.string(), display_name: z.string() });
export const communityRatingSchema = z.object({ average: z.number().nullable(), count: z.number() });

export const communityInfoSchema = z.object({
  author: communityAuthorSchema,
  notes: z.string(),
  own_work: z.boolean(),
  shares_method: z.boolean(),
  published: z.boolean(),
  published_at: z.string(),
  hidden: z.boolean(),
  rating: communityRatingSchema,
  cooked_count: z.number(),
  my_rating: z.number().nullable(),
  i_cooked: z.boolean(),
});

export const foodConflictSchema = z.object({
  kind: z.enum(["allergy", "diet", "dislike"]),
  about: z.string(),
  ingredient: z.string(),
  certain: z.boolean(),
  reason: z.string(),
});

export const recipeDetailSchema = recipeSummarySchema.extend({
  ingredients: z.array(ingredientSchema),
  allergens: z.array(z.enum(ALLERGEN_FAMILIES)),
  may_contain: z.array(z.enum(ALLERGEN_FAMILIES)),
  unchecked_ingredients: z.array(z.string()),
  household_conflicts: z.array(foodConflictSchema).nullable(),
  household_size: z.number().nullable(),
  steps: z.array(z.string()),
  nutrition: nutritionFactsSchema.nullable(),
  nutrition_coverage: z.number().nullable(),
  serving_size: z.number(),
  public_domain: z.boolean(),
  source: z.string().nullable(),
  user_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  community: communityInfoSchema.nullable().optional(),
});

/** A created or rewritten recipe, with what could not be used of it (an image that failed its checks). */
export const savedRecipeSchema = recipeDetailSchema.extend({ warnings: z.array(z.string()) });

export const recipeCategoriesSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(["meal_type", "cuisine", "dish"]) })),
});

export const recipeDeletedSchema = z.object({ deleted: z.literal(true) });
export const recipePhotoSchema = z.object({ image_url: z.string(), width: z.number(), height: z.number() });

export const favoriteIdsSchema = z.object({ recipeIds: z.array(z.string()) });
export const favoriteAddedSchema = z.object({ recipeId: z.string() });

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof ingredientSchema>, Ingredient>>();
agree<Same<z.infer<typeof recipeSummarySchema>, RecipeSummary>>();
agree<Same<z.infer<typeof householdAvoidingSchema>, HouseholdAvoiding>>();
agree<Same<z.infer<typeof recipeListResponseSchema>, RecipeListResponse>>();
agree<Same<z.infer<typeof foodConflictSchema>, FoodConflict>>();
agree<Same<z.infer<typeof communityInfoSchema>, CommunityInfo>>();
agree<Same<z.infer<typeof recipeDetailSchema>, RecipeDetail>>();
agree<Same<z.infer<typeof recipeCategoriesSchema>["categories"][number], RecipeCategory>>();
