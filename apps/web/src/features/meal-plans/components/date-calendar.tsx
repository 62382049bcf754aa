import { useState } from "react";
import { DayPicker, type ChevronProps } from "react-day-picker";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { startOfMonth, type IsoDate } from "@sierra/shared";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { isoToLocalDate, localDateToIso } from "../lib/format";
import type { Bounds } from "../lib/navigation";

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === "left" ? ChevronLeft : ChevronRight;
  return <Icon className={cn("size-4", className)} aria-hidden="true" />;
}

/**
 * The date selector (react-day-picker, styled like shadcn/ui's Calendar): weeks start on
 * Monday, dates outside 6 months back to 1 month ahead are disabled.
 */
export function DateCalendar({ date, today, bounds, onSelect }: { date: IsoDate; today: IsoDate; bounds: Bounds; onSelect: (date: IsoDate) => void }) {
  const [month, setMonth] = useState(() => isoToLocalDate(startOfMonth(date)));
  // Follow the selected date when it moves from outside (the grid's previous / next).
  const [shownFor, setShownFor] = useState(date);
  if (shownFor !== date) {
    setShownFor(date);
    setMonth(isoToLocalDate(startOfMonth(date)));
  }
  const cell = "size-9 text-center text-sm p-0";
  return (
    <DayPicker
      mode="single"
      required
      selected={isoToLocalDate(date)}
      onSelect={(day) => day && onSelect(localDateToIso(day))}
      month={month}
      onMonthChange={setMonth}
      today={isoToLocalDate(today)}
      weekStartsOn={1}
      startMonth={isoToLocalDate(bounds.min)}
      endMonth={isoToLocalDate(bounds.max)}
      disabled={[{ before: isoToLocalDate(bounds.min) }, { after: isoToLocalDate(bounds.max) }]}
      showOutsideDays
      fixedWeeks
      components={{ Chevron }}
      classNames={{
        root: "w-fit mx-auto",
        months: "relative flex flex-col",
        month: "flex flex-col gap-3",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous: cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "aria-disabled:opacity-40"),
        button_next: cn(buttonVariants({ variant: "ghost", size: "icon-sm" }), "aria-disabled:opacity-40"),
        month_caption: "flex h-8 items-center justify-center",
        caption_label: "text-sm font-medium",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: cn(cell, "h-8 text-xs font-normal text-muted-foreground"),
        week: "flex mt-1",
        day: cell,
        day_button: cn(buttonVariants({ variant: "ghost", size: "icon" }), "font-normal"),
        selected:
          "[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary [&>button]:hover:text-primary-foreground [&>button]:font-semibold",
        today: "[&>button]:ring-1 [&>button]:ring-primary [&>button]:font-semibold",
        outside: "[&>button]:text-muted-foreground",
        disabled: "[&>button]:text-muted-foreground [&>button]:opacity-50 [&>button]:line-through",
        hidden: "invisible",
      }}
    />
  );
}
