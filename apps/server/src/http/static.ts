import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./context";
import { compressedVariants, pickEncoding } from "./content-encoding";

/**
 * Serves the built web app; every non-file path gets index.html so the client router decides.
 * The build writes .br and .gz copies beside each file; the client gets the smallest it accepts.
 */
export function webAppRoutes(webDist: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503));
  }
  const indexHtml = compressedVariants(readFileSync(indexFile));
  // Asset names carry their content hash, so a browser may keep them for good. Set after the
  // file is served: serve-static's onFound runs once its response is already built.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root: webDist, precompressed: true }));
  // A missing asset (an old tab asking for a chunk a deploy replaced) is a 404, not the HTML shell.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("*", serveStatic({ root: webDist, precompressed: true }));
  app.get("*", (c) => {
    const encoding = pickEncoding(c.req.header("Accept-Encoding"));
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    c.header("Content-Type", "text/html; charset=UTF-8");
    if (encoding !== "identity") c.header("Content-Encoding", encoding);
    return c.body(new Uint8Array(indexHtml[encoding]));
  });
  return app;
}
