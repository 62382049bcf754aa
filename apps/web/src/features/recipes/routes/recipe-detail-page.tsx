import { useEffect } from "react";
import { useParams } from "react-router";
import { useSession } from "@/features/session/use-session";
import { useRecipe } from "../api/get-recipe";
import { errorLoadState, idLoadState } from "../lib/load-state";
import { RecipeDetailSkeleton } from "../components/recipe-detail-skeleton";
import { RecipeDetailView } from "../components/recipe-detail-view";
import { RecipeLoadState } from "../components/recipe-load-state";

/** /recipe/:id. The id is checked before anything is fetched (spec section 5). */
export function RecipeDetailPage() {
  const { id = "" } = useParams();
  const session = useSession();
  const idState = idLoadState(id);
  const recipe = useRecipe(id, idState === null);

  const title = recipe.data?.title;
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Sierra Meal Planner`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (idState) return <RecipeLoadState state={idState} />;
  if (recipe.isPending) return <RecipeDetailSkeleton />;
  if (recipe.isError) return <RecipeLoadState state={errorLoadState(recipe.error)} onRetry={() => void recipe.refetch()} />;
  if (!recipe.data) return <RecipeLoadState state={errorLoadState(null)} />;
  return <RecipeDetailView recipe={recipe.data} signedIn={Boolean(session.data)} />;
}
