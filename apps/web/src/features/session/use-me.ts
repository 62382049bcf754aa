import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { useSession } from "./use-session";

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: () => unwrap(api.me.$get()),
});

/** Profile name, subscription and allowed meal types of the signed-in user. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQuery, enabled: Boolean(session.data) });
}

/** The greeting name: first name, else the part of the e-mail before the @. */
export function displayFirstName(firstName: string | null | undefined, email: string | undefined): string {
  const trimmed = firstName?.trim();
  if (trimmed) return trimmed;
  return email?.split("@")[0] ?? "";
}
