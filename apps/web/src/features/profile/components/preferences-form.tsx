import { useCallback } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/lib/toast";
import {
  detectTimeZoneFromZipcode,
  HOUSEHOLD_SIZE,
  PREFERENCE_LISTS,
  preferencesSchema,
  profileToasts,
  SHOPPING_RADIUS,
  type PreferencesInput,
  type PreferencesValues,
} from "@sierra/shared";
import { Form } from "@/components/ui/form";
import { TitledCard } from "@/components/form/form-card";
import { SubmitButton } from "@/components/form/submit-button";
import type { PreferencesData } from "../api/get-profile";
import type { TimeZoneDetection } from "../api/detect-time-zone";
import { browserTimeZoneOption } from "@/features/session/use-browser-time-zone";
import { useUpdatePreferences } from "../api/update-preferences";
import { useZipTimeZone } from "../hooks/use-zip-time-zone";
import { ByNameNote } from "./by-name-note";
import { ComplexityField } from "./complexity-field";
import { DietsField } from "./diets-field";
import { ListEditor } from "./list-editor";
import { NumberField } from "./number-field";
import { SwitchField } from "./switch-field";
import { TimeZoneSelect } from "./time-zone-select";
import { VarietyField } from "./variety-field";
import { ZipcodeField } from "./zipcode-field";

export function preferencesDefaults(p: PreferencesData): PreferencesInput {
  const { id: _id, updated_at: _updated, allergy_checks: _checks, zipcode, user_timezone, ...rest } = p;
  return { ...rest, zipcode: zipcode ?? "", user_timezone: (user_timezone ?? browserTimeZoneOption()) as PreferencesInput["user_timezone"] };
}

/** One card of the form: the three share one Save button at the end. */
function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <TitledCard title={title} description={description} className="flex flex-col gap-6">
      {children}
    </TitledCard>
  );
}

/** Tastes, household, location and time zone; saved together. */
export function PreferencesForm({ preferences }: { preferences: PreferencesData }) {
  const save = useUpdatePreferences();
  const form = useForm<PreferencesInput, unknown, PreferencesValues>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: preferencesDefaults(preferences),
  });
  const currentZone = useCallback(() => form.getValues("user_timezone"), [form]);
  const applyZone = useCallback(
    ({ timezone, label, zipcode }: TimeZoneDetection & { timezone: string }) => {
      form.setValue("user_timezone", timezone as PreferencesInput["user_timezone"], { shouldDirty: true });
      toast.success(profileToasts.timeZoneUpdated, { description: `Set to ${label} from zipcode ${zipcode}. Save your preferences to keep it.` });
    },
    [form],
  );
  const zipTyped = useZipTimeZone(currentZone, applyZone);
  // Honest about approximate zones (Arizona, Puerto Rico): the note shows whenever it applies.
  const [zipcode, zone] = useWatch({ control: form.control, name: ["zipcode", "user_timezone"] });
  const detected = detectTimeZoneFromZipcode(zipcode ?? "");
  const zoneNote = detected.status === "found" && detected.option === zone ? detected.note : null;
  const onSubmit = (values: PreferencesValues) =>
    save.mutateAsync(values).then(
      (saved) => form.reset(preferencesDefaults(saved)),
      () => undefined,
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6" noValidate>
        <Section
          title="Food Preferences"
          description="Press Enter to add an item. Sierra never plans food that breaks your allergies or diets, and avoids your dislikes."
        >
          <DietsField
            control={form.control}
            name="diets"
            description="For everyone at your table. Each household member's own allergies and diets are on Diet & Nutrition."
          />
          <div className="grid gap-6 md:grid-cols-2 [&>*]:content-start">
            {PREFERENCE_LISTS.map((list) => (
              <ListEditor key={list.key} control={form.control} name={list.key} label={list.label} placeholder={list.placeholder}>
                {list.key === "allergies" && <ByNameNote checks={preferences.allergy_checks} />}
              </ListEditor>
            ))}
          </div>
        </Section>
        <Section title="Planning" description="How many people you cook for and how adventurous the plan should be.">
          <NumberField control={form.control} name="household_size" label="Household size" min={HOUSEHOLD_SIZE.min} max={HOUSEHOLD_SIZE.max} suffix="people" />
          <VarietyField control={form.control} name="variety_preference" />
          <ComplexityField control={form.control} name="cooking_complexity" />
          <SwitchField
            control={form.control}
            name="use_openai_variety"
            label="Extra variety from AI"
            description="Let Sierra's AI model (OpenAI or a compatible one) suggest dishes beyond the recipe catalogue."
          />
        </Section>
        <Section title="Location & Seasons" description="Where you shop, and the time zone for today's meals.">
          <div className="grid gap-6 sm:grid-cols-2 [&>*]:content-start">
            <ZipcodeField control={form.control} name="zipcode" onTyped={zipTyped} />
            <NumberField
              control={form.control}
              name="shopping_radius_miles"
              label="Shopping radius"
              min={SHOPPING_RADIUS.min}
              max={SHOPPING_RADIUS.max}
              suffix="miles"
            />
          </div>
          <TimeZoneSelect control={form.control} name="user_timezone" note={zoneNote} />
          <SwitchField
            control={form.control}
            name="prioritize_seasonal"
            label="Prioritize seasonal produce"
            description="Prefer recipes with what is in season near you, and suggest local markets."
          />
        </Section>
        <div className="flex justify-end">
          <SubmitButton busyLabel="Saving...">Save preferences</SubmitButton>
        </div>
      </form>
    </Form>
  );
}
