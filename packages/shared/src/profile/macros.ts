export const MACRO_KEYS = ["protein", "carbs", "fat"] as const;
export type MacroKey = (typeof MACRO_KEYS)[number];
export type Macros = Record<MacroKey, number>;

export const DEFAULT_MACROS: Macros = { protein: 30, carbs: 40, fat: 30 };
export const MACRO_TOTAL = 100;

export const MACRO_LABELS: Record<MacroKey, string> = { protein: "Protein", carbs: "Carbs", fat: "Fat" };

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(MACRO_TOTAL, Math.max(0, Math.round(n))) : 0);

export function macroTotal(macros: Macros): number {
  return MACRO_KEYS.reduce((sum, key) => sum + macros[key], 0);
}

/**
 * The spec's slider rule (section 4): moving one macro rescales the other two proportionally so
 * the total stays 100. At 100 the others become 0; if the other two were both 0 the remainder is
 * split evenly. Whole percentages (step 1): the rounding remainder goes to the second of the two,
 * so the total is exactly 100 whatever the starting values were.
 */
export function rescaleMacros(current: Macros, key: MacroKey, value: number): Macros {
  const moved = clampPercent(value);
  const [first, second] = MACRO_KEYS.filter((k) => k !== key) as [MacroKey, MacroKey];
  const remainder = MACRO_TOTAL - moved;
  const a = clampPercent(current[first]);
  const b = clampPercent(current[second]);
  let firstShare: number;
  if (remainder === 0) firstShare = 0;
  else if (a + b === 0) firstShare = Math.ceil(remainder / 2);
  else firstShare = Math.round((remainder * a) / (a + b));
  return { ...current, [key]: moved, [first]: firstShare, [second]: remainder - firstShare } as Macros;
}
