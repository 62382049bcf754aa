import { useId, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

/** One reminder: its switch with what it does, and when it comes (a time, and for the nudge a day). */
export function ReminderRow({
  label,
  description,
  enabled,
  time,
  onChange,
  children,
}: {
  label: string;
  description: string;
  enabled: boolean;
  time: string;
  onChange: (next: { enabled?: boolean; time?: string }) => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={`${id}-on`}>{label}</Label>
        <p id={`${id}-about`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0 sm:flex-nowrap">
        {children}
        <div className="flex items-center gap-2">
          <Label htmlFor={`${id}-time`} className="text-sm font-normal">
            At
          </Label>
          <Input
            id={`${id}-time`}
            type="time"
            className="w-32"
            value={time}
            onChange={(e) => onChange({ time: e.target.value })}
            aria-label={`${label}: time`}
          />
        </div>
        <Switch id={`${id}-on`} checked={enabled} onCheckedChange={(on) => onChange({ enabled: on })} aria-describedby={`${id}-about`} />
      </div>
    </div>
  );
}
