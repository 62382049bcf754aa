import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

const UUID = /^[0-9a-f-]{36}$/;

/**
 * Records every row write that names one user's id, in any table, while it runs. BEFORE row
 * triggers see an INSERT ... ON CONFLICT DO NOTHING too, so "create if missing" counts as a
 * write even when nothing was missing. The triggers are this watch's own (the PostgreSQL
 * database is shared with other test files) and are made one statement at a time, so
 * each takes one table's lock at a time and cannot deadlock with concurrent tests.
 */
export async function watchWrites(db: Database, userId: string) {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`);
  const tag = `write_watch_${userId.replace(/-/g, "").slice(0, 12)}_${Math.floor(Math.random() * 1e6)}`;
  const log = `${tag}_log`;
  await db.execute(sql.raw(`create table ${log} (table_name text not null, op text not null)`));
  await db.execute(
    sql.raw(`create function ${tag}() returns trigger language plpgsql as $$
      begin
        if strpos(to_jsonb(case when TG_OP = 'DELETE' then OLD else NEW end)::text, '${userId}') > 0 then
          insert into ${log} values (TG_TABLE_NAME, TG_OP);
        end if;
        return case when TG_OP = 'DELETE' then OLD else NEW end;
      end $$`),
  );
  const tables = (await db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)).rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith("write_watch_"));
  for (const table of tables) {
    await db.execute(sql.raw(`create trigger ${tag} before insert or update or delete on "${table}" for each row execute function ${tag}()`));
  }
  return {
    /** "INSERT households", ... in the order written. */
    writes: async () =>
      (await db.execute<{ table_name: string; op: string }>(sql.raw(`select table_name, op from ${log}`))).rows.map((r) => `${r.op} ${r.table_name}`),
    stop: async () => {
      for (const table of tables) await db.execute(sql.raw(`drop trigger if exists ${tag} on "${table}"`));
      await db.execute(sql.raw(`drop function ${tag}()`));
      await db.execute(sql.raw(`drop table ${log}`));
    },
  };
}
