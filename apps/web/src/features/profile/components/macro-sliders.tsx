import { useId, useRef } from "react";
import { MACRO_KEYS, MACRO_LABELS, MACRO_TOTAL, macroTotal, profileMessages, rescaleMacros, type MacroKey, type Macros } from "@sierra/shared";
import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";

const same = (a: Macros, b: Macros) => MACRO_KEYS.every((k) => a[k] === b[k]);

/**
 * Protein, carbs and fat, 0-100 in steps of 1. Moving one rescales the other two (the shared
 * rule), so the total shown stays 100; a stored split that does not add up is shown as it is.
 * The rule is applied to the split as it was when the user started moving this slider: applied
 * step by step, whole-percent rounding would hand every 1% step to the same neighbour.
 */
export function MacroSliders({ value, onChange, invalid }: { value: Macros; onChange: (next: Macros) => void; invalid?: boolean }) {
  const id = useId();
  const total = macroTotal(value);
  const anchor = useRef<{ key: MacroKey; base: Macros; last: Macros } | null>(null);
  const move = (key: MacroKey, to: number) => {
    const current = anchor.current;
    const base = current && current.key === key && same(current.last, value) ? current.base : value;
    const next = rescaleMacros(base, key, to);
    anchor.current = { key, base, last: next };
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-5">
      {MACRO_KEYS.map((key) => (
        <div key={key} className="flex flex-col gap-2">
          <div className="flex items-center justify-between text-sm">
            <span id={`${id}-${key}`} className="font-medium">
              {MACRO_LABELS[key]}
            </span>
            <span className="tabular-nums text-muted-foreground" data-testid={`macro-${key}`}>
              {value[key]}%
            </span>
          </div>
          <Slider min={0} max={MACRO_TOTAL} step={1} value={[value[key]]} onValueChange={([next]) => move(key, next ?? 0)} aria-labelledby={`${id}-${key}`} />
        </div>
      ))}
      <p className={cn("text-sm", total === MACRO_TOTAL && !invalid ? "text-muted-foreground" : "font-medium text-destructive")} aria-live="polite">
        Total:{" "}
        <span className="tabular-nums" data-testid="macro-total">
          {total}%
        </span>{" "}
        ({profileMessages.macroHint})
      </p>
    </div>
  );
}
