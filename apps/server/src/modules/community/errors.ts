import { communityMessages } from "@sierra/shared";
import { AppError } from "../../http/errors";
import { pathIdHook, recipeErrors } from "../recipes/errors";

/** Community outcomes; app.onError answers with them. */
export const communityErrors = {
  suspended: () => new AppError(403, "PUBLISHING_SUSPENDED", communityMessages.suspended),
  notShared: () => new AppError(404, "NOT_SHARED", communityMessages.notShared),
  alreadyReported: () => new AppError(409, "ALREADY_REPORTED", communityMessages.alreadyReported),
  ownRecipe: () => new AppError(403, "OWN_RECIPE", communityMessages.ownRecipe),
  authorNotFound: () => new AppError(404, "NOT_FOUND", "Author not found"),
  rateLimited: (message: string) => new AppError(429, "RATE_LIMITED", message),
};

type HookArgs = Parameters<typeof pathIdHook>;
/** A bad recipe id in the path answers as the services always did: the recipe's INVALID_ID. */
export const badRecipeId = (result: HookArgs[0], c: HookArgs[1]) => pathIdHook(result, c, () => recipeErrors.invalidId());
/** The author routes take only the id: a bad one is "Author not found", as the services always answered it. */
export function badAuthorId(result: { success: boolean }): undefined {
  if (!result.success) throw communityErrors.authorNotFound();
  return undefined;
}
