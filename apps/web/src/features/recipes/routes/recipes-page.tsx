import { useCallback, useEffect } from "react";
import { Download, Refrigerator } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/retry-alert";
import { useSession } from "@/features/session/use-session";
import { cn } from "@/lib/utils";
import { useRecipeList } from "../api/list-recipes";
import { useListParams } from "../hooks/use-list-params";
import { emptyHint } from "../lib/empty-hint";
import { hasNarrowingFilters } from "../lib/list-params";
import { showingText } from "../lib/pagination";
import { CookableRecipes } from "../components/cookable-recipes";
import { FavoritesFilter } from "../components/favorites-filter";
import { FilterChips } from "../components/filter-chips";
import { RecipeCard } from "../components/recipe-card";
import { RecipeGridSkeleton } from "../components/recipe-card-skeleton";
import { RecipePagination } from "../components/recipe-pagination";
import { RecipeSearch } from "../components/recipe-search";
import { RecipesEmptyState } from "../components/recipes-empty-state";
import { VisitorPrompt } from "../components/visitor-prompt";
import { RecipeTabs } from "../community/community-tabs";

export function RecipesPage() {
  const session = useSession();
  const user = session.data?.user ?? null;
  const signedIn = user !== null;
  const { params, update } = useListParams();
  const list = useRecipeList(params, user?.id ?? null);
  const data = list.data;
  const onSearch = useCallback((q: string, opts: { replace: boolean }) => update({ q }, opts), [update]);

  // A page past the end (a stale shared link) goes to the last page there is.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.total > 0 && params.page > data.totalPages) update({ page: data.totalPages }, { replace: true });
  }, [data, list.isPlaceholderData, params.page, update]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Recipes</h1>
        {signedIn && (
          <div className="mt-2">
            <RecipeTabs />
          </div>
        )}
        <p className="mt-1 text-muted-foreground">
          {signedIn
            ? "Browse the recipes Sierra has generated for you, together with our recipe collection."
            : "Browse our collection of recipes, written for home cooks."}
        </p>
      </div>
      {signedIn && (
        <div>
          <Button asChild variant="outline">
            <Link to="/recipes/import">
              <Download aria-hidden="true" /> Import a recipe
            </Link>
          </Button>
        </div>
      )}
      {!signedIn && <VisitorPrompt />}
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <RecipeSearch value={params.q} onCommit={onSearch} />
          <FavoritesFilter signedIn={signedIn} favorites={params.favorites} onChange={(favorites) => update({ favorites })} />
          {signedIn && (
            <Button variant={params.atHome ? "default" : "outline"} aria-pressed={params.atHome} onClick={() => update({ atHome: !params.atHome })}>
              <Refrigerator aria-hidden="true" /> Cook with what I have
            </Button>
          )}
        </div>
        {!(signedIn && params.atHome) && <FilterChips mealType={params.mealType} category={params.category} onChange={(change) => update(change)} />}
      </div>
      {user && params.atHome ? (
        <CookableRecipes userId={user.id} />
      ) : (
        <>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground" data-testid="recipes-showing">
            {data && !list.isError
              ? showingText(data.recipes.length, data.total, Math.min(params.page, Math.max(1, data.totalPages)), data.totalPages, data.totalCapped)
              : ""}
          </p>
          {list.isPending ? (
            <RecipeGridSkeleton />
          ) : list.isError ? (
            <RetryAlert
              title="Failed to load recipes"
              detail={list.error.message || "Please try again in a moment."}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
              retryLabel="Try again"
            />
          ) : list.data.recipes.length === 0 ? (
            <RecipesEmptyState
              hint={emptyHint(params, signedIn)}
              action={
                hasNarrowingFilters(params) || (signedIn && params.favorites) ? (
                  <Button variant="outline" onClick={() => update({ q: "", mealType: null, category: null, favorites: false })}>
                    Show all recipes
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <div
              aria-busy={list.isPlaceholderData}
              className={cn("grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3", list.isPlaceholderData && "opacity-60")}
            >
              {list.data.recipes.map((recipe, index) => (
                <RecipeCard key={recipe.id} recipe={recipe} eagerImage={index < 3} />
              ))}
            </div>
          )}
          {data && !list.isError && <RecipePagination params={params} totalPages={data.totalPages} />}
        </>
      )}
    </div>
  );
}
