import type { ReactNode } from "react";
import { Link } from "react-router";
import { Clock, ChefHat, TriangleAlert } from "lucide-react";
import { timeLabel, type RecipeSummary } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { attributionText, cardCategories, imageAlt } from "../lib/card-text";
import { RecipeImage } from "./recipe-image";

/**
 * A card of the list, as the spec has it: image, first category as the category,
 * the rest as tags, title, attribution and the time (prep + cook). The title link
 * stretches over the card, so the whole card opens the recipe. `extra` is what a kind of card
 * adds under the attribution (a shared recipe's author, rating and cooks).
 */
export function RecipeCard({
  recipe,
  eagerImage = false,
  extra,
  testId = "recipe-card",
}: {
  recipe: RecipeSummary;
  eagerImage?: boolean;
  extra?: ReactNode;
  testId?: string;
}) {
  const { category, tags } = cardCategories(recipe.categories);
  const attribution = attributionText(recipe.attribution);
  return (
    <article
      data-testid={testId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
    >
      <RecipeImage src={recipe.image_url} alt={imageAlt(recipe)} eager={eagerImage} className="aspect-[16/10] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          {category ? (
            <Badge variant="secondary" data-testid="recipe-card-category">
              {category}
            </Badge>
          ) : (
            <span />
          )}
          <span className="flex items-center gap-1 text-sm text-muted-foreground" data-testid="recipe-card-time">
            <Clock className="size-4" aria-hidden="true" />
            {timeLabel(recipe)}
          </span>
        </div>
        {recipe.household_warning && (
          <Badge variant="destructive" className="w-fit" data-testid="recipe-card-warning">
            <TriangleAlert aria-hidden="true" /> Not for your household
          </Badge>
        )}
        <h2 className="text-lg leading-snug font-semibold">
          <Link to={`/recipe/${recipe.id}`} className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline">
            {recipe.title}
          </Link>
        </h2>
        {attribution && (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-testid="recipe-card-attribution">
            <ChefHat className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{attribution}</span>
          </p>
        )}
        {extra}
        {tags.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5" aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline" className="font-normal">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
