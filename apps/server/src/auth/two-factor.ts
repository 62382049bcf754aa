import { twoFactor } from "better-auth/plugins";
import { TOTP_DIGITS, TRUST_DEVICE_DAYS } from "@sierra/shared";

/** Shown by authenticator apps above the code. */
export const TWO_FACTOR_ISSUER = "Sierra Meal Planner";

/**
 * better-auth's two-factor plugin, TOTP only (no e-mailed codes). The secret and the
 * ten recovery codes are stored encrypted with the auth secret. A sign-in challenge
 * lives 10 minutes and takes 5 tries; 10 failed codes in a row lock the account's
 * second step for 15 minutes (the plugin's defaults, spelled out here).
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: TWO_FACTOR_ISSUER,
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
    twoFactorCookieMaxAge: 10 * 60,
    totpOptions: { digits: TOTP_DIGITS, period: 30 },
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}
