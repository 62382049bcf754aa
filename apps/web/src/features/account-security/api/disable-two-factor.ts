import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import type { TwoFactorDisableInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { sessionQuery } from "@/features/session/use-session";
import { sessionsQuery } from "./list-sessions";

/** Turning off takes the password and a current code (from the app or a recovery code). */
export function disableTwoFactor(input: TwoFactorDisableInput) {
  return unwrap(api.auth["two-factor"].disable.$post({ json: input }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      toast.success("Two-step verification is off", { description: "Signing in now takes only your password." });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
}
