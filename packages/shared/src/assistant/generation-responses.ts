import { z } from "zod";
import type { GenerationView } from "./api";

/** The answers of /api/assistant/generations as schemas, for the OpenAPI document (docs/decisions/055). */
export const generationViewSchema = z.object({
  id: z.string(),
  status: z.enum(["pending", "running", "completed", "failed"]),
  recipeId: z.string().nullable().meta({ description: "The recipe written, once completed." }),
  reason: z.string().nullable().meta({ description: "Why it failed, in words for the member." }),
});

// The interface stays the name screens use; this line fails to compile if the schema drifts from it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof generationViewSchema>, GenerationView>>();
