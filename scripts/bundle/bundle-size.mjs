// Measures what the browser downloads from the production web build, compressed with brotli as
// the server sends it: the landing page's first load (the entry chunk, everything it imports
// statically, its CSS) and each lazily loaded route's own chunk. Budgets: issue 14.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BUDGETS = { landingFirstLoadKb: 110, routeChunkKb: 60 };

const brotliBytes = (file) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Static-import closure of one manifest chunk: what must arrive before it can run. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

export function measureBundle(webDist) {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
  const size = (file) => brotliBytes(join(webDist, file));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const firstLoad = [...staticClosure(manifest, entryKey)];
  const firstLoadFiles = new Set(firstLoad.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
  const landingBytes = [...firstLoadFiles].reduce((sum, file) => sum + size(file), 0);

  // A route's own chunk: each lazily imported module of the app's source (not a shared library chunk).
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("src/"))
    .map(([key, chunk]) => ({ chunk: key, kb: kb(size(chunk.file)) }))
    .sort((a, b) => b.kb - a.kb);
  const landingKb = kb(landingBytes);
  const over = routes.filter((route) => route.kb > BUDGETS.routeChunkKb);
  return {
    landingFirstLoadKb: landingKb,
    landingFiles: [...firstLoadFiles],
    routes,
    targets: BUDGETS,
    pass: landingKb <= BUDGETS.landingFirstLoadKb && over.length === 0,
    overBudget: over,
  };
}
