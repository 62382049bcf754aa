import type { Nutrition } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { coverageText, nutritionRows } from "../lib/nutrition";
import { HighSodiumBadge } from "./high-sodium-badge";

/** 'Nutrition Per Serving': calories always, the rest only when present; honest when there is no estimate. */
export function NutritionCard({ nutrition, coverage }: { nutrition: Nutrition | null; coverage: number | null }) {
  const note = nutrition ? coverageText(coverage) : null;
  return (
    <Card className="gap-4 print:border-0 print:bg-transparent print:py-2 print:shadow-none" data-testid="nutrition-card">
      <CardHeader className="print:px-0">
        <CardTitle>
          <h2 className="text-lg">Nutrition Per Serving</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="print:px-0">
        {nutrition ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 sm:gap-x-6 md:grid-cols-2">
            {nutritionRows(nutrition).map((row) => (
              <div key={row.key} className="flex items-baseline justify-between gap-2 border-b border-border/60 pb-1" data-testid={`nutrition-${row.key}`}>
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div className="flex flex-col gap-2">
            <dl>
              <div className="flex items-baseline justify-between gap-2 border-b border-border/60 pb-1" data-testid="nutrition-calories">
                <dt className="text-sm text-muted-foreground">Calories</dt>
                <dd className="font-semibold">Not available</dd>
              </div>
            </dl>
            <p className="text-sm text-muted-foreground">There is not enough ingredient data to estimate the nutrition of this recipe.</p>
          </div>
        )}
        <HighSodiumBadge nutrition={nutrition} />
        {note && <p className="mt-3 text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}
