import { allergenOfTag, type RecipeListResponse } from "@sierra/shared";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** One labelled checkbox of the recipe picker. */
export function PickerSwitch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="text-sm font-normal">
        {label}
      </Label>
    </div>
  );
}

/** What the allergy filter did: which allergens it left out, and which allergies it cannot check. */
export function AllergenNote({ avoiding }: { avoiding: NonNullable<RecipeListResponse["avoiding"]> }) {
  if (avoiding.requiredTags.length === 0 && avoiding.unchecked.length === 0) return null;
  return (
    <p data-testid="allergen-note" className="text-xs text-muted-foreground">
      {avoiding.requiredTags.length > 0 && <>Leaving out recipes with {avoiding.requiredTags.map(allergenOfTag).join(", ")}. </>}
      {avoiding.unchecked.length > 0 && <>Check these yourself: {avoiding.unchecked.join(", ")}.</>}
    </p>
  );
}
