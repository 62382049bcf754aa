import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./client";

/** Statements kept prepared per PGlite, past which a statement is parsed each time (the set of shapes is small; this only bounds a mistake). */
const MAX_PREPARED = 64;

const dialect = new PgDialect();

/**
 * The first row of a statement whose columns are text (JSON built by the database, a count), or
 * undefined when there is none. A hot path: on PGlite, which runs on this thread, the statement is
 * sent as one protocol exchange (Bind, Execute, Sync) to a statement prepared on first use, instead
 * of the six exchanges of `query()` (Parse, Describe, Bind, Describe, Execute, Sync), each parsed
 * into objects. Plans are still made for each call's values: plan_cache_mode is force_custom_plan
 * (db/client.ts), so only parsing and analysis are saved (docs/decisions/043). PostgreSQL runs it
 * as any other query.
 */
export async function readTextRow(db: Database, query: SQL): Promise<(string | null)[] | undefined> {
  const client = db.$client as unknown;
  if (isPglite(client)) {
    const { sql, params } = dialect.sqlToQuery(query);
    return preparedStatements(client).run(sql, params);
  }
  const result = await db.execute(query);
  const row = result.rows[0];
  return row && Object.values(row).map((value) => (value === null || value === undefined ? null : String(value)));
}

const isPglite = (client: unknown): client is PGlite => typeof (client as PGlite | null)?.execProtocolStream === "function";

const perClient = new WeakMap<PGlite, ReturnType<typeof createPreparedStatements>>();

function preparedStatements(client: PGlite) {
  let statements = perClient.get(client);
  if (!statements) perClient.set(client, (statements = createPreparedStatements(client)));
  return statements;
}

function createPreparedStatements(client: PGlite) {
  // A name is given when a statement is first seen, before any await, so two new statements never share one.
  const statements = new Map<string, { name: string; prepared: boolean }>();
  return {
    async run(sql: string, params: unknown[]): Promise<(string | null)[] | undefined> {
      let statement = statements.get(sql);
      if (!statement && statements.size < MAX_PREPARED) statements.set(sql, (statement = { name: `sierra_text_row_${statements.size}`, prepared: false }));
      const message = frontendMessages(statement?.name ?? "", statement?.prepared ? null : sql, params.map(toText));
      // The same locks as query(): never inside another caller's transaction, never beside another statement.
      const replies = await client._runExclusiveTransaction(() => client.runExclusive(() => client.execProtocolStream(message, { syncToFs: false })));
      if (statement) statement.prepared = true;
      const row = replies.find((reply) => reply.name === "dataRow") as { fields: (string | null)[] } | undefined;
      return row?.fields;
    },
  };
}

/** Parameters as PostgreSQL's text input; the statement's context gives their types, as for query(). */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  throw new TypeError(`readTextRow takes text, numbers and booleans as parameters, not ${Object.prototype.toString.call(value)}`);
}

/**
 * Close + Parse (when `sql` is given: a named statement is prepared, and a Close first makes that
 * safe should an earlier attempt have failed after creating it), then Bind, Execute and Sync.
 */
function frontendMessages(name: string, sql: string | null, params: (string | null)[]): Uint8Array {
  const out = new MessageWriter();
  if (sql !== null) {
    if (name) out.message(0x43, (m) => m.byte(0x53).cstring(name)); // Close statement
    out.message(0x50, (m) => m.cstring(name).cstring(sql).int16(0)); // Parse, types from context
  }
  out.message(0x42, (m) => {
    m.cstring("").cstring(name).int16(0).int16(params.length); // Bind: unnamed portal, text parameters
    for (const param of params) {
      if (param === null) m.int32(-1);
      else m.int32(Buffer.byteLength(param)).string(param);
    }
    m.int16(0); // text results
  });
  out.message(0x45, (m) => m.cstring("").int32(0)); // Execute, every row
  out.message(0x53, () => undefined); // Sync
  return out.bytes();
}

class MessageWriter {
  private buffer = Buffer.allocUnsafe(4096);
  private length = 0;

  message(type: number, body: (writer: MessageWriter) => void): void {
    this.byte(type);
    const lengthAt = this.length;
    this.int32(0);
    body(this);
    this.buffer.writeInt32BE(this.length - lengthAt, lengthAt);
  }

  byte(value: number): this {
    this.reserve(1);
    this.buffer[this.length++] = value;
    return this;
  }

  int16(value: number): this {
    this.reserve(2);
    this.length = this.buffer.writeInt16BE(value, this.length);
    return this;
  }

  int32(value: number): this {
    this.reserve(4);
    this.length = this.buffer.writeInt32BE(value, this.length);
    return this;
  }

  string(value: string): this {
    this.reserve(Buffer.byteLength(value));
    this.length += this.buffer.write(value, this.length);
    return this;
  }

  cstring(value: string): this {
    return this.string(value).byte(0);
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}
