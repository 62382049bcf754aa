import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "../api/get-dashboard-stats";
import { chartDays, chartMax, chartSummary, formatNumber } from "../lib/chart-data";
import { CaloriesBars } from "./calories-bars";

/**
 * Calories planned per day this week (Sunday to Saturday) against the daily goal.
 * The drawing is hidden from assistive technology; a summary and a table say the same numbers.
 */
export function CaloriesChart({ data }: { data: DashboardStats }) {
  const days = chartDays(data.caloriesByDay, data.calorieGoal);
  const max = chartMax(days, data.calorieGoal);
  return (
    <section aria-labelledby="calories-title" className="flex min-w-0 flex-1">
      <Card className="flex-1 gap-4">
        <CardHeader>
          <CardTitle>
            <h2 id="calories-title">Calories planned this week</h2>
          </CardTitle>
          <CardDescription id="calories-summary" data-testid="calories-summary">
            {chartSummary(data.caloriesByDay, data.calorieGoal)}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-2 sm:px-6">
          <div aria-hidden="true" className="h-64 w-full" data-testid="calories-chart">
            <CaloriesBars days={days} max={max} goal={data.calorieGoal} />
          </div>
          {/* sr-only on a wrapper: a table ignores the 1px width and would widen the page. */}
          <div className="sr-only">
            <table data-testid="calories-table">
              <caption>Calories planned per day this week, daily goal {formatNumber(data.calorieGoal)}</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Calories</th>
                  <th scope="col">Meals</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.fullLabel}</th>
                    <td>{formatNumber(day.calories)}</td>
                    <td>{day.meals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
