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
});
