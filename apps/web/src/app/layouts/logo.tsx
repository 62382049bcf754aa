import { Link } from "react-router";
import { Leaf } from "lucide-react";
import { cn } from "@/lib/utils";

export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link to="/" className={cn("flex items-center gap-2 font-semibold text-foreground", className)} aria-label="Sierra Meal Planner home">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Leaf className="size-5" aria-hidden="true" />
      </span>
      {!compact && <span className="truncate">Sierra Meal Planner</span>}
    </Link>
  );
}
