import type { CommunityCard } from "@sierra/shared";
import { RetryAlert } from "@/components/retry-alert";
import { cn } from "@/lib/utils";
import { RecipeGridSkeleton } from "../components/recipe-card-skeleton";
import { RecipesEmptyState } from "../components/recipes-empty-state";
import { CommunityRecipeCard } from "./community-card";

interface Props {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; isPlaceholderData?: boolean; error: Error | null; refetch: () => unknown };
  recipes: CommunityCard[] | undefined;
  failedTitle: string;
  emptyHint: string;
}

/** The Community tab's and an author page's grid of shared recipes, with their loading, failure and empty states. */
export function CommunityGrid({ query, recipes, failedTitle, emptyHint }: Props) {
  if (query.isPending) return <RecipeGridSkeleton />;
  if (query.isError || !recipes)
    return (
      <RetryAlert
        title={failedTitle}
        detail={query.error?.message || "Please try again in a moment."}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel="Try again"
      />
    );
  if (recipes.length === 0) return <RecipesEmptyState hint={emptyHint} />;
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={cn("grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3", query.isPlaceholderData && "opacity-60")}
    >
      {recipes.map((recipe, index) => (
        <CommunityRecipeCard key={recipe.id} recipe={recipe} eagerImage={index < 3} />
      ))}
    </div>
  );
}
