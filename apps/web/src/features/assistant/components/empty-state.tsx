import { Check } from "lucide-react";
import { SIERRA_CAPABILITIES, suggestionsFor, varietyLabel, type IsoDate, type MealType } from "@sierra/shared";
import { fullDay } from "../lib/month-day";

interface Props {
  firstName: string;
  /** The calendar's selected date, else today. */
  focusedDate: IsoDate;
  selectedDate: IsoDate | null;
  today: IsoDate;
  allowedMealTypes: readonly MealType[];
  variety: number | null;
  engineLabel: string | null;
  onSuggestion: (text: string) => void;
  disabled: boolean;
}

/** Spec section 2: welcome, the focused date, the variety level out of 10, what Sierra can do and suggestions. */
export function EmptyState({ firstName, focusedDate, selectedDate, today, allowedMealTypes, variety, engineLabel, onSuggestion, disabled }: Props) {
  const level = variety ?? 5;
  return (
    <div className="flex flex-col gap-4 text-sm" data-testid="sierra-empty-state">
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold">Hi{firstName ? ` ${firstName}` : ""}! I&apos;m Sierra, your meal-planning assistant.</p>
        <p className="text-muted-foreground">
          Focused on <span className="font-medium text-foreground">{fullDay(focusedDate)}</span>
        </p>
        {variety !== null && (
          <p className="text-muted-foreground" data-testid="sierra-variety">
            Variety level: <span className="font-medium text-foreground">{level}/10</span> ({varietyLabel(level)})
          </p>
        )}
      </div>
      <section aria-labelledby="sierra-can-do" className="flex flex-col gap-1.5">
        <h3 id="sierra-can-do" className="font-medium">
          What I can do
        </h3>
        <ul className="flex flex-col gap-1">
          {SIERRA_CAPABILITIES.map((item) => (
            <li key={item} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sierra-try" className="flex flex-col gap-1.5">
        <h3 id="sierra-try" className="font-medium">
          Try asking
        </h3>
        <div className="flex flex-wrap gap-2">
          {suggestionsFor({ selectedDate, today, variety: level, allowedMealTypes }).map((text) => (
            <button
              key={text}
              type="button"
              disabled={disabled}
              onClick={() => onSuggestion(text)}
              className="rounded-full border bg-background px-3 py-1.5 text-left text-sm transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
            >
              {text}
            </button>
          ))}
        </div>
      </section>
      {engineLabel && <p className="text-xs text-muted-foreground">Answers from: {engineLabel}</p>}
    </div>
  );
}
