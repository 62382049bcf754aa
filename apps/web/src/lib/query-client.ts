import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * A 401 while the app believes it is signed in means the session ended elsewhere (Sign Out on
 * another device ends them all): read the session again, and the route guards take over.
 */
function sessionEndedElsewhere(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (queryClient.getQueryData(["session"])) void queryClient.invalidateQueries({ queryKey: ["session"] });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: sessionEndedElsewhere }),
  mutationCache: new MutationCache({ onError: sessionEndedElsewhere }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The spec's general wrapper: 2 retries, 500 ms apart; client errors are final.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      retryDelay: 500,
    },
  },
});
