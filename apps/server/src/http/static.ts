import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { InfraEnv } from "./context";
import type { CachedResponse } from "../cache/response-cache";
import { ifNoneMatches } from "./cached-json";
import { lazyEncodings, pickEncoding, sendable } from "./content-encoding";
import { knownPaths, pageShells, type RoutePreload } from "./page-shells";
import { serverRenderer, type ServerRenderer, type StreamedPage } from "./server-render";
import { streamedHtml } from "./streamed-html";

/**
 * Serves the built web app: "/" gets the prerendered landing page (index.html), every other
 * non-file path the app's shell (app.html) so the client router decides (docs/decisions/032).
 * The build writes .br and .gz copies beside each file; the client gets the smallest it accepts.
 */
export function webAppRoutes(webDist: string, fetchApp: (request: Request, env: unknown) => Response | Promise<Response>) {
  const app = new Hono<InfraEnv>();
  const shellFile = join(webDist, "app.html");
  if (!existsSync(shellFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503));
  }
  const preloadsFile = join(webDist, "route-preloads.json");
  const routes = readBuildRecord<RoutePreload[]>(preloadsFile) ?? [];
  const shellFor = pageShells(readFileSync(shellFile, "utf8"), routes);
  const isKnown = knownPaths(routes);
  const landingHtml = builtPage(join(webDist, "index.html"));
  const landingFile = landingHtml.identity.toString();
  const manifest = readManifest(webDist);
  const render = serverRenderer(join(webDist, "..", "dist-ssr"), fetchApp, {
    theme: /<script src="\/assets\/theme-[^"]+\.js"><\/script>/.exec(landingFile)?.[0] ?? null,
    boot: manifest["src/ssr/boot.ts"]?.file ?? null,
    memberLayout: readBuildRecord<string[]>(join(webDist, "member-layout-preloads.json")) ?? [],
  });
  // Asset names carry their content hash, so a browser may keep them for good. Set after the
  // file is served: serve-static's onFound runs once its response is already built.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root: webDist, precompressed: true }));
  // A missing asset (an old tab asking for a chunk a deploy replaced) is a 404, not the HTML shell.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // "/" and the two HTML files are only sent as the pages below, never as files of their own; the
  // build's own records (the manifest, route-preloads.json) are not public files.
  const publicFiles = serveStatic({ root: webDist, precompressed: true });
  const notAFile = /^\/(((index|app)\.html)(\.br|\.gz)?|\..*|(route|member-layout)-preloads\.json.*)?$/;
  app.use("*", async (c, next) => (notAFile.test(c.req.path) ? next() : publicFiles(c, next)));
  app.get("*", async (c) => {
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    // The app renders its 404 page for any path its router does not name; the status says so too.
    // /app.html is the service worker's offline shell (docs/decisions/060): a file it must fetch, not a page.
    if (c.req.path !== "/app.html" && !isKnown(c.req.path)) c.status(404);
    c.header("Cache-Control", "no-cache");
    c.header("Content-Type", "text/html; charset=UTF-8");
    const shell = c.req.path === "/" ? landingHtml : shellFor(c.req.path);
    // /app.html is the plain shell the service worker keeps for pages opened offline (docs/decisions/060).
    const rendered = render && c.req.path !== "/" && c.req.path !== "/app.html" ? await renderSafely(c, render, shell.identity.toString()) : null;
    if (rendered === null) {
      c.header("Vary", "Accept-Encoding");
      if (encoding !== "identity") c.header("Content-Encoding", encoding);
      return c.body(sendable(shell.body(encoding)));
    }
    // Whether the page was rendered for a visitor depends on the session cookie.
    c.header("Vary", "Cookie, Accept-Encoding");
    if ("streamed" in rendered) {
      // A member's own page, with their data in it: never kept by a browser's or a proxy's cache.
      c.header("Cache-Control", "private, no-store");
      if (encoding !== "identity") c.header("Content-Encoding", encoding);
      return c.body(streamedHtml(rendered.first, rendered.rest, encoding));
    }
    c.header("ETag", rendered.etag);
    if (ifNoneMatches(c.req.header("If-None-Match"), rendered.etag)) return c.body(null, 304);
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(sendable(rendered.body(encoding)));
  });
  return app;
}

/** A page that fails to render on the server is still served: the shell, and the app renders it. */
async function renderSafely(c: Context<InfraEnv>, render: ServerRenderer, shellHtml: string): Promise<CachedResponse | StreamedPage | null> {
  try {
    return await render(c, shellHtml);
  } catch (error) {
    console.error(`server rendering ${c.req.path} failed:`, error);
    return null;
  }
}

/** A JSON record the web build wrote (route-preloads.json...), or null when this build has none. */
function readBuildRecord<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

/** The web build's record of its entries and their hashed files. */
function readManifest(webDist: string): Record<string, { file: string } | undefined> {
  return readBuildRecord<Record<string, { file: string }>>(join(webDist, ".vite", "manifest.json")) ?? {};
}

/** A page the build wrote with its .br and .gz copies (compressing the landing page takes ~50 ms). */
function builtPage(file: string) {
  const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return lazyEncodings(readFileSync(file), { known: { br: copy(".br"), gzip: copy(".gz") } });
}
