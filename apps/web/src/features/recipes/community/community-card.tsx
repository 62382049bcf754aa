import { Link } from "react-router";
import { CookingPot, Star, UserRound } from "lucide-react";
import type { CommunityCard as Card } from "@sierra/shared";
import { RecipeCard } from "../components/recipe-card";

/** A shared recipe's card: the catalogue's card plus who shared it (their chosen name), its rating from 3 ratings and its cooks. */
export function CommunityRecipeCard({ recipe, eagerImage = false }: { recipe: Card; eagerImage?: boolean }) {
  const { author, rating, cooked_count } = recipe.community;
  return (
    <RecipeCard
      recipe={recipe}
      eagerImage={eagerImage}
      testId="community-card"
      extra={
        <>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span>
              Shared by {/* Above the title link that stretches over the card. */}
              <Link to={`/recipes/community/authors/${author.id}`} className="relative z-10 underline underline-offset-2">
                {author.display_name}
              </Link>
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <span className="flex items-center gap-1" data-testid="community-rating">
              <Star className="size-4" aria-hidden="true" />
              {rating.average === null ? `${rating.count} of 3 ratings needed` : `${rating.average.toFixed(1)} (${rating.count} ratings)`}
            </span>
            <span className="flex items-center gap-1">
              <CookingPot className="size-4" aria-hidden="true" />
              Cooked by {cooked_count}
            </span>
          </p>
        </>
      }
    />
  );
}
