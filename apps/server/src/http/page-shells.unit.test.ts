import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { memberLayoutPreloads, routePreloads } from "../../../../scripts/bundle/route-preloads.mjs";
import { knownPaths, pageShells } from "./page-shells";

const html = "<!doctype html><html><head><title>Sierra</title></head><body><div id=root></div></body></html>";
const text = (body: Buffer) => body.toString();

describe("page shells with their own chunks preloaded", () => {
  const shellFor = pageShells(html, [
    { path: "/pricing", files: ["assets/pricing-1.js", "assets/card-2.js"] },
    { path: "/recipe/:id?", files: ["assets/recipe-3.js"] },
    { path: "/auth/login", files: ["assets/login-4.js"] },
    { path: "/*", files: ["assets/not-found-5.js"] },
  ]);

  it.each([
    ["/pricing", ["assets/pricing-1.js", "assets/card-2.js"]],
    ["/pricing/", ["assets/pricing-1.js", "assets/card-2.js"]],
    ["/recipe/abc-123", ["assets/recipe-3.js"]],
    ["/recipe", ["assets/recipe-3.js"]],
    ["/auth/login", ["assets/login-4.js"]],
  ])("%s preloads its page's chunks", (path, files) => {
    const shell = text(shellFor(path).identity);
    for (const file of files) expect(shell).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    expect(shell.match(/modulepreload/g)).toHaveLength(files.length);
  });

  it("does not name a chunk the shell already preloads", () => {
    const shell = '<html><head><link rel="modulepreload" crossorigin href="/assets/react-0.js"></head><body></body></html>';
    const page = text(pageShells(shell, [{ path: "/pricing", files: ["assets/react-0.js", "assets/pricing-1.js"] }])("/pricing").identity);
    expect(page.match(/react-0\.js/g)).toHaveLength(1);
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/pricing-1.js">');
  });

  it.each(["/no/such/page", "/recipe/a/b", "/pricingx", "/auth"])("%s gets the plain shell", (path) => {
    expect(text(shellFor(path).identity)).toBe(html);
  });
});

describe("routePreloads reads the router's own table", () => {
  const source = readFileSync(new URL("../../../web/src/app/router.tsx", import.meta.url), "utf8");
  const modules = [...source.matchAll(/import\("([^"]+)"\)/g)].map(([, spec]) => spec!.replace(/^@\//, "src/").replace(/^\.\//, "src/app/") + ".tsx");
  const manifest: Record<string, { file: string; imports?: string[] }> = Object.fromEntries(
    modules.map((m, i) => [m, { file: `assets/page-${i}.js`, imports: ["_shared.js"] }]),
  );
  manifest["_shared.js"] = { file: "assets/shared.js" };

  it("finds every page route, each with its chunk and the chunks it imports", () => {
    const routes = routePreloads(source, manifest);
    const paths = routes.map((r) => r.path);
    for (const path of [
      "/",
      "/pricing",
      "/recipes",
      "/recipe/:id?",
      "/meal-plans",
      "/dashboard",
      "/auth/login",
      "/admin",
      "/profile",
      "/onboarding",
      "/billing/sandbox/checkout/:id",
    ])
      expect(paths).toContain(path);
    expect(routes.length).toBeGreaterThanOrEqual(24);
    expect(routes.filter((r) => r.files.length > 0).every((r) => r.files.length === 2 && r.files.includes("assets/shared.js"))).toBe(true);
  });

  it("names every page, so a path no route names is known to be missing (404)", () => {
    const isKnown = knownPaths(routePreloads(source, manifest));
    for (const path of ["/", "/pricing", "/recipes", "/recipe", "/recipe/abc", "/auth/login", "/meal-plans/", "/billing/sandbox/checkout/x1"])
      expect(isKnown(path), path).toBe(true);
    for (const path of ["/no/such/page", "/recipe/a/b", "/pricingx", "/admin/users"]) expect(isKnown(path), path).toBe(false);
    // Without a route table (an older build) nothing is called missing.
    expect(knownPaths([])("/no/such/page")).toBe(true);
  });
});

describe("memberLayoutPreloads reads the root layout's own source", () => {
  const source = readFileSync(new URL("../../../web/src/app/layouts/root-layout.tsx", import.meta.url), "utf8");

  it("finds the members' layout chunk and the chunks it imports", () => {
    const manifest = {
      "src/app/layouts/app-layout.tsx": { file: "assets/app-layout-1.js", imports: ["_menu.js"] },
      "_menu.js": { file: "assets/menu-2.js" },
    };
    expect(memberLayoutPreloads(source, manifest)).toEqual(["assets/app-layout-1.js", "assets/menu-2.js"]);
  });

  it("fails the build when the layout is not where it is looked for", () => {
    expect(() => memberLayoutPreloads(source, {})).toThrow(/AppLayout/);
  });
});
