/** Query keys of shopping lists, under the user. */
export const shoppingListKeys = {
  user: (userId: string) => ["shopping-lists", userId] as const,
  lists: (userId: string) => ["shopping-lists", userId, "all"] as const,
  list: (userId: string, listId: string) => ["shopping-lists", userId, "list", listId] as const,
};

/**
 * Item changes and Done shopping run one after another (TanStack Query's mutation scope): an item
 * checked just before Done shopping is saved before the checked items are moved to the pantry.
 */
export const shoppingChangesScope = (userId: string) => ({ id: `shopping-list-changes:${userId}` });
