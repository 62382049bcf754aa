import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./context";
import { CLIENT_IP_HEADER } from "../auth/auth";

/** CSP without inline scripts; styles may be inline because toasts and popovers inject them. */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", "data:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginEmbedderPolicy: false,
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses state-changing requests from other sites (Origin / Fetch Metadata). */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const { env } = c.get("deps");
    const allowed = [env.appUrl, ...(env.NODE_ENV === "development" ? ["http://localhost:5173"] : [])];
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if ((origin && origin !== "null" && !allowed.includes(origin)) || origin === "null" || site === "cross-site") {
      return c.json({ message: "Cross-site request refused" }, 403);
    }
  }
  await next();
});

/**
 * The client address for rate limits comes from the socket (or, behind a proxy
 * with TRUST_PROXY=1, the first X-Forwarded-For hop), never from a client header.
 */
export const clientAddress = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (incoming) {
    const { env } = c.get("deps");
    const forwarded = env.TRUST_PROXY === "1" ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
    const address = forwarded || incoming.socket?.remoteAddress || "unknown";
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
  }
  await next();
});
