import type { ReactNode } from "react";
import { RotateCcw, TriangleAlert, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Something failed to load (or to save), with a way to try again: one look for every screen.
 * It lays itself out by its own width (a container query), so it fits a page, a dialog and
 * Sierra's panel alike. Each screen passes its own spec texts.
 */
export function RetryAlert({
  title,
  detail,
  onRetry,
  retrying = false,
  retryLabel = "Retry",
  onDismiss,
  className,
  testId,
}: {
  title: ReactNode;
  detail?: ReactNode;
  onRetry: () => void;
  /** Disables the button while the retry is on its way. */
  retrying?: boolean;
  retryLabel?: string;
  onDismiss?: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <div role="alert" data-testid={testId} className={cn("@container w-full rounded-xl border border-destructive/50 bg-card p-4", className)}>
      <div className="flex flex-col gap-3 @md:flex-row @md:items-center @md:justify-between">
        <div className="flex gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <p className="font-medium">{title}</p>
            {detail && <p className="text-sm text-muted-foreground">{detail}</p>}
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" /> {retryLabel}
          </Button>
          {onDismiss && (
            <Button variant="ghost" size="icon-sm" onClick={onDismiss} aria-label="Dismiss">
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
