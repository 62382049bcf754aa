import { FAMILY_LABELS, type RecipeDetail } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const names = (families: RecipeDetail["allergens"]) => families.map((f) => FAMILY_LABELS[f]).join(", ");

/**
 * What the ingredients hold, read by the food knowledge (docs/decisions/046): the allergen
 * families for sure, those some brands add, and ingredients it could not check, said plainly.
 */
export function RecipeAllergens({ recipe }: { recipe: Pick<RecipeDetail, "allergens" | "may_contain" | "unchecked_ingredients"> }) {
  const nothing = recipe.allergens.length === 0 && recipe.may_contain.length === 0 && recipe.unchecked_ingredients.length === 0;
  return (
    <Card className="gap-3 print:border-0 print:bg-transparent print:py-2 print:shadow-none" data-testid="recipe-allergens">
      <CardHeader className="print:px-0">
        <CardTitle>
          <h2 className="text-lg">Allergens</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5 text-sm print:px-0">
        {recipe.allergens.length > 0 && (
          <p data-testid="recipe-contains">
            <span className="font-semibold">Contains:</span> {names(recipe.allergens)}
          </p>
        )}
        {recipe.may_contain.length > 0 && (
          <p data-testid="recipe-may-contain">
            <span className="font-semibold">May contain:</span> {names(recipe.may_contain)}{" "}
            <span className="text-muted-foreground">(depends on the brand)</span>
          </p>
        )}
        {recipe.unchecked_ingredients.length > 0 && (
          <p data-testid="recipe-unchecked">
            <span className="font-semibold">Could not check:</span> {recipe.unchecked_ingredients.join(", ")}
          </p>
        )}
        {nothing && <p data-testid="recipe-contains-none">None of the 15 major allergens we check for.</p>}
        <p className="text-xs text-muted-foreground">Read from the ingredients. Always check the labels of what you buy.</p>
      </CardContent>
    </Card>
  );
}
