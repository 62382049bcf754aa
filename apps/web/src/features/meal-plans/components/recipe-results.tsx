import type { KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { RecipeListResponse } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { IngredientsAtHome, useRecipeCoverage } from "@/features/pantry";
import { useSession } from "@/features/session/use-session";
import { cn } from "@/lib/utils";

/** Up and down arrows move between the results (Tab works too). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = buttons[index + (event.key === "ArrowDown" ? 1 : -1)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

export function RecipeResults(props: {
  data: RecipeListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholder: boolean;
  page: number;
  disabled: boolean;
  onPage: (page: number) => void;
  onRetry: () => void;
  onPick: (recipe: { id: string; title: string }) => void;
}) {
  const { data, page } = props;
  // How much of each recipe is already at home, from the member's pantry.
  const session = useSession();
  const coverage = useRecipeCoverage(session.data?.user.id ?? null, data?.recipes.map((r) => r.id) ?? []);
  if (props.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-label="Loading recipes">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (props.isError || !data) {
    return <RetryAlert title="Failed to load recipes" onRetry={props.onRetry} />;
  }
  if (data.recipes.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">No recipes found</p>;
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <ul
        id="recipe-picker-results"
        aria-label="Recipes"
        aria-busy={props.isPlaceholder}
        onKeyDown={moveFocus}
        className={cn("flex max-h-[45vh] flex-col gap-1 overflow-y-auto pr-1", props.isPlaceholder && "opacity-60")}
      >
        {data.recipes.map((recipe) => (
          <li key={recipe.id}>
            <button
              type="button"
              disabled={props.disabled}
              onClick={() => props.onPick(recipe)}
              className="flex w-full items-center gap-3 rounded-md border px-2 py-2 text-left text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              <img src={recipe.image_url} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-md bg-muted object-cover" />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{recipe.title}</span>
                {recipe.categories.length > 0 && <span className="text-xs text-muted-foreground">{recipe.categories.slice(0, 3).join(" · ")}</span>}
                <IngredientsAtHome coverage={coverage.data?.coverage[recipe.id]} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" /> Previous
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {data.totalPages}
          </span>
          <Button variant="ghost" size="sm" disabled={page >= data.totalPages} onClick={() => props.onPage(page + 1)}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
