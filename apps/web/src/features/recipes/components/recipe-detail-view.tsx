import { Link } from "react-router";
import { ArrowLeft, Leaf, Printer } from "lucide-react";
import { DIET_LABELS, isDiet, type RecipeDetail } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { imageAlt, visibleSource } from "../lib/card-text";
import { baseServings } from "../lib/servings";
import { ChefInspiration } from "./chef-inspiration";
import { HouseholdWarning } from "./household-warning";
import { FavoriteButton } from "./favorite-button";
import { IngredientChecklist } from "./ingredient-checklist";
import { InstructionList } from "./instruction-list";
import { NutritionCard } from "./nutrition-card";
import { RecipeAllergens } from "./recipe-allergens";
import { RecipeAtHome } from "./recipe-at-home";
import { RecipeFacts } from "./recipe-facts";
import { RecipeImage } from "./recipe-image";
import { RecipePhotoControl } from "./recipe-photo-control";
import { PublishForm } from "../community/publish-form";
import { SharedRecipePanel } from "../community/shared-recipe-panel";

const tagLabel = (tag: string) => (isDiet(tag) ? DIET_LABELS[tag] : tag.charAt(0).toUpperCase() + tag.slice(1));

/**
 * The recipe page. When printing, the controls drop out and the layout's
 * chrome (header, sidebar, banner, footer) is hidden by the rule on the root.
 */
export function RecipeDetailView({ recipe, signedIn }: { recipe: RecipeDetail; signedIn: boolean }) {
  const serves = baseServings(recipe.serving_size);
  const source = visibleSource(recipe.source);
  return (
    <article data-testid="recipe-detail" className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8 print:max-w-none print:gap-4 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button variant="ghost" asChild className="-ml-3">
          <Link to="/recipes">
            <ArrowLeft aria-hidden="true" /> Back to Recipes
          </Link>
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
          {signedIn && <FavoriteButton recipeId={recipe.id} initial={recipe.is_favorite} />}
        </div>
      </div>

      <div className="flex flex-col gap-3">
        {(recipe.categories.length > 0 || recipe.dietary_tags.length > 0) && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Categories and dietary tags">
            {recipe.categories.map((category) => (
              <li key={`c-${category}`}>
                <Badge variant="secondary">{category}</Badge>
              </li>
            ))}
            {recipe.dietary_tags.map((tag) => (
              <li key={`d-${tag}`}>
                <Badge variant="outline" data-testid="dietary-tag">
                  <Leaf aria-hidden="true" />
                  {tagLabel(tag)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{recipe.title}</h1>
        {recipe.description && <p className="max-w-3xl text-lg text-muted-foreground">{recipe.description}</p>}
        {signedIn && <RecipeAtHome recipeId={recipe.id} />}
        <HouseholdWarning conflicts={recipe.household_conflicts} />
      </div>

      <div className="grid gap-6 md:grid-cols-5 print:flex print:gap-6">
        <div className="flex flex-col gap-3 md:col-span-3 print:w-64 print:shrink-0">
          <RecipeImage src={recipe.image_url} alt={imageAlt(recipe)} eager className="aspect-[4/3] w-full rounded-xl" />
          {signedIn && recipe.is_own && <RecipePhotoControl recipeId={recipe.id} imageUrl={recipe.image_url} />}
        </div>
        <div className="flex flex-col gap-6 md:col-span-2 print:flex-1 print:gap-2">
          <RecipeFacts prep={recipe.prep_time} cook={recipe.cook_time} serves={serves} />
          <NutritionCard nutrition={recipe.nutrition} coverage={recipe.nutrition_coverage} />
          <RecipeAllergens recipe={recipe} />
        </div>
      </div>

      <div className="grid items-start gap-6 md:grid-cols-5 print:block">
        <div className="md:col-span-2 print:mb-4">
          <IngredientChecklist key={recipe.id} ingredients={recipe.ingredients} baseServings={serves} startServings={recipe.household_size ?? serves} />
        </div>
        <div className="md:col-span-3">
          <InstructionList steps={recipe.steps} />
        </div>
      </div>

      {signedIn && recipe.is_own && <PublishForm recipe={recipe} />}
      {recipe.community && !recipe.is_own && <SharedRecipePanel recipeId={recipe.id} community={recipe.community} source={recipe.source} />}
      <ChefInspiration attribution={recipe.attribution} />
      {source && (
        <p className="text-sm text-muted-foreground" data-testid="recipe-source">
          Source: {source}
        </p>
      )}
    </article>
  );
}
