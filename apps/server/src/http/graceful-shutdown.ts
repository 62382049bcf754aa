import type { Server } from "node:http";

/** How long in-flight requests may take to finish after SIGTERM before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stop accepting connections, let the requests already in flight finish (at most `graceMs`),
 * then run `cleanup` (flush logs, close the database). Idle keep-alive connections are closed
 * at once so they do not hold the server open; busy ones close after their response.
 */
export function closeGracefully(server: Server, cleanup: () => Promise<void>, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      void cleanup().finally(resolve);
    });
    server.closeIdleConnections();
  });
}
