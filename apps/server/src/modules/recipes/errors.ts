import { recipeMessages } from "@sierra/shared";

/** Service outcomes the routes turn into status codes and the spec's texts. */
export class RecipeError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: "INVALID_ID" | "PLACEHOLDER" | "PERMISSION_DENIED" | "NOT_FOUND",
    message: string,
  ) {
    super(message);
  }
}

export const recipeErrors = {
  invalidId: () => new RecipeError(400, "INVALID_ID", recipeMessages.invalidDetail),
  placeholder: () => new RecipeError(400, "PLACEHOLDER", recipeMessages.placeholder),
  permissionDenied: () => new RecipeError(403, "PERMISSION_DENIED", recipeMessages.permissionDenied),
  notFound: () => new RecipeError(404, "NOT_FOUND", recipeMessages.notFound),
};
