import { createAuth, type AccountHooks } from "./auth/auth";
import { loadAuthSecret } from "./auth/secret";
import { createMailer } from "./adapters/mail";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { runMigrations } from "./db/migrate";
import { createUserCaches } from "./cache/user-caches";
import { createCatalogueCache } from "./cache/catalogue-cache";
import { createSessionCache, createSessionReader } from "./auth/session-reader";
import type { Env } from "./env";
import type { AppDeps } from "./app-deps";
import { provisionAccount, provisionUser } from "./modules/accounts/provision";
import { syncProfileEmail } from "./modules/profile/email-change";
import { createPlanViewCache } from "./modules/meal-plans/service";
import { bootstrapAdmin } from "./modules/accounts/bootstrap-admin";
import { loadCatalogue } from "./modules/recipes/catalogue/load-catalogue";
import { createSearchGuard } from "./modules/recipes/search-guard";
import { createBillingProvider, SandboxProvider } from "./adapters/billing";
import { receiveWebhook } from "./modules/billing/webhook";
import { createGenerationHub } from "./modules/generation/hub";
import { createListHub } from "./modules/shopping-lists/live-hub";
import { createAssistantEngine } from "./modules/assistant/create-engine";

/** Milliseconds each start-up phase took, in order (the server's ready line prints them). */
export type StartupPhases = Record<string, number>;

/** Opens the database, migrates it and wires the services: shared by start-up and tests. */
export async function createDeps(
  env: Env,
  handle?: DatabaseHandle,
): Promise<AppDeps & { handle: DatabaseHandle; close: () => Promise<void>; startup: StartupPhases }> {
  const startup: StartupPhases = {};
  let last = performance.now();
  const phase = (name: string) => {
    startup[name] = Math.round(performance.now() - last);
    last = performance.now();
  };
  const db = handle ?? (await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }));
  phase("database");
  await runMigrations(db);
  phase("migrations");
  await loadCatalogue(db.db);
  phase("catalogue");
  const mailer = createMailer(env, db.db);
  const accounts: AccountHooks = {
    provision: (account) => provisionAccount(db.db, account),
    provisionUser: (userId) => provisionUser(db.db, userId),
    emailChanged: (userId, email) => syncProfileEmail(db.db, userId, email),
  };
  const auth = createAuth({ db: db.db, env, mailer, secret: loadAuthSecret(env.AUTH_SECRET, env.DATA_DIR), accounts });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await bootstrapAdmin(db.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const caches = createUserCaches({ sessions: createSessionCache(), planViews: createPlanViewCache() });
  await caches.watch(db.listen);
  const catalogue = createCatalogueCache();
  await catalogue.watch(db.listen);
  const generations = createGenerationHub();
  await generations.watch(db.listen);
  const lists = createListHub();
  await lists.watch(db.listen);
  const sessions = await createSessionReader(auth, caches.sessions);
  phase("services");
  // Mail queued by requests that just finished is handed over before the database closes.
  const close = async () => {
    generations.endAll();
    lists.endAll();
    await mailer.stop?.();
    await db.close();
  };
  const deps: AppDeps & { handle: DatabaseHandle; close: () => Promise<void>; startup: StartupPhases } = {
    db: db.db,
    dbKind: db.kind,
    env,
    auth,
    mailer,
    caches,
    catalogue,
    sessions,
    searchGuard: createSearchGuard(env, db.kind),
    generations,
    lists,
    assistant: createAssistantEngine(env),
    lifecycle: { draining: false },
    now: () => new Date(),
    // The provider reads the clock through deps, so a test's fixed clock reaches the sandbox too.
    billing: createBillingProvider(env, db.db, () => deps.now()),
    handle: db,
    close,
    startup,
  };
  // The sandbox signs its events and hands them to the same handler Stripe's webhooks reach.
  if (deps.billing instanceof SandboxProvider) deps.billing.connect((raw, signature) => receiveWebhook(deps, raw, signature));
  return deps;
}
