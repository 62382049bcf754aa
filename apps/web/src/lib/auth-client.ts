import { createAuthClient } from "better-auth/react";
import { adminClient, inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";

/**
 * better-auth's browser client for sign-in, sign-up, reset and role changes: the one exception to
 * hc + unwrap (lib/api.ts), for the endpoints better-auth owns and types itself.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost:3000" : window.location.origin,
  basePath: "/api/auth",
  plugins: [adminClient(), twoFactorClient(), inferAdditionalFields({ user: { phoneNumber: { type: "string", required: false } } })],
});
