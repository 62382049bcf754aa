import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";
import type { InfraEnv } from "./context";
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
export const originCheck = createMiddleware<InfraEnv>(async (c, next) => {
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

/** The TCP peer of a request served by @hono/node-server; absent for in-process requests. */
export function socketAddress(c: { env: unknown }): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

/**
 * The client behind `trustedProxies` proxies of our own. Each proxy appends the address it
 * was reached from, so only the right-most `trustedProxies` entries are theirs; anything to
 * the left was written by the client and is never trusted (as Express and Fastify count).
 */
export function forwardedClient(socket: string, forwardedFor: string | undefined, trustedProxies: number): string {
  if (trustedProxies === 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  // hops[len - 1] was added by the proxy nearest to us; with N proxies the client is N from the right.
  return hops[Math.max(0, hops.length - trustedProxies)] ?? socket;
}

/**
 * The client address for rate limits comes from the socket (or, behind TRUST_PROXY proxies,
 * from the hop they added to X-Forwarded-For), never from a header the client chose.
 */
export const clientAddress = createMiddleware<InfraEnv>(async (c, next) => {
  const socket = socketAddress(c);
  if (socket !== undefined) {
    const address = forwardedClient(socket, c.req.header("x-forwarded-for"), c.get("deps").env.TRUST_PROXY);
    c.req.raw.headers.set(CLIENT_IP_HEADER, address);
  }
  await next();
});

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "via"];

/**
 * Local-only pages answer the machine itself: a loopback socket, and no sign of a proxy. A proxy
 * on this machine connects from loopback while passing on a client from anywhere, so a request
 * carrying forwarding headers is refused whatever TRUST_PROXY says.
 */
export const loopbackOnly = createMiddleware<InfraEnv>(async (c, next) => {
  const forwarded = FORWARDING_HEADERS.some((name) => c.req.raw.headers.has(name));
  if (forwarded || !isLoopback(socketAddress(c))) return c.json({ code: "NOT_FOUND", message: "Not found" }, 404);
  await next();
});
