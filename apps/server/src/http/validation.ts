import type { Context } from "hono";

/** zod-validator hook: a 400 whose message is the rule's own text, never a 500. */
export function validationHook(result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, c: Context) {
  if (!result.success) {
    const issues = result.error?.issues ?? [];
    return c.json({ message: issues[0]?.message ?? "Invalid request", issues: issues.map((i) => ({ path: i.path.join("."), message: i.message })) }, 400);
  }
  return undefined;
}
