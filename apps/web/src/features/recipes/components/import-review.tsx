import { useState } from "react";
import type { FoodConflict, IngredientMatch, Nutrition, RecipeDetail, RecipeImportDraft, RecipeInput } from "@sierra/shared";
import { draftToRecipeInput, sectionsAsText, sectionsFromText } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { HouseholdWarning } from "./household-warning";
import { IngredientMatches } from "./ingredient-matches";
import { NutritionCard } from "./nutrition-card";
import { RecipeAllergens } from "./recipe-allergens";

export interface DraftFacts extends Pick<RecipeDetail, "allergens" | "may_contain" | "unchecked_ingredients"> {
  nutrition: Nutrition | null;
  nutrition_coverage: number | null;
  household_conflicts: FoodConflict[];
  matches: IngredientMatch[];
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The draft as the member edits it before saving: title, servings, ingredient lines and steps;
 * beside it what the ingredients contain, how they go against the household and our nutrition
 * (with the page's own calories, if it gave any). "Check again" asks the server after edits.
 */
export function ImportReview(props: {
  draft: RecipeImportDraft;
  facts: DraftFacts;
  saving: boolean;
  checking: boolean;
  onCheck: (input: RecipeInput) => void;
  onSave: (input: RecipeInput) => void;
}) {
  const { draft, facts } = props;
  const [title, setTitle] = useState(draft.title);
  const [servings, setServings] = useState(String(draft.serving_size));
  const [ingredients, setIngredients] = useState(
    draft.ingredient_sections.length ? sectionsAsText(draft.ingredient_sections) : draft.ingredient_lines.join("\n"),
  );
  const [steps, setSteps] = useState(draft.steps.join("\n"));
  const [keepImage, setKeepImage] = useState(Boolean(draft.image_url));
  const input = (): RecipeInput => {
    const base = draftToRecipeInput(draft);
    const { image_url: _image, ...rest } = base;
    return {
      ...rest,
      ...(keepImage && draft.image_url ? { image_url: draft.image_url } : {}),
      title,
      serving_size: Number(servings) || 1,
      ingredients: sectionsFromText(ingredients),
      steps: lines(steps),
    };
  };
  return (
    <form
      className="grid gap-6 lg:grid-cols-[1fr_20rem]"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave(input());
      }}
    >
      <div className="grid gap-4 rounded-xl border bg-card p-5">
        <div className="grid gap-2">
          <Label htmlFor="draft-title">Title</Label>
          <Input id="draft-title" required minLength={2} maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="draft-servings">Serves</Label>
          <Input id="draft-servings" className="sm:max-w-40" type="number" min={1} max={100} value={servings} onChange={(e) => setServings(e.target.value)} />
          {draft.yields && <p className="text-sm text-muted-foreground">The page says: {draft.yields}</p>}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="draft-ingredients">Ingredients (one a line)</Label>
          <p id="draft-ingredients-hint" className="text-sm text-muted-foreground">
            A line ending with a colon (“For the sauce:”) names the group of the lines below it; groups are kept with the recipe.
          </p>
          <Textarea
            id="draft-ingredients"
            aria-describedby="draft-ingredients-hint"
            rows={Math.min(14, draft.ingredient_lines.length + draft.ingredient_sections.length + 2)}
            value={ingredients}
            onChange={(e) => setIngredients(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="draft-steps">Steps (one a line)</Label>
          <Textarea id="draft-steps" rows={Math.min(14, draft.steps.length + 3)} value={steps} onChange={(e) => setSteps(e.target.value)} />
        </div>
        {draft.image_url && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={keepImage} onChange={(e) => setKeepImage(e.target.checked)} />
            Keep the page's picture (Sierra stores a copy)
          </label>
        )}
        {draft.source && <p className="break-all text-sm text-muted-foreground">Source: {draft.source}</p>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={props.saving}>
            {props.saving ? "Saving…" : "Save recipe"}
          </Button>
          <Button type="button" variant="outline" disabled={props.checking} onClick={() => props.onCheck(input())}>
            Check again
          </Button>
        </div>
      </div>
      <div className="grid content-start gap-4">
        <HouseholdWarning conflicts={facts.household_conflicts} />
        <RecipeAllergens recipe={facts} />
        <NutritionCard nutrition={facts.nutrition} coverage={facts.nutrition_coverage} />
        <IngredientMatches matches={facts.matches} />
        {draft.nutrition?.calories !== undefined && (
          <p className="text-sm text-muted-foreground">The page gives {draft.nutrition.calories} calories per serving.</p>
        )}
      </div>
    </form>
  );
}
