import { z } from "zod";

/** Texts of the two-step verification screens and their checks (not in the spec; docs/security.md). */
export const twoFactorMessages = {
  passwordRequired: "Enter your current password.",
  totpCode: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter one of your recovery codes, like abcde-12345.",
  code: "Enter the 6-digit code from your authenticator app or one of your recovery codes.",
} as const;

export const TOTP_DIGITS = 6;
/** "Trust this device": the sign-in challenge is skipped on it for this many days. */
export const TRUST_DEVICE_DAYS = 30;

const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** What people type: spaces anywhere ("123 456"), a recovery code with or without its dash. */
export function normalizeTwoFactorCode(value: string): string {
  const compact = value.replace(/\s+/g, "");
  if (/^[A-Za-z0-9]{10}$/.test(compact) && !/^\d{10}$/.test(compact)) return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return compact;
}

export function isTotpCode(code: string): boolean {
  return TOTP_PATTERN.test(code);
}

export function isRecoveryCode(code: string): boolean {
  return RECOVERY_PATTERN.test(code);
}

const password = z.string().min(1, twoFactorMessages.passwordRequired).max(128, twoFactorMessages.passwordRequired);
export const totpCodeSchema = z.string().transform(normalizeTwoFactorCode).pipe(z.string().regex(TOTP_PATTERN, twoFactorMessages.totpCode));
export const recoveryCodeSchema = z.string().transform(normalizeTwoFactorCode).pipe(z.string().regex(RECOVERY_PATTERN, twoFactorMessages.recoveryCode));
/** Either kind of code; the server tells them apart with isTotpCode. */
export const twoFactorCodeSchema = z
  .string()
  .transform(normalizeTwoFactorCode)
  .pipe(z.string().refine((code) => isTotpCode(code) || isRecoveryCode(code), twoFactorMessages.code));

/** Turning on, or getting new recovery codes: the password again. */
export const twoFactorPasswordSchema = z.object({ password });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** The code that confirms the authenticator app during set-up. */
export const twoFactorSetupCodeSchema = z.object({ code: totpCodeSchema });
export type TwoFactorSetupCodeInput = z.input<typeof twoFactorSetupCodeSchema>;

/** The sign-in challenge: a code from the app, or a recovery code. */
export const twoFactorChallengeSchema = z.object({ code: totpCodeSchema, trustDevice: z.boolean() });
export const recoveryChallengeSchema = z.object({ code: recoveryCodeSchema, trustDevice: z.boolean() });
export type TwoFactorChallengeInput = z.input<typeof twoFactorChallengeSchema>;

/** Turning off needs both the password and a current code (app or recovery). */
export const twoFactorDisableSchema = z.object({ password, code: twoFactorCodeSchema });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/**
 * What people read when a two-factor step fails, by better-auth's error code (its own texts,
 * such as "Invalid two factor cookie", mean nothing to them). Unknown codes get the fallback.
 */
const TWO_FACTOR_ERROR_TEXTS: Record<string, string> = {
  INVALID_CODE: "That code didn't work. Check the time on your phone and enter the newest code.",
  INVALID_BACKUP_CODE: "That recovery code didn't work. Each code works only once.",
  INVALID_PASSWORD: "That password isn't right.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Sign in again with your password to get a new try.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Sign in again with your password.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes for this account. Please wait 15 minutes and try again.",
  TOTP_NOT_ENABLED: "Two-step verification is not set up for this account.",
  TWO_FACTOR_NOT_ENABLED: "Two-step verification is not on for this account.",
  TOTP_ALREADY_ENABLED: "Two-step verification is already on.",
};

export const TWO_FACTOR_TOO_MANY_REQUESTS = "Too many attempts from this network. Please wait a minute and try again.";

export function twoFactorErrorText(error: { status?: number; code?: string }, fallback: string): string {
  const known = error.code ? TWO_FACTOR_ERROR_TEXTS[error.code] : undefined;
  if (known) return known;
  return error.status === 429 ? TWO_FACTOR_TOO_MANY_REQUESTS : fallback;
}

/** Errors after which the sign-in challenge cannot go on: the password step starts again. */
export function challengeIsOver(code: string | undefined): boolean {
  return code === "INVALID_TWO_FACTOR_COOKIE" || code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
}
