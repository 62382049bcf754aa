/**
 * Personal API tokens (docs/decisions/059): what a member chooses when making one, the limits
 * the server holds them to, and the texts of every refusal.
 */
export const API_TOKEN_PREFIX = "sierra_pat_";

/** "read" answers GET and HEAD only; "read_write" may also change the member's data. */
export const API_TOKEN_SCOPES = ["read", "read_write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = { read: "Read only", read_write: "Read and write" };

/** How long a new token lives, in days; every token expires. */
export const API_TOKEN_LIFETIMES = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES)[number];

export const apiTokenLimits = {
  /** Requests per token in one minute's window. */
  perMinute: 60,
  /** Tokens (expired ones included) an account holds at once. */
  perAccount: 20,
  nameMax: 60,
} as const;

export const apiTokenMessages = {
  nameRequired: "Give the token a name, such as the script or app that will use it.",
  nameTooLong: `Keep the name to ${apiTokenLimits.nameMax} characters.`,
  scope: "Choose read only or read and write.",
  lifetime: `Choose when the token expires: in ${API_TOKEN_LIFETIMES.join(", ")} days.`,
  notFound: "That token was not found. It may have been revoked already.",
  tooMany: `An account can hold ${apiTokenLimits.perAccount} tokens. Revoke one you no longer use first.`,
  invalid: "This API token is not valid. It may have been revoked.",
  expired: "This API token has expired. Create a new one in your profile.",
  readOnly: "This API token is read-only. Use a read and write token to make changes.",
  notAllowed: "API tokens work on meal plans, recipes, favourites, pantry, shopping lists and preferences only. Sign in to use this.",
  rateLimited: `Too many requests with this API token (${apiTokenLimits.perMinute} a minute). Try again shortly.`,
} as const;
