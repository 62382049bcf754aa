/**
 * Spec section 4: when a message contains plan, meal, recipe or cook, the meal plan refreshes
 * 2 seconds later (ASSISTANT_REFRESH_DELAY_MS). Read literally, as a case-blind substring
 * ("meals", "cooking", even "explanation"): a refresh too many costs one request, one too few
 * leaves a stale calendar.
 */
const PLANNING_WORDS = ["plan", "meal", "recipe", "cook"];

export function mentionsMealPlanning(text: string): boolean {
  const lower = text.toLowerCase();
  return PLANNING_WORDS.some((word) => lower.includes(word));
}
