import { ChefHat } from "lucide-react";
import type { Attribution } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** 'Chef Inspiration': the chefs and the inspiration text; nothing when the recipe has neither. */
export function ChefInspiration({ attribution }: { attribution: Attribution | null }) {
  const chefs = (attribution?.chefs ?? []).filter((c) => c.trim());
  const inspiration = attribution?.inspiration?.trim();
  if (chefs.length === 0 && !inspiration) return null;
  return (
    <Card
      className="gap-4 bg-secondary text-secondary-foreground print:border-0 print:bg-transparent print:py-2 print:text-foreground print:shadow-none"
      data-testid="chef-inspiration"
    >
      <CardHeader className="print:px-0">
        <CardTitle className="flex items-center gap-2">
          <ChefHat className="size-5" aria-hidden="true" />
          <h2 className="text-lg">Chef Inspiration</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 print:px-0">
        {chefs.length > 0 && (
          <ul className="flex flex-wrap gap-x-2 gap-y-1 font-medium" aria-label="Chefs">
            {chefs.map((chef) => (
              <li key={chef} className="after:ml-2 after:content-['·'] last:after:content-none">
                {chef}
              </li>
            ))}
          </ul>
        )}
        {inspiration && <p className="leading-relaxed">{inspiration}</p>}
      </CardContent>
    </Card>
  );
}
