import type { Env } from "../../env";
import { createConcurrencyLimit } from "../../http/concurrency-limit";
import { createWindowCounter } from "../../http/window-counter";

/** Searches waiting for a place beyond this are refused at once (503) rather than queued for seconds. */
const MAX_WAITING = 100;

/**
 * The public search is the one anonymous request that costs real database work (a typo search
 * reads up to 301 similar titles). Per client: SEARCH_RATE_LIMIT a minute. Per instance: one
 * search at a time on PGlite, four on PostgreSQL. PGlite runs on this thread, one statement at a
 * time: a second search in flight added no throughput, only a longer stretch of database work
 * before the next request is read (typo p99 at 10 clients ~110-370 ms with two, ~45 ms with one).
 */
export function createSearchGuard(env: Env, dbKind: "pglite" | "postgres") {
  const perClient = createWindowCounter({ limit: env.SEARCH_RATE_LIMIT, windowMs: 60_000 });
  const inFlight = createConcurrencyLimit(dbKind === "pglite" ? 1 : 4, MAX_WAITING);
  return {
    /** Seconds the client must wait, or 0. */
    admit: (client: string, nowMs: number) => (env.SEARCH_RATE_LIMIT === 0 ? 0 : perClient.hit(client, nowMs)),
    run: inFlight.run,
  };
}

export type SearchGuard = ReturnType<typeof createSearchGuard>;
