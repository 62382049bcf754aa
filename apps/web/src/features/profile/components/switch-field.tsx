import type { Control, FieldValues, Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** An on/off preference with its explanation. */
export function SwitchField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  description,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  description: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start justify-between gap-4 rounded-lg border p-4">
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
