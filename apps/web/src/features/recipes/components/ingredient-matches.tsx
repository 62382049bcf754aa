import type { IngredientMatch } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

function reading(match: IngredientMatch): string {
  if (match.discarded) return "poured away, not counted";
  if (!match.food) return "not in our food table, not counted";
  return match.grams === null ? `${match.food}, weight unknown` : `${match.food}, ${match.grams} g`;
}

/** What the nutrition rests on: each ingredient line with the food of our table it was read as, so a wrong match can be seen and fixed. */
export function IngredientMatches({ matches }: { matches: IngredientMatch[] }) {
  if (!matches.length) return null;
  return (
    <Card className="gap-3" data-testid="ingredient-matches">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Read as</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-1.5 text-sm">
          {matches.map((match, index) => (
            <li key={`${index}-${match.name}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{match.name}</span>
              <span className={match.food && !match.discarded ? "text-muted-foreground" : "text-amber-700 dark:text-amber-400"}>{reading(match)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
