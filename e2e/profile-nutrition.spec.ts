import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./support/fixtures";
import { openProfile, openTab } from "./support/profile";

// Each test starts from a new member's defaults.
test.beforeEach(async ({ page, newUser }) => {
  await signInAs(page, await newUser({ name: "Nat Nutri" }));
});

const macro = (page: Page, key: "protein" | "carbs" | "fat") => page.getByTestId(`macro-${key}`);

test("shows the defaults, the four dietary goals and the total with its hint", async ({ page }) => {
  await openProfile(page);
  await openTab(page, "Diet & Nutrition");
  await expect(page.getByLabel("Daily calorie goal")).toHaveValue("2000");
  await expect(page.getByRole("combobox", { name: "Dietary goal" })).toHaveText("Weight Maintenance");
  await expect(macro(page, "protein")).toHaveText("30%");
  await expect(macro(page, "carbs")).toHaveText("40%");
  await expect(macro(page, "fat")).toHaveText("30%");
  await expect(page.getByText("Total: 100% (should equal 100%)")).toBeVisible();
  await page.getByRole("combobox", { name: "Dietary goal" }).click();
  await expect(page.getByRole("option")).toHaveText(["Weight Loss", "Weight Maintenance", "Muscle Gain", "General Health Improvement"]);
  await page.keyboard.press("Escape");
});

test("checks the calorie goal limits", async ({ page }) => {
  await openProfile(page);
  await openTab(page, "Diet & Nutrition");
  const calories = page.getByLabel("Daily calorie goal");
  const save = page.getByRole("button", { name: "Save nutrition settings" });
  await calories.fill("499");
  await save.click();
  await expect(page.getByText("Calorie goal is too low")).toBeVisible();
  await calories.fill("5001");
  await save.click();
  await expect(page.getByText("Calorie goal is too high")).toBeVisible();
});

test("moving a macro slider rescales the other two, keeps 100, and saves", async ({ page }) => {
  await openProfile(page);
  await openTab(page, "Diet & Nutrition");
  const protein = page.getByRole("slider", { name: "Protein" });
  await protein.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press("ArrowRight");
  await expect(macro(page, "protein")).toHaveText("40%");
  await expect(macro(page, "carbs")).toHaveText("34%");
  await expect(macro(page, "fat")).toHaveText("26%");
  await expect(page.getByTestId("macro-total")).toHaveText("100%");

  await page.keyboard.press("End");
  await expect(macro(page, "protein")).toHaveText("100%");
  await expect(macro(page, "carbs")).toHaveText("0%");
  await expect(macro(page, "fat")).toHaveText("0%");
  await page.getByLabel("Daily calorie goal").fill("2200");
  await page.getByRole("combobox", { name: "Dietary goal" }).click();
  await page.getByRole("option", { name: "Muscle Gain" }).click();
  await page.getByRole("button", { name: "Save nutrition settings" }).click();
  await expect(page.getByText("Nutrition settings saved")).toBeVisible();
  await expect(page.getByText("Your nutrition settings have been updated.")).toBeVisible();
  await page.reload();
  await openTab(page, "Diet & Nutrition");
  await expect(page.getByLabel("Daily calorie goal")).toHaveValue("2200");
  await expect(macro(page, "protein")).toHaveText("100%");
  await expect(page.getByRole("combobox", { name: "Dietary goal" })).toHaveText("Muscle Gain");

  // From 100/0/0 the other two are both 0: the remainder is split evenly (PageDown moves 10 at once).
  await page.getByRole("slider", { name: "Protein" }).focus();
  await page.keyboard.press("PageDown");
  await expect(macro(page, "protein")).toHaveText("90%");
  await expect(macro(page, "carbs")).toHaveText("5%");
  await expect(macro(page, "fat")).toHaveText("5%");
  // Moving carbs now rescales protein and fat in proportion (90:5).
  await page.getByRole("slider", { name: "Carbs" }).focus();
  await page.keyboard.press("End");
  await expect(macro(page, "protein")).toHaveText("0%");
  await expect(page.getByTestId("macro-total")).toHaveText("100%");
});

test("says when saving nutrition fails", async ({ page }) => {
  await openProfile(page);
  await openTab(page, "Diet & Nutrition");
  await page.route("**/api/profile/nutrition", (route) => route.fulfill({ status: 500, json: { message: "x" } }));
  await page.getByRole("button", { name: "Save nutrition settings" }).click();
  await expect(page.getByText("Failed to save nutrition settings. Please try again.")).toBeVisible();
});

test("the owner adds, edits and removes household members up to the household size", async ({ page }) => {
  await openProfile(page);
  await openTab(page, "Diet & Nutrition");
  await expect(page.getByText("1 of 2 members.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Robin");
  await dialog.getByLabel("Daily calorie goal").fill("1500");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText("Member added")).toBeVisible();
  await expect(page.getByText("2 of 2 members.", { exact: false })).toBeVisible();
  await expect(page.getByText("1500 kcal · Weight Maintenance · Protein 30% / Carbs 40% / Fat 30%")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add member" })).toBeDisabled();

  await page.getByRole("button", { name: "Edit Robin" }).click();
  await page.getByRole("dialog").getByLabel("Daily calorie goal").fill("1700");
  await page.getByRole("dialog").getByRole("button", { name: "Save member" }).click();
  await expect(page.getByText("1700 kcal", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Remove Robin" }).click();
  await expect(page.getByText("Member removed")).toBeVisible();
  await expect(page.getByText("1 of 2 members.", { exact: false })).toBeVisible();
});
