import type { UserCache } from "./cache/user-cache";
import type { createUserCaches } from "./cache/user-caches";
import type { InfraDeps, InfraEnv } from "./http/context";
import type { RequestSession } from "./auth/session-reader";
import type { AssistantEngine } from "./adapters/llm/engine";
import type { CachedView } from "./modules/meal-plans/service";
import type { SearchGuard } from "./modules/recipes/search-guard";
import type { GenerationHub } from "./modules/generation/hub";
import type { ListHub } from "./modules/shopping-lists/live-hub";
import type { Lifecycle } from "./http/graceful-shutdown";

/** The per-user caches server.ts composes: the session reader's and the calendar's. */
export type AppCaches = ReturnType<typeof createUserCaches<{ sessions: UserCache<RequestSession>; planViews: UserCache<CachedView> }>>;

/** Everything a request can reach: the infrastructure's deps plus the services modules own. */
export interface AppDeps extends InfraDeps {
  caches: AppCaches;
  /** Per-client and per-instance limits on recipe searches. */
  searchGuard: SearchGuard;
  /** Sierra's recipe jobs: one LISTEN per instance, fanned out to streams and the worker. */
  generations: GenerationHub;
  /** Shopping-list changes: one LISTEN per instance, fanned out to each device's stream. */
  lists: ListHub;
  /** Sierra's engine: the local one, or an OpenAI-compatible model when LLM_BASE_URL is set. */
  assistant: AssistantEngine;
  /** Set when a shutdown begins: readiness answers 503 from then on. */
  lifecycle: Lifecycle;
}

export type AppEnv = InfraEnv<AppDeps>;
