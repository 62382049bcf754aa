/** Spec section 7: recipe fetch by id, 3 attempts, 1000 ms apart. */
export const RECIPE_FETCH_ATTEMPTS = 3;
export const RECIPE_RETRY_DELAY_MS = 1000;

/**
 * TanStack's retry callback: failureCount is the number of failures so far.
 * 400, 403 and 404 (any answer below 500) are final: retrying cannot change them.
 * Server errors and network failures are tried again, up to 3 attempts in all.
 */
export function shouldRetryRecipe(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status < 500) return false;
  return failureCount < RECIPE_FETCH_ATTEMPTS - 1;
}
