import { cleanText } from "./clean-text";

/**
 * recipeYield as the page wrote it. Pages give it as a number, a string, a QuantitativeValue, or
 * a list of the same yield twice ("4", "4 servings"): the most telling one (with words) is kept.
 */
export function yieldText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "string") return cleanText(value) || null;
  if (Array.isArray(value)) {
    const texts = value.map(yieldText).filter((t): t is string => t !== null);
    return texts.find((t) => /[a-z]/i.test(t)) ?? texts[0] ?? null;
  }
  if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    const amount = yieldText(v.value ?? v["@value"]);
    const unit = typeof v.unitText === "string" ? cleanText(v.unitText) : "";
    return amount ? [amount, unit].filter(Boolean).join(" ") : null;
  }
  return null;
}

/** Servings from a yield: the first whole number ("24-30 cookies" -> 24), kept to 1-100. */
export function servingsFrom(yields: string | null): number | null {
  const m = yields ? /\d+/.exec(yields) : null;
  if (!m) return null;
  const n = Number(m[0]);
  return n >= 1 && n <= 100 ? n : null;
}
