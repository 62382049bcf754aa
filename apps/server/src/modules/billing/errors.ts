import type { Context } from "hono";
import { errorBody } from "../../http/errors";

/** Billing outcomes the routes turn into status codes, with the contract's codes and texts. */
export class BillingError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function billingErrorResponse(c: Context, error: unknown) {
  if (error instanceof BillingError) return c.json(errorBody(error.code, error.message), error.status);
  throw error;
}

export const notFound = () => new BillingError(404, "NOT_FOUND", "Not found");
