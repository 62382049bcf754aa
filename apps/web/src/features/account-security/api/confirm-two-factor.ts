import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorSetupCodeInput } from "@sierra/shared";
import { authClient } from "@/lib/auth-client";
import { sessionQuery } from "@/features/session/use-session";
import { sessionsQuery } from "./list-sessions";
import { authError } from "./two-factor-errors";

/** Step 2 of set-up: the app's first code turns two-step verification on (better-auth renews this session). */
export async function confirmTwoFactor({ code }: TwoFactorSetupCodeInput): Promise<void> {
  const { error } = await authClient.twoFactor.verifyTotp({ code });
  if (error) throw authError(error);
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
}
