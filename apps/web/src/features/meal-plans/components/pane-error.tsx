import { RotateCcw, TriangleAlert, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The meal-plan pane's error ('Failed to update meal plan', 'Failed to add meal to your plan', a failed load) with Retry. */
export function PaneError({ title, detail, onRetry, onDismiss, retrying }: { title: string; detail?: string; onRetry: () => void; onDismiss?: () => void; retrying?: boolean }) {
  return (
    <div role="alert" data-testid="pane-error" className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-semibold">{title}</p>
          {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" /> Retry
        </Button>
        {onDismiss && (
          <Button variant="ghost" size="icon-sm" onClick={onDismiss} aria-label="Dismiss">
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
