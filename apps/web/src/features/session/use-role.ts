import { useQuery } from "@tanstack/react-query";
import { isAdminRole } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { useSession } from "./use-session";

/**
 * The user's role, loaded with 2 more tries on failure (spec: the app's general retry policy).
 * When loading fails the role falls back to "user" and roleError is set for the warning icon.
 */
export function useRole() {
  const session = useSession();
  const query = useQuery({
    queryKey: ["me", "role", session.data?.user.id],
    queryFn: () => unwrap(api.me.role.$get()),
    enabled: Boolean(session.data),
    staleTime: 5 * 60_000,
  });
  const role = query.data?.role ?? "user";
  return {
    role,
    isAdmin: isAdminRole(query.data?.role),
    isSuperAdmin: query.data?.role === "super_admin",
    isPending: Boolean(session.data) && query.isPending,
    roleError: query.isError,
  };
}
