import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Auth } from "../auth/auth";
import type { Mailer } from "../adapters/mail";
import type { SessionReader } from "../auth/session-reader";
import type { UserCaches } from "../cache/user-caches";
import type { CatalogueCache } from "../cache/catalogue-cache";
import type { SearchGuard } from "../modules/recipes/search-guard";
import type { BillingProvider } from "../adapters/billing/provider";
import type { GenerationHub } from "../modules/generation/hub";
import type { AssistantEngine } from "../modules/assistant/engine";

export interface AppDeps {
  db: Database;
  dbKind: "pglite" | "postgres";
  env: Env;
  auth: Auth;
  mailer: Mailer;
  /** Per-user caches of this instance (docs/decisions/025). */
  caches: UserCaches;
  /** Responses about the public catalogue that every visitor shares (docs/decisions/031). */
  catalogue: CatalogueCache;
  /** Who a request is signed in as (cached per session cookie). */
  sessions: SessionReader;
  /** Per-client and per-instance limits on recipe searches. */
  searchGuard: SearchGuard;
  /** Stripe or the embedded sandbox (BILLING_PROVIDER). */
  billing: BillingProvider;
  /** Sierra's recipe jobs: one LISTEN per instance, fanned out to streams and the worker. */
  generations: GenerationHub;
  /** Sierra's engine: the local one, or an OpenAI-compatible model when LLM_BASE_URL is set. */
  assistant: AssistantEngine;
  /** Injectable clock so time rules are testable. */
  now: () => Date;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
