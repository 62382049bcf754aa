import { communityMessages } from "@sierra/shared";
import { AppError } from "../../http/errors";

/** Community outcomes; app.onError answers with them. */
export const communityErrors = {
  suspended: () => new AppError(403, "PUBLISHING_SUSPENDED", communityMessages.suspended),
  notShared: () => new AppError(404, "NOT_SHARED", communityMessages.notShared),
  alreadyReported: () => new AppError(409, "ALREADY_REPORTED", communityMessages.alreadyReported),
  ownRecipe: () => new AppError(403, "OWN_RECIPE", communityMessages.ownRecipe),
  authorNotFound: () => new AppError(404, "NOT_FOUND", "Author not found"),
  rateLimited: (message: string) => new AppError(429, "RATE_LIMITED", message),
};
