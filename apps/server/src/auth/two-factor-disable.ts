import type { Context } from "hono";
import { isTotpCode } from "@sierra/shared";
import type { InfraEnv } from "../http/context";

/** One of better-auth's own endpoints, asked on behalf of this request (same cookies, same client address). */
function askAuth(c: Context<InfraEnv>, path: string, body: unknown): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  const url = new URL(`/api/auth${path}`, c.req.url);
  return c.get("deps").auth.handler(new Request(url, { method: "POST", headers, body: JSON.stringify(body) }));
}

/**
 * Turning two-step verification off takes the password (better-auth's check) and a current
 * code, so a session left open on a shared computer plus a known password is not enough.
 * The code is checked first by better-auth's own verify endpoints (rate limited, constant
 * time); a recovery code spent here is gone with the rest when the factor is removed.
 */
export async function disableTwoFactor(c: Context<InfraEnv>, input: { password: string; code: string }) {
  const codeCheck = isTotpCode(input.code)
    ? await askAuth(c, "/two-factor/verify-totp", { code: input.code })
    : await askAuth(c, "/two-factor/verify-backup-code", { code: input.code, disableSession: true });
  // The checks answer with the session token; it stays on the server.
  if (!codeCheck.ok) return codeCheck;
  return askAuth(c, "/two-factor/disable", { password: input.password });
}
