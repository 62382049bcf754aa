import { z } from "zod";

/** GET /api/auth-providers: the social sign-in buttons to show (none when not configured). */
export const authProvidersSchema = z.object({
  providers: z.array(z.object({ id: z.string(), label: z.string().meta({ description: "The button's text, e.g. the provider's name." }) })),
});
