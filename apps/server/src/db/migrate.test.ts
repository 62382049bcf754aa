import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../testing/test-app";
import { runMigrations } from "./migrate";

// PGlite only: each test file has a database of its own there, while the PostgreSQL test
// database is shared by the files running at the same time, and this one edits drizzle's record.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("migrations at start (docs/decisions/040)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recorded = async () =>
    Number((((await t.db.execute(sql`select count(*) as "n" from drizzle.__drizzle_migrations`)).rows[0] ?? {}) as { n?: unknown }).n);

  it("leave a database that has every migration as it is", async () => {
    const before = await recorded();
    await runMigrations(t.deps.handle);
    expect(await recorded()).toBe(before);
  });

  it("apply the newest migration to a database whose record lacks it", async () => {
    // As an install from before the newest migration. Its tables exist here, so applying it again
    // fails on them: proof that the start-up check did not skip it.
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const failure = await runMigrations(t.deps.handle).then(
      () => null,
      (error: Error) => error,
    );
    expect((failure?.cause as Error | undefined)?.message).toMatch(/already exists/);
  });
});
