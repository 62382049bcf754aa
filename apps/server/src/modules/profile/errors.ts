/** A failure with the status and the user-facing text the route answers with. */
export class ProfileError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 429 | 500 | 502,
  ) {
    super(message);
  }
}

/**
 * The spec's "Failed to ...: {reason}" messages. The database's own text can hold SQL and
 * data, so users get a plain reason and the server log gets the error itself.
 */
export function failure(label: string, error: unknown, withReason = true): ProfileError {
  console.error(`profile: ${label}`, error);
  return new ProfileError(withReason ? `${label}: the database did not answer as expected` : label, 500);
}
