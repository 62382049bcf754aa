import { authClient } from "@/lib/auth-client";
import type { AuthResult } from "./auth-operations";

export type ChallengeMethod = "totp" | "recovery";

/**
 * The sign-in's second step. better-auth knows which sign-in it completes from the
 * short-lived cookie the password step set; on success it sets the session cookie.
 */
export async function verifyTwoFactor(method: ChallengeMethod, code: string, trustDevice: boolean): Promise<AuthResult & { status?: number }> {
  const { error } =
    method === "totp" ? await authClient.twoFactor.verifyTotp({ code, trustDevice }) : await authClient.twoFactor.verifyBackupCode({ code, trustDevice });
  return error ? { ok: false, code: error.code, message: error.message, status: error.status } : { ok: true };
}
