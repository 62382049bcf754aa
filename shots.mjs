import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const theme of ["light", "dark"]) for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.addInitScript((t) => localStorage.setItem("meal-planner-theme", t), theme);
  const failed = [];
  page.on("response", (r) => { if (r.url().includes("image.svg") && r.status() >= 400) failed.push(r.url()); });
  await page.goto(process.argv[2] ?? "http://localhost:3391/recipes");
  await page.getByTestId("recipe-card").first().waitFor();
  await page.waitForLoadState("networkidle");
  const broken = await page.$$eval("img[data-testid=recipe-image]", (imgs) => imgs.filter((i) => !i.complete || i.naturalWidth === 0).length);
  await page.screenshot({ path: `/tmp/recipes-${theme}-${width}.png`, fullPage: width === 1280 });
  console.log(theme, width, "broken", broken, "failed", failed.length);
  await page.close();
}
await browser.close();
