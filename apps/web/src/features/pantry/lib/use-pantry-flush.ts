import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { flushPantryChanges } from "./pantry-sync";

/** Sends what the device queued while offline: when the page opens, and whenever the network returns. */
export function usePantryFlushWhenOnline(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () => void flushPantryChanges(queryClient, userId);
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [queryClient, userId]);
}
