import { useId, useState } from "react";
import { Minus, Plus, RotateCcw } from "lucide-react";
import { countOf, groupedIngredients, type Ingredient } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/lib/utils";
import { clampServings, MAX_SERVINGS, MIN_SERVINGS, scaledIngredientLines } from "../lib/servings";

/**
 * Ingredients as a checklist (ticks are local to this page view) with a servings
 * control that rescales every quantity from the recipe's own servings. It opens at
 * `startServings`: the household's size for a member, the recipe's own for a visitor.
 */
export function IngredientChecklist({ ingredients, baseServings, startServings }: { ingredients: Ingredient[]; baseServings: number; startServings: number }) {
  const idBase = useId();
  const [servings, setServings] = useState(() => clampServings(startServings));
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const lines = scaledIngredientLines(ingredients, baseServings, servings);
  const toggle = (index: number, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  return (
    <Card className="gap-4 print:border-0 print:bg-transparent print:py-2 print:shadow-none">
      <CardHeader className="print:px-0">
        <CardTitle>
          <h2 className="text-lg">Ingredients</h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Servings">
          <span className="text-muted-foreground" id={`${idBase}-servings`}>
            Servings
          </span>
          <Button
            variant="outline"
            size="icon-sm"
            className="print:hidden"
            aria-label="Decrease servings"
            disabled={servings <= MIN_SERVINGS}
            onClick={() => setServings((s) => clampServings(s - 1))}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            aria-labelledby={`${idBase}-servings`}
            className="min-w-6 text-center font-semibold tabular-nums"
            data-testid="servings-value"
          >
            {servings}
          </output>
          <Button
            variant="outline"
            size="icon-sm"
            className="print:hidden"
            aria-label="Increase servings"
            disabled={servings >= MAX_SERVINGS}
            onClick={() => setServings((s) => clampServings(s + 1))}
          >
            <Plus aria-hidden="true" />
          </Button>
          {servings !== baseServings && (
            <Button variant="ghost" size="sm" className="print:hidden" onClick={() => setServings(baseServings)}>
              <RotateCcw aria-hidden="true" /> Reset to {baseServings}
            </Button>
          )}
        </div>
        {servings !== baseServings && (
          <p className="text-xs text-muted-foreground">
            Quantities scaled from {baseServings} to {countOf(servings, "serving")}.
          </p>
        )}
      </CardHeader>
      <CardContent className="print:px-0">
        {lines.length === 0 ? (
          <p className="text-muted-foreground">This recipe lists no ingredients.</p>
        ) : (
          // The page's groups ("For the frosting") as sub-headings, each with its own list.
          <div className="flex flex-col gap-4" data-testid="ingredient-list">
            {groupedIngredients(ingredients).map((group, g) => (
              <section key={g} aria-label={group.title ?? undefined} className="flex flex-col gap-2.5">
                {group.title && <h3 className="text-sm font-semibold text-muted-foreground">{group.title}</h3>}
                <ul className="flex flex-col gap-2.5">
                  {group.indexes.map((index) => {
                    const id = `${idBase}-ingredient-${index}`;
                    const isChecked = checked.has(index);
                    return (
                      <li key={index} className="flex items-start gap-3">
                        <Checkbox id={id} checked={isChecked} onCheckedChange={(value) => toggle(index, value === true)} className="mt-0.5" />
                        <label htmlFor={id} className={cn("cursor-pointer leading-snug", isChecked && "text-muted-foreground line-through")}>
                          {lines[index]}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
