import pg from "pg";
import type { PGlite } from "@electric-sql/pglite";

export interface ChangeListener {
  /** A NOTIFY payload on the channel. */
  onMessage: (payload: string) => void;
  /** False while announcements may be missed (connection lost), true once listening again. */
  onLive: (live: boolean) => void;
}

export type Listen = (channel: string, listener: ChangeListener) => Promise<() => Promise<void>>;

/** PGlite runs in this process and delivers a commit's notifications before the query resolves. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, listener) => {
    const unlisten = await client.listen(channel, listener.onMessage);
    listener.onLive(true);
    return unlisten;
  };
}

const RECONNECT_DELAY_MS = 1_000;

/** PostgreSQL: one dedicated connection per channel, reconnecting until stopped. */
export function postgresListen(connectionString: string): Listen {
  return async (channel, listener) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;

    const connect = async () => {
      const next = new pg.Client({ connectionString });
      const lost = () => {
        if (client !== next) return;
        client = null;
        listener.onLive(false);
        next.end().catch(() => undefined);
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      };
      next.on("error", lost);
      next.on("end", lost);
      next.on("notification", (message) => listener.onMessage(message.payload ?? ""));
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (client === next && !stopped) listener.onLive(true);
      } catch {
        lost();
      }
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}
