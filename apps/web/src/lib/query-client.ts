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

/** Client errors (below 500) are final: asking again cannot change them. Server and network failures may pass. */
function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500);
}

/** TanStack retry options: `retries` more tries after the first failure, `delayMs` apart. */
function retryPolicy(retries: number, delayMs: number) {
  return { retry: (failureCount: number, error: Error) => worthRetrying(error) && failureCount < retries, retryDelay: delayMs };
}

/**
 * The app's one retry policy (spec "Retries"). Every query uses the general wrapper (2 more
 * tries, 500 ms apart; role loading included); the recipe page's fetch by id is the spec's one
 * exception: 3 attempts in all, 1000 ms apart.
 */
export const RETRIES = {
  general: retryPolicy(2, 500),
  recipeById: retryPolicy(2, 1000),
} as const;

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: sessionEndedElsewhere }),
  mutationCache: new MutationCache({ onError: sessionEndedElsewhere }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      ...RETRIES.general,
    },
  },
});
