/**
 * Readable text for better-auth's ?error= codes on the way back from the provider. Only our
 * own words are shown: error_description comes from outside and is never displayed.
 */
export function socialSignInErrorMessage(code: string, label: string): string {
  switch (code) {
    case "account_not_linked":
      return `An account with this email already exists, and ${label} has not confirmed that the address is yours. Sign in with your email and password instead.`;
    case "two_factor_enabled":
      return `This account has two-step verification turned on, so it can't be opened with ${label}. Sign in with your email, password and code.`;
    case "email_not_verified":
      return `${label} has not confirmed your email address. Open the link we emailed you to verify it, then sign in again.`;
    case "access_denied":
      return `Sign-in with ${label} was cancelled.`;
    case "state_mismatch":
    case "state_not_found":
    case "state_invalid":
    case "please_restart_the_process":
    case "invalid_callback_request":
      return "The sign-in took too long or was started in another window. Please try again.";
    default:
      return `Sign-in with ${label} did not work. Please try again.`;
  }
}
