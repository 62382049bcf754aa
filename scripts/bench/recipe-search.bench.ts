// Ranked full-text search over N recipes (default 100,000), first page with total count.
// Targets: in process p95 <= 50 ms on PGlite and <= 20 ms on PostgreSQL;
// over HTTP at 10 concurrent clients p99 <= 150 ms on PGlite; /recipes shows 10 cards within 300 ms (p95).
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { loadCatalogue } from "../../apps/server/src/modules/recipes/catalogue/load-catalogue";
import { listRecipes } from "../../apps/server/src/modules/recipes/service";
import { fillRecipes } from "./support/fill-recipes";
import { httpLoad } from "./support/http-load";
import { summarize } from "./support/latency";
import { startServer } from "./support/server";
import { timeRecipesNavigation } from "./support/recipes-page-timing";

const N = Number(process.env.BENCH_RECIPES ?? 100_000);
const QUERIES = [
  "chicken",
  "lemon chick",
  "vegan curry",
  "pasta",
  "carbonnara",
  "soup",
  "breakfast eggs",
  "tofu",
  "spicy",
  "salmon rice",
  "tacos",
  "chocolate",
];
const REPEAT = 20;

async function prepare(handle: DatabaseHandle) {
  await runMigrations(handle);
  await loadCatalogue(handle.db);
  const t0 = performance.now();
  const total = await fillRecipes(handle.db, N);
  return { total, fillMs: Math.round(performance.now() - t0) };
}

async function inProcess(handle: DatabaseHandle) {
  for (const q of QUERIES) await listRecipes(handle.db, null, { q, favorites: false, page: 1 }); // warm-up
  const samples: number[] = [];
  const totals: Record<string, number> = {};
  for (let r = 0; r < REPEAT; r += 1) {
    for (const q of QUERIES) {
      const started = performance.now();
      const page = await listRecipes(handle.db, null, { q, favorites: false, page: 1 });
      samples.push(performance.now() - started);
      totals[q] = page.total;
    }
  }
  return { ...summarize(samples), matchesPerQuery: totals, stablePages: await pagesAreStable(handle) };
}

/**
 * Broad searches (more than 300 matches) rank bounded candidates; the pages must still be the
 * same on every request and never repeat a recipe, with other searches run in between.
 */
async function pagesAreStable(handle: DatabaseHandle) {
  const broad = ["chicken", "soup", "breakfast eggs"];
  const pages = [1, 2, 3, 4, 5];
  const read = async (q: string) => {
    const ids: string[] = [];
    for (const page of pages) ids.push(...(await listRecipes(handle.db, null, { q, favorites: false, page })).recipes.map((r) => r.id));
    return ids;
  };
  const first = await Promise.all(broad.map(read));
  for (const q of QUERIES) await listRecipes(handle.db, null, { q, favorites: false, page: 1 });
  const second = await Promise.all(broad.map(read));
  return broad.map((q, i) => {
    const ids = first[i] ?? [];
    return { q, sameOnSecondRead: ids.join() === (second[i] ?? []).join(), noRepeats: new Set(ids).size === ids.length };
  });
}

async function overHttp(root: string, dataDir: string) {
  const server = await startServer(root, 3302, { DATA_DIR: dataDir }, "recipe-search-server");
  try {
    const paths = QUERIES.map((q) => `/api/recipes?q=${encodeURIComponent(q)}`);
    // Warm: one full pass first, so the measured pass does not pay for PGlite's cold buffer cache.
    const load = await httpLoad({ url: server.url, paths, clients: 10, total: 600, warmup: 600 });
    const navigationToTenCards = await timeRecipesNavigation(server.url).catch((error: Error) => ({ error: error.message }));
    return { ...load, navigationToTenCards };
  } finally {
    await server.stop();
  }
}

/** The scratch database is kept between runs (filling 100,000 recipes takes minutes); delete it to start over. */
const DATA_DIR = process.env.BENCH_DATA_DIR ?? join(tmpdir(), "sierra-bench-search-pglite");

export async function run({ root }: { root: string }) {
  const dataDir = DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const result: Record<string, unknown> = { recipes: N, queries: QUERIES, repeatsPerQuery: REPEAT, scratchDataDir: dataDir };
  {
    const lite = await openDatabase({ dataDir });
    result.pglite = { ...(await prepare(lite)), inProcess: await inProcess(lite) };
    await lite.close();
    console.log("pglite", JSON.stringify(result.pglite));
    result.pgliteHttp10Clients = await overHttp(root, dataDir).catch((error: Error) => ({ error: error.message }));
    console.log("pglite over HTTP", JSON.stringify(result.pgliteHttp10Clients));

    const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
    const admin = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
      await admin.query("drop database if exists sierra_bench");
      await admin.query("create database sierra_bench");
      const url = adminUrl.replace(/\/[^/]*$/, "/sierra_bench");
      const postgres = await openDatabase({ databaseUrl: url });
      result.postgres = { ...(await prepare(postgres)), inProcess: await inProcess(postgres) };
      await postgres.close();
    } catch (error) {
      result.postgres = { skipped: `PostgreSQL not reachable: ${(error as Error).message}` };
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  const p = (k: string) => (result[k] as { inProcess?: { p95: number } } | undefined)?.inProcess?.p95;
  result.targets = { pgliteInProcessP95: 50, postgresInProcessP95: 20, pgliteHttpP99: 150, navigationToTenCardsMs: 300 };
  const http = result.pgliteHttp10Clients as { p99?: number; navigationToTenCards?: { p95?: number } };
  const stable = ["pglite", "postgres"].every((k) =>
    ((result[k] as { inProcess?: { stablePages?: { sameOnSecondRead: boolean; noRepeats: boolean }[] } }).inProcess?.stablePages ?? []).every(
      (c) => c.sameOnSecondRead && c.noRepeats,
    ),
  );
  result.pass =
    stable &&
    (p("pglite") ?? Infinity) <= 50 &&
    (p("postgres") ?? Infinity) <= 20 &&
    (http.p99 ?? Infinity) <= 150 &&
    (http.navigationToTenCards?.p95 ?? Infinity) <= 300;
  return result;
}
