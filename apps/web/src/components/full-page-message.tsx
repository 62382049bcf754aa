import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";

export function FullPageMessage({ children, spinner = true }: { children: ReactNode; spinner?: boolean }) {
  return (
    <div role="status" className="flex min-h-[50svh] items-center justify-center gap-3 p-8 text-muted-foreground">
      {spinner && <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />}
      <span>{children}</span>
    </div>
  );
}
