/**
 * Words of the empty state (spec section 2). Stand-ins until the shared helpers land:
 * each is one small function marked for the swap.
 */

// TODO(merge): use @sierra/shared varietyLabel
export function varietyLabel(level: number): string {
  if (level >= 7) return "Adventurous";
  if (level <= 3) return "Simple & Familiar";
  return "Balanced";
}

// TODO(merge): use @sierra/shared SIERRA_CAPABILITIES
export const SIERRA_CAPABILITIES: readonly string[] = [
  "Plan meals for a day or a whole week",
  "Check what is already on your calendar",
  "Find recipes that fit your preferences",
  "Create a new recipe from your idea",
  "Update your allergies, dislikes and household size",
];

// TODO(merge): use @sierra/shared suggestionsFor
/** Suggestions follow the selected date (by name) and how adventurous the user likes to eat. */
export function suggestionsFor(input: { dateLabel: string | null; variety: number }): string[] {
  const day = input.dateLabel ? `on ${input.dateLabel}` : "tonight";
  const third =
    input.variety >= 7 ? "Surprise me with a cuisine I haven't tried" : input.variety <= 3 ? "Suggest a familiar weeknight favourite" : "Find a quick vegetarian dinner";
  return [`What's for dinner ${day}?`, "Plan my dinners for next week", third];
}

// TODO(merge): use @sierra/shared filterUserMessage
/** Spec section 5: a leading start_onboarding, initialize, system_ or debug_ is stripped; null when nothing remains. */
export function filterUserMessage(text: string): string | null {
  const filtered = text.trim().replace(/^(?:start_onboarding|initialize|system_\S*|debug_\S*)\s*/i, "").trim();
  return filtered === "" ? null : filtered;
}
