/** "25 min · 480 kcal · Italian": the facts a card knows, the missing ones left out. */
export function recipeFacts(facts: { minutes: number | null; calories: number | null; cuisine?: string | null }): string {
  return [facts.minutes ? `${facts.minutes} min` : null, facts.calories ? `${Math.round(facts.calories)} kcal` : null, facts.cuisine ?? null]
    .filter(Boolean)
    .join(" · ");
}
