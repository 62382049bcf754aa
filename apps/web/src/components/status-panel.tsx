import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** A centred message for whole-page states: errors, denials, empty pages. */
export function StatusPanel({
  icon: Icon,
  title,
  children,
  actions,
  tone = "default",
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: "default" | "destructive";
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-full",
          tone === "destructive" ? "bg-destructive/10 text-destructive" : "bg-secondary text-secondary-foreground",
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children && <div className="text-muted-foreground">{children}</div>}
      {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
