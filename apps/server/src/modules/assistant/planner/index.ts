export { planMeals } from "./plan-meals";
export { toPlannerRecipe, type PlannerRecipeRow } from "./to-planner-recipe";
export { MEAL_SHARES, CALORIE_BAND, varietyGapDays } from "./weights";
export type * from "./types";
