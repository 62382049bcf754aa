import { checkRecipeId, favoriteMessages, recipeMessages } from "@sierra/shared";
import { AppError } from "../../http/errors";
import { validationHook } from "../../http/validation";

/** Recipe outcomes with the spec's texts; app.onError answers with them. */
export const recipeErrors = {
  invalidId: () => new AppError(400, "INVALID_ID", recipeMessages.invalidDetail),
  placeholder: () => new AppError(400, "PLACEHOLDER", recipeMessages.placeholder),
  permissionDenied: () => new AppError(403, "PERMISSION_DENIED", recipeMessages.permissionDenied),
  notFound: () => new AppError(404, "NOT_FOUND", recipeMessages.notFound),
  /** A dietary tag the ingredients break: tags are earned, never claimed (docs/decisions/046). */
  tagContradicted: (tag: string, reason: string) => new AppError(400, "DIETARY_TAG_CONTRADICTED", recipeMessages.tagContradicted(tag, reason)),
  /** favorites=true asks for the member's favourites: without a session there are none to show. */
  favoritesNeedSession: () => new AppError(401, "UNAUTHENTICATED", favoriteMessages.notAuthenticated),
  /** The unique (user, recipe) constraint refused the second copy (the spec's "already in favorites"). */
  alreadyFavorite: () => new AppError(409, "ALREADY_FAVORITE", favoriteMessages.duplicate),
  notFavorite: () => new AppError(404, "NOT_FOUND", "Recipe is not in favorites"),
  searchRateLimited: () => new AppError(429, "RATE_LIMITED", "Too many searches. Please wait a moment and try again."),
  searchBusy: () => new AppError(503, "BUSY", "Search is busy right now. Please try again in a moment."),
};

type HookResult = Parameters<typeof validationHook>[0] & { target: string };
type HookContext = Parameters<typeof validationHook>[1];

/**
 * The hook of a route whose path holds an id the spec answers for itself: a bad id is `refuse`'s
 * error, as the service would answer it; other inputs get the shared 400 (docs/decisions/055).
 */
export function pathIdHook(result: HookResult, c: HookContext, refuse: (id: string | null) => AppError) {
  if (result.success || result.target !== "param") return validationHook(result, c);
  // zod-validator hands the hook the raw input as `data` when it fails (its types do not say so).
  const id = (result as { data?: { id?: unknown } }).data?.id;
  throw refuse(typeof id === "string" ? id : null);
}

/** A bad recipe id is the spec's 400 with its code and text (a placeholder's "still being generated"), as getRecipe answers it. */
export const recipeIdHook = (result: HookResult, c: HookContext) =>
  pathIdHook(result, c, (id) => (checkRecipeId(id) === "placeholder" ? recipeErrors.placeholder() : recipeErrors.invalidId()));
