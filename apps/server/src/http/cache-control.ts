import { createMiddleware } from "hono/factory";
import type { InfraEnv } from "./context";

/**
 * API answers may hold personal data, so no browser or proxy keeps them unless the route
 * says otherwise (the public recipe pages and images set their own caching).
 */
export const noStoreByDefault = createMiddleware<InfraEnv>(async (c, next) => {
  await next();
  if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
});
