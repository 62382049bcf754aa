import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { OIDC_PROVIDER_ID, oidcSettings } from "../../auth/social-sign-in";
import { listProviders } from "./route-specs";

/**
 * Which social sign-in buttons the login and register pages show (none when not configured).
 * Public: it names only the provider's label, never its issuer or client.
 */
export const authProviderRoutes = createRouter<AppEnv>().openapi(listProviders, (c) => {
  const oidc = oidcSettings(c.get("deps").env);
  return c.json({ providers: oidc ? [{ id: OIDC_PROVIDER_ID, label: oidc.label }] : [] }, 200);
});
