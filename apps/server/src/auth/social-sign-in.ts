import { genericOAuth, type GenericOAuthUserInfo } from "better-auth/plugins";
import type { Env } from "../env";
import { socialTwoFactorGuard } from "./social-two-factor-guard";

/** better-auth's id for the provider: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = "oidc";
const DEFAULT_LABEL = "Single sign-on";
const DEFAULT_SCOPES = ["openid", "email", "profile"];

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button says "Continue with {label}". */
  label: string;
  scopes: string[];
}

/** The OIDC_* variables, or null when social sign-in is not configured (env.ts checks all-or-none). */
export function oidcSettings(env: Env): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  const scopes = env.OIDC_SCOPES?.split(/[\s,]+/).filter(Boolean);
  return {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ""),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    label: env.OIDC_NAME ?? DEFAULT_LABEL,
    scopes: scopes?.length ? scopes : DEFAULT_SCOPES,
  };
}

/** A provider without a name claim still gives the profile something to split into first/last. */
function displayName(profile: GenericOAuthUserInfo): string {
  const candidates = [profile.name, profile.preferred_username, [profile.given_name, profile.family_name].filter(Boolean).join(" ")];
  const name = candidates.find((c): c is string => typeof c === "string" && c.trim() !== "");
  return name?.trim() ?? (typeof profile.email === "string" ? (profile.email.split("@")[0] ?? "") : "");
}

/**
 * The generic OAuth plugin for one OIDC provider, or nothing when not configured.
 *
 * Linking to an existing account is decided by better-auth (oauth2/link-account): it links
 * only when the provider says email_verified=true AND the local account is verified, because
 * "oidc" is deliberately NOT a trusted provider (a trusted one would link on an unverified
 * claim). New users follow the provider's claim; an unverified one gets our verification
 * mail and no session until it is followed, like a password sign-up.
 */
export function socialSignInPlugins(env: Env) {
  const settings = oidcSettings(env);
  if (!settings) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: settings.label,
          discoveryUrl: `${settings.issuer}/.well-known/openid-configuration`,
          // email_verified decides linking: without the issuer's keys the provider stays off, so the
          // ID token's signature, audience and nonce are always checked and userinfo must match its subject.
          requireIdTokenVerification: true,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          scopes: settings.scopes,
          pkce: true,
          requireEmailVerification: true,
          // The provider never rewrites the local name or e-mail on later sign-ins.
          overrideUserInfo: false,
          mapProfileToUser: (profile) => ({ name: displayName(profile) }),
        },
      ],
    }),
    socialTwoFactorGuard(OIDC_PROVIDER_ID),
  ];
}
