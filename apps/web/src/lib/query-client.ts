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

/**
 * The queries a server-rendered page arrived with, while the app takes that page over: their data
 * is as fresh as the page, so mounting them does not ask again, even those that always refetch on
 * arrival (staleTime 0). Asking again cost a request per page view and, when the answer came,
 * work on the main thread right after the takeover (docs/decisions/045). Emptied once the takeover has
 * mounted (`endPageTakeover`): from then on every rule is as written.
 */
let servedWithPage = new Set<string>();

export function adoptPageQueries(queryHashes: string[]) {
  servedWithPage = new Set(queryHashes);
}

export function endPageTakeover() {
  servedWithPage = new Set();
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: sessionEndedElsewhere }),
  mutationCache: new MutationCache({ onError: sessionEndedElsewhere }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a read still goes out: the service worker answers from what it kept (docs/decisions/060).
      networkMode: "offlineFirst",
      refetchOnMount: (query) => !servedWithPage.has(query.queryHash),
      refetchOnWindowFocus: false,
      ...RETRIES.general,
    },
  },
});
