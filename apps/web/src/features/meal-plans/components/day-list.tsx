import { cn } from "@/lib/utils";
import { slotMessages } from "@sierra/shared";
import { formatShortDay } from "../lib/format";
import { collapsedState, groupDays, isDayDimmed, type DayView } from "../lib/plan-grid";
import { DayHeading } from "./day-heading";
import { CollapsedDay, MealSlot, type SlotActions } from "./meal-slot";

/** Narrow screens: the week or month as a list of days, each with its slots stacked (no wide table). */
export function DayList({ days, actions }: { days: DayView[]; actions: SlotActions }) {
  return (
    <ol className="flex flex-col gap-4" aria-label="Days">
      {groupDays(days).map((item) =>
        item.kind === "run" ? (
          <li key={item.from} data-testid="plan-day-run" className="rounded-xl border px-3 py-2">
            <h3 className="mb-2 text-sm font-semibold">
              {formatShortDay(item.from)} – {formatShortDay(item.to)}
            </h3>
            <CollapsedDay text={item.state === "plan_closer" ? slotMessages.planCloser : slotMessages.noMealPlanned} dimmed={item.dimmed} />
          </li>
        ) : (
          <li
            key={item.day.date}
            data-testid="plan-day"
            data-date={item.day.date}
            className={cn("rounded-xl border p-3", item.day.isToday && "border-primary", collapsedState(item.day) && "py-2")}
          >
            <h3 className="mb-2 text-sm font-semibold">
              <DayHeading date={item.day.date} isToday={item.day.isToday} />
            </h3>
            <DaySlots day={item.day} actions={actions} />
          </li>
        ),
      )}
    </ol>
  );
}

function DaySlots({ day, actions }: { day: DayView; actions: SlotActions }) {
  const collapsed = collapsedState(day);
  if (collapsed) return <CollapsedDay text={collapsed === "plan_closer" ? slotMessages.planCloser : slotMessages.noMealPlanned} dimmed={isDayDimmed(day)} />;
  return (
    <div className="flex flex-col gap-2">
      {day.slots.map((slot) => (
        <MealSlot key={slot.mealType} slot={slot} actions={actions} density="full" />
      ))}
    </div>
  );
}
