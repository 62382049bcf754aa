import { Link } from "react-router";
import { FileQuestion, Hourglass, Lock, RotateCcw, TriangleAlert, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/components/status-panel";
import type { LoadState, LoadStateKind } from "../lib/load-state";

const ICONS: Record<LoadStateKind, LucideIcon> = {
  missing: TriangleAlert,
  invalid: TriangleAlert,
  placeholder: Hourglass,
  denied: Lock,
  "not-found": FileQuestion,
  error: TriangleAlert,
};

/** Access Denied, Recipe Not Found, Error and 'still being generated', each with 'Browse Other Recipes'. */
export function RecipeLoadState({ state, onRetry }: { state: LoadState; onRetry?: () => void }) {
  const canRetry = onRetry && (state.kind === "denied" || state.kind === "error");
  return (
    <div data-testid="recipe-load-state" data-state={state.kind}>
      <StatusPanel
        icon={ICONS[state.kind]}
        title={state.title}
        tone={state.kind === "error" || state.kind === "invalid" || state.kind === "missing" ? "destructive" : "default"}
        actions={
          <>
            <Button asChild>
              <Link to="/recipes">Browse Other Recipes</Link>
            </Button>
            {canRetry && (
              <Button variant="outline" onClick={onRetry}>
                <RotateCcw aria-hidden="true" /> Try again
              </Button>
            )}
          </>
        }
      >
        {state.title !== state.message && <p>{state.message}</p>}
        {state.kind === "denied" && <p className="mt-2 text-sm">If this recipe was just created, please wait a moment and try again.</p>}
        {state.kind === "placeholder" && <p className="text-sm">Sierra is still writing this recipe. It will appear in your meal plan when it is ready.</p>}
      </StatusPanel>
    </div>
  );
}
