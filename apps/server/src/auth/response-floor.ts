import { createMiddleware } from "hono/factory";
import type { InfraEnv } from "../http/context";

/**
 * Endpoints whose answer must not tell whether an address has an account. Their bodies are
 * already the same, mail goes out after the response, and a taken address does the same kind of
 * database work as a new one (auth.ts, onExistingUserSignUp); a new account still writes two
 * rows more. Every answer waits until this long after the request came in, longer than either
 * path takes on a machine that is not overloaded.
 */
export const RESPONSE_FLOOR_MS = 250;
const FLOORED = new Set(["/api/auth/sign-up/email", "/api/auth/request-password-reset", "/api/auth/send-verification-email"]);

export const responseFloor = createMiddleware<InfraEnv>(async (c, next) => {
  if (!FLOORED.has(c.req.path)) return next();
  const started = performance.now();
  await next();
  const wait = RESPONSE_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
});
