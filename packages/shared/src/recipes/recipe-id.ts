/** Recipe ids are UUIDs, versions 1 to 5 (spec section 5). */
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Ids with these markers belong to recipes the assistant has not finished generating. */
export const PLACEHOLDER_ID_MARKERS = [
  "custom_recipe_id_",
  "newly_generated_id_",
  "placeholder_recipe_id",
  "temp_recipe_id",
  "generated_recipe_id",
  "new_generated_id",
  "fallback_recipe_id",
] as const;

export const recipeMessages = {
  missing: "Recipe ID is missing",
  required: "Recipe ID is required",
  invalid: "Invalid recipe ID format",
  invalidDetail: "Invalid recipe ID format. Recipe IDs must be valid UUIDs",
  placeholder: "Recipe is still being generated",
  permissionDenied: "Permission denied",
  notFound: "Recipe not found",
  databaseError: "Database error while fetching recipe",
  accessDenied: "Access denied to recipe",
  loadFailed: "Failed to load recipe",
  tagContradicted: (tag: string, reason: string) => `"${tag}" does not fit this recipe: ${reason}.`,
} as const;

export type RecipeIdCheck = "missing" | "placeholder" | "invalid" | "ok";

/** Placeholder markers are checked first: they are not UUIDs either, but mean something else. */
export function checkRecipeId(id: string | null | undefined): RecipeIdCheck {
  if (!id || !id.trim()) return "missing";
  const lower = id.toLowerCase();
  if (PLACEHOLDER_ID_MARKERS.some((marker) => lower.includes(marker))) return "placeholder";
  return UUID_V1_TO_V5.test(id) ? "ok" : "invalid";
}
