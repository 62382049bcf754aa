import { Link } from "react-router";
import { Refrigerator } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/retry-alert";
import { IngredientsAtHome, useCookableRecipes } from "@/features/pantry";
import { RecipeCard } from "./recipe-card";
import { RecipeGridSkeleton } from "./recipe-card-skeleton";

/** "Cook with what I have": recipes with at least half their ingredients in the pantry, best covered first. */
export function CookableRecipes({ userId }: { userId: string }) {
  const cookable = useCookableRecipes(userId, true);
  if (cookable.isPending) return <RecipeGridSkeleton />;
  if (cookable.isError) return <RetryAlert title="Failed to load recipes" onRetry={() => void cookable.refetch()} retrying={cookable.isFetching} />;
  if (cookable.data.recipes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <Refrigerator className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Nothing to cook from your pantry yet</h2>
        <p className="max-w-md text-muted-foreground">
          Recipes show here when at least half of their ingredients are at home. Add what you have to your pantry.
        </p>
        <Button variant="outline" asChild>
          <Link to="/pantry">Open my pantry</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cookable.data.recipes.map((recipe, index) => (
        <div key={recipe.id} className="flex flex-col gap-1.5">
          <IngredientsAtHome coverage={recipe} className="text-sm" />
          <RecipeCard recipe={recipe} eagerImage={index < 3} />
        </div>
      ))}
    </div>
  );
}
