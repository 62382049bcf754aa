// A month's plan for a user with a full year of three meals a day, over HTTP.
// Targets: p99 <= 20 ms on PGlite at 10 concurrent clients; >= 1,000 requests/s on PostgreSQL at 50 clients.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { addDays, endOfMonth, startOfMonth } from "@sierra/shared";
import { openDatabase, type DatabaseHandle } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { mealPlanEntries, mealPlans, recipes, subscribers } from "../../apps/server/src/db/schema";
import { bootstrapAdmin } from "../../apps/server/src/modules/accounts/bootstrap-admin";
import { loadCatalogue } from "../../apps/server/src/modules/recipes/catalogue/load-catalogue";
import { httpLoad } from "./support/http-load";
import { signIn, startServer } from "./support/server";

const EMAIL = "bench-planner@example.com";
const PASSWORD = "bench-planner-password";
const today = new Date().toISOString().slice(0, 10);

/** A year of breakfast, lunch and dinner around today, in monthly plans. */
async function seedYear(handle: DatabaseHandle) {
  await runMigrations(handle);
  await loadCatalogue(handle.db);
  const userId = await bootstrapAdmin(handle.db, EMAIL, PASSWORD);
  await handle.db.insert(subscribers).values({ userId, subscribed: true, planType: "all_day", source: "complimentary" }).onConflictDoNothing();
  const recipeRows = await handle.db.select({ id: recipes.id, title: recipes.title }).from(recipes).limit(300);
  const first = startOfMonth(addDays(today, -182));
  for (let month = first, m = 0; m < 13; m += 1, month = addDays(endOfMonth(month), 1)) {
    const [plan] = await handle.db
      .insert(mealPlans)
      .values({ userId, type: "monthly", startDate: month, endDate: endOfMonth(month) })
      .onConflictDoNothing()
      .returning();
    if (!plan) continue;
    const rows: (typeof mealPlanEntries.$inferInsert)[] = [];
    for (let d = month; d <= endOfMonth(month); d = addDays(d, 1)) {
      for (const [i, mealType] of ["breakfast", "lunch", "dinner"].entries()) {
        const recipe = recipeRows[(rows.length * 7 + i) % recipeRows.length]!;
        rows.push({
          planId: plan.id,
          userId,
          date: d,
          mealType,
          recipeId: recipe.id,
          title: recipe.title,
          recipeTitle: recipe.title,
          imageUrl: `/api/recipes/${recipe.id}/image.svg`,
        });
      }
    }
    await handle.db.insert(mealPlanEntries).values(rows).onConflictDoNothing();
  }
}

function load(url: string, cookie: string, clients: number, total: number) {
  return httpLoad({ url, paths: [`/api/meal-plans?view=monthly&date=${today}`], headers: { cookie }, clients, total });
}

export async function run({ root }: { root: string }) {
  const result: Record<string, unknown> = { scenario: "GET /api/meal-plans?view=monthly for a user with a year of 3 meals a day" };
  const dataDir = mkdtempSync(join(tmpdir(), "sierra-bench-plans-"));
  try {
    const lite = await openDatabase({ dataDir });
    await seedYear(lite);
    await lite.close();
    const server = await startServer(root, 3303, { DATA_DIR: dataDir }, "meal-plans-pglite-server");
    try {
      result.pglite = await load(server.url, await signIn(server.url, EMAIL, PASSWORD), 10, 2000);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("pglite", JSON.stringify(result.pglite));

  const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query("drop database if exists sierra_bench_plans");
    await admin.query("create database sierra_bench_plans");
    const databaseUrl = adminUrl.replace(/\/[^/]*$/, "/sierra_bench_plans");
    const handle = await openDatabase({ databaseUrl });
    await seedYear(handle);
    await handle.close();
    const pgDataDir = mkdtempSync(join(tmpdir(), "sierra-bench-plans-pg-"));
    const server = await startServer(root, 3304, { DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir }, "meal-plans-postgres-server");
    try {
      result.postgres = await load(server.url, await signIn(server.url, EMAIL, PASSWORD), 50, 10_000);
    } finally {
      await server.stop();
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  } catch (error) {
    result.postgres = { error: (error as Error).message };
  } finally {
    await admin.end().catch(() => undefined);
  }
  console.log("postgres", JSON.stringify(result.postgres));
  const lite = result.pglite as { p99: number };
  const post = result.postgres as { requestsPerSecond?: number };
  result.targets = { pgliteP99Ms: 20, postgresRequestsPerSecond: 1000 };
  result.pass = lite.p99 <= 20 && (post.requestsPerSecond ?? 0) >= 1000;
  return result;
}
