import { createMiddleware } from "hono/factory";
import type { InfraEnv } from "../http/context";

/**
 * better-auth answers a sign-in with the session token in the JSON body as well as in the
 * httpOnly cookie. The web app never needs it, and script that can read it (an XSS) could carry
 * the session away; the body loses it, the cookie keeps it.
 */
export const hideSessionToken = createMiddleware<InfraEnv>(async (c, next) => {
  await next();
  if (c.req.method !== "POST" || !c.res.headers.get("content-type")?.includes("application/json")) return;
  const body = (await c.res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || !("token" in body)) return;
  delete body.token;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  c.res = new Response(JSON.stringify(body), { status: c.res.status, headers });
});
