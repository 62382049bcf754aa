import { ToggleGroup } from "radix-ui";
import { PLAN_VIEWS, type PlanView } from "@sierra/shared";
import { cn } from "@/lib/utils";

const LABELS: Record<PlanView, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

/**
 * Daily / Weekly / Monthly as one radio group (arrow keys move, Space or Enter picks).
 * A toggle rather than tabs: the grid below stays one mounted region across views.
 */
export function ViewToggle({ view, onView }: { view: PlanView; onView: (view: PlanView) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={view}
      onValueChange={(value) => value && onView(value as PlanView)}
      aria-label="Plan view"
      className="inline-flex w-fit items-center rounded-lg bg-muted p-[3px] text-muted-foreground"
    >
      {PLAN_VIEWS.map((v) => (
        <ToggleGroup.Item
          key={v}
          value={v}
          className={cn(
            "inline-flex h-8 items-center rounded-md px-4 text-sm font-medium transition-colors outline-none",
            "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
            "data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm dark:data-[state=on]:bg-input/30",
          )}
        >
          {LABELS[v]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
