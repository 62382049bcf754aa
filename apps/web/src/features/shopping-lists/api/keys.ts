/** Query keys of shopping lists, under the user. */
export const shoppingListKeys = {
  user: (userId: string) => ["shopping-lists", userId] as const,
  lists: (userId: string) => ["shopping-lists", userId, "all"] as const,
  list: (userId: string, listId: string) => ["shopping-lists", userId, "list", listId] as const,
};
