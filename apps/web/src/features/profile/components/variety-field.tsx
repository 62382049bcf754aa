import type { Control, FieldValues, Path } from "react-hook-form";
import { VARIETY_PREFERENCE, varietyWording } from "@sierra/shared";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Slider } from "@/components/ui/slider";

/** Variety 1-10, with the words Sierra uses for the level. */
export function VarietyField<T extends FieldValues, O = T>({ control, name }: { control: Control<T, unknown, O>; name: Path<T> }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center justify-between">
            <FormLabel>Variety preference</FormLabel>
            <span className="text-sm tabular-nums text-muted-foreground">
              {field.value} of 10 · {varietyWording(field.value)}
            </span>
          </div>
          <FormControl>
            <Slider
              min={VARIETY_PREFERENCE.min}
              max={VARIETY_PREFERENCE.max}
              step={1}
              value={[field.value]}
              onValueChange={([next]) => field.onChange(next)}
              aria-label="Variety preference"
            />
          </FormControl>
          <FormDescription>1 keeps to familiar dishes; 10 asks for something new most days.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
