import { cn } from "@/lib/utils";
import { dayOfMonth, formatLongDate } from "../lib/format";
import { slotMessages } from "@sierra/shared";
import { collapsedState, isDayDimmed, monthWeeks, type DayView } from "../lib/plan-grid";
import { CollapsedDay, MealSlot, type SlotActions } from "./meal-slot";

const WEEKDAYS = [
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
  ["Sun", "Sunday"],
] as const;

/** A month on wide screens: Monday-first weeks of day cells, each with compact slots. */
export function MonthTable({ days, caption, actions }: { days: DayView[]; caption: string; actions: SlotActions }) {
  return (
    <table className="w-full table-fixed border-collapse">
      <caption className="sr-only">Meals for {caption}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="pb-2 text-xs font-medium text-muted-foreground uppercase">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(days).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) =>
              day ? (
                <td key={day.date} data-testid="plan-day" data-date={day.date} className={cn("border p-1 align-top", day.isToday && "bg-secondary/60")}>
                  <div className="mb-1 flex items-center justify-between px-0.5">
                    <span className={cn("text-sm font-semibold", day.isToday && "text-secondary-foreground")}>
                      <span aria-hidden="true">{dayOfMonth(day.date)}</span>
                      <span className="sr-only">{formatLongDate(day.date)}</span>
                    </span>
                    {day.isToday && <span className="text-[0.7rem] font-medium text-secondary-foreground">Today</span>}
                  </div>
                  <CellSlots day={day} actions={actions} />
                </td>
              ) : (
                <td key={`pad-${i}`} className="border bg-muted/30" aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CellSlots({ day, actions }: { day: DayView; actions: SlotActions }) {
  const collapsed = collapsedState(day);
  if (collapsed)
    return <CollapsedDay compact text={collapsed === "plan_closer" ? slotMessages.planCloser : slotMessages.noMealPlanned} dimmed={isDayDimmed(day)} />;
  return (
    <div className="flex flex-col gap-1">
      {day.slots.map((slot) => (
        <MealSlot key={slot.mealType} slot={slot} actions={actions} density="compact" />
      ))}
    </div>
  );
}
