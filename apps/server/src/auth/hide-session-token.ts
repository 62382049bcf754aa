import { createMiddleware } from "hono/factory";
import type { InfraEnv } from "../http/context";

/**
 * better-auth answers a sign-in with the session token in the JSON body, and get-session with it
 * in `session.token`, as well as in the httpOnly cookie. The web app never needs it, and script
 * that can read it (an XSS), or a page the server rendered with the session in it
 * (docs/decisions/042), could carry the session away; the body loses it, the cookie keeps it.
 */
export const hideSessionToken = createMiddleware<InfraEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.get("content-type")?.includes("application/json")) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as { token?: unknown; session?: { token?: unknown } } | null;
  if (!body || typeof body !== "object") return;
  const inBody = "token" in body;
  const inSession = typeof body.session === "object" && body.session !== null && "token" in body.session;
  if (!inBody && !inSession) return;
  delete body.token;
  if (inSession) delete body.session?.token;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
});
