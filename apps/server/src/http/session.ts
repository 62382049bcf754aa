import { createMiddleware } from "hono/factory";
import { isAdminRole } from "@sierra/shared";
import type { AppEnv, SessionUser } from "./context";

/** Reads the better-auth session (if any) once per request. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { auth } = c.get("deps");
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  if (result) {
    const u = result.user as typeof result.user & { role?: string | null };
    const user: SessionUser = { id: u.id, email: u.email, name: u.name, role: u.role ?? "user", emailVerified: u.emailVerified };
    c.set("user", user);
    c.set("sessionId", result.session.id);
  } else {
    c.set("user", null);
    c.set("sessionId", null);
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.get("user")) return c.json({ message: "User not authenticated" }, 401);
  await next();
});

export const requireAdmin = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const user = c.get("user");
  if (!user) return c.json({ message: "Please sign in to access the admin dashboard." }, 401);
  if (!isAdminRole(user.role)) return c.json({ message: "You don't have permission to access the admin dashboard." }, 403);
  await next();
});

/** The signed-in user, for handlers behind requireUser. */
export function currentUser(c: { get: (key: "user") => SessionUser | null }): SessionUser {
  const user = c.get("user");
  if (!user) throw new Error("requireUser must run before this handler");
  return user;
}
