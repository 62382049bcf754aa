import { recipeMessages } from "@sierra/shared";
import { AppError } from "../../http/errors";

/** Recipe outcomes with the spec's texts; app.onError answers with them. */
export const recipeErrors = {
  invalidId: () => new AppError(400, "INVALID_ID", recipeMessages.invalidDetail),
  placeholder: () => new AppError(400, "PLACEHOLDER", recipeMessages.placeholder),
  permissionDenied: () => new AppError(403, "PERMISSION_DENIED", recipeMessages.permissionDenied),
  notFound: () => new AppError(404, "NOT_FOUND", recipeMessages.notFound),
  /** A dietary tag the ingredients break: tags are earned, never claimed (docs/decisions/046). */
  tagContradicted: (tag: string, reason: string) => new AppError(400, "DIETARY_TAG_CONTRADICTED", recipeMessages.tagContradicted(tag, reason)),
};
