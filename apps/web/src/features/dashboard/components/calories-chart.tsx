import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardStats } from "../api/get-dashboard-stats";
import { chartDays, chartMax, chartSummary, chartTicks, formatNumber, type ChartDay } from "../lib/chart-data";

const tick = { fill: "var(--muted-foreground)", fontSize: 12 };

function ChartTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const day = payload?.[0]?.payload as ChartDay | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{day.fullLabel}</p>
      <p>
        {formatNumber(day.calories)} calories · {day.meals} {day.meals === 1 ? "meal" : "meals"}
      </p>
    </div>
  );
}

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
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={days} accessibilityLayer={false} margin={{ top: 16, right: 8, left: 0, bottom: 0 }}>
                <CartesianGrid vertical={false} stroke="var(--border)" />
                <XAxis dataKey="label" tickLine={false} axisLine={false} tick={tick} />
                <YAxis width={52} domain={[0, max]} ticks={chartTicks(max)} tickFormatter={formatNumber} tickLine={false} axisLine={false} tick={tick} />
                <Tooltip cursor={{ fill: "var(--muted)" }} content={<ChartTooltip />} isAnimationActive={false} />
                <ReferenceLine
                  y={data.calorieGoal}
                  stroke="var(--chart-4)"
                  strokeWidth={2}
                  strokeDasharray="6 4"
                  label={{ value: `Goal ${formatNumber(data.calorieGoal)}`, position: "insideTopRight", fill: "var(--foreground)", fontSize: 12 }}
                />
                <Bar dataKey="calories" radius={[4, 4, 0, 0]} isAnimationActive={false}>
                  {days.map((day) => (
                    <Cell key={day.date} fill={day.overGoal ? "var(--chart-4)" : "var(--chart-1)"} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
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
