import { toast } from "sonner";
import { ApiError } from "@/lib/api";
import { billingMessages } from "../lib/messages";

/** The server's own words for a client error (409 CURRENT_PLAN...), else the spec's fallback. */
export function failureDescription(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** 'Authentication required' with the spec's login text on a 401, else the titled failure toast. */
export function billingFailureToast(error: unknown, title: string, fallback: string, loginText: string) {
  if (error instanceof NoCheckoutUrlError) {
    toast.error(billingMessages.noCheckoutUrl);
    return;
  }
  if (error instanceof ApiError && error.status === 401) {
    toast.error(billingMessages.authRequired, { description: loginText });
    return;
  }
  toast.error(title, { description: failureDescription(error, fallback) });
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
