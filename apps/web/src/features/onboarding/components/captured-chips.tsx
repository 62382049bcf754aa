import type { ReactNode } from "react";
import { Minus, Plus, X } from "lucide-react";
import { HOUSEHOLD_SIZE, type OnboardingCapture } from "@sierra/shared";
import { Button } from "@/components/ui/button";

type ListKey = "allergies" | "dislikes" | "cuisines";
const LISTS: { key: ListKey; flag: keyof OnboardingCapture; label: string }[] = [
  { key: "allergies", flag: "hasAllergies", label: "Allergies" },
  // The spec's dislikes topic hears diets (vegan, vegetarian, gluten free): saved as diets.
  { key: "dislikes", flag: "hasDislikes", label: "Diet" },
  { key: "cuisines", flag: "hasCuisines", label: "Cuisines" },
];
const VARIETY = [
  { value: 3, label: "Familiar" },
  { value: 5, label: "Balanced" },
  { value: 8, label: "New & exciting" },
];
const SKILL = [
  { value: "simple", label: "Simple" },
  { value: "complex", label: "Complex" },
] as const;

function Row({ label, heard, children }: { label: string; heard: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2 py-1.5">
      <dt className="w-28 shrink-0 text-sm font-medium">{label}</dt>
      <dd className="flex flex-wrap items-center gap-1.5 text-sm">{heard ? children : <span className="text-muted-foreground">Not yet</span>}</dd>
    </div>
  );
}

function Choice<T extends string | number>({
  options,
  value,
  label,
  onChange,
}: {
  options: readonly { value: T; label: string }[];
  value: T;
  label: string;
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((o) => (
        <Button
          key={o.value}
          type="button"
          size="sm"
          variant={o.value === value ? "default" : "outline"}
          aria-pressed={o.value === value}
          className="h-7 rounded-full px-3"
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * What Sierra heard, as chips the user can correct before anything is saved: a keyword parser
 * can mishear ("I'm not allergic to nuts"), so a wrong item is removed and the numbers changed here.
 */
export function CapturedChips({ capture, onChange }: { capture: OnboardingCapture; onChange: (next: OnboardingCapture) => void }) {
  const set = (patch: Partial<OnboardingCapture>) => onChange({ ...capture, ...patch });
  const size = capture.householdSize;
  return (
    <section aria-labelledby="heard-title" className="rounded-lg border bg-muted/40 p-3 sm:p-4">
      <h3 id="heard-title" className="text-sm font-semibold">
        What Sierra heard
      </h3>
      <p className="text-xs text-muted-foreground">Remove anything that is wrong; you can change all of it later in your profile.</p>
      <dl className="mt-2 divide-y">
        {LISTS.map(({ key, flag, label }) => (
          <Row key={key} label={label} heard={Boolean(capture[flag])}>
            {capture[key].length === 0 && <span className="text-muted-foreground">None</span>}
            {capture[key].map((item) => (
              <span key={item} className="inline-flex items-center gap-1 rounded-full border bg-background py-0.5 pl-2.5 pr-1 text-xs font-medium">
                {item}
                <button
                  type="button"
                  className="rounded-full p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground"
                  aria-label={`Remove ${item} from ${label.toLowerCase()}`}
                  onClick={() => set({ [key]: capture[key].filter((i) => i !== item) })}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </span>
            ))}
          </Row>
        ))}
        <Row label="Cooking skill" heard={capture.hasSkillLevel}>
          <Choice label="Cooking skill" options={SKILL} value={capture.cookingComplexity} onChange={(cookingComplexity) => set({ cookingComplexity })} />
        </Row>
        <Row label="Household" heard={capture.hasHouseholdSize}>
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-7"
            aria-label="One person fewer"
            disabled={size <= HOUSEHOLD_SIZE.min}
            onClick={() => set({ householdSize: size - 1 })}
          >
            <Minus aria-hidden="true" />
          </Button>
          <span className="min-w-16 text-center font-medium" aria-live="polite">
            {size} {size === 1 ? "person" : "people"}
          </span>
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-7"
            aria-label="One person more"
            disabled={size >= HOUSEHOLD_SIZE.max}
            onClick={() => set({ householdSize: size + 1 })}
          >
            <Plus aria-hidden="true" />
          </Button>
        </Row>
        <Row label="Variety" heard={capture.hasVarietyPreference}>
          <Choice label="Variety" options={VARIETY} value={capture.varietyPreference} onChange={(varietyPreference) => set({ varietyPreference })} />
        </Row>
      </dl>
    </section>
  );
}
