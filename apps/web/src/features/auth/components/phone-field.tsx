import type { Control } from "react-hook-form";
import { useController } from "react-hook-form";
import { COUNTRY_CODES, formatPhoneNumber, type RegisterInput } from "@sierra/shared";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** Country code plus number; US numbers are formatted as (###) ###-#### while typing. */
export function PhoneField({ control }: { control: Control<RegisterInput> }) {
  const country = useController({ control, name: "countryCode" });
  return (
    <FormField
      control={control}
      name="phoneNumber"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Phone</FormLabel>
          <div className="flex gap-2">
            <Select
              value={country.field.value}
              onValueChange={(v) => {
                country.field.onChange(v);
                field.onChange(formatPhoneNumber(v, field.value));
              }}
            >
              <SelectTrigger className="w-28 shrink-0" aria-label="Country code">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {COUNTRY_CODES.map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormControl>
              <Input
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                placeholder={country.field.value === "US" ? "(555) 123-4567" : ""}
                {...field}
                onChange={(e) => field.onChange(formatPhoneNumber(country.field.value, e.target.value))}
              />
            </FormControl>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
