import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { ADMIN_PAGES, PUBLIC_PAGES, readsSettled } from "./support/pages";

/**
 * every link in the app leads somewhere real. From every page, signed out
 * and signed in, every same-site link is followed once; none may land on the 404 page.
 * Recipe pages are represented by the first few links to them (they share one route).
 */
const NOT_FOUND = "Oops! Page not found";

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval("a[href]", (anchors) =>
    anchors.map((a) => a.getAttribute("href") ?? "").filter((href) => href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/api/")),
  );
}

async function crawl(page: Page, start: string[]) {
  const seen = new Set<string>();
  const queue = [...start];
  const broken: string[] = [];
  let recipePages = 0;
  while (queue.length > 0) {
    const path = queue.shift()!.split("#")[0]!;
    if (seen.has(path) || path === "/no-such-page") continue;
    if (path.startsWith("/recipe/") && (recipePages += 1) > 3) continue;
    seen.add(path);
    await page.goto(path);
    await readsSettled(page);
    if (await page.getByRole("heading", { name: NOT_FOUND }).isVisible()) broken.push(path);
    for (const href of await linksOn(page)) if (!seen.has(href.split("#")[0]!)) queue.push(href);
  }
  return { seen, broken };
}

test("signed out: no link leads to a 404", async ({ page }) => {
  test.setTimeout(180_000);
  const { seen, broken } = await crawl(page, PUBLIC_PAGES);
  expect(seen.size).toBeGreaterThan(12);
  expect(broken).toEqual([]);
});

test("signed in: no link leads to a 404", async ({ page, admin }) => {
  test.setTimeout(180_000);
  await signInAs(page, admin);
  const { seen, broken } = await crawl(page, [...ADMIN_PAGES, "/meal-plans", "/profile", "/recipes"]);
  expect(seen.size).toBeGreaterThan(8);
  expect(broken).toEqual([]);
});
