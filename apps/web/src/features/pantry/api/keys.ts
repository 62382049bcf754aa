import type { IsoDate } from "@sierra/shared";

/** Query keys of the pantry: everything under the user, so one invalidation refreshes what the pantry feeds. */
export const pantryKeys = {
  user: (userId: string) => ["pantry", userId] as const,
  items: (userId: string) => ["pantry", userId, "items"] as const,
  coverage: (userId: string, recipeIds: string[]) => ["pantry", userId, "coverage", [...recipeIds].sort().join(",")] as const,
  cookable: (userId: string) => ["pantry", userId, "cookable"] as const,
  cooked: (userId: string, start: IsoDate, end: IsoDate) => ["pantry", userId, "cooked", start, end] as const,
};
