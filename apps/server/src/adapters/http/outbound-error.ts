/** Why an outbound request was refused or failed; callers turn each into their own message. */
export type OutboundFailure = "bad_url" | "blocked" | "timeout" | "too_large" | "bad_type" | "too_many_redirects" | "http_status" | "unreachable";

export class OutboundError extends Error {
  constructor(
    readonly failure: OutboundFailure,
    detail: string,
    readonly status?: number,
  ) {
    super(`${failure}: ${detail}`);
    this.name = "OutboundError";
  }
}
