import { createMiddleware } from "hono/factory";
import { isAdminRole } from "@sierra/shared";
import type { InfraEnv, SessionUser } from "./context";
import { bearerToken, signInWithApiToken } from "./api-token-auth";
import { AppError } from "./errors";

/**
 * Reads the session (if any) once per request. A request with `Authorization: Bearer` is its
 * member's personal API token instead, cookie or not (docs/decisions/059): it answers only where
 * tokens are allowed, within the token's scope and rate, and carries no session id.
 */
export const loadSession = createMiddleware<InfraEnv>(async (c, next) => {
  const secret = bearerToken(c.req.header("authorization"));
  if (secret !== null) {
    const { user, token } = await signInWithApiToken(c, secret);
    c.set("user", user);
    c.set("sessionId", null);
    c.set("apiToken", token);
    return next();
  }
  c.set("apiToken", null);
  const session = await c.get("deps").sessions.read(c.req.raw.headers);
  c.set("user", session?.user ?? null);
  c.set("sessionId", session?.sessionId ?? null);
  await next();
});

/**
 * Requests that may change a user's data drop what this process cached for
 * them before the response goes out: auth and admin actions may touch any
 * user, other writes only the signed-in one. The database's announcements
 * (migration 0005) say the same, but to other instances they arrive a moment
 * after the commit; this keeps a user's next request from reading its own
 * write stale.
 */
export const forgetChangedUsers = createMiddleware<InfraEnv>(async (c, next) => {
  await next();
  const cache = c.get("deps").caches;
  const path = c.req.path;
  const reading = c.req.method === "GET" || c.req.method === "HEAD";
  // Auth GETs change things too (the e-mail verification link); only get-session is a pure read.
  const affectsAnyone = path.startsWith("/api/auth/") ? path !== "/api/auth/get-session" : path.startsWith("/api/admin/") && !reading;
  if (affectsAnyone) cache.clear();
  else if (!reading) {
    const user = c.get("user");
    if (user) cache.forgetUser(user.id);
  }
});

// Thrown, not answered here: app.onError writes every error body the same way ({ code, message }).
export const requireUser = createMiddleware<InfraEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.get("user")) throw new AppError(401, "UNAUTHENTICATED", "User not authenticated");
  await next();
});

export const requireAdmin = createMiddleware<InfraEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const user = c.get("user");
  if (!user) throw new AppError(401, "UNAUTHENTICATED", "Please sign in to access the admin dashboard.");
  if (!isAdminRole(user.role)) throw new AppError(403, "FORBIDDEN", "You don't have permission to access the admin dashboard.");
  await next();
});

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(c: { get: (key: "user") => SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw new Error("requireUser must run before this handler");
  return user;
}
