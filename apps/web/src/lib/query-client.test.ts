import { describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { queryClient, RETRIES } from "./query-client";

type Policy = (typeof RETRIES)[keyof typeof RETRIES];

/** Attempts TanStack would make with this policy (it asks after each failure, counting from 0). */
function attempts(policy: Policy, error: Error): number {
  let failures = 0;
  while (policy.retry(failures, error)) failures += 1;
  return failures + 1;
}

const serverError = (status: number) => new ApiError("failed", status);

describe("the retry policy (spec: the general wrapper retries 2 times, 500 ms apart)", () => {
  it("is the query client's default", () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.retry).toBe(RETRIES.general.retry);
    expect(defaults?.retryDelay).toBe(500);
  });
  it.each([500, 502, 503])("%i is tried 3 times", (status) => expect(attempts(RETRIES.general, serverError(status))).toBe(3));
  it("a network failure is tried 3 times", () => expect(attempts(RETRIES.general, new TypeError("Failed to fetch"))).toBe(3));
  it.each([400, 401, 403, 404, 422])("%i is final", (status) => expect(attempts(RETRIES.general, serverError(status))).toBe(1));
});

describe("recipe fetch by id (spec: 3 attempts, 1000 ms apart)", () => {
  it("waits 1000 ms", () => expect(RETRIES.recipeById.retryDelay).toBe(1000));
  it.each([500, 502, 503])("%i is tried 3 times", (status) => expect(attempts(RETRIES.recipeById, serverError(status))).toBe(3));
  it("a network failure is tried 3 times", () => expect(attempts(RETRIES.recipeById, new TypeError("Failed to fetch"))).toBe(3));
  it.each([400, 401, 403, 404])("%i is final", (status) => expect(attempts(RETRIES.recipeById, serverError(status))).toBe(1));
});
