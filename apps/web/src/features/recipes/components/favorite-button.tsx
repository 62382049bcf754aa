import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useFavoriteIds } from "../api/list-favorites";
import { useToggleFavorite } from "../api/use-toggle-favorite";

/** Add or remove the recipe from the signed-in user's favourites (optimistic, with a toast). */
export function FavoriteButton({ recipeId, initial }: { recipeId: string; initial: boolean }) {
  const favoriteIds = useFavoriteIds(true);
  const toggle = useToggleFavorite();
  const isFavorite = favoriteIds.data ? favoriteIds.data.includes(recipeId) : initial;
  return (
    <Button
      variant={isFavorite ? "default" : "outline"}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ recipeId, favorite: !isFavorite })}
      className="print:hidden"
      data-testid="favorite-button"
    >
      <Heart className={cn(isFavorite && "fill-current")} aria-hidden="true" />
      {isFavorite ? "Remove from Favorites" : "Add to Favorites"}
    </Button>
  );
}
