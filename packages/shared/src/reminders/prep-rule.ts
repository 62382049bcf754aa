/**
 * Which planned recipes need work the day before (docs/decisions/066): read from their steps,
 * so a recipe needs no extra field. One rule, shared by the reminder and any screen that shows it.
 */
export type PrepNeed = "thaw" | "marinate" | "soak" | "overnight";

const RULES: { need: PrepNeed; pattern: RegExp }[] = [
  { need: "thaw", pattern: /\b(thaw(?:ed|ing|s)?|defrost(?:ed|ing|s)?)\b/i },
  { need: "marinate", pattern: /\b(marinat(?:e|ed|es|ing)|marinade)\b/i },
  // "soak" the beans, but not "soak up the sauce" at the table.
  { need: "soak", pattern: /\bsoak(?:ed|ing|s)?\b(?!\s+up\b)/i },
  { need: "overnight", pattern: /\b(overnight|the (?:day|night) before|(?:8|9|1\d|2\d|24)\s*(?:to\s*\d+\s*)?hours?)\b/i },
];

/** The needs the steps name, in the order of RULES, each once. */
export function prepNeeds(steps: readonly string[]): PrepNeed[] {
  const text = steps.join("\n");
  return RULES.filter((r) => r.pattern.test(text)).map((r) => r.need);
}

const NEED_WORDS: Record<PrepNeed, string> = { thaw: "thaw", marinate: "marinate", soak: "soak", overnight: "start overnight" };

/** "thaw and marinate" for a reminder's line. */
export function prepNeedText(needs: readonly PrepNeed[]): string {
  const words = needs.map((n) => NEED_WORDS[n]);
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
