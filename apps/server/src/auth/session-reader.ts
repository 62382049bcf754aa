import type { Auth } from "./auth";
import { UserCache } from "../cache/user-cache";

/** Who a request is signed in as, as every handler sees it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}

export interface RequestSession {
  user: SessionUser;
  sessionId: string;
}

/** Signed session cookie -> who it signs in. */
export const createSessionCache = () => new UserCache<RequestSession>({ maxEntries: 50_000, maxAgeMs: 60_000 });

/**
 * The value of one cookie in a Cookie header, as sent: null when absent,
 * "ambiguous" when sent more than once (better-auth would read the last one;
 * such a request is answered without the cache rather than guess).
 */
export function cookieValue(header: string | null, name: string): string | null | "ambiguous" {
  let found: string | null = null;
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    if (found !== null) return "ambiguous";
    found = part.slice(at + 1).trim();
  }
  return found || null;
}

/**
 * Who a request is signed in as: better-auth decides, the cache remembers its
 * answer per signed session cookie. An entry is used only until better-auth
 * would refresh the session, so expiry and sliding refresh work as before.
 */
export async function createSessionReader(auth: Auth, cache: UserCache<RequestSession>) {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;

  async function read(headers: Headers): Promise<RequestSession | null> {
    const key = cookieValue(headers.get("cookie"), cookieName);
    if (!key) return null;
    const cached = key === "ambiguous" ? undefined : cache.get(key);
    if (cached) return cached;
    const startedAt = cache.begin();
    const result = await auth.api.getSession({ headers });
    if (!result) return null;
    const u = result.user as typeof result.user & { role?: string | null };
    const session: RequestSession = {
      user: { id: u.id, email: u.email, name: u.name, role: u.role ?? "user", emailVerified: u.emailVerified },
      sessionId: result.session.id,
    };
    const expiresAt = new Date(result.session.expiresAt).getTime();
    const refreshAt = expiresAt - expiresIn * 1000 + updateAge * 1000;
    if (key !== "ambiguous") cache.set(key, session.user.id, session, startedAt, Math.min(expiresAt, refreshAt));
    return session;
  }

  return { read };
}

export type SessionReader = Awaited<ReturnType<typeof createSessionReader>>;
