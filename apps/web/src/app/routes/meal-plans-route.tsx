import { MealPlansPage } from "@/features/meal-plans/routes/meal-plans-page";
import { SuggestedLocalMarketsCard } from "@/features/markets";

/** The app composes the two features here, so each stays ignorant of the other. */
export function MealPlansRoute() {
  return <MealPlansPage marketsCard={<SuggestedLocalMarketsCard />} />;
}
