import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Serious or critical axe violations once the page's finite animations have ended. */
async function seriousViolations(page: Page) {
  // Measure settled colours: a toast or dialog fading in is briefly translucent.
  // Spinners run forever, so only finite animations are awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.help} -> ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  let serious = await seriousViolations(page);
  // A toast that starts fading out while axe runs is just as translucent (seen once in CI): a
  // violation counts when it is still there once that animation, too, has ended.
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

export async function setTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((t) => localStorage.setItem("meal-planner-theme", t), theme);
}
