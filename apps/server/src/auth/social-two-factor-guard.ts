import type { BetterAuthPlugin } from "better-auth";
import { APIError } from "better-auth/api";

export const SOCIAL_TWO_FACTOR_REFUSED = "two_factor_enabled";

/**
 * better-auth's two-factor plugin challenges only password sign-ins (/sign-in/email): a provider
 * identity would open an account that has two-step verification on without the second step (and
 * anyone who controls the mailbox could register it at the provider and get it linked). So such an
 * account is neither linked nor signed into through the provider; the refusal reaches the login
 * page as ?error=two_factor_enabled.
 */
export function socialTwoFactorGuard(providerId: string): BetterAuthPlugin {
  return {
    id: "social-two-factor-guard",
    init(ctx) {
      const refuseTwoFactorAccount = async (userId: string) => {
        const owner = (await ctx.internalAdapter.findUserById(userId)) as { twoFactorEnabled?: boolean | null } | null;
        if (owner?.twoFactorEnabled)
          throw new APIError("FORBIDDEN", { code: SOCIAL_TWO_FACTOR_REFUSED, message: "Two-step verification is on for this account" });
      };
      return {
        options: {
          databaseHooks: {
            account: {
              create: {
                before: async (account) => {
                  if (account.providerId === providerId) await refuseTwoFactorAccount(account.userId);
                },
              },
            },
            session: {
              create: {
                // Sessions made from a provider's answer: its redirect back or an ID token posted to
                // /sign-in/social. Password, verification and two-factor paths are untouched.
                before: async (session, endpoint) => {
                  if (endpoint?.path === "/callback/:id" || endpoint?.path === "/sign-in/social") await refuseTwoFactorAccount(session.userId);
                },
              },
            },
          },
        },
      };
    },
  };
}
