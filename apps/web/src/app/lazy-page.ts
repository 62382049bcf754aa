import type { ComponentType } from "react";

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the landing page
 * downloads only the shell and itself (issue 14's byte budget).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}
