import { Hono } from "hono";
import type { AppEnv } from "../../app-deps";
import { OIDC_PROVIDER_ID, oidcSettings } from "../../auth/social-sign-in";

/**
 * Which social sign-in buttons the login and register pages show (none when not configured).
 * Public: it names only the provider's label, never its issuer or client.
 */
export const authProviderRoutes = new Hono<AppEnv>().get("/auth-providers", (c) => {
  const oidc = oidcSettings(c.get("deps").env);
  return c.json({ providers: oidc ? [{ id: OIDC_PROVIDER_ID, label: oidc.label }] : [] });
});
