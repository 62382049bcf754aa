// What other features may use of the meal plans: putting a recipe in a slot, with its toasts.
export { useAddMeal } from "./api/add-meal";
export { MEAL_TYPE_LABELS } from "./lib/format";
