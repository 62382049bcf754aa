import type { Control, FieldValues, Path } from "react-hook-form";
import { Info } from "lucide-react";
import { TIME_ZONE_OPTIONS } from "@sierra/shared";
import { SelectField } from "./select-field";

const OPTIONS = TIME_ZONE_OPTIONS.map((option) => ({ value: option.id, label: option.label }));

/** Exactly the 15 options of the spec; `note` explains a zone the zipcode maps only approximately. */
export function TimeZoneSelect<T extends FieldValues, O = T>({ control, name, note }: { control: Control<T, unknown, O>; name: Path<T>; note: string | null }) {
  return (
    <SelectField
      control={control}
      name={name}
      label="Time zone"
      options={OPTIONS}
      placeholder="Choose a time zone"
      description={<>Used for &quot;today&quot; and meal cut-off times. Detected from your zipcode when you type one.</>}
    >
      {note && (
        <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm" data-testid="time-zone-note">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{note}</span>
        </p>
      )}
    </SelectField>
  );
}
