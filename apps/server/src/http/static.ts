import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { InfraEnv } from "./context";
import { compressedVariants, pickEncoding } from "./content-encoding";
import { pageShells, type RoutePreload } from "./page-shells";

/**
 * Serves the built web app: "/" gets the prerendered landing page (index.html), every other
 * non-file path the app's shell (app.html) so the client router decides (docs/decisions/032).
 * The build writes .br and .gz copies beside each file; the client gets the smallest it accepts.
 */
export function webAppRoutes(webDist: string) {
  const app = new Hono<InfraEnv>();
  const shellFile = join(webDist, "app.html");
  if (!existsSync(shellFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503));
  }
  const preloadsFile = join(webDist, "route-preloads.json");
  const routes = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, "utf8")) as RoutePreload[]) : [];
  const shellFor = pageShells(readFileSync(shellFile, "utf8"), routes);
  const landingHtml = compressedVariants(readFileSync(join(webDist, "index.html")));
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
  const notAFile = /^\/(((index|app)\.html)(\.br|\.gz)?|\..*|route-preloads\.json.*)?$/;
  app.use("*", async (c, next) => (notAFile.test(c.req.path) ? next() : publicFiles(c, next)));
  app.get("*", (c) => {
    const page = c.req.path === "/" ? landingHtml : shellFor(c.req.path);
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    c.header("Content-Type", "text/html; charset=UTF-8");
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(page[encoding]));
  });
  return app;
}
