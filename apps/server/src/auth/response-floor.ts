import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/context";

/**
 * Endpoints whose answer must not tell whether an address has an account. Their bodies are
 * already the same, and mail goes out after the response; but a new account still costs a few
 * more writes than a taken address (about 15 ms here). Every answer waits until this long after
 * the request came in, which is longer than either path takes.
 */
export const RESPONSE_FLOOR_MS = 150;
const FLOORED = new Set(["/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/send-verification-email"]);

export const responseFloor = createMiddleware<AppEnv>(async (c, next) => {
  if (!FLOORED.has(c.req.path)) return next();
  const started = performance.now();
  await next();
  const wait = RESPONSE_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
});
