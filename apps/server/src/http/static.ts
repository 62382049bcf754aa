import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppEnv } from "./context";

/** Serves the built web app; every non-file path gets index.html so the client router decides. */
export function webAppRoutes(webDist: string) {
  const app = new Hono<AppEnv>();
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) => c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503));
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use(
    "/assets/*",
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: webDist }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
