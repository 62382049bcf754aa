// Which chunks each page of the app needs first, read from the router's own table
// (apps/web/src/app/router.tsx: `const Page = lazyPage(() => import("…"))` and
// `<Route path="…" element={<Page />}`) and the build manifest. The server turns the entry for a
// requested path into <link rel="modulepreload"> tags, so a page's chunk downloads with the app's
// code instead of after it (issue 14). Written to dist/route-preloads.json. The members' layout
// (apps/web/src/app/layouts/root-layout.tsx: `const AppLayout = lazyPage(...)`) is not a route:
// its chunks go to dist/member-layout-preloads.json, for the pages the server renders for members.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Each `const Name = lazyPage(() => import("spec")` of a source file, as Name → module path in the manifest. */
function lazyPages(source, directory) {
  const modules = new Map();
  for (const [, name, spec] of source.matchAll(/const (\w+) = lazyPage\(\s*\(\) => import\("([^"]+)"\)/g)) {
    modules.set(name, spec.replace(/^@\//, "src/").replace(/^\.\//, `${directory}/`) + ".tsx");
  }
  return modules;
}

/** A module's manifest key and the keys of everything it imports, in the manifest's order. */
function closure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** The built files a module needs: its own and those of everything it imports. */
const filesOf = (manifest, module) => [...closure(manifest, module)].map((key) => manifest[key].file);

export function memberLayoutPreloads(rootLayoutSource, manifest) {
  const module = lazyPages(rootLayoutSource, "src/app/layouts").get("AppLayout");
  if (!module || !manifest[module]) throw new Error("the members' layout (AppLayout) is not a lazy page in the build manifest");
  return filesOf(manifest, module);
}

export function routePreloads(routerSource, manifest) {
  const modules = lazyPages(routerSource, "src/app");
  const routes = [];
  // A page's element, alone or inside the <PageSuspense> of a route outside the layouts; spread
  // over lines as Prettier writes it or not.
  for (const [, path, name] of routerSource.matchAll(/<Route\s+(?:path="([^"]+)"|index)\s+element=\{\s*(?:<PageSuspense>\s*)?<(\w+)\s*\/>/g)) {
    // Pages in the app's own chunk are listed too (no files of their own): the server answers 404 to
    // a path no route names, so every route must be here.
    const module = modules.get(name);
    if (module && !manifest[module]) throw new Error(`route ${path ?? "/"}: ${module} is not in the build manifest`);
    routes.push({ path: `/${path ?? ""}`, files: module ? filesOf(manifest, module) : [] });
  }
  return routes;
}

if (process.argv[1]?.endsWith("route-preloads.mjs")) {
  const [dist, routerFile, rootLayoutFile] = process.argv.slice(2);
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
  const routes = routePreloads(readFileSync(routerFile, "utf8"), manifest);
  if (routes.length < 20) throw new Error(`only ${routes.length} routes read from ${routerFile}: has its form changed?`);
  writeFileSync(join(dist, "route-preloads.json"), JSON.stringify(routes));
  writeFileSync(join(dist, "member-layout-preloads.json"), JSON.stringify(memberLayoutPreloads(readFileSync(rootLayoutFile, "utf8"), manifest)));
  console.log(`route preloads for ${routes.length} paths`);
}
