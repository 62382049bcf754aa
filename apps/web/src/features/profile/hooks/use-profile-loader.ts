import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts } from "@sierra/shared";
import { ApiError } from "@/lib/api";
import { useSession } from "@/features/session/use-session";
import { profileQuery, type ProfileData } from "../api/get-profile";
import { saveDefaultTimeZone } from "@/features/session/use-browser-time-zone";
import { renderingOnServer } from "@/lib/render-request";

/** Spec section 9: the profile fetch starts 100 ms after the user appears. */
export const PROFILE_FETCH_DELAY_MS = 100;

function errorToast(message: string, isApiError: boolean, retry: () => void) {
  toast.error(isApiError ? profileToasts.errorTitle : profileToasts.unexpectedError, {
    description: message || profileToasts.loadDefault,
    action: { label: "Retry", onClick: retry },
  });
}

/**
 * Loads the profile page's data: waits 100 ms after the user appears, says what failed in the
 * spec's toasts (with Retry), and gives a row without a time zone the browser's zone.
 */
export function useProfileLoader() {
  const session = useSession();
  const userId = session.data?.user.id ?? "";
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => setReady(true), PROFILE_FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);

  // Rendered on the server, the 100 ms fall inside the pause the server takes after its session
  // check before it sends a protected page (docs/decisions/042, 068): the data is asked for then.
  const query = useQuery({ ...profileQuery(userId), enabled: (ready || renderingOnServer()) && Boolean(userId) });
  const { refetch } = query;
  const retry = useCallback(() => {
    toast(profileToasts.retryTitle, { description: profileToasts.retryDescription });
    void refetch();
  }, [refetch]);

  // One toast per failure or warning, not one per render.
  const announced = useRef<unknown>(null);
  useEffect(() => {
    const problem = query.error ?? query.data?.warning ?? null;
    if (!problem || announced.current === problem) return;
    announced.current = problem;
    if (query.error) errorToast(query.error.message, query.error instanceof ApiError, retry);
    else if (query.data?.warning) errorToast(query.data.warning, true, retry);
  }, [query.error, query.data?.warning, retry]);

  const data = query.data;
  const needsZone = Boolean(data && data.preferences.id && !data.preferences.user_timezone);
  useEffect(() => {
    if (!needsZone) return;
    void saveDefaultTimeZone()
      .then((preferences) => queryClient.setQueryData<ProfileData>(profileQuery(userId).queryKey, (old) => (old ? { ...old, preferences } : old)))
      .catch(() => undefined);
  }, [needsZone, queryClient, userId]);

  return { query, retry, loading: !data && (!query.error || query.isFetching) };
}
