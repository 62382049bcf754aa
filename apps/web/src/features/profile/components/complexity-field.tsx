import type { Control, FieldValues, Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const OPTIONS = [
  { value: "simple", label: "Simple recipes" },
  { value: "complex", label: "Advanced, complex recipes" },
] as const;

/** The cooking skill Sierra heard during onboarding (simple or complex); editable here. */
export function ComplexityField<T extends FieldValues, O = T>({ control, name }: { control: Control<T, unknown, O>; name: Path<T> }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Cooking skill</FormLabel>
          <Select value={field.value ?? "simple"} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full sm:w-64" onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormDescription>Simple keeps recipes quick; complex lets Sierra suggest longer, more involved dishes.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
