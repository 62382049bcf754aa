// What other features may use of the pantry: the "at home" count and the Cooked action.
export { IngredientsAtHome } from "./components/ingredients-at-home";
export { CookedButton } from "./components/cooked-button";
export { useRecipeCoverage } from "./api/get-coverage";
export { useCookableRecipes } from "./api/get-cookable";
export { useCookedMeals } from "./api/get-cooked-meals";
