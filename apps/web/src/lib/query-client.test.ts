import { describe, expect, it } from "vitest";
import { RECIPE_FETCH_ATTEMPTS, RECIPE_RETRY_DELAY_MS, shouldRetryRecipe } from "./retry";

/** Attempts TanStack would make with this callback (it calls it after each failure, counting from 0). */
function attempts(error: unknown): number {
  let failures = 0;
  while (shouldRetryRecipe(failures, error)) failures += 1;
  return failures + 1;
}

describe("recipe fetch retries (spec: 3 attempts, 1000 ms apart)", () => {
  it("constants", () => {
    expect(RECIPE_FETCH_ATTEMPTS).toBe(3);
    expect(RECIPE_RETRY_DELAY_MS).toBe(1000);
  });
  it.each([500, 502, 503])("%i is tried 3 times", (status) => expect(attempts({ status })).toBe(3));
  it("a network failure is tried 3 times", () => expect(attempts(new TypeError("Failed to fetch"))).toBe(3));
  it.each([400, 401, 403, 404])("%i is final", (status) => expect(attempts({ status })).toBe(1));
});
