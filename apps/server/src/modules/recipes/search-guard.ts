import type { Env } from "../../env";
import { createConcurrencyLimit } from "../../http/concurrency-limit";
import { createWindowCounter } from "../../http/window-counter";

/** Searches waiting for a place beyond this are refused at once (503) rather than queued for seconds. */
const MAX_WAITING = 100;

/**
 * The public search is the one anonymous request that costs real database work (a typo search
 * reads up to 301 similar titles). Per client: SEARCH_RATE_LIMIT a minute. Per instance: two
 * searches at a time on PGlite (one connection: more would only queue ahead of every other
 * request), four on PostgreSQL.
 */
export function createSearchGuard(env: Env, dbKind: "pglite" | "postgres") {
  const perClient = createWindowCounter({ limit: env.SEARCH_RATE_LIMIT, windowMs: 60_000 });
  const inFlight = createConcurrencyLimit(dbKind === "pglite" ? 2 : 4, MAX_WAITING);
  return {
    /** Seconds the client must wait, or 0. */
    admit: (client: string, nowMs: number) => (env.SEARCH_RATE_LIMIT === 0 ? 0 : perClient.hit(client, nowMs)),
    run: inFlight.run,
  };
}

export type SearchGuard = ReturnType<typeof createSearchGuard>;
