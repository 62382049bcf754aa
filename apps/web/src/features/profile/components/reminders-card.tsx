import { useState } from "react";
import { reminderSettingsSchema, timeZoneLabel, type ReminderSettings, type ReminderSettingsView } from "@sierra/shared";
import { TitledCard } from "@/components/form/form-card";
import { Button } from "@/components/ui/button";
import { useReminderSettings, useSaveReminderSettings } from "../api/reminder-settings";
import { ReminderRow } from "./reminders-row";
import { RemindersDelivery } from "./reminders-delivery";
import { RemindersTestActions } from "./reminders-test-actions";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The profile's Reminders: what to be reminded of and when, in the member's time zone (docs/decisions/066). */
export function RemindersCard() {
  const query = useReminderSettings();
  const description = "Notifications that keep your plan and your devices in step.";
  if (!query.data)
    return (
      <TitledCard title="Reminders" description={description}>
        <p className="text-sm text-muted-foreground" role={query.isError ? "alert" : "status"}>
          {query.isError ? "Your reminder settings could not be loaded. Reload the page to try again." : "Loading your reminders…"}
        </p>
      </TitledCard>
    );
  return (
    <TitledCard title="Reminders" description={description} className="flex flex-col gap-4">
      <RemindersForm key={JSON.stringify(query.data.settings)} view={query.data} />
    </TitledCard>
  );
}

function RemindersForm({ view }: { view: ReminderSettingsView }) {
  const [settings, setSettings] = useState<ReminderSettings>(view.settings);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReminderSettings();
  const patch = (next: Partial<ReminderSettings>) => setSettings((s) => ({ ...s, ...next }));
  const row = (kind: "tonight" | "prep" | "pantry") => ({
    enabled: settings[kind].enabled,
    time: settings[kind].time,
    onChange: (next: { enabled?: boolean; time?: string }) => patch({ [kind]: { ...settings[kind], ...next } }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reminderSettingsSchema.safeParse(settings);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Reminders">
      <p className="text-sm text-muted-foreground">Times are in your time zone: {timeZoneLabel(view.timeZone) || view.timeZone}.</p>
      <ReminderRow label="Tonight's meal" description="What's for dinner tonight, at the time you choose." {...row("tonight")} />
      <ReminderRow
        label="Prep the day before"
        description="When tomorrow's recipe needs thawing, marinating, soaking or an overnight start."
        {...row("prep")}
      />
      <ReminderRow label="Use soon" description="Pantry items that reach their best-before date in the next three days." {...row("pantry")} />
      <ReminderRow
        label="Plan next week"
        description="A weekly nudge to plan the week ahead."
        enabled={settings.weekly.enabled}
        time={settings.weekly.time}
        onChange={(next) => patch({ weekly: { ...settings.weekly, ...next } })}
      >
        <select
          aria-label="Plan next week: day"
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
          value={settings.weekly.weekday}
          onChange={(e) => patch({ weekly: { ...settings.weekly, weekday: Number(e.target.value) } })}
        >
          {WEEKDAYS.map((day, i) => (
            <option key={day} value={i}>
              {day}
            </option>
          ))}
        </select>
      </ReminderRow>
      <RemindersDelivery settings={settings} onChange={patch} />
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save reminders
        </Button>
      </div>
      <RemindersTestActions view={view} />
    </form>
  );
}
