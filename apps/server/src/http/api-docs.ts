import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import { API_TOKEN_PREFIX } from "@sierra/shared";
import { tokenAllowedOn } from "./api-token-auth";

/** Where the OpenAPI document is served, relative to /api. */
export const OPENAPI_PATH = "/openapi.json";

/** The document's header; every route declared with createRouter() adds itself (docs/decisions/055). */
export function describeApi<E extends Env>(api: OpenAPIHono<E>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "personalApiToken", {
    type: "http",
    scheme: "bearer",
    description: `A personal API token (${API_TOKEN_PREFIX}...) made in the profile: meal plans, recipes, favourites, pantry, shopping lists and preferences only (docs/decisions/059).`,
  });
  // The web app's cookie, named here so the operations a token may also call can offer both.
  api.openAPIRegistry.registerComponent("securitySchemes", "sessionCookie", { type: "apiKey", in: "cookie", name: "better-auth.session_token" });
  const header = {
    openapi: "3.1.0",
    info: {
      title: "Sierra Meal Planner API",
      version: "1",
      description: "The API the Sierra web app uses. Every error answers with a code and a message.",
    },
    servers: [{ url: "/api" }],
  };
  api.get(OPENAPI_PATH, (c) => c.json(markTokenRoutes(api.getOpenAPI31Document(header))));
}

type Document = ReturnType<OpenAPIHono["getOpenAPI31Document"]>;

/** The operations a token may call say so; the allow-list in api-token-auth.ts is the one source. */
function markTokenRoutes(doc: Document): Document {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!tokenAllowedOn("/api" + path.replace(/\{[^}]+\}/g, "x"))) continue;
    for (const method of ["get", "put", "post", "patch", "delete"] as const) {
      const operation = item[method];
      if (operation) operation.security = [{ sessionCookie: [] }, { personalApiToken: [] }];
    }
  }
  return doc;
}

// Swagger UI's files come from its npm package, so the page works offline and under our CSP
// (no inline script, nothing from another origin).
const uiDir = () => dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sierra Meal Planner API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="swagger-ui"></main><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/start.js"></script></body></html>`;
const START = `window.ui = SwaggerUIBundle({ url: "/api${OPENAPI_PATH}", dom_id: "#swagger-ui", deepLinking: true });`;

/** /api/docs: the reference page of the document, from local files only. */
export function apiDocsRoutes() {
  const files = new Map<string, { type: string; body: string }>();
  const asset = (name: string, type: string) => {
    let file = files.get(name);
    if (!file) files.set(name, (file = { type, body: readFileSync(join(uiDir(), name), "utf8") }));
    return file;
  };
  const send = (file: { type: string; body: string }) =>
    new Response(file.body, { headers: { "content-type": file.type, "cache-control": "public, max-age=3600" } });
  return new Hono()
    .get("/docs", (c) => c.html(PAGE))
    .get("/docs/start.js", () => send({ type: "text/javascript; charset=utf-8", body: START }))
    .get("/docs/swagger-ui.css", () => send(asset("swagger-ui.css", "text/css; charset=utf-8")))
    .get("/docs/swagger-ui-bundle.js", () => send(asset("swagger-ui-bundle.js", "text/javascript; charset=utf-8")));
}
