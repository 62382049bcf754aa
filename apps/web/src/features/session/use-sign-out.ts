import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { sessionQuery } from "./use-session";
import { noteSignOut } from "./sign-out-intent";
import { purgeOfflineData } from "@/lib/pwa/offline-data";

/** Signs out everywhere on this device and says so; 401/403/404 count as already signed out. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // better-auth's client (13 KB compressed) loads when someone signs out, not with every member's page (docs/decisions/032).
    const { authClient } = await import("@/lib/auth-client");
    const { error } = await authClient.signOut();
    if (error && ![401, 403, 404].includes(error.status)) {
      toast.error("Sign out failed", { description: error.message ?? "Please try again." });
      return;
    }
    noteSignOut();
    await purgeOfflineData();
    navigate("/", { replace: true });
    // Tell every observer at once that there is no session, and drop the signed-in user's data.
    queryClient.setQueryData(sessionQuery.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
    toast.success("Signed out", { description: "You have been signed out successfully." });
  };
}
