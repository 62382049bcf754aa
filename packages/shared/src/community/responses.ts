import { z } from "zod";
import { checkRecipeId } from "../recipes/recipe-id";
import { communityAuthorSchema, communityInfoSchema, householdAvoidingSchema, recipeSummarySchema } from "../recipes/responses";
import type { CommunityAuthorPage, CommunityCard, CommunityListResponse } from "./api";

/** The answers of /api/community and /api/admin/community as schemas, for the OpenAPI document (docs/decisions/055). */

/** An author's public id in a path: a UUID, as recipe ids are; the route's hook answers "Author not found" for the rest. */
export const communityAuthorParamSchema = z.object({
  id: z
    .string()
    .max(200)
    .refine((id) => checkRecipeId(id) === "ok", "Author not found")
    .meta({ description: "An author's public id." }),
});

export const communityCardSchema = recipeSummarySchema.extend({
  community: communityInfoSchema.pick({ author: true, rating: true, cooked_count: true, published_at: true }),
});

export const communityListResponseSchema = z.object({
  recipes: z.array(communityCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  avoiding: householdAvoidingSchema.optional(),
});

export const communityAuthorPageSchema = z.object({ author: communityAuthorSchema, recipes: z.array(communityCardSchema) });

export const publishedSchema = z.object({ published: z.boolean() });
export const ratedSchema = z.object({ rated: z.literal(true) });
export const cookedSchema = z.object({ cooked: z.literal(true) });
export const reportedSchema = z.object({ reported: z.literal(true) });

/** The admin's review queue: one entry per reported recipe, reporters anonymous. */
export const reviewQueueSchema = z.object({
  items: z.array(
    z.object({
      recipe_id: z.string(),
      title: z.string(),
      author: z.object({ id: z.string(), display_name: z.string(), suspended: z.boolean() }),
      hidden: z.boolean(),
      reports: z.array(z.object({ reason: z.string(), details: z.string(), created_at: z.string() })),
    }),
  ),
});
export const hiddenSchema = z.object({ hidden: z.boolean() });
export const dismissedSchema = z.object({ dismissed: z.literal(true) });
export const suspendedSchema = z.object({ suspended: z.boolean() });

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof communityCardSchema>, CommunityCard>>();
agree<Same<Omit<z.infer<typeof communityListResponseSchema>, "avoiding">, CommunityListResponse>>();
agree<Same<z.infer<typeof communityAuthorPageSchema>, CommunityAuthorPage>>();
