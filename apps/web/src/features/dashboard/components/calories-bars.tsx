import { cn } from "@/lib/utils";
import { chartTicks, formatNumber, type ChartDay } from "../lib/chart-data";

const percent = (value: number, max: number) => `${(value / max) * 100}%`;

/**
 * The week's bars against the goal line, drawn with a few positioned boxes: no chart library
 * (recharts alone was 87 KB compressed, docs/decisions/032). Hidden from assistive technology by its
 * caller, which gives the same numbers as text and a table; hovering a bar shows its day.
 */
export function CaloriesBars({ days, max, goal }: { days: ChartDay[]; max: number; goal: number }) {
  const ticks = chartTicks(max);
  return (
    <div className="flex h-64 w-full gap-2 pt-4 text-xs text-muted-foreground">
      <div className="flex w-12 shrink-0 flex-col">
        <div className="relative flex-1">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2 tabular-nums" style={{ bottom: percent(tick, max) }}>
              {formatNumber(tick)}
            </span>
          ))}
        </div>
        <div className="h-6" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="relative flex-1">
          {ticks.map((tick) => (
            <div key={tick} className="absolute inset-x-0 border-t border-border" style={{ bottom: percent(tick, max) }} />
          ))}
          <div data-testid="goal-line" className="absolute inset-x-0 border-t-2 border-dashed border-(--chart-4)" style={{ bottom: percent(goal, max) }}>
            <span className="absolute right-0 bottom-1 font-medium text-foreground">Goal {formatNumber(goal)}</span>
          </div>
          <div className="absolute inset-0 flex items-end gap-[4%] px-[2%]">
            {days.map((day) => (
              <div key={day.date} className="group relative flex h-full flex-1 items-end hover:bg-muted/60">
                {day.calories > 0 && (
                  <div
                    data-testid="calorie-bar"
                    className={cn("w-full rounded-t", day.overGoal ? "bg-(--chart-4)" : "bg-(--chart-1)")}
                    style={{ height: percent(Math.min(day.calories, max), max) }}
                  />
                )}
                <div className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 hidden w-max -translate-x-1/2 rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md group-hover:block">
                  <p className="font-medium">{day.fullLabel}</p>
                  <p>
                    {formatNumber(day.calories)} calories · {day.meals} {day.meals === 1 ? "meal" : "meals"}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="flex h-6 items-end gap-[4%] px-[2%]">
          {days.map((day) => (
            <span key={day.date} className="flex-1 text-center">
              {day.label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
