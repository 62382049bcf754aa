import { checkRecipeId, recipeMessages } from "@sierra/shared";

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

interface ErrorLike {
  message?: string;
  status?: number;
  code?: string;
}

/**
 * The spec's screen mapping (section 8, Recipes), by message content, with the
 * API's status and code as the sturdier signal when they are there.
 */
export function errorLoadState(error: ErrorLike | null | undefined): LoadState {
  if (!error) return state("not-found", "Recipe Not Found", recipeMessages.notFound);
  const message = error.message ?? "";
  const text = message.toLowerCase();
  if (error.code === "PLACEHOLDER" || text.includes("placeholder") || text.includes("still being generated")) {
    return state("placeholder", recipeMessages.placeholder, recipeMessages.placeholder);
  }
  if (error.status === 403 || error.code === "PERMISSION_DENIED" || /\b403\b|permission denied|access denied/.test(text)) {
    return state("denied", "Access Denied", recipeMessages.accessDenied);
  }
  if (error.status === 404 || error.code === "NOT_FOUND" || /\b404\b|not found/.test(text)) {
    return state("not-found", "Recipe Not Found", recipeMessages.notFound);
  }
  if (error.code === "INVALID_ID" || /invalid recipe id|valid uuid/.test(text)) {
    return state("invalid", "Error", recipeMessages.invalid);
  }
  return state("error", "Error", message.trim() || recipeMessages.loadFailed);
}
