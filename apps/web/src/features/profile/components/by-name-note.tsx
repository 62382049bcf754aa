import type { AllergyCheck } from "@sierra/shared";

/**
 * Says which saved allergies the food knowledge does not know as a food or allergen family:
 * they are kept out by their name only, so labels need a careful look (docs/decisions/046).
 */
export function ByNameNote({ checks }: { checks: AllergyCheck[] }) {
  const byName = checks.filter((c) => c.by === "words").map((c) => c.text);
  if (byName.length === 0) return null;
  return (
    <p data-testid="allergy-by-name" className="text-sm text-muted-foreground">
      Sierra does not know {byName.join(", ")} as a food yet, so recipes are checked for {byName.length === 1 ? "it" : "them"} by name only. Check labels too.
    </p>
  );
}
