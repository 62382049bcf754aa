import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState, type Query } from "@tanstack/react-query";
import { ThemeProvider } from "@/app/theme-provider";
import { AppRoutes } from "@/app/router";
import { CheckingAuthentication } from "@/app/layouts/checking-authentication";
import { collectRenderedPages, preloadPages } from "@/app/lazy-page";
import { pageMeta } from "@/app/page-meta";
import { sessionQuery } from "@/features/session/use-session";
import { setTransport } from "@/lib/api";
import { withRenderRequest, type RenderRequest } from "@/lib/render-request";
import { PermissionPauseContext, permissionPause } from "@/app/guards/permission-pause";

export { setTransport };

/** What the server puts in the page: the markup, the data it was drawn from, the pages to load first. */
export interface RenderedPage {
  html: string;
  state: DehydratedState;
  pages: string[];
  title?: string;
  description?: string;
  /** A protected route was shown: the server sends the page no sooner than the spec's pause after its session check. */
  protectedRoute: boolean;
}

/**
 * Marks the server's page, which the app's first render replaces whole. Until then links work as
 * plain links, and clicks, keys and typing are held and done again on the app's page
 * (app/early-input.ts, docs/decisions/068): nothing on a shown page ignores its reader.
 */
function UntilTheAppStarts({ children, firstScreen = false }: { children: ReactNode; firstScreen?: boolean }) {
  return (
    <div aria-busy="true" className="contents" data-server-rendered="" data-first-screen={firstScreen ? "" : undefined}>
      {children}
    </div>
  );
}

/**
 * What a member's page shows until the page or the app arrives: the app's own first screen for a
 * member. It floats above where the page will be (index.css), so the page arriving under it, and
 * it stepping aside, moves nothing.
 */
export function renderMemberPlaceholder(): string {
  return renderToString(
    <UntilTheAppStarts firstScreen>
      <CheckingAuthentication />
    </UntilTheAppStarts>,
  );
}

// A member's page needs the members' layout chunk, its own chunk, then its data, then perhaps
// data that depends on that data: five passes just after a start, before any chunk is loaded
// (with four, the first member's page after a start was never rendered). One more to spare.
const MAX_PASSES = 6;

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
};

/**
 * A page rendered on the server (docs/decisions/041, 042): render, load the pages and the data
 * the render asked for, render again, until nothing more is asked. The browser gets the finished
 * page to paint at once; the app then starts on the same data (see main.tsx). `member` is a
 * signed-in member's request: their cookies (their requests carry them) and whether it came from
 * a phone; without it the page is a visitor's.
 * Null when the page cannot be finished (a failed request): the server sends the plain shell.
 */
export async function renderPage(url: string, member?: RenderRequest): Promise<RenderedPage | null> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (member) {
    // The session first, so even the first pass draws the member's layout.
    const session = await client.fetchQuery(sessionQuery).catch(() => null);
    if (!session) return null;
  } else client.setQueryData(sessionQuery.queryKey, null);
  // The server checked the session before rendering, and waits out the pause before sending.
  const pause = permissionPause(Boolean(member));
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const pages = new Map<string, boolean>();
    collectRenderedPages((name, loaded) => pages.set(name, loaded));
    let html: string;
    try {
      html = withRenderRequest(member ?? { cookies: "", mobile: false }, () =>
        renderToString(
          <QueryClientProvider client={client}>
            <ThemeProvider>
              <PermissionPauseContext value={pause}>
                <StaticRouter location={url}>
                  <UntilTheAppStarts>
                    <AppRoutes />
                  </UntilTheAppStarts>
                </StaticRouter>
              </PermissionPauseContext>
            </ThemeProvider>
          </QueryClientProvider>,
        ),
      );
    } finally {
      collectRenderedPages(null);
    }
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status === "error")) return null;
    const wanted = queries.filter((query) => query.state.status === "pending" && isEnabled(query));
    const unloaded = [...pages].filter(([, loaded]) => !loaded).map(([name]) => name);
    if (wanted.length === 0 && unloaded.length === 0) {
      const meta = pageMeta(new URL(url, "http://localhost").pathname);
      return {
        html,
        state: dehydrate(client),
        pages: [...pages.keys()],
        title: meta?.title,
        description: meta?.description,
        protectedRoute: pause.used,
      };
    }
    await Promise.all([preloadPages(unloaded), ...wanted.map((query) => query.fetch().catch(() => undefined))]);
  }
  return null;
}
export { SERVER_STATE_ID } from "./server-render-state";
