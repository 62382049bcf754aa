// Draws the app's icons (apps/web/public/icons/*.png) from the logo (apps/web/public/favicon.svg)
// in the system Chromium, so no image library and no download is needed. Run it again when the
// logo changes: `node scripts/pwa/make-icons.mjs`. The PNGs are committed.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";

const web = resolve(import.meta.dirname, "../../apps/web/public");
const logo = readFileSync(join(web, "favicon.svg"), "utf8");
const green = /fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? "#1f7a4d";
const mark = logo.replace(/<rect[^>]*\/>/, ""); // the leaf alone, for icons that draw their own ground

// "any" icons keep the logo's rounded square; maskable and Apple ones fill the square, the leaf
// inside the 80% safe zone platforms crop to (https://w3c.github.io/manifest/#icon-masks).
const icons = [
  { file: "icon-192.png", size: 192, full: false },
  { file: "icon-512.png", size: 512, full: false },
  { file: "maskable-192.png", size: 192, full: true, scale: 0.9 },
  { file: "maskable-512.png", size: 512, full: true, scale: 0.9 },
  { file: "apple-touch-icon.png", size: 180, full: true, scale: 1 },
];

mkdirSync(join(web, "icons"), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  const body = icon.full
    ? `<div style="width:100vw;height:100vh;background:${green};display:grid;place-items:center">
         <div style="width:${icon.scale * 100}vw;height:${icon.scale * 100}vh">${mark.replace("<svg ", '<svg width="100%" height="100%" ')}</div></div>`
    : logo.replace("<svg ", '<svg width="100%" height="100%" style="display:block" ');
  await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
  await page.screenshot({ path: join(web, "icons", icon.file), omitBackground: true });
  console.log(`wrote icons/${icon.file}`);
}
await browser.close();
