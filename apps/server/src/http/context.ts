import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Auth } from "../auth/auth";
import type { Mailer } from "../adapters/mail";
import type { SessionReader, SessionUser } from "../auth/session-reader";
import type { UserCacheInvalidation } from "../cache/user-caches";
import type { CatalogueCache } from "../cache/catalogue-cache";
import type { BillingProvider } from "../adapters/billing/provider";

export type { SessionUser } from "../auth/session-reader";

/**
 * What the infrastructure (http/, auth/) reads from a request's deps. The whole set, with the
 * services modules own, is AppDeps in app-deps.ts: infrastructure never names a module.
 */
export interface InfraDeps {
  db: Database;
  dbKind: "pglite" | "postgres";
  env: Env;
  auth: Auth;
  mailer: Mailer;
  /** Per-user caches of this instance (docs/decisions/025). */
  caches: UserCacheInvalidation;
  /** Responses about the public catalogue that every visitor shares (docs/decisions/031). */
  catalogue: CatalogueCache;
  /** Who a request is signed in as (cached per session cookie). */
  sessions: SessionReader;
  /** Stripe or the embedded sandbox (BILLING_PROVIDER). */
  billing: BillingProvider;
  /** Injectable clock so time rules are testable. */
  now: () => Date;
}

/** Hono's variables of every request; `Deps` is the full AppDeps where modules read it. */
export interface InfraEnv<Deps extends InfraDeps = InfraDeps> {
  Variables: {
    deps: Deps;
    user: SessionUser | null;
    sessionId: string | null;
    /** Set when a personal API token signed the request in (docs/decisions/059). */
    apiToken: { id: string; scope: "read" | "read_write" } | null;
  };
}
