import { cn } from "@/lib/utils";
import type { DayView } from "../lib/plan-grid";
import { DayHeading } from "./day-heading";
import { MealSlot, type SlotActions } from "./meal-slot";

/** Narrow screens: the week or month as a list of days, each with its slots stacked (no wide table). */
export function DayList({ days, actions }: { days: DayView[]; actions: SlotActions }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Days">
      {days.map((day) => (
        <li key={day.date} data-testid="plan-day" data-date={day.date} className={cn("rounded-xl border p-3", day.isToday && "border-primary")}>
          <h3 className="mb-2 text-sm font-semibold">
            <DayHeading date={day.date} isToday={day.isToday} />
          </h3>
          <div className="flex flex-col gap-2">
            {day.slots.map((slot) => (
              <MealSlot key={slot.mealType} slot={slot} actions={actions} density="full" />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
