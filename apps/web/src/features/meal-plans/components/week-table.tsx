import { cn } from "@/lib/utils";
import { MEAL_TYPE_LABELS } from "../lib/format";
import type { DayView } from "../lib/plan-grid";
import { DayHeading } from "./day-heading";
import { MealSlot, type SlotActions } from "./meal-slot";

/** A week on wide screens: a row per date (Monday first), a column per meal type. */
export function WeekTable({ days, caption, actions }: { days: DayView[]; caption: string; actions: SlotActions }) {
  const types = days[0]?.slots.map((s) => s.mealType) ?? [];
  return (
    <table className="w-full table-fixed border-separate border-spacing-2">
      <caption className="sr-only">Meals for {caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-32 text-left text-xs font-medium text-muted-foreground uppercase">
            Day
          </th>
          {types.map((type) => (
            <th key={type} scope="col" className="text-left text-xs font-medium text-muted-foreground uppercase">
              {MEAL_TYPE_LABELS[type]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date} data-testid="plan-day" data-date={day.date}>
            <th
              scope="row"
              className={cn("rounded-lg px-2 text-left align-top text-sm font-semibold", day.isToday && "bg-secondary text-secondary-foreground")}
            >
              <span className="block py-2">
                <DayHeading date={day.date} isToday={day.isToday} />
              </span>
            </th>
            {day.slots.map((slot) => (
              <td key={slot.mealType} className="align-top [&>div]:h-full">
                <MealSlot slot={slot} actions={actions} density="table" showLabel={false} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
