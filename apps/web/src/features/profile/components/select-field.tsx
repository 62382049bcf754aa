import type { ReactNode } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A labelled choice from a fixed list, bound to a form field; `children` adds a note under it. */
export function SelectField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  options,
  description,
  placeholder,
  children,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  description: ReactNode;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value ?? ""} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full sm:w-64" onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormDescription>{description}</FormDescription>
          {children}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
