import { hydrate, type DehydratedState } from "@tanstack/react-query";
import { preloadPages } from "@/app/lazy-page";
import { adoptPageQueries, queryClient } from "@/lib/query-client";

/** The element the server writes beside a page it rendered (apps/server/src/http/server-render.ts). */
export const SERVER_STATE_ID = "server-render-state";

/** What the server wrote beside a page it rendered. */
export interface ServerRenderState {
  state: DehydratedState;
  pages: string[];
  /** A member's protected page: the server took the spec's permission pause before sending it. */
  permissionPauseTaken?: boolean;
  /** A member's page: the API reads it was drawn from (the server made them, not the browser). */
  reads?: string[];
}

/**
 * When the server rendered this page: the app starts on the data the page was drawn from, with
 * the page's own chunks loaded, so its first render is the same page (no loading state, no
 * shift) and replaces the server's markup in one paint. Says whether the permission pause was
 * already taken (false when the page was not rendered or cannot be adopted).
 */
export async function adoptServerRender(): Promise<{ permissionPauseTaken: boolean; reads: string[] }> {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return { permissionPauseTaken: false, reads: [] };
  try {
    const { state, pages, permissionPauseTaken, reads } = JSON.parse(element.textContent) as ServerRenderState;
    hydrate(queryClient, state);
    adoptPageQueries(state.queries.map((query) => query.queryHash));
    await preloadPages(pages);
    return { permissionPauseTaken: permissionPauseTaken === true, reads: reads ?? [] };
  } catch {
    // A page that cannot be adopted is simply rendered again by the app.
    return { permissionPauseTaken: false, reads: [] };
  }
}
