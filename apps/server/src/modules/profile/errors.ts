import { AppError } from "../../http/errors";

type ProfileStatus = 400 | 403 | 404 | 409 | 429 | 500 | 502;

const CODES: Record<ProfileStatus, string> = {
  400: "BAD_REQUEST",
  403: "FRESH_SIGN_IN_REQUIRED",
  404: "NOT_FOUND",
  409: "CONFLICT",
  429: "ACCOUNT_LOCKED",
  500: "PROFILE_FAILED",
  502: "UPSTREAM_FAILED",
};

/** A profile outcome with its user-facing text; app.onError answers with it. */
export function profileError(message: string, status: ProfileStatus): AppError {
  return new AppError(status, CODES[status], message);
}

/**
 * The spec's "Failed to ...: {reason}" messages. The database's own text can hold SQL and
 * data, so users get a plain reason and the server log gets the error itself.
 */
export function failure(label: string, error: unknown, withReason = true): AppError {
  console.error(`profile: ${label}`, error);
  return profileError(withReason ? failureMessage(label) : label, 500);
}

export const failureMessage = (label: string) => `${label}: the database did not answer as expected`;
