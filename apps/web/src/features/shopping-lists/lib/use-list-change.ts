import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ShoppingListDetail } from "@sierra/shared";
import { toast } from "@/lib/toast";
import { shoppingChangesScope, shoppingListKeys } from "../api/keys";

/** A change that answers with the whole list: the list on screen becomes the answer, the lists' counts refresh. */
export function useListChange<I>(userId: string, change: (input: I) => Promise<ShoppingListDetail>, texts: { done: string; failed: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => {
      queryClient.setQueryData(shoppingListKeys.list(userId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
      toast.success(texts.done);
    },
    onError: (error) => toast.error(texts.failed, { description: error.message }),
  });
}

/** Edits the list on screen at once; the next poll brings the server's version (and anything another device did). */
export function useOptimisticItems<I extends { listId: string }>(
  userId: string,
  send: (input: I) => Promise<unknown>,
  apply: (list: ShoppingListDetail, input: I) => ShoppingListDetail,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    scope: shoppingChangesScope(userId),
    onMutate: async (input) => {
      const key = shoppingListKeys.list(userId, input.listId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ShoppingListDetail>(key);
      if (before) queryClient.setQueryData(key, apply(before, input));
      return { before };
    },
    onError: (error, input, context) => {
      if (context?.before) queryClient.setQueryData(shoppingListKeys.list(userId, input.listId), context.before);
      toast.error(failed, { description: error.message });
    },
    onSettled: (_r, _e, input) => {
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.list(userId, input.listId) });
      void queryClient.invalidateQueries({ queryKey: shoppingListKeys.lists(userId) });
    },
  });
}
