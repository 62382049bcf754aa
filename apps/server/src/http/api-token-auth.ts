import { createHash } from "node:crypto";
import type { Context } from "hono";
import { and, eq, gt, sql } from "drizzle-orm";
import { API_TOKEN_PREFIX, apiTokenLimits, apiTokenMessages as m, type ApiTokenScope } from "@sierra/shared";
import { apiTokens, user } from "../db/schema";
import { AppError } from "./errors";
import type { InfraEnv, SessionUser } from "./context";

/**
 * A token's secret is 32 random bytes: a single SHA-256 is the right hash for it (nothing to
 * guess, so no slow password hash), and lets the database find the row by it (decision 059).
 */
export const hashApiToken = (secret: string) => createHash("sha256").update(secret, "utf8").digest("hex");

/** The token of an `Authorization: Bearer ...` header; null when the request carries none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  if (match) return match[1]!;
  return /^Bearer\b/i.test(header ?? "") ? "" : null;
}

/**
 * Where a token stands in for its member: the documented member API (decision 059). Never the
 * account, sign-in, sessions, tokens, billing or admin routes, which need a signed-in browser.
 */
const TOKEN_PATHS = [
  /^\/api\/meal-plans(\/|$)/,
  /^\/api\/recipes(\/|$)/,
  /^\/api\/favorites(\/|$)/,
  /^\/api\/pantry(\/|$)/,
  /^\/api\/shopping-lists(\/|$)/,
  /^\/api\/profile\/preferences(\/|$)/,
];

export const tokenAllowedOn = (path: string) => TOKEN_PATHS.some((pattern) => pattern.test(path));

const READS = new Set(["GET", "HEAD"]);
const WINDOW_MS = 60_000;

export interface TokenSignIn {
  user: SessionUser;
  token: { id: string; scope: ApiTokenScope };
}

function refuse(c: Context, status: 401 | 403 | 429, code: string, message: string): never {
  if (status === 401) c.header("WWW-Authenticate", `Bearer realm="api", error="invalid_token"`);
  throw new AppError(status, code, message);
}

/**
 * Who a bearer token signs in, for this request: counts the request in the token's minute (one
 * UPDATE, so every instance counts in the same row) and holds it to the token's scope.
 */
export async function signInWithApiToken(c: Context<InfraEnv>, secret: string): Promise<TokenSignIn> {
  if (!tokenAllowedOn(c.req.path)) refuse(c, 403, "TOKEN_NOT_ALLOWED", m.notAllowed);
  if (!secret.startsWith(API_TOKEN_PREFIX)) refuse(c, 401, "TOKEN_INVALID", m.invalid);
  const { db, now } = c.get("deps");
  const at = now();
  const hash = hashApiToken(secret);
  const windowOpen = sql`${apiTokens.windowStartedAt} > ${new Date(at.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const [row] = await db
    .update(apiTokens)
    .set({
      lastUsedAt: at,
      windowStartedAt: sql`case when ${windowOpen} then ${apiTokens.windowStartedAt} else ${at.toISOString()}::timestamptz end`,
      windowCount: sql`case when ${windowOpen} then ${apiTokens.windowCount} + 1 else 1 end`,
    })
    .from(user)
    .where(and(eq(apiTokens.tokenHash, hash), eq(apiTokens.userId, user.id), gt(apiTokens.expiresAt, at)))
    .returning({
      id: apiTokens.id,
      scope: apiTokens.scope,
      windowStartedAt: apiTokens.windowStartedAt,
      windowCount: apiTokens.windowCount,
      user: { id: user.id, email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified },
      banned: user.banned,
      banExpires: user.banExpires,
    });
  if (!row) {
    const [expired] = await db.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.tokenHash, hash));
    if (expired) refuse(c, 401, "TOKEN_EXPIRED", m.expired);
    refuse(c, 401, "TOKEN_INVALID", m.invalid);
  }
  // A banned member's tokens stop with their sessions.
  if (row.banned && (!row.banExpires || row.banExpires > at)) refuse(c, 401, "TOKEN_INVALID", m.invalid);
  if (row.windowCount > apiTokenLimits.perMinute) {
    const started = row.windowStartedAt?.getTime() ?? at.getTime();
    c.header("Retry-After", String(Math.max(1, Math.ceil((started + WINDOW_MS - at.getTime()) / 1000))));
    refuse(c, 429, "TOKEN_RATE_LIMITED", m.rateLimited);
  }
  const scope = row.scope as ApiTokenScope;
  if (scope === "read" && !READS.has(c.req.method)) refuse(c, 403, "TOKEN_READ_ONLY", m.readOnly);
  return { user: row.user, token: { id: row.id, scope } };
}
