import { createMiddleware } from "hono/factory";

const FLUSH_EVERY_MS = 100;

/** Secrets that travel in paths (the private calendar feed) are not written to logs. */
function loggablePath(path: string): string {
  return path.replace(/^\/api\/calendar\/[^/]+$/, "/api/calendar/[feed]");
}

/**
 * One line per response (method, path, status, milliseconds), written in
 * batches: a synchronous write per request, as hono/logger does, cost a
 * sixth of a request's time under load (docs/decisions/025).
 */
export function accessLog(write: (chunk: string) => void = (chunk) => process.stdout.write(chunk)) {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (lines.length === 0) return;
    write(lines.join(""));
    lines = [];
  };
  const middleware = createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    lines.push(`${c.req.method} ${loggablePath(c.req.path)} ${c.res.status} ${Math.round(performance.now() - started)}ms\n`);
    timer ??= setTimeout(flush, FLUSH_EVERY_MS).unref();
  });
  return { middleware, flush };
}
