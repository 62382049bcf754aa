import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { flushListChanges } from "./list-sync";

/** Sends what the device queued while offline: when the page opens, and whenever the network returns. */
export function useFlushWhenOnline(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const flush = () => void flushListChanges(queryClient, userId);
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [queryClient, userId]);
}
