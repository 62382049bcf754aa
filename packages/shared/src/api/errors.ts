import { z } from "zod";

/** The one error body of the API (http/errors.ts errorBody): a stable code for screens, a text for people. */
export const apiErrorSchema = z.object({ code: z.string(), message: z.string() }).meta({ description: "An error: a stable code and the text to show." });

/** A request that failed its schema: the first rule's text, and every failed rule with its field. */
export const validationErrorSchema = apiErrorSchema
  .extend({ issues: z.array(z.object({ path: z.string(), message: z.string() })) })
  .meta({ description: "The request did not pass its schema (code VALIDATION_FAILED)." });

/** The answer of a route that needs a session or a token, to a request that has neither. */
export const unauthenticatedSchema = z.object({ message: z.string() }).meta({ description: "Not signed in." });

/** Answers that only say the thing was done. */
export const removedSchema = z.object({ removed: z.literal(true) });
export const okSchema = z.object({ ok: z.literal(true) });

/** The answer of an admin route to a member who is signed in but not an admin. */
export const notAdminSchema = z.object({ message: z.string() }).meta({ description: "Signed in, but not an admin." });
