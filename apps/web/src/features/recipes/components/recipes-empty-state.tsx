import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EMPTY_TITLE } from "../lib/empty-hint";

/** 'No recipes found' with the one hint that fits (see lib/empty-hint). */
export function RecipesEmptyState({ hint, action }: { hint: string; action?: ReactNode }) {
  return (
    <div data-testid="recipes-empty" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{EMPTY_TITLE}</h2>
      <p className="max-w-md text-muted-foreground">{hint}</p>
      {action}
    </div>
  );
}
