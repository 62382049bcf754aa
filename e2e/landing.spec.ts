import { expect, test } from "./support/fixtures";
import { signInThroughUi } from "./support/users";

// The landing page is prerendered at build time and served with its own small script instead of
// the app (docs/decisions/032).

test("/ arrives as finished HTML, without the app's code", async ({ request }) => {
  const res = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(res.headers()["content-encoding"]).toBe("br");
  const html = await res.text();
  expect(html).toContain("Start Your Free Trial");
  expect(html).toMatch(/<main id="main"/);
  const app = /name="sierra-app-entry" content="([^"]+)"/.exec(html)?.[1];
  expect(app, "the app's entry is named for preloading").toBeTruthy();
  expect(html).not.toContain(`src="${app}"`);
});

test("without the app, the theme menu works and the theme holds from the first paint", async ({ page }) => {
  const appRequests: string[] = [];
  page.on("request", (r) => /\/assets\/main-[^/]+\.js$/.test(r.url()) && appRequests.push(r.url()));
  await page.goto("/");
  // By keyboard: a pointer resting on a link would rightly start downloading the app.
  await page.getByRole("button", { name: "Choose theme" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Light" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Choose theme" })).toBeFocused();
  expect(appRequests, "the app's code is not downloaded for a visitor who only looks").toEqual([]);
  // The classic theme script runs before the body is parsed.
  await page.goto("/", { waitUntil: "commit" });
  await page.waitForSelector("main", { state: "attached" });
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Choose theme" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Light" })).toBeHidden();
});

test("pointing at a link starts downloading the app; following it opens the app's page", async ({ page }) => {
  await page.goto("/");
  const entry = await page.locator('meta[name="sierra-app-entry"]').getAttribute("content");
  const preload = page.waitForRequest((r) => new URL(r.url()).pathname === entry);
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).hover();
  await preload;
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a member who opens / gets the app with the member's layout", async ({ page, cook }) => {
  await page.goto("/auth/login");
  await signInThroughUi(page, cook.email, cook.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Toggle Sidebar" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Log In" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
