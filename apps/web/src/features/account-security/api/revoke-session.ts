import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, ApiError, unwrap } from "@/lib/api";
import { sessionsQuery, type AccountSession } from "./list-sessions";

export function revokeSession(id: string) {
  return unwrap(api.account.sessions[":id"].$delete({ param: { id } }));
}

/** Signs out one other device; it is refused on its next request. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: AccountSession) => revokeSession(session.id),
    onSuccess: (_data, session) => toast.success("Device signed out", { description: `${session.device} is no longer signed in to your account.` }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) toast.info("That session had already ended.");
      else toast.error("Sign out failed", { description: error.message || "Please try again." });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}
