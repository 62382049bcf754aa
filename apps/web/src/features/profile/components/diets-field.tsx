import { useId } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { DIET_LABELS, DIETS, type Diet } from "@sierra/shared";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDescription, FormField, FormItem, FormMessage } from "@/components/ui/form";
import { Label } from "@/components/ui/label";

/**
 * The diets a household (or one member) keeps, several at once. Diets are restrictions, never
 * dislikes: Sierra plans, suggests and generates nothing that breaks them (docs/decisions/046).
 */
export function DietsField<T extends FieldValues, O = T>({
  control,
  name,
  description,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  description: string;
}) {
  // Unique per field: the member dialog's diets sit beside the preferences' on one page.
  const id = useId();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = (field.value ?? []) as Diet[];
        const toggle = (diet: Diet, on: boolean) => field.onChange(on ? [...chosen, diet] : chosen.filter((d) => d !== diet));
        return (
          <FormItem>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm leading-none font-medium">Diets</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {DIETS.map((diet) => (
                  <div key={diet} className="flex items-center gap-2">
                    <Checkbox id={`${id}-${diet}`} checked={chosen.includes(diet)} onCheckedChange={(on) => toggle(diet, on === true)} onBlur={field.onBlur} />
                    <Label htmlFor={`${id}-${diet}`} className="text-sm font-normal">
                      {DIET_LABELS[diet]}
                    </Label>
                  </div>
                ))}
              </div>
              <FormDescription>{description}</FormDescription>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
