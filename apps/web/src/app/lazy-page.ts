import { lazy, type ComponentType } from "react";

/**
 * A route's page, loaded on first visit: each page is its own chunk, so the landing page
 * downloads only the shell and itself (issue 14's byte budget). Navigations run in a transition,
 * so the current page stays on screen until the next one has loaded.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
