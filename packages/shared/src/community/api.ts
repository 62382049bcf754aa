import { z } from "zod";
import { recipeListQuerySchema, type RecipeSummary } from "../recipes/api";
import type { CommunityAuthor, CommunityInfo } from "./info";

export const COMMUNITY_SORTS = ["newest", "most_cooked", "best_rated"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export const COMMUNITY_SORT_LABELS: Record<CommunitySort, string> = { newest: "Newest", most_cooked: "Most cooked", best_rated: "Best rated" };

/** The Community tab's query: the catalogue's search, filters and household option, plus a sort. */
export const communityListQuerySchema = recipeListQuerySchema.omit({ favorites: true }).extend({
  sort: z.enum(COMMUNITY_SORTS, { message: "Unknown sort" }).default("newest"),
});
export type CommunityListQuery = z.input<typeof communityListQuerySchema>;

export interface CommunityCard extends RecipeSummary {
  community: Pick<CommunityInfo, "author" | "rating" | "cooked_count" | "published_at">;
}

export interface CommunityListResponse {
  recipes: CommunityCard[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface CommunityAuthorPage {
  author: CommunityAuthor;
  recipes: CommunityCard[];
}
