import { PANTRY_LOCATIONS, type PantryLocation } from "@sierra/shared";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LOCATION_LABELS } from "../lib/format";

export function LocationSelect({ id, value, onChange }: { id: string; value: PantryLocation; onChange: (value: PantryLocation) => void }) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as PantryLocation)}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PANTRY_LOCATIONS.map((location) => (
          <SelectItem key={location} value={location}>
            {LOCATION_LABELS[location]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
