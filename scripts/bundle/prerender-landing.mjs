// After `vite build`: moves the app's shell to dist/app.html (the page for every path but "/") and
// writes dist/index.html as the landing page rendered at build time, with the page's own small
// script (src/landing/boot.ts) in place of the app's (issue 14, docs/decisions/032).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dist = resolve(process.argv[2] ?? "dist");
const ssrDir = resolve(process.argv[3] ?? "dist-ssr");
const { renderLanding, landingTitle, themeScript } = await import(pathToFileURL(join(ssrDir, "render-landing.js")).href);
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const app = manifest["index.html"];
const boot = manifest["src/landing/boot.ts"];
if (!app || !boot) throw new Error("the build manifest lacks index.html or src/landing/boot.ts");

// The theme as a blocking classic script (the CSP allows files of our own, not inline code).
const theme = themeScript();
const themeFile = `assets/theme-${createHash("sha256").update(theme).digest("hex").slice(0, 8)}.js`;
writeFileSync(join(dist, themeFile), theme);

const index = readFileSync(join(dist, "index.html"), "utf8");
if (!index.includes(`src="/${app.file}"`)) throw new Error("dist/index.html is not the app's shell: run vite build first");
writeFileSync(join(dist, "app.html"), index);
const bootImports = (boot.imports ?? []).map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`).join("");
const page = index
  // The app's entry and its preloads go; the stylesheet stays.
  .replace(/\s*<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/, "")
  .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "")
  .replace(/<title>[^<]*<\/title>/, `<title>${landingTitle()}</title>`)
  .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" /><script src="/${themeFile}"></script>`)
  .replace(
    "</head>",
    `<meta name="sierra-app-entry" content="/${app.file}">${bootImports}<script type="module" crossorigin src="/${boot.file}"></script></head>`,
  )
  .replace('<div id="root"></div>', `<div id="root">${renderLanding()}</div>`);
if (!page.includes(boot.file) || page.includes(`src="/${app.file}"`) || !page.includes("<main")) throw new Error("prerendering the landing page went wrong");
writeFileSync(join(dist, "index.html"), page);
console.log(`prerendered the landing page: ${Math.round(page.length / 1024)} KB of HTML`);
