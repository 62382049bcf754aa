import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { CachedResponse } from "../cache/response-cache";
import { PERMISSION_CHECK_DELAY_MS } from "@sierra/shared";
import type { InfraEnv } from "./context";
import { fromPhone } from "./from-phone";

/** What the web build's apps/web/src/ssr/render-page.tsx exports. */
interface RenderModule {
  SERVER_STATE_ID: string;
  setTransport(transport: typeof fetch): void;
  renderMemberPlaceholder(): string;
  renderPage(
    url: string,
    member?: { cookies: string; mobile: boolean },
  ): Promise<{ html: string; state: unknown; pages: string[]; title?: string; description?: string; protectedRoute: boolean } | null>;
}

/** A member's page: its first part (the head and the app's first screen) goes out at once, the page when it is ready. */
export interface StreamedPage {
  streamed: true;
  first: string;
  /** Never fails: without a rendered page it only closes the document, and the app draws the page. */
  rest: Promise<string>;
}

type FetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/** The public pages a visitor gets rendered on the server: the marketing pages, the catalogue and onboarding's first step. */
const VISITOR_PAGES = /^\/(pricing|about|terms|privacy|contact|help|recipes|recipe\/[^/]+|onboarding)\/?$/;
/**
 * A member's pages rendered on the server (docs/decisions/042, 068): every page of the app a member
 * opens, the public ones included (as that member; onboarding is for visitors and sends a member on).
 * A page that cannot be finished falls back to the
 * app's first screen, and the app draws it.
 */
const MEMBER_PAGES =
  /^\/(dashboard|meal-plans|recipes|recipes\/community|recipes\/community\/authors\/[^/]+|recipes\/import|recipe\/[^/]+|profile|preferences|pantry|shopping-lists|subscription|admin|pricing|about|terms|privacy|contact|help)\/?$/;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// Replacements are functions: a page's text may hold "$&" and the like.
// In a data block only "<" can end it early ("</script>", "<!--"); JSON allows it escaped.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
/** The data a rendered page was drawn from, for the app to start on (ssr/server-render-state.ts); no script runs it. */
const stateScript = (module: RenderModule, state: object) => `<script type="application/json" id="${module.SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`;

/**
 * Visitors' public pages rendered on the server (docs/decisions/041), so a phone paints the
 * page when the HTML and CSS arrive rather than after the app's code has run. The page's own
 * requests go straight into the app (`fetchApp`), as this visitor: same client address, no
 * cookies. A member's page gets the app's first screen for a member instead. Null when the page
 * is not one of those, the build has no server renderer, or rendering fails: the caller sends
 * the plain shell, and the app renders. `scripts.memberLayout`: the chunks of the members' layout
 * (the build's member-layout-preloads.json), which a member's page needs beside its own.
 */
export function serverRenderer(ssrDir: string, fetchApp: FetchApp, scripts: { theme: string | null; boot: string | null; memberLayout?: string[] }) {
  const file = join(ssrDir, "render-page.js");
  if (!existsSync(file) || !scripts.boot) return null;
  const bootTag = `<script type="module" crossorigin src="/${scripts.boot}"></script>`;
  const requester = new AsyncLocalStorage<{ env: unknown; forwardedFor: string | undefined; cookies?: string; reads?: Set<string> }>();
  const transport: typeof fetch = async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const request = new Request(url, init);
    const context = requester.getStore();
    if (context?.reads && request.method === "GET") context.reads.add(url.pathname + url.search);
    if (context?.forwardedFor) request.headers.set("x-forwarded-for", context.forwardedFor);
    if (context?.cookies) request.headers.set("cookie", context.cookies);
    return fetchApp(request, context?.env);
  };
  let loaded: Promise<RenderModule> | undefined;
  const load = () =>
    (loaded ??= (import(pathToFileURL(file).href) as Promise<RenderModule>).then((module) => {
      module.setTransport(transport);
      return module;
    }));

  let memberPlaceholder: string | undefined;
  const withTheme = (html: string) =>
    // The stored theme applied before the body paints, as on the landing page: no flash of light.
    scripts.theme ? html.replace('<meta charset="UTF-8" />', () => `<meta charset="UTF-8" />${scripts.theme}`) : html;

  /**
   * A member's shell, cut where the page goes: the app's first screen for a member sits in #root,
   * the same for every member (no one's data).
   */
  const memberShell = async (shellHtml: string) => {
    // Rendered once: it is the same markup for every member and every page.
    memberPlaceholder ??= (await load()).renderMemberPlaceholder();
    const [head = "", tail = ""] = withTheme(deferAppStart(shellHtml, bootTag, scripts.memberLayout))
      .replace("</head>", () => '<meta name="sierra-signed-in" content="1"></head>')
      .split('<div id="root"></div>');
    return { first: `${head}<div id="root">${memberPlaceholder}`, tail };
  };

  /**
   * A member's page (docs/decisions/042): the shell with the app's first screen goes out at once;
   * the page, rendered as this member with their cookies (in a phone's layout for a phone), follows
   * in the same response, no sooner than the spec's pause after the session check when it is a
   * protected route. A stylesheet rule hides the first screen once the page has arrived (no
   * script runs until the app starts).
   */
  const memberPage = async (c: Context<InfraEnv>, shellHtml: string, checkedAt: number): Promise<StreamedPage> => {
    const { first, tail } = await memberShell(shellHtml);
    const url = new URL(c.req.url);
    const module = await load();
    const context = { env: c.env, forwardedFor: c.req.header("x-forwarded-for"), cookies: c.req.header("cookie") ?? "", reads: new Set<string>() };
    const rest = requester
      .run(context, () => module.renderPage(url.pathname + url.search, { cookies: context.cookies, mobile: fromPhone(c.req.raw.headers) }))
      .then(async (page) => {
        if (!page) return `</div>${tail}`;
        const wait = page.protectedRoute ? checkedAt + PERMISSION_CHECK_DELAY_MS - Date.now() : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        // The API reads the page was drawn from, which the browser never made: the app asks for
        // them through its service worker, which keeps them for offline (docs/decisions/060, 068).
        const reads = [...context.reads];
        return `${page.html}</div>${stateScript(module, { state: page.state, pages: page.pages, permissionPauseTaken: page.protectedRoute, reads })}${tail}`;
      })
      .catch((error: unknown) => {
        console.error(`server rendering ${c.req.path} for a member failed:`, error);
        return `</div>${tail}`;
      });
    return { streamed: true, first, rest };
  };

  return async function render(c: Context<InfraEnv>, shellHtml: string): Promise<CachedResponse | StreamedPage | null> {
    // Kept with the catalogue's shared answers (none holds anyone's data), and dropped with them
    // whenever the catalogue changes (docs/decisions/031).
    const cache = c.get("deps").catalogue.responses;
    if (await c.get("deps").sessions.read(c.req.raw.headers)) {
      const checkedAt = Date.now();
      if (MEMBER_PAGES.test(c.req.path)) return memberPage(c, shellHtml, checkedAt);
      // Any other page of a member's paints the app's first screen for a member at once; the
      // app, started after that paint, draws the rest.
      const key = `member:${c.req.path}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const startedAt = cache.begin();
      const { first, tail } = await memberShell(shellHtml);
      return cache.set(key, `${first}</div>${tail}`, startedAt);
    }
    if (!VISITOR_PAGES.test(c.req.path)) return null;
    const url = new URL(c.req.url);
    // Every visitor gets the same page for the same address.
    const key = `page:${url.pathname}${url.search}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const startedAt = cache.begin();
    const module = await load();
    const page = await requester.run({ env: c.env, forwardedFor: c.req.header("x-forwarded-for") }, () => module.renderPage(url.pathname + url.search));
    if (!page) return null;
    let html = deferAppStart(shellHtml, bootTag)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${stateScript(module, { state: page.state, pages: page.pages })}`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title ?? "Sierra Meal Planner")}</title>`);
    const description = page.description;
    if (description)
      html = html.replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
    return cache.set(key, withTheme(html), startedAt);
  };
}

export type ServerRenderer = NonNullable<ReturnType<typeof serverRenderer>>;

/**
 * The shell's app entry and preloads become two <meta> tags for ssr/boot.ts, which starts the app
 * after the first paint: the page's content does not wait for, or share the network with, the
 * app's code. `more` names further chunks (build paths) the page needs.
 */
function deferAppStart(shellHtml: string, bootTag: string, more: string[] = []): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shellHtml)?.[1];
  const named = [...shellHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  const preloads = [...new Set([...named, ...more.map((file) => `/${file}`)])];
  if (!entry) return shellHtml;
  return shellHtml
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, "")
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
    .replace(
      "</head>",
      () => `<meta name="sierra-app-entry" content="${entry}"><meta name="sierra-app-preloads" content="${preloads.join(" ")}">${bootTag}</head>`,
    );
}
