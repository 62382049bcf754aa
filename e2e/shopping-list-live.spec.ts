import type { ShoppingListDetail } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";

test("a tick on one device reaches the other through the change stream, with no polling while it is open", async ({ page, browser, newUser }) => {
  test.slow();
  const shopper = await newUser({ name: "Sam Shopper", plan: "trial" });
  const list = (await (await shopper.api.post("/api/shopping-lists", { data: { name: "Corner shop" } })).json()) as ShoppingListDetail;
  for (const name of ["apples", "rye bread"]) expect((await shopper.api.post(`/api/shopping-lists/${list.id}/items`, { data: { name } })).status()).toBe(201);

  const otherPhone = await browser.newContext();
  const second = await otherPhone.newPage();
  await signInAs(second, shopper);
  const reads: string[] = [];
  second.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/shopping-lists/${list.id}`) reads.push(request.url());
  });
  const stream = second.waitForResponse((response) => new URL(response.url()).pathname === "/api/shopping-lists/events");
  await second.goto(`/shopping-lists?list=${list.id}`);
  await expect(second.getByTestId("list-item")).toHaveCount(2, { timeout: 30_000 });
  expect((await stream).headers()["content-type"]).toMatch(/text\/event-stream/);

  // With the stream open the list is not asked for again while nothing changes (polling asked every 2 s).
  const before = reads.length;
  await second.waitForTimeout(5_000);
  expect(reads.length).toBe(before);

  await signInAs(page, shopper);
  await page.goto(`/shopping-lists?list=${list.id}`);
  await page.getByTestId("list-item").filter({ hasText: "apples" }).locator("label").click();
  await expect(second.getByTestId("list-item").filter({ hasText: "apples" })).toHaveAttribute("data-checked", "true");
  expect(reads.length - before).toBeLessThanOrEqual(2);
  await otherPhone.close();
});
