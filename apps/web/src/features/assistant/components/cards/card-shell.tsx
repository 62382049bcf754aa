import type { ReactNode } from "react";

/** The frame every card shares: a bordered box under Sierra's words, labelled for screen readers. */
export function CardShell({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <section aria-label={label} data-testid={testId} className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-foreground">
      {children}
    </section>
  );
}

/** The line a settled card ends with: "Added to your calendar", "Not added"... */
export function CardOutcome({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-1.5 text-sm font-medium">
      {icon}
      {children}
    </p>
  );
}
