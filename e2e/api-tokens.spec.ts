import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { createVerifiedUser, signInByApi } from "./support/users";

/** Personal API tokens from the profile to a script and back (docs/decisions/059). */
test("a member creates a token, sees it once, uses it on the API, and revokes it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser(request, "Pat Scripter");
  await signInByApi(page.request, user);
  await page.goto("/profile");
  const card = page.getByTestId("api-tokens-card");
  await expect(card.getByText("You have no API tokens.")).toBeVisible({ timeout: 30_000 });

  await card.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API token" });
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByText("Give the token a name, such as the script or app that will use it.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Kitchen tablet");
  await dialog.getByRole("combobox", { name: "Expires" }).click();
  await page.getByRole("option", { name: "In 30 days" }).click();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Create token" }).click();

  const shown = page.getByRole("dialog", { name: "Your new API token" });
  const secret = ((await shown.getByTestId("api-token-secret").textContent()) ?? "").trim();
  expect(secret).toMatch(/^sierra_pat_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole("button", { name: "Copy token" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole("button", { name: "I've copied my token" }).click();
  await expect(shown).toBeHidden();

  // Listed without its secret: the name, read only by default, its first characters.
  const row = card.getByRole("listitem").filter({ hasText: "Kitchen tablet" });
  await expect(row.getByText("Read only")).toBeVisible();
  await expect(row.getByText("Never used", { exact: false })).toBeVisible();
  await expect(row.getByText(secret.slice(0, 15) + "…", { exact: false })).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  await expectNoSeriousA11yViolations(page);

  const authorization = { Authorization: `Bearer ${secret}` };
  const today = new Date().toISOString().slice(0, 10);
  const plans = await page.request.get(`/api/meal-plans?view=weekly&date=${today}`, { headers: authorization });
  expect(plans.status()).toBe(200);
  // Read only: a change is refused with the token's own reason.
  const write = await page.request.post("/api/pantry/items", { headers: authorization, data: { name: "rice" } });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe("TOKEN_READ_ONLY");
  // Never the account's own routes.
  expect((await page.request.get("/api/account/api-tokens", { headers: authorization })).status()).toBe(403);

  await page.reload();
  // "just now" or, on a slow machine, "1 minute ago": the point is that the use was recorded.
  await expect(row.getByText(/Last used (just now|\d+ minutes? ago)/)).toBeVisible({ timeout: 30_000 });
  await row.getByRole("button", { name: "Revoke Kitchen tablet" }).click();
  await expect(page.getByText("Token revoked").first()).toBeVisible();
  await expect(card.getByText("You have no API tokens.")).toBeVisible();

  const after = await page.request.get(`/api/meal-plans?view=weekly&date=${today}`, { headers: authorization });
  expect(after.status()).toBe(401);
  expect((await after.json()).code).toBe("TOKEN_INVALID");
});
