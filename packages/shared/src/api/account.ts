import { z } from "zod";
import { MEAL_TYPES } from "../billing/subscription";
import { subscriptionSchema } from "./admin";

/** The answers of /api/me and /api/account as schemas, for the OpenAPI document (docs/decisions/055). */
export const memberSubscriptionSchema = z.object({
  subscription: subscriptionSchema,
  allowedMealTypes: z.array(z.enum(MEAL_TYPES)).meta({ description: "The meal types the subscription plans." }),
});

export const meSchema = memberSubscriptionSchema.extend({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.string(), emailVerified: z.boolean() }),
  profile: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable(), household_id: z.string().nullable() }),
});

export const myRoleSchema = z.object({ role: z.string() });

/** The token of a link in a mail (change-email, password reset). */
export const linkTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const resetTokenStateSchema = z.object({ valid: z.boolean() });
