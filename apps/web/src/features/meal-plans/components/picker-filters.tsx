import { DIET_LABELS, type RecipeListResponse } from "@sierra/shared";
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

/** What the household filter did: the allergies and diets it keeps to, and allergies it knows by name only. */
export function AllergenNote({ avoiding }: { avoiding: NonNullable<RecipeListResponse["avoiding"]> }) {
  const kept = [...avoiding.allergies, ...avoiding.diets.map((d) => DIET_LABELS[d].toLowerCase())];
  if (kept.length === 0) return null;
  return (
    <p data-testid="allergen-note" className="text-xs text-muted-foreground">
      Leaving out recipes that break: {kept.join(", ")}.
      {avoiding.byName.length > 0 && <> Matched by name only, so check labels: {avoiding.byName.join(", ")}.</>}
    </p>
  );
}
