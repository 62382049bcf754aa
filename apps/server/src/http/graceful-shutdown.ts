import { Server as NetServer, type Socket } from "node:net";
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** How long in-flight requests may take to finish after SIGTERM before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** How long a connection with no request in progress may stay silent during a shutdown before it is closed. */
export const SHUTDOWN_IDLE_READ_MS = 500;

/** What the readiness check reads: true from the moment a shutdown begins. */
export interface Lifecycle {
  draining: boolean;
}

/** Every open connection and the response it is writing (null between requests). */
export type Connections = Map<Socket, ServerResponse | null>;

interface Options {
  /** Readiness says 503 this long while the listener still accepts, so a balancer stops sending first. */
  unreadyMs: number;
  graceMs?: number;
  idleReadMs?: number;
}

/**
 * Follows every connection and the request it is answering, so a shutdown can tell a busy
 * connection from one whose next request may still be in its buffer. Call before listening.
 */
export function trackConnections(server: Server, lifecycle: Lifecycle): Connections {
  const active: Connections = new Map();
  server.on("connection", (socket: Socket) => {
    active.set(socket, null);
    socket.once("close", () => active.delete(socket));
  });
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    const socket = res.socket;
    if (!socket) return;
    active.set(socket, res);
    // Every answer that starts during a shutdown says Connection: close, and the connection ends after it.
    if (lifecycle.draining) res.shouldKeepAlive = false;
    res.once("finish", () => {
      if (active.get(socket) === res) active.set(socket, null);
    });
  });
  return active;
}

/**
 * Closes connections with no request in progress that stayed silent for a whole period. The check
 * runs after the poll phase (setImmediate), so bytes that arrived while the event loop was busy
 * (PGlite works on the main thread) are read, and their request started, before it looks.
 * Node's socket timeouts are not used: the http server destroys a socket on any timeout.
 */
function closeSilentConnections(active: Connections, periodMs: number) {
  const lastRead = new Map<Socket, number>();
  const timer = setInterval(
    () =>
      setImmediate(() => {
        for (const [socket, res] of active) {
          if (res) lastRead.delete(socket);
          else if (lastRead.get(socket) === socket.bytesRead) socket.destroy();
          else lastRead.set(socket, socket.bytesRead);
        }
      }),
    periodMs,
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * SIGTERM without losing a request whose bytes reached us: readiness goes unready at once; the
 * listener keeps accepting for `unreadyMs`, then closes (the net listener alone: Node's http close
 * would also drop connections whose request is still unread in the socket buffer). Requests in
 * progress are answered with Connection: close; silent connections are closed; after `graceMs`
 * whatever is left is cut. Then `cleanup` runs.
 */
export function closeGracefully(
  server: Server,
  active: Connections,
  lifecycle: Lifecycle,
  cleanup: () => Promise<void>,
  { unreadyMs, graceMs = SHUTDOWN_GRACE_MS, idleReadMs = SHUTDOWN_IDLE_READ_MS }: Options,
): Promise<void> {
  lifecycle.draining = true;
  for (const res of active.values()) if (res && !res.headersSent) res.shouldKeepAlive = false;
  const stopSweeping = closeSilentConnections(active, idleReadMs);
  return new Promise((resolve) => {
    const stopListening = () => {
      const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
      deadline.unref();
      NetServer.prototype.close.call(server, () => {
        clearTimeout(deadline);
        stopSweeping();
        void cleanup().finally(resolve);
      });
    };
    // After the poll phase, so connections waiting in the backlog are accepted before the listener closes.
    setTimeout(() => setImmediate(stopListening), unreadyMs);
  });
}
