import { FlaskConical } from "lucide-react";

export function BetaBanner() {
  return (
    <div role="note" className="flex items-center justify-center gap-2 border-b bg-accent print:hidden px-4 py-2 text-center text-sm text-accent-foreground">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      <span>This is Beta Software. Function, design, and feature access may change without warning.</span>
    </div>
  );
}
