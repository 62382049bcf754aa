import { createMiddleware } from "hono/factory";
import type { InfraEnv } from "./context";
import { errorBody } from "./errors";
import { hasNoBody } from "./body-limit";

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text no column can store and no one meant to send: NUL, or half of a UTF-16 pair. */
export function isUnsafeText(text: string): boolean {
  return text.includes("\0") || UNPAIRED_SURROGATE.test(text);
}

/** Every string and key in a parsed JSON value, iteratively (a deep nest must not blow the stack). */
function hasUnsafeString(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (isUnsafeText(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === "object") {
      for (const [key, item] of Object.entries(next)) {
        if (isUnsafeText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const refuse = (message: string) => Response.json(errorBody("INVALID_INPUT", message), { status: 400 });

function isJson(contentType: string | undefined): boolean {
  return !!contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType.trim());
}

/**
 * One gate in front of every API route, better-auth's included: malformed JSON and text the
 * database would refuse (NUL, lone surrogates) are a 400 with the usual body, never a 500 from
 * deep inside a handler. Runs after the body limit, so at most a bounded body is parsed here.
 */
export const guardInput = createMiddleware<InfraEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return refuse("Invalid request address");
  }
  if (isUnsafeText(path) || [...url.searchParams].some(([k, v]) => isUnsafeText(k) || isUnsafeText(v))) {
    return refuse("Invalid characters in the request address");
  }
  if (!hasNoBody(c.req.method) && c.req.raw.body && isJson(c.req.header("content-type"))) {
    const text = await c.req.raw.clone().text();
    if (text.trim() !== "") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return refuse("Malformed JSON in request body");
      }
      if (hasUnsafeString(parsed)) return refuse("Invalid characters in the request");
    }
  }
  await next();
});
