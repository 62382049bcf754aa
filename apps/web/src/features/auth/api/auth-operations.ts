import { fullPhoneNumber, type LoginInput, type RegisterInput } from "@sierra/shared";
import { authClient } from "@/lib/auth-client";
import { api, ApiError, unwrap } from "@/lib/api";

/** Where e-mail links land: /auth/callback decides where to go next. */
const SIGNUP_CALLBACK = "/auth/callback?type=signup";

export interface AuthResult {
  ok: boolean;
  code?: string;
  message?: string;
  /** The password was right and the account asks for its second step (/auth/two-factor). */
  twoFactor?: boolean;
}

const toResult = (error: { code?: string; message?: string } | null): AuthResult =>
  error ? { ok: false, code: error.code, message: error.message } : { ok: true };

export async function signIn(input: LoginInput): Promise<AuthResult> {
  const { data, error } = await authClient.signIn.email({ email: input.email, password: input.password });
  if (!error && data && "twoFactorRedirect" in data && data.twoFactorRedirect) return { ok: true, twoFactor: true };
  return toResult(error);
}

export async function signUp(input: RegisterInput): Promise<AuthResult> {
  const { error } = await authClient.signUp.email({
    name: input.name,
    email: input.email,
    password: input.password,
    phoneNumber: fullPhoneNumber(input.countryCode, input.phoneNumber),
    callbackURL: SIGNUP_CALLBACK,
  });
  return toResult(error);
}

export async function resendVerification(email: string): Promise<AuthResult> {
  const { error } = await authClient.sendVerificationEmail({ email, callbackURL: SIGNUP_CALLBACK });
  return toResult(error);
}

export async function requestPasswordReset(email: string): Promise<AuthResult> {
  const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/auth/reset-password" });
  return toResult(error);
}

export async function resetPassword(token: string, newPassword: string): Promise<AuthResult> {
  const { error } = await authClient.resetPassword({ token, newPassword });
  return toResult(error);
}

/** GET /api/account/reset-token: whether a reset link can still be used; a token the server refuses (400) cannot. */
export async function checkResetToken(token: string): Promise<boolean> {
  try {
    return (await unwrap(api.account["reset-token"].$get({ query: { token } }))).valid;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
