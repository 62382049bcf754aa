import type { Context, ValidationTargets } from "hono";
import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import { errorBody } from "./errors";

/** zod-validator hook: a 400 whose message is the rule's own text, never a 500. */
export function validationHook(result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, c: Context) {
  if (!result.success) {
    const issues = result.error?.issues ?? [];
    const message = issues[0]?.message ?? "Invalid request";
    return c.json(errorBody("VALIDATION_FAILED", message, { issues: issues.map((i) => ({ path: i.path.join("."), message: i.message })) }), 400);
  }
  return undefined;
}

/** The one way a route validates its input: the shared schema with the shared 400. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, validationHook);
}
