import { checkRecipeId, recipeMessages } from "@sierra/shared";
import { ApiError } from "../../../lib/api";

export type LoadStateKind = "missing" | "invalid" | "placeholder" | "denied" | "not-found" | "error";

export interface LoadState {
  kind: LoadStateKind;
  title: string;
  message: string;
}

const state = (kind: LoadStateKind, title: string, message: string): LoadState => ({ kind, title, message });

/** The id is checked before any request: a placeholder or malformed id never reaches the server. */
export function idLoadState(id: string | undefined): LoadState | null {
  switch (checkRecipeId(id)) {
    case "missing":
      return state("missing", "Error", recipeMessages.missing);
    case "placeholder":
      return state("placeholder", recipeMessages.placeholder, recipeMessages.placeholder);
    case "invalid":
      return state("invalid", "Error", recipeMessages.invalid);
    default:
      return null;
  }
}

/**
 * The spec's screen mapping (section 8, Recipes), decided by the API's status and code
 * (apps/server/src/modules/recipes/errors.ts), never by the wording of a message:
 * PLACEHOLDER, 403, 404, INVALID_ID; anything else shows the server's message under
 * 'Error', and a failure without one (or no answer at all) 'Failed to load recipe'.
 */
export function errorLoadState(error: unknown): LoadState {
  if (!error) return state("not-found", "Recipe Not Found", recipeMessages.notFound);
  if (!(error instanceof ApiError)) return state("error", "Error", recipeMessages.loadFailed);
  if (error.code === "PLACEHOLDER") return state("placeholder", recipeMessages.placeholder, recipeMessages.placeholder);
  if (error.status === 403) return state("denied", "Access Denied", recipeMessages.accessDenied);
  if (error.status === 404) return state("not-found", "Recipe Not Found", recipeMessages.notFound);
  if (error.code === "INVALID_ID") return state("invalid", "Error", recipeMessages.invalid);
  return state("error", "Error", error.message.trim() || recipeMessages.loadFailed);
}
