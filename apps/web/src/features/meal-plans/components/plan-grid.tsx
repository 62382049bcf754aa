import { memo, useMemo } from "react";
import type { MealPlanResponse, PlanView } from "@sierra/shared";
import { Skeleton } from "@/components/ui/skeleton";
import { useIsMobile } from "@/hooks/use-mobile";
import { periodLabel } from "../lib/format";
import { buildDays } from "../lib/plan-grid";
import { DailyView } from "./daily-view";
import { DayList } from "./day-list";
import type { SlotActions } from "./meal-slot";
import { MonthTable } from "./month-table";
import { WeekTable } from "./week-table";

/** The plan's slots in the view's layout; narrow screens get a day list instead of a wide table. */
export const PlanGrid = memo(function PlanGrid({ data, view, actions }: { data: MealPlanResponse; view: PlanView; actions: SlotActions }) {
  const isMobile = useIsMobile();
  const days = useMemo(() => buildDays(data), [data]);
  // The table's caption names the period the data covers (the heading may already show the next one).
  const caption = periodLabel(view, data.range.start);
  if (view === "daily" && days[0]) return <DailyView day={days[0]} actions={actions} />;
  if (isMobile) return <DayList days={days} actions={actions} />;
  if (view === "weekly") return <WeekTable days={days} caption={caption} actions={actions} />;
  return <MonthTable days={days} caption={caption} actions={actions} />;
});

export function PlanGridSkeleton({ view }: { view: PlanView }) {
  const count = view === "daily" ? 3 : view === "weekly" ? 7 : 10;
  return (
    <div className="flex flex-col gap-2" aria-label="Loading your meal plan" role="status">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}
