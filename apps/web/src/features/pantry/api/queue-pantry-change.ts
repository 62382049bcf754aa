import { useQueryClient } from "@tanstack/react-query";
import type { PantryResponse } from "@sierra/shared";
import { flushPantryChanges } from "../lib/pantry-sync";
import { enqueuePantryOp, withPendingPantry, type NewPantryOp } from "../lib/offline-queue";
import { pantryKeys } from "./keys";

/**
 * Every pantry change, online or not, goes into the device's queue, shows on screen at once and
 * is sent in order (docs/decisions/062): one path, so a change made offline behaves like any other.
 */
export function useQueuePantryChange(userId: string) {
  const queryClient = useQueryClient();
  return (change: NewPantryOp) => {
    const op = enqueuePantryOp(userId, change);
    const held = queryClient.getQueryData<PantryResponse>(pantryKeys.items(userId));
    if (held) queryClient.setQueryData(pantryKeys.items(userId), withPendingPantry(held, [op]));
    void flushPantryChanges(queryClient, userId);
  };
}
