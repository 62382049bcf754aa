import { useMutation } from "@tanstack/react-query";
import type { TwoFactorPasswordInput } from "@sierra/shared";
import { authClient } from "@/lib/auth-client";
import { authError } from "./two-factor-errors";

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Step 1 of set-up: the password again, then a new secret (as an otpauth:// URI) and ten
 * recovery codes. Nothing is on until the app's first code is confirmed.
 */
export async function enableTwoFactor({ password }: TwoFactorPasswordInput): Promise<TwoFactorSetup> {
  const { data, error } = await authClient.twoFactor.enable({ password });
  if (error) throw authError(error);
  if (!data || !("totpURI" in data) || !data.totpURI) throw new Error("The server did not send a set-up key.");
  return { totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
