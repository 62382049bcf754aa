import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { parseEnv } from "./env";
import { createApp } from "./app";
import { createDeps } from "./server";
import { accessLog } from "./http/access-log";

const started = performance.now();
const env = parseEnv();
const deps = await createDeps(env);
const webDist = resolve(dirname(fileURLToPath(import.meta.url)), "../../web/dist");
const log = env.NODE_ENV === "test" ? undefined : accessLog();
const app = createApp(deps, { webDist, log });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const database = deps.dbKind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${resolve(env.DATA_DIR)}`;
  console.log(`Sierra Meal Planner on ${env.appUrl} (listening on ${info.address}:${info.port}), database: ${database}, ready in ${Math.round(performance.now() - started)} ms`);
  if (deps.mailer.kind === "outbox") console.log(`E-mail is local: open ${env.appUrl}/dev/mailbox`);
});

async function shutdown() {
  server.close();
  log?.flush();
  await deps.handle.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
