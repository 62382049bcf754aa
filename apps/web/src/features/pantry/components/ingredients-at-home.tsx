import { Refrigerator } from "lucide-react";
import { countOf, type RecipeCoverage } from "@sierra/shared";
import { cn } from "@/lib/utils";

/** "5 of 7 ingredients at home", for a recipe page, a picker row or a card. */
export function IngredientsAtHome({ coverage, className }: { coverage: RecipeCoverage | undefined; className?: string }) {
  if (!coverage || coverage.total === 0) return null;
  return (
    <span data-testid="ingredients-at-home" className={cn("inline-flex items-center gap-1 text-xs text-muted-foreground", className)}>
      <Refrigerator className="size-3.5 shrink-0" aria-hidden="true" />
      {coverage.atHome} of {countOf(coverage.total, "ingredient")} at home
    </span>
  );
}
