import { useMutation } from "@tanstack/react-query";
import type { TwoFactorPasswordInput } from "@sierra/shared";
import { authClient } from "@/lib/auth-client";
import { authError } from "./two-factor-errors";

/** Ten new recovery codes; the old ones stop working at once. */
export async function regenerateRecoveryCodes({ password }: TwoFactorPasswordInput): Promise<string[]> {
  const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
  if (error) throw authError(error);
  return data?.backupCodes ?? [];
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
