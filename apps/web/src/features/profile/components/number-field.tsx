import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/**
 * A whole-number input. The field holds a number; an empty box holds undefined (the schema
 * decides whether that means "use the default" or "required").
 */
export function NumberField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  description,
  min,
  max,
  step = 1,
  suffix,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
  min: number;
  max: number;
  step?: number;
  suffix?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <div className="flex items-center gap-2">
            <FormControl>
              <Input
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={step}
                className="w-32"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={typeof field.value === "number" && !Number.isNaN(field.value) ? field.value : ""}
                onChange={(e) => field.onChange(e.target.value === "" ? undefined : e.target.valueAsNumber)}
              />
            </FormControl>
            {suffix && <span className="text-sm text-muted-foreground">{suffix}</span>}
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
