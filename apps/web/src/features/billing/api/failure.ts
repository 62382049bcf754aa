import { serverTextOr } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { billingMessages } from "../lib/messages";

/** The status of an answer from the server (ApiError); null when the request never got one. */
const statusOf = (error: unknown) =>
  error instanceof Error && typeof (error as { status?: unknown }).status === "number" ? (error as Error & { status: number }).status : null;

/** 'Authentication required' with the spec's login text on a 401, else the titled failure toast. */
export function billingFailureToast(error: unknown, title: string, fallback: string, loginText: string) {
  if (error instanceof NoCheckoutUrlError) {
    toast.error(billingMessages.noCheckoutUrl);
    return;
  }
  if (statusOf(error) === 401) {
    toast.error(billingMessages.authRequired, { description: loginText });
    return;
  }
  toast.error(title, { description: serverTextOr(error, fallback) });
}

export class NoCheckoutUrlError extends Error {
  constructor() {
    super(billingMessages.noCheckoutUrl);
  }
}

/** An answer without a url is the spec's 'No checkout URL received'. */
export function requireUrl(body: { url?: string | null } | null | undefined): string {
  if (!body?.url) throw new NoCheckoutUrlError();
  return body.url;
}
