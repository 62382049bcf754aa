import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../cache/catalogue-cache";
import type { InfraEnv } from "./context";
import { webAppRoutes } from "./static";

// A web build with a stand-in server renderer: it asks the app one question through the
// transport it is given and returns markup with characters that must survive as they are.
const root = mkdtempSync(join(tmpdir(), "sierra-server-render-"));
const dist = join(root, "dist");
mkdirSync(join(dist, ".vite"), { recursive: true });
mkdirSync(join(root, "dist-ssr"));
writeFileSync(
  join(dist, "app.html"),
  `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Sierra</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"></head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html><head><meta charset="UTF-8" /><script src="/assets/theme-1234abcd.js"></script><title>Landing</title></head><body></body></html>`,
);
writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify({ "src/ssr/boot.ts": { file: "assets/ssr-boot-xyz.js" } }));
writeFileSync(join(dist, "route-preloads.json"), JSON.stringify([{ path: "recipes", files: ["assets/recipes-page-abc.js"] }]));
writeFileSync(join(dist, "member-layout-preloads.json"), JSON.stringify(["assets/app-layout-abc.js", "assets/react-abc.js"]));
writeFileSync(
  join(root, "dist-ssr", "render-page.js"),
  `let transport;
export const SERVER_STATE_ID = "server-render-state";
export const setTransport = (next) => { transport = next; };
export const renderMemberPlaceholder = () => "<p>Checking authentication...</p>";
export async function renderPage(url, member) {
  if (url.startsWith("/help")) return null;
  if (member && url.startsWith("/recipe/")) return null;
  if (member && member.cookies.includes("crash")) throw new Error("render crashed");
  const asked = await (await transport("/api/who")).text();
  return { html: "<main>Only $& today, $' off: " + asked + " at " + url + (member?.mobile ? " on a phone" : "") + "</main>", state: { title: "</script><script>alert(1)</script>" }, pages: ["RecipesPage"], title: "Recipes <b>", description: 'A "quoted" page', protectedRoute: Boolean(member) && url.startsWith("/dashboard") };
}
`,
);

const catalogue = createCatalogueCache();
catalogue.responses.setEnabled(true);
let asked = 0;
const app = new Hono<InfraEnv>();
app.use(async (c, next) => {
  // Signed in is whatever carries a cookie, for this test.
  c.set("deps", { sessions: { read: async (headers: Headers) => (headers.get("cookie") ? { user: { id: "u1" } } : null) }, catalogue } as never);
  await next();
});
app.get("/api/who", (c) => {
  asked += 1;
  return c.text(`${c.req.header("x-forwarded-for") ?? "nobody"} with ${c.req.header("cookie") ?? "no cookie"}`);
});
app.route(
  "/",
  webAppRoutes(dist, (request, env) => app.fetch(request, env)),
);

const page = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("server rendering of visitors' pages", () => {
  it("puts the rendered page, its data and the deferred app start into the page's shell", async () => {
    const res = await page("/recipes?q=tea", { "x-forwarded-for": "203.0.113.9" });
    const html = await res.text();
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(res.headers.get("etag")).toMatch(/^"/);
    // The page's own request went into the app as this visitor: their address, no cookie.
    expect(html).toContain(`<div id="root"><main>Only $& today, $' off: 203.0.113.9 with no cookie at /recipes?q=tea</main></div>`);
    expect(html).toContain(
      `<script type="application/json" id="server-render-state">{"state":{"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"pages":["RecipesPage"]}</script>`,
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>Recipes &lt;b&gt;</title>");
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; page" />');
    expect(html).toContain('<meta charset="UTF-8" /><script src="/assets/theme-1234abcd.js"></script>');
    // The app starts after the first paint: no module entry or preload before it.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<meta name="sierra-app-entry" content="/assets/index-abc.js">');
    expect(html).toContain('<meta name="sierra-app-preloads" content="/assets/react-abc.js /assets/recipes-page-abc.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/ssr-boot-xyz.js"></script>');
  });

  it("sends a member the app's first screen for a member, and no one's data, on a page it does not render for members", async () => {
    asked = 0;
    const html = await (await page("/checkout/success?session=2", { cookie: "session=1" })).text();
    expect(html).toContain('<div id="root"><p>Checking authentication...</p></div>');
    expect(html).toContain('<meta name="sierra-signed-in" content="1">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/ssr-boot-xyz.js"></script>');
    expect(html).not.toContain("server-render-state");
    expect(asked).toBe(0);
  });

  it("sends the plain shell for a visitor's page it does not render, and when rendering gives up", async () => {
    for (const path of ["/dashboard", "/profile", "/help"]) {
      const html = await (await page(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(html, path).not.toContain("server-render-state");
    }
  });
});

it("keeps a rendered page until the catalogue changes, with 304 for a browser that holds it", async () => {
  catalogue.responses.clear();
  asked = 0;
  const first = await page("/pricing");
  const again = await page("/pricing", { "if-none-match": first.headers.get("etag")! });
  expect(again.status).toBe(304);
  await page("/pricing");
  expect(asked).toBe(1);
  catalogue.responses.clear();
  await page("/pricing");
  expect(asked).toBe(2);
});

describe("server rendering of a member's pages", () => {
  /** The body's parts as they arrive, each with the milliseconds since the request was sent. */
  async function arrivals(path: string, headers: Record<string, string>) {
    const sentAt = performance.now();
    const res = await page(path, headers);
    const parts: { text: string; at: number }[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
      parts.push({ text: decoder.decode(chunk, { stream: true }), at: performance.now() - sentAt });
    return { res, parts, html: parts.map((part) => part.text).join("") };
  }

  it("sends the app's first screen at once, then the page rendered as this member, no sooner than the pause after the session check", async () => {
    const { res, parts, html } = await arrivals("/dashboard", { cookie: "session=alice", "x-forwarded-for": "198.51.100.4" });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    // The first part is the shell with the first screen; the page is not in it.
    expect(parts[0]!.text).toContain('<div id="root"><p>Checking authentication...</p>');
    expect(parts[0]!.text).toContain('<meta name="sierra-signed-in" content="1">');
    expect(parts[0]!.text).not.toContain("<main>");
    // The page came after the spec's 100 ms pause (a protected route), drawn with this member's requests.
    const pageAt = parts.find((part) => part.text.includes("<main>"))!.at;
    expect(pageAt).toBeGreaterThanOrEqual(95);
    expect(html).toContain(
      `<div id="root"><p>Checking authentication...</p><main>Only $& today, $' off: 198.51.100.4 with session=alice at /dashboard</main></div><script type="application/json" id="server-render-state">`,
    );
    expect(html).toContain('"permissionPauseTaken":true');
    // The members' layout loads with the app's code, each chunk named once.
    expect(parts[0]!.text).toContain('<meta name="sierra-app-preloads" content="/assets/react-abc.js /assets/app-layout-abc.js">');
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("draws each member's page from their own requests and keeps none of it", async () => {
    asked = 0;
    const alice = (await arrivals("/meal-plans", { cookie: "session=alice" })).html;
    const bob = (await arrivals("/meal-plans", { cookie: "session=bob" })).html;
    expect(alice).toContain("with session=alice");
    expect(alice).not.toContain("session=bob");
    expect(bob).toContain("with session=bob");
    expect(bob).not.toContain("session=alice");
    // Not a protected route: the app keeps its own pause for the next one.
    expect(alice).toContain('"permissionPauseTaken":false');
    await arrivals("/meal-plans", { cookie: "session=alice" });
    expect(asked).toBe(3);
  });

  it("renders a phone's request in the phone's layout, and any other wide", async () => {
    const phone = (await arrivals("/meal-plans", { cookie: "session=alice", "sec-ch-ua-mobile": "?1" })).html;
    expect(phone).toContain("with session=alice at /meal-plans on a phone</main>");
    const desktop = (await arrivals("/meal-plans", { cookie: "session=alice", "sec-ch-ua-mobile": "?0" })).html;
    expect(desktop).toContain("with session=alice at /meal-plans</main>");
  });

  it("compresses the parts as a stream the browser can read as they come", async () => {
    const res = await page("/dashboard", { cookie: "session=alice", "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain("with session=alice at /dashboard</main></div>");
  });

  it("closes the document around the first screen when the page cannot be rendered, so the app draws it", async () => {
    for (const [path, cookie] of [
      ["/recipe/abc", "session=alice"],
      ["/dashboard", "session=crash"],
    ] as const) {
      const html = (await arrivals(path, { cookie })).html;
      expect(html, path).toContain('<div id="root"><p>Checking authentication...</p></div></body>');
      expect(html, path).not.toContain("server-render-state");
    }
  });
});
