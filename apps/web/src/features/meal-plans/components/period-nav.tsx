import { ChevronLeft, ChevronRight } from "lucide-react";
import type { IsoDate, PlanView } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { adjacentDate, type Bounds } from "../lib/navigation";

const UNIT: Record<PlanView, string> = { daily: "day", weekly: "week", monthly: "month" };

/** Previous / Today / Next for the shown period, kept within the selectable dates. */
export function PeriodNav({
  view,
  date,
  today,
  bounds,
  onDate,
}: {
  view: PlanView;
  date: IsoDate;
  today: IsoDate;
  bounds: Bounds;
  onDate: (date: IsoDate) => void;
}) {
  const previous = adjacentDate(view, date, -1, bounds);
  const next = adjacentDate(view, date, 1, bounds);
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="icon-sm" disabled={!previous} onClick={() => previous && onDate(previous)} aria-label={`Previous ${UNIT[view]}`}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button variant="outline" size="sm" disabled={date === today} onClick={() => onDate(today)}>
        Today
      </Button>
      <Button variant="outline" size="icon-sm" disabled={!next} onClick={() => next && onDate(next)} aria-label={`Next ${UNIT[view]}`}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
