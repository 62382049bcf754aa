import { useState } from "react";
import { CalendarPlus } from "lucide-react";
import { MEAL_TYPES, selectableRange, type IsoDate, type MealType } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MEAL_TYPE_LABELS, useAddMeal } from "@/features/meal-plans";
import { browserZone } from "@/lib/browser-zone";

/**
 * Plans a shared recipe from its page: a day and a meal, then the same slot write as the
 * calendar's picker, so the server's slot rules and subscription answer as they do there.
 */
export function PlanRecipeForm({ recipeId, userId }: { recipeId: string; userId: string }) {
  const [range] = useState(() => selectableRange({ now: new Date(), timeZone: browserZone() }));
  const [date, setDate] = useState<IsoDate>(range.today);
  const [mealType, setMealType] = useState<MealType>("dinner");
  // The calendar's own write, toasts and cache update ("Meal Added", or the server's reason).
  const plan = useAddMeal(userId, () => undefined);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    plan.mutate({ date, mealType, recipeId });
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Plan this recipe" data-testid="plan-recipe-form">
      <div className="flex flex-col gap-1">
        <Label htmlFor="plan-date">Day</Label>
        <Input
          id="plan-date"
          type="date"
          value={date}
          min={range.today}
          max={range.max}
          required
          onChange={(e) => setDate(e.target.value as IsoDate)}
          className="w-40"
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="plan-meal">Meal</Label>
        <select
          id="plan-meal"
          value={mealType}
          onChange={(e) => setMealType(e.target.value as MealType)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {MEAL_TYPES.map((m) => (
            <option key={m} value={m}>
              {MEAL_TYPE_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={plan.isPending || !date}>
        <CalendarPlus aria-hidden="true" /> Add to my plan
      </Button>
    </form>
  );
}
