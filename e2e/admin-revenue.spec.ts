import { formatCents, PLAN_CARDS } from "@sierra/shared";
import { expect, signInAs, test } from "./support/fixtures";

/** The admin sees real billing figures, the same the API reports. */
test("the admin dashboard shows recurring revenue, its split by plan, conversions and past-due plans", async ({ page, admin }) => {
  await signInAs(page, admin);
  const stats = (await (await page.request.get("/api/admin/stats")).json()) as {
    monthlyRecurringRevenue: number;
    totalRevenue: number;
    trialsConverted: number;
    pastDue: number;
    mrrByPlan: Record<string, number>;
  };
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Revenue" })).toBeVisible();
  await expect(page.getByTestId("revenue-monthly-recurring-revenue")).toHaveText(formatCents(stats.monthlyRecurringRevenue));
  await expect(page.getByTestId("revenue-revenue-collected")).toHaveText(formatCents(stats.totalRevenue));
  await expect(page.getByTestId("revenue-trials-converted")).toHaveText(String(stats.trialsConverted));
  await expect(page.getByTestId("revenue-past-due")).toHaveText(String(stats.pastDue));
  const byPlan = page.getByRole("table", { name: "Monthly recurring revenue by plan" });
  for (const plan of PLAN_CARDS) {
    await expect(byPlan.getByRole("row", { name: plan.name })).toContainText(formatCents(stats.mrrByPlan[plan.type] ?? 0));
  }
});
