import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../testing/test-app";
import { readTextRow } from "./text-row";

// On PGlite these statements are prepared by name on first use (docs/decisions/043); on
// PostgreSQL they run as any query. The answers must be the same either way.
describe("one row of text from a statement", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the row's columns as text, or nothing when there is no row, on every call", async () => {
    const statement = (n: number) => sql`select ${n}::int * 2 as "double", ${`n=${n}`}::text as "label", null::text as "nothing"`;
    for (const n of [1, 2, 3]) expect(await readTextRow(t.db, statement(n))).toEqual([String(n * 2), `n=${n}`, null]);
    expect(await readTextRow(t.db, sql`select 1 where ${false}::boolean`)).toBeUndefined();
  });

  it("a statement that failed can run again, and statements first seen together keep their own text", async () => {
    const divide = (by: number) => sql`select (12 / ${by}::int)::text as "quotient"`;
    const failure = (await readTextRow(t.db, divide(0)).catch((error: Error) => error)) as Error;
    // Drizzle on PostgreSQL wraps the database's error as the cause of its own.
    expect(((failure.cause as Error | undefined) ?? failure).message).toMatch(/division by zero/);
    expect(await readTextRow(t.db, divide(4))).toEqual(["3"]);
    const words = ["alpha", "beta", "gamma", "delta"];
    const answers = await Promise.all(words.map((word) => readTextRow(t.db, sql.raw(`select '${word}' as "word"`))));
    expect(answers).toEqual(words.map((word) => [word]));
    expect(await Promise.all(words.map((word) => readTextRow(t.db, sql.raw(`select '${word}' as "word"`))))).toEqual(words.map((word) => [word]));
  });

  it("plans each call for its own values, never with a generic plan (docs/decisions/009)", async () => {
    const setting = await readTextRow(t.db, sql`select current_setting('plan_cache_mode')`);
    expect(setting).toEqual(["force_custom_plan"]);
  });

  it("keeps one plan for a statement asked to, on PGlite, for that statement alone (docs/decisions/044)", async () => {
    const mode = sql`select current_setting('plan_cache_mode'), ${"x"}::text`;
    const kept = t.deps.dbKind === "pglite" ? "force_generic_plan" : "force_custom_plan";
    for (let i = 0; i < 3; i += 1) {
      expect(await readTextRow(t.db, mode, { reusePlan: true })).toEqual([kept, "x"]);
      expect(await readTextRow(t.db, mode)).toEqual(["force_custom_plan", "x"]);
      expect(await readTextRow(t.db, sql`select current_setting('plan_cache_mode')`)).toEqual(["force_custom_plan"]);
    }
    // Its row, not the setting's, and none when it has none.
    expect(await readTextRow(t.db, sql`select ${3}::int * 2`, { reusePlan: true })).toEqual(["6"]);
    expect(await readTextRow(t.db, sql`select 1 where ${false}::boolean`, { reusePlan: true })).toBeUndefined();
    // A statement that fails ends its transaction, and the setting with it.
    const divide = (by: number) => sql`select (12 / ${by}::int)::text`;
    await expect(readTextRow(t.db, divide(0), { reusePlan: true })).rejects.toThrow();
    expect(await readTextRow(t.db, sql`select current_setting('plan_cache_mode')`)).toEqual(["force_custom_plan"]);
    expect(await readTextRow(t.db, divide(3), { reusePlan: true })).toEqual(["4"]);
    const rows = await t.db.execute(sql`select current_setting('plan_cache_mode') as mode`);
    expect(rows.rows).toEqual([{ mode: "force_custom_plan" }]);
    if (t.deps.dbKind !== "pglite") return;
    // PostgreSQL's own count of the plans each prepared statement used.
    const plans = async (marker: string) =>
      (await t.db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%${marker}%`}`)).rows;
    for (let i = 0; i < 3; i += 1) {
      await readTextRow(t.db, sql`select 'kept-plan-marker', ${i}::int`, { reusePlan: true });
      await readTextRow(t.db, sql`select 'own-plan-marker', ${i}::int`);
    }
    expect(await plans("kept-plan-marker")).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
    expect(await plans("own-plan-marker")).toEqual([{ generic_plans: 0, custom_plans: 3 }]);
  });
});
