import { recipeMessages } from "@sierra/shared";
import { AppError } from "../../http/errors";

/** Recipe outcomes with the spec's texts; app.onError answers with them. */
export const recipeErrors = {
  invalidId: () => new AppError(400, "INVALID_ID", recipeMessages.invalidDetail),
  placeholder: () => new AppError(400, "PLACEHOLDER", recipeMessages.placeholder),
  permissionDenied: () => new AppError(403, "PERMISSION_DENIED", recipeMessages.permissionDenied),
  notFound: () => new AppError(404, "NOT_FOUND", recipeMessages.notFound),
};
