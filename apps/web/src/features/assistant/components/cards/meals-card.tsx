import type { AssistantCard } from "@sierra/shared";
import { CardShell } from "./card-shell";
import { MealRow } from "./meal-row";

/** Meals already on the calendar ("what's for dinner on Friday?"). */
export function MealsCard({ card }: { card: Extract<AssistantCard, { kind: "meals" }> }) {
  return (
    <CardShell label="Planned meals" testId="sierra-meals-card">
      <ul className="divide-y">
        {card.meals.map((meal) => (
          <MealRow key={`${meal.date}-${meal.mealType}`} meal={meal} />
        ))}
      </ul>
    </CardShell>
  );
}
