import american from "../../../catalogue/recipes/american.json" with { type: "json" };
import asian from "../../../catalogue/recipes/asian.json" with { type: "json" };
import french from "../../../catalogue/recipes/french.json" with { type: "json" };
import indian from "../../../catalogue/recipes/indian.json" with { type: "json" };
import italian from "../../../catalogue/recipes/italian.json" with { type: "json" };
import mediterranean from "../../../catalogue/recipes/mediterranean.json" with { type: "json" };
import mexican from "../../../catalogue/recipes/mexican.json" with { type: "json" };
import middleEastern from "../../../catalogue/recipes/middle-eastern.json" with { type: "json" };
import world from "../../../catalogue/recipes/world.json" with { type: "json" };

/** A recipe as written for the public catalogue (apps/server/src/catalogue/recipes/*.json). */
export interface CatalogueRecipe {
  slug: string;
  title: string;
  description: string;
  cuisine: string;
  categories: string[];
  complexity: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  ingredients: string[];
  steps: string[];
  dietaryTags: string[];
  attribution: { chefs: string[]; inspiration: string };
}

export const CATALOGUE: CatalogueRecipe[] = [american, asian, french, indian, italian, mediterranean, mexican, middleEastern, world].flat();
