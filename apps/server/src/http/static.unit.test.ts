import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "../../../../scripts/bundle/precompress.mjs";
import { pickEncoding } from "./content-encoding";
import { webAppRoutes } from "./static";

const script = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;
const dist = mkdtempSync(join(tmpdir(), "sierra-static-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "app.html"), `<!doctype html><html><head><title>Sierra</title></head><body>${"<div></div>".repeat(200)}</body></html>`);
writeFileSync(join(dist, "assets", "app-abc123.js"), script);
writeFileSync(join(dist, "index.html"), `<!doctype html><html><head><title>Landing</title></head><body>${"<p>prerendered</p>".repeat(100)}</body></html>`);
mkdirSync(join(dist, ".vite"));
writeFileSync(join(dist, ".vite", "manifest.json"), "{}");
writeFileSync(join(dist, "route-preloads.json"), "[]");
writeFileSync(join(dist, "member-layout-preloads.json"), "[]");
precompress(dist);
// No server renderer in this build (no dist-ssr beside it): every page is the shell.
const app = webAppRoutes(dist, () => new Response(null, { status: 500 }));
const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("precompressed web assets", () => {
  it("sends brotli to a browser that accepts it, with Vary and the immutable cache header", async () => {
    const res = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  it("sends gzip when brotli is not accepted, and the plain file when nothing is", async () => {
    const gz = await get("/assets/app-abc123.js", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("compresses the app shell that answers every client route", async () => {
    const res = await get("/recipes", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain("<title>Sierra</title>");
  });
});

it("sends the landing page's copies the build wrote, not compressing it again at start", async () => {
  // Copies at a low level: their bytes differ from what the server would make at quality 11 and level 9.
  const built = mkdtempSync(join(tmpdir(), "sierra-static-built-"));
  const landing = readFileSync(join(dist, "index.html"));
  writeFileSync(join(built, "app.html"), readFileSync(join(dist, "app.html")));
  writeFileSync(join(built, "index.html"), landing);
  writeFileSync(join(built, "index.html.br"), brotliCompressSync(landing, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }));
  writeFileSync(join(built, "index.html.gz"), gzipSync(landing, { level: 1 }));
  const routes = webAppRoutes(built, () => new Response(null, { status: 500 }));
  for (const [encoding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const res = await routes.request("/", { headers: { "accept-encoding": encoding } });
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(built, `index.html${suffix}`))), encoding).toBe(true);
  }
});

it("answers a missing asset with 404, never the app shell", async () => {
  const res = await get("/assets/gone-123.js", "br");
  expect(res.status).toBe(404);
  expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
});

it("sends the prerendered landing page for / and the app shell elsewhere, never either file by name", async () => {
  expect(await (await get("/")).text()).toContain("<title>Landing</title>");
  expect(await (await get("/pricing")).text()).toContain("<title>Sierra</title>");
  const offlineShell = await get("/app.html"); // the service worker's offline shell: a 200 it can keep
  expect([offlineShell.status, await offlineShell.text()]).toEqual([200, expect.stringContaining("<title>Sierra</title>")]);
  expect(await (await get("/index.html")).text()).toContain("<title>Sierra</title>");
  for (const path of ["/app.html.br", "/index.html.gz", "/.vite/manifest.json", "/route-preloads.json", "/member-layout-preloads.json"]) {
    expect(await (await get(path)).text(), path).toContain("<title>Sierra</title>");
  }
});

describe("pickEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["deflate", "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
