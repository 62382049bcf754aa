import type { Control, FieldValues, Path } from "react-hook-form";
import { Info } from "lucide-react";
import { TIME_ZONE_OPTIONS } from "@sierra/shared";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Exactly the 15 options of the spec; `note` explains a zone the zipcode maps only approximately. */
export function TimeZoneSelect<T extends FieldValues, O = T>({ control, name, note }: { control: Control<T, unknown, O>; name: Path<T>; note: string | null }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Time zone</FormLabel>
          <Select value={field.value ?? ""} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full sm:w-64" onBlur={field.onBlur}>
                <SelectValue placeholder="Choose a time zone" />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {TIME_ZONE_OPTIONS.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormDescription>Used for &quot;today&quot; and meal cut-off times. Detected from your zipcode when you type one.</FormDescription>
          {note && (
            <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm" data-testid="time-zone-note">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{note}</span>
            </p>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
