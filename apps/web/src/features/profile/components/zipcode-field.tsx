import type { Control, FieldValues, Path } from "react-hook-form";
import { ZIPCODE_LENGTH } from "@sierra/shared";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** At most 5 characters; every keystroke is reported so the time zone lookup can wait for a pause. */
export function ZipcodeField<T extends FieldValues, O = T>({
  control,
  name,
  onTyped,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  onTyped: (zipcode: string) => void;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Zipcode</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ""}
              className="w-32"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={ZIPCODE_LENGTH}
              onChange={(e) => {
                field.onChange(e.target.value);
                onTyped(e.target.value);
              }}
            />
          </FormControl>
          <FormDescription>For local markets, seasonal produce and your time zone.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
