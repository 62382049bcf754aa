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
 * into objects. Plans are made for each call's values (plan_cache_mode is force_custom_plan,
 * db/client.ts), unless `reusePlan` is set: then, on PGlite, the statement's one generic plan is
 * kept and run for every call (docs/decisions/044). Only for a statement whose text already fixes
 * every value the plan should depend on. PostgreSQL runs it as any other query, planned per call.
 */
export async function readTextRow(db: Database, query: SQL, opts: { reusePlan?: boolean } = {}): Promise<(string | null)[] | undefined> {
  const client = db.$client as unknown;
  if (isPglite(client)) {
    const { sql, params } = dialect.sqlToQuery(query);
    return preparedStatements(client).run(sql, params, opts.reusePlan ?? false);
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

/**
 * Run before a statement in the same exchange (so in the same implicit transaction): its generic
 * plan is used, made once and kept with the prepared statement. `true` makes the setting local to
 * that transaction, which ends at Sync, committed or failed: the next statement plans per call again.
 */
const REUSE_PLAN = { name: "sierra_reuse_plan", sql: "select set_config('plan_cache_mode', 'force_generic_plan', true)" };

function createPreparedStatements(client: PGlite) {
  // A name is given when a statement is first seen, before any await, so two new statements never share one.
  const statements = new Map<string, { name: string; prepared: boolean }>();
  let reusePlanPrepared = false;
  return {
    async run(sql: string, params: unknown[], reusePlan: boolean): Promise<(string | null)[] | undefined> {
      let statement = statements.get(sql);
      if (!statement && statements.size < MAX_PREPARED) statements.set(sql, (statement = { name: `sierra_text_row_${statements.size}`, prepared: false }));
      const out = new MessageWriter();
      if (reusePlan) {
        if (!reusePlanPrepared) out.parse(REUSE_PLAN.name, REUSE_PLAN.sql);
        out.bindExecute(REUSE_PLAN.name, []);
      }
      if (!statement?.prepared) out.parse(statement?.name ?? "", sql);
      out.bindExecute(statement?.name ?? "", params.map(toText));
      out.message(0x53, () => undefined); // Sync
      // The same locks as query(): never inside another caller's transaction, never beside another statement.
      const replies = await client._runExclusiveTransaction(() => client.runExclusive(() => client.execProtocolStream(out.bytes(), { syncToFs: false })));
      if (statement) statement.prepared = true;
      if (reusePlan) reusePlanPrepared = true;
      // With the setting first, the statement's own replies follow the setting's CommandComplete.
      const from = reusePlan ? replies.findIndex((reply) => reply.name === "commandComplete") + 1 : 0;
      const row = replies.slice(from).find((reply) => reply.name === "dataRow") as { fields: (string | null)[] } | undefined;
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

class MessageWriter {
  private buffer = Buffer.allocUnsafe(4096);
  private length = 0;

  /**
   * Close + Parse: a named statement is prepared, and a Close first makes that safe should an
   * earlier attempt have failed after creating it. Parameter types come from the statement's context.
   */
  parse(name: string, sql: string): this {
    if (name) this.message(0x43, (m) => m.byte(0x53).cstring(name)); // Close statement
    this.message(0x50, (m) => m.cstring(name).cstring(sql).int16(0)); // Parse
    return this;
  }

  /** Bind (unnamed portal, text parameters, text results) and Execute (every row). */
  bindExecute(name: string, params: (string | null)[]): this {
    this.message(0x42, (m) => {
      m.cstring("").cstring(name).int16(0).int16(params.length);
      for (const param of params) {
        if (param === null) m.int32(-1);
        else m.int32(Buffer.byteLength(param)).string(param);
      }
      m.int16(0);
    });
    this.message(0x45, (m) => m.cstring("").int32(0));
    return this;
  }

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
