import { Link } from "react-router";
import type { CardMeal } from "@sierra/shared";
import { cardDay } from "../../lib/month-day";
import { CardThumb } from "./card-thumb";
import { useCardScope } from "./card-context";
import { recipeFacts } from "./recipe-facts";

const MEAL_LABELS: Record<CardMeal["mealType"], string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner", snack: "Snack" };

/** One meal of a plan or of the calendar: picture, day and meal, recipe (a link), minutes and calories. */
export function MealRow({ meal }: { meal: CardMeal }) {
  const { onNavigate } = useCardScope();
  const facts = recipeFacts(meal);
  return (
    <li className="flex items-center gap-3 py-1.5" data-testid="sierra-card-meal" data-date={meal.date} data-meal-type={meal.mealType}>
      <CardThumb src={meal.imageUrl} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-xs font-medium text-muted-foreground">
          {cardDay(meal.date)} · {MEAL_LABELS[meal.mealType]}
        </p>
        {meal.recipeId ? (
          <Link to={`/recipe/${meal.recipeId}`} onClick={onNavigate} className="line-clamp-2 font-medium underline-offset-2 hover:underline">
            {meal.title}
          </Link>
        ) : (
          <p className="line-clamp-2 font-medium">{meal.title}</p>
        )}
        {facts && <p className="text-xs text-muted-foreground">{facts}</p>}
      </div>
    </li>
  );
}
