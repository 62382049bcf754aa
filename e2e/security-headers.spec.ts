import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { ADMIN_PAGES, PUBLIC_PAGES, readsSettled } from "./support/pages";

/**
 * The CSP has no 'unsafe-eval' and no inline scripts: no page may trip it. Violations are
 * collected in the page itself (securitypolicyviolation), so a report Chromium only logs counts too.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

test("no page trips the Content Security Policy, signed out or signed in", async ({ page, admin }) => {
  await watchViolations(page);
  const found: string[] = [];
  for (const path of [...PUBLIC_PAGES, "/recipes", "/meal-plans"]) {
    await page.goto(path);
    await readsSettled(page);
    found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
  }
  await signInAs(page, admin);
  for (const path of [...ADMIN_PAGES, "/meal-plans", "/profile", "/recipes"]) {
    await page.goto(path);
    await readsSettled(page);
    found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
  }
  expect(found).toEqual([]);
});

test("the HTML and the API answer with the security headers", async ({ request }) => {
  const html = await request.get("/");
  const csp = html.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-eval");
  expect(html.headers()["x-content-type-options"]).toBe("nosniff");
  const api = await request.get("/api/me");
  expect(api.headers()["cache-control"]).toBe("no-store");
});
