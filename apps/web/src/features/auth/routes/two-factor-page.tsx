import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { challengeIsOver, twoFactorErrorText, type TwoFactorChallengeInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { sessionQuery } from "@/features/session/use-session";
import { verifyTwoFactor, type ChallengeMethod } from "../api/verify-two-factor";
import { AuthCard } from "../components/auth-card";
import { TwoFactorChallengeForm } from "../components/two-factor-challenge-form";

const DESCRIPTIONS: Record<ChallengeMethod, string> = {
  totp: "Enter the 6-digit code from your authenticator app to finish signing in.",
  recovery: "Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.",
};

/**
 * /auth/two-factor: the sign-in's second step, after a right password on an account with
 * two-step verification. On success the guest-only guard sends the user where the login
 * would have (the location state travels here from the login page).
 */
export function TwoFactorPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [method, setMethod] = useState<ChallengeMethod>("totp");

  const onSubmit = async ({ code, trustDevice }: TwoFactorChallengeInput): Promise<string | null> => {
    const result = await verifyTwoFactor(method, code, trustDevice);
    if (result.ok) {
      await queryClient.resetQueries({ queryKey: ["me"] });
      await queryClient.refetchQueries({ queryKey: sessionQuery.queryKey });
      return null;
    }
    const text = twoFactorErrorText(result, result.message ?? "Please try again.");
    toast.error("Sign in failed", { description: text });
    if (challengeIsOver(result.code)) {
      navigate("/auth/login", { replace: true, state: location.state });
      return null;
    }
    return text;
  };

  return (
    <AuthCard
      title="Two-step verification"
      description={DESCRIPTIONS[method]}
      footer={
        <Link to="/auth/login" state={location.state} className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <div className="flex flex-col gap-4">
        <TwoFactorChallengeForm key={method} method={method} onSubmit={onSubmit} />
        <Button type="button" variant="link" className="h-auto self-center p-0" onClick={() => setMethod(method === "totp" ? "recovery" : "totp")}>
          {method === "totp" ? "Use a recovery code instead" : "Use your authenticator app instead"}
        </Button>
      </div>
    </AuthCard>
  );
}
