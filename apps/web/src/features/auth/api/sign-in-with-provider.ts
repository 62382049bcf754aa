import { authClient } from "@/lib/auth-client";

/** Where better-auth sends the browser when the provider's answer is refused (?error=...). */
const ERROR_PAGE = "/auth/login";

/**
 * Starts the authorization code flow (better-auth keeps state, PKCE verifier and nonce) and
 * leaves for the provider. Returns why it could not start, or null when the browser is leaving.
 */
export async function signInWithProvider(providerId: string, returnTo: string): Promise<string | null> {
  const { data, error } = await authClient.signIn.social({
    provider: providerId,
    callbackURL: returnTo,
    newUserCallbackURL: returnTo,
    errorCallbackURL: ERROR_PAGE,
    disableRedirect: true,
  });
  if (error || !data?.url) return error?.message ?? "Please try again.";
  window.location.assign(data.url);
  return null;
}
