import { toast } from "@/lib/toast";
import { twoFactorErrorText } from "@sierra/shared";
import { ApiError } from "@/lib/api";

/** better-auth's client answers { error }; one shape for the screens. */
export function authError(error: { status: number; code?: string; message?: string }): ApiError {
  return new ApiError(error.message ?? "", error.status, error.code);
}

/** The text for a failed two-factor call, in a toast titled by the action. */
export function twoFactorFailure(title: string, error: unknown) {
  const text = error instanceof ApiError ? twoFactorErrorText(error, error.message || "Please try again.") : "Please try again.";
  toast.error(title, { description: text });
  return text;
}
