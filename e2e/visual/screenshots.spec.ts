import { setTheme } from "../support/axe";
import { signInAs, test } from "../support/fixtures";
import { ADMIN_PAGES, PUBLIC_PAGES } from "../support/pages";

/** Not part of `npm test`: `SCREENSHOTS=1 npx playwright test visual` writes PNGs to screenshots/ for a person to look at. */
const name = (path: string) => (path === "/" ? "home" : path.replace(/^\//, "").replace(/[/?=&]+/g, "_"));

for (const theme of ["light", "dark"] as const) {
  for (const width of [375, 1280]) {
    test(`screenshots ${theme} ${width}`, async ({ page, admin }) => {
      test.setTimeout(180_000);
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `screenshots/${theme}-${width}-${name(path)}.png`, fullPage: true });
      }
      await signInAs(page, admin);
      for (const path of ADMIN_PAGES) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await page.screenshot({ path: `screenshots/${theme}-${width}-signed-in-${name(path)}.png`, fullPage: true });
      }
    });
  }
}
