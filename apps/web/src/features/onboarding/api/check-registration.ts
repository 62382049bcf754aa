import { useMutation } from "@tanstack/react-query";
import type { OnboardingRegistration } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";

/** POST /api/onboarding/registration: the server's check of step 1 (409 ACCOUNT_EXISTS); stores nothing. */
export function checkRegistration(input: OnboardingRegistration): Promise<{ ok: true }> {
  return unwrap(api.onboarding.registration.$post({ json: input }));
}

export function useCheckRegistration() {
  return useMutation({ mutationFn: checkRegistration });
}
