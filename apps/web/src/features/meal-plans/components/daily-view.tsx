import type { DayView } from "../lib/plan-grid";
import { MealSlot, type SlotActions } from "./meal-slot";

/** One day: a card per meal type, with room for the upgrade text. */
export function DailyView({ day, actions }: { day: DayView; actions: SlotActions }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Meals of the day">
      {day.slots.map((slot) => (
        <li key={slot.mealType} className="flex">
          <div className="flex-1 [&>div]:h-full">
            <MealSlot slot={slot} actions={actions} density="full" />
          </div>
        </li>
      ))}
    </ul>
  );
}
