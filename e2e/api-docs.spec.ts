import { BASE_URL, expect, test } from "./support/fixtures";

// The API reference is Swagger UI from the server's own files, under the site's CSP (docs/decisions/055).
// Swagger UI draws operations as they come into view: a tall window shows the meal plans' at once.
test.use({ viewport: { width: 1280, height: 8000 } });
test("/api/docs shows the API's operations with no CSP violation and nothing from another origin", async ({ page }) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(BASE_URL).origin) foreign.push(request.url());
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Sierra Meal Planner API/ })).toBeVisible();
  await expect(page.getByText("/meal-plans/slots/{date}/{mealType}").first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
  if (process.env.SCREENSHOTS) await page.screenshot({ path: "test-results/api-docs.png", fullPage: false });
});
