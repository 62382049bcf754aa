import type { Context } from "hono";
import { ProfileError } from "./errors";

/** Runs a service and answers with its result, or with a ProfileError's status and text. */
export async function respond<T extends object>(c: Context, work: () => Promise<T>, status: 200 | 201 = 200) {
  try {
    return c.json(await work(), status);
  } catch (error) {
    if (error instanceof ProfileError) return c.json({ message: error.message }, error.status);
    throw error;
  }
}
