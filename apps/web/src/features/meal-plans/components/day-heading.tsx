import { Badge } from "@/components/ui/badge";
import { formatShortDay } from "../lib/format";

/** "Mon, Nov 23" with a Today badge. */
export function DayHeading({ date, isToday }: { date: string; isToday: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{formatShortDay(date)}</span>
      {isToday && <Badge variant="secondary">Today</Badge>}
    </span>
  );
}
