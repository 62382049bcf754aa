import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { parseEnv } from "./env";
import { createApp } from "./app";
import { createDeps } from "./server";
import { accessLog } from "./http/access-log";
import { nodeServerOptions } from "./http/server-options";
import { closeGracefully, trackConnections } from "./http/graceful-shutdown";
import { answeredWorkDone } from "./auth/answer-at-deadline";
import { mailboxEnabled } from "./env";
import { refreshCatalogueNutrition } from "./modules/recipes/catalogue/load-catalogue";
import { refreshFoodColumns } from "./modules/food";
import { retryPendingEvents } from "./modules/billing/webhook";
import { startGenerationWorker } from "./modules/generation/worker";
import { createRecipeComposer } from "./modules/generation/model-composer";
import { startReminderScheduler } from "./modules/reminders/scheduler";

// Milliseconds since the process started: the code and its packages are loaded by now.
const modulesLoaded = performance.now();
const env = parseEnv();
const deps = await createDeps(env);
const appStarted = performance.now();
const webDist = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const log = env.NODE_ENV === "test" ? undefined : accessLog();
const app = createApp(deps, { webDist, log });
const phases = { modules: Math.round(modulesLoaded), ...deps.startup, app: Math.round(performance.now() - appStarted) };

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: nodeServerOptions() }, (info) => {
  const database = deps.dbKind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${resolve(env.DATA_DIR)}`;
  console.log(
    `Sierra Meal Planner on ${env.appUrl} (listening on ${info.address}:${info.port}), database: ${database}, ready ${Math.round(performance.now())} ms after start (${Object.entries(
      phases,
    )
      .map(([name, ms]) => `${name} ${ms}`)
      .join(", ")})`,
  );
  if (deps.mailer.kind === "outbox") {
    const where = mailboxEnabled(env)
      ? `open ${env.appUrl}/dev/mailbox (local only: it answers this machine, never other computers)`
      : "see the server log (the mailbox page is off in production; MAILBOX_UI=1 turns it on)";
    console.log(`E-mail is not sent (no SMTP_URL): ${where}`);
  }
});

// Catalogue recipes loaded by an older version get today's nutrition, once the server has been
// answering for a moment: its ~150 ms of work would otherwise delay the first requests after a restart.
// Then every recipe an older food knowledge read is read again (until then no list counts it as safe).
const nutritionRefresh = setTimeout(() => {
  refreshCatalogueNutrition(deps.db)
    .then(({ updated }) => updated > 0 && console.log(`Catalogue: nutrition brought up to date for ${updated} recipes`))
    .catch((error: unknown) => console.error("Catalogue: nutrition refresh failed", error))
    .then(() => refreshFoodColumns(deps.db))
    .then(
      ({ updated }) => updated > 0 && console.log(`Food knowledge: ${updated} recipes read again`),
      (error: unknown) => console.error("Food knowledge: refresh failed", error),
    );
}, 5_000);
nutritionRefresh.unref();
const connections = trackConnections(server as Server, deps.lifecycle);

// Billing events that failed (a database hiccup, an event before its checkout) are retried.
const billingRetry = setInterval(() => void retryPendingEvents(deps).catch((e: unknown) => console.error("billing retry failed", e)), 60_000);
billingRetry.unref();

// Sierra's recipe jobs, on every instance; they share the queue (docs/decisions/037).
const generationWorker = startGenerationWorker(deps, { composer: createRecipeComposer(env, deps.db) });

// Reminders, on every instance; the claim keys send each once (docs/decisions/066).
const reminderScheduler = startReminderScheduler(deps);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  // The job in hand goes back to the queue, and open generation and list streams end, so none holds the shutdown.
  const closed = closeGracefully(
    server as Server,
    connections,
    deps.lifecycle,
    async () => {
      // Sign-ups and resets answered before their work ended finish it first (auth/answer-at-deadline.ts).
      await answeredWorkDone();
      log?.flush();
      await deps.close();
    },
    { unreadyMs: env.SHUTDOWN_UNREADY_MS },
  );
  await generationWorker.stop();
  await reminderScheduler.stop();
  deps.generations.endAll();
  deps.lists.endAll();
  await closed;
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
