import { hydrate } from "@tanstack/react-query";
import { preloadPages } from "@/app/lazy-page";
import { queryClient } from "@/lib/query-client";

/** The element the server writes beside a page it rendered (apps/server/src/http/server-render.ts). */
export const SERVER_STATE_ID = "server-render-state";

/**
 * When the server rendered this page: the app starts on the data the page was drawn from, with
 * the page's own chunks loaded, so its first render is the same page (no loading state, no
 * shift) and replaces the server's markup in one paint.
 */
export async function adoptServerRender(): Promise<void> {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return;
  try {
    const { state, pages } = JSON.parse(element.textContent) as { state: Parameters<typeof hydrate>[1]; pages: string[] };
    hydrate(queryClient, state);
    await preloadPages(pages);
  } catch {
    // A page that cannot be adopted is simply rendered again by the app.
  }
}
