import { TriangleAlert } from "lucide-react";
import type { FoodConflict } from "@sierra/shared";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

const UNCHECKED = /^(.*) could not be checked for (.*)$/;
const joinOr = (items: string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`);

/** One line per reason; a line that could not be checked says so once, for everything it could not be checked for. */
function reasonLines(conflicts: FoodConflict[]): string[] {
  const unchecked = new Map<string, string[]>();
  const lines: string[] = [];
  for (const c of conflicts) {
    const match = UNCHECKED.exec(c.reason);
    if (!match) {
      if (!lines.includes(c.reason)) lines.push(c.reason);
      continue;
    }
    const list = unchecked.get(match[1]!) ?? [];
    if (!list.includes(match[2]!)) list.push(match[2]!);
    unchecked.set(match[1]!, list);
  }
  return [...lines, ...[...unchecked].map(([what, fors]) => `${what} could not be checked for ${joinOr(fors)}`)];
}

/**
 * Where a recipe goes against the signed-in household (the one household rule): what certainly
 * breaks an allergy, a diet or a dislike, and what could not be checked. Nothing when it suits.
 */
export function HouseholdWarning({ conflicts }: { conflicts: FoodConflict[] | null }) {
  if (!conflicts?.length) return null;
  const strict = conflicts.some((c) => c.kind !== "dislike");
  const certain = conflicts.filter((c) => c.certain);
  const title = certain.some((c) => c.kind !== "dislike")
    ? "Not suitable for your household"
    : certain.length
      ? "Has something your household dislikes"
      : "Could not be checked for your household";
  return (
    <Alert variant={strict ? "destructive" : "default"} data-testid="household-warning">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4">
          {reasonLines(conflicts).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
