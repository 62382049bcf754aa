import { useId } from "react";
import type { ReminderSettings } from "@sierra/shared";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** How reminders arrive (e-mail, push or both) and the quiet hours they keep. */
export function RemindersDelivery({ settings, onChange }: { settings: ReminderSettings; onChange: (next: Partial<ReminderSettings>) => void }) {
  const id = useId();
  const { channels, quietHours } = settings;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Send reminders by</legend>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-email`} checked={channels.email} onCheckedChange={(on) => onChange({ channels: { ...channels, email: on === true } })} />
          <Label htmlFor={`${id}-email`} className="font-normal">
            E-mail
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-push`} checked={channels.push} onCheckedChange={(on) => onChange({ channels: { ...channels, push: on === true } })} />
          <Label htmlFor={`${id}-push`} className="font-normal">
            Push notifications on your devices
          </Label>
        </div>
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Quiet hours</legend>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-quiet`} className="font-normal">
            Hold reminders until quiet hours end
          </Label>
          <Switch id={`${id}-quiet`} checked={quietHours.enabled} onCheckedChange={(on) => onChange({ quietHours: { ...quietHours, enabled: on } })} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={`${id}-from`} className="font-normal">
            From
          </Label>
          <Input
            id={`${id}-from`}
            type="time"
            className="w-32"
            value={quietHours.start}
            onChange={(e) => onChange({ quietHours: { ...quietHours, start: e.target.value } })}
          />
          <Label htmlFor={`${id}-to`} className="font-normal">
            to
          </Label>
          <Input
            id={`${id}-to`}
            type="time"
            className="w-32"
            value={quietHours.end}
            onChange={(e) => onChange({ quietHours: { ...quietHours, end: e.target.value } })}
          />
        </div>
      </fieldset>
    </div>
  );
}
