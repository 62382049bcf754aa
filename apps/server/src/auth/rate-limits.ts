/**
 * Per-IP limits on the auth endpoints (window in seconds). Documented in
 * docs/security.md; the per-account lockout lives in sign-in-guard.ts.
 * better-auth's database limiter restarts a count only after a whole quiet window.
 */
export const AUTH_RATE_LIMITS = {
  // Every page load reads the session, so a household or office behind one address
  // would run out of the general 300 and appear signed out. It only reads the
  // caller's own session (cached per instance), so it is not limited.
  "/get-session": false,
  "/sign-in/email": { window: 60, max: 20 },
  // Starting social sign-in (it only creates a state row and redirects): as many as password
  // sign-ins, instead of better-auth's default 3 per 10 s for every /sign-in path.
  "/sign-in/social": { window: 60, max: 20 },
  "/sign-up/email": { window: 600, max: 10 },
  "/request-password-reset": { window: 600, max: 5 },
  "/reset-password": { window: 600, max: 10 },
  "/send-verification-email": { window: 600, max: 5 },
  "/change-password": { window: 600, max: 10 },
  "/change-email": { window: 600, max: 5 },
  // Second step: the challenge itself allows 5 tries and the account 10 failures (two-factor.ts);
  // per address, enough for a household signing in, far too few to guess 6 digits.
  "/two-factor/verify-totp": { window: 60, max: 10 },
  "/two-factor/verify-backup-code": { window: 60, max: 10 },
  // These check the password, so they count like change-password.
  "/two-factor/enable": { window: 600, max: 10 },
  "/two-factor/disable": { window: 600, max: 10 },
  "/two-factor/generate-backup-codes": { window: 600, max: 10 },
  "/two-factor/get-totp-uri": { window: 600, max: 10 },
} as const;

export const FAILED_SIGN_IN_LIMIT = 10;
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;
