// Measures what the browser downloads from the production web build, gzip-compressed (brotli, which
// the server prefers, is smaller still): the landing page's first load (what index.html, the
// prerendered landing page, loads: its scripts, everything they import statically, its CSS), the
// app shell's (app.html, every other page) and each lazily loaded route's own chunk. Budgets:
// design.md section 6, issue 14.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// The shell and route budgets sit a little above what the pages that score >= 95 on a slowed phone
// load today (docs/decisions/068): growth past them is a choice to make, not a drift.
export const BUDGETS = { landingFirstLoadKb: 110, appShellFirstLoadKb: 150, routeChunkKb: 30 };

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Static-import closure of one manifest chunk: what must arrive before it can run. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** Gzip KB of the JS and CSS one page's HTML loads before anything else: its scripts' static closures and its stylesheets. */
function firstLoad(manifest, webDist, htmlFile, size) {
  const html = readFileSync(join(webDist, htmlFile), "utf8");
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set();
  for (const [, file] of html.matchAll(/<script[^>]* src="\/([^"]+)"/g)) {
    // A module entry brings what it imports; a classic script (the landing page's theme) is itself.
    if (byFile.has(file)) for (const key of staticClosure(manifest, byFile.get(file))) files.add(manifest[key].file);
    else files.add(file);
  }
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)) files.add(file);
  return { kb: kb([...files].reduce((sum, file) => sum + size(file), 0)), files: [...files] };
}

export function measureBundle(webDist) {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
  const size = (file) => gzipBytes(join(webDist, file));
  // The landing page is prerendered (index.html); every other page starts from app.html.
  const landing = firstLoad(manifest, webDist, "index.html", size);
  const appShell = firstLoad(manifest, webDist, "app.html", size);

  // A route's own chunk: each lazily imported module of the app's source (not a shared library chunk).
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith("src/") && key !== "src/main.tsx")
    .map(([key, chunk]) => ({ chunk: key, kb: kb(size(chunk.file)) }))
    .sort((a, b) => b.kb - a.kb);
  const over = routes.filter((route) => route.kb > BUDGETS.routeChunkKb);
  return {
    landingFirstLoadKb: landing.kb,
    landingFiles: landing.files,
    appShellFirstLoadKb: appShell.kb,
    routes,
    targets: BUDGETS,
    pass: landing.kb <= BUDGETS.landingFirstLoadKb && appShell.kb <= BUDGETS.appShellFirstLoadKb && over.length === 0,
    overBudget: over,
  };
}
