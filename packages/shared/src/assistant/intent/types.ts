import type { MealType } from "../../billing/subscription";
import type { IsoDate } from "../../meal-plans/dates";
import type { PreferenceChanges } from "../api";

/**
 * What the local engine understood a message to ask (docs/decisions/034). The parser is pure:
 * dates are resolved against the `today` it is given (the user's zone), never the clock.
 */
export type IntentKind =
  | "greeting"
  | "help"
  | "thanks"
  /** "what's for dinner on Friday?", "what have I planned this week?" */
  | "read_plan"
  /** "plan my dinners for next week", "fill the rest of this week with quick vegetarian meals" */
  | "plan_meals"
  /** "swap Tuesday's dinner for something quicker", "something different for tonight" */
  | "swap_meal"
  /** "find me a chicken recipe under 30 minutes without dairy" */
  | "search_recipes"
  /** "make me a recipe for a spicy lentil soup for 6" */
  | "generate_recipe"
  /** "I'm allergic to shellfish now", "we're four now", "I don't like mushrooms" */
  | "update_preferences"
  /** "yes", "ok, add them", "sounds good" (confirms the last proposal) */
  | "confirm"
  /** "no", "cancel", "not those" */
  | "decline"
  | "unknown";

export interface DateRange {
  start: IsoDate;
  end: IsoDate;
}

export interface IntentSlots {
  /** Dates the message names, resolved ("tomorrow", "next week", "Friday", "the rest of this week"). */
  range?: DateRange;
  mealTypes?: MealType[];
  /** "under 30 minutes", "in half an hour" */
  maxMinutes?: number;
  /** "quick", "quicker", "fast", "easy weeknight" */
  quick?: boolean;
  /**
   * "something different", "something else"; in plan_meals and search_recipes also "something new",
   * "a cuisine I haven't had": prefer what the user has not had lately.
   */
  different?: boolean;
  /** Foods the recipe should have: "chicken", "lentils". Lower case, singular where natural. */
  includeIngredients?: string[];
  /** Foods or allergen groups to leave out: "without dairy", "no mushrooms" (lower case). */
  excludeIngredients?: string[];
  /** Catalogue cuisine keys: "italian", "middle-eastern", "thai"... */
  cuisines?: string[];
  /** DIETARY_TAGS values: "vegetarian", "vegan", "gluten-free", "dairy-free"... */
  diets?: string[];
  /** "for 6", "for four people", "serves 2" */
  servings?: number;
  /**
   * For generate_recipe: the dish asked for, e.g. "spicy lentil soup". For search_recipes: the kind
   * of dish named, singular ("dessert", "soup", "curry"), for the search's free-text query.
   */
  dish?: string;
  /** "fill the rest of ...", "empty slots": keep the meals already planned. */
  onlyEmptySlots?: boolean;
  /** For update_preferences. */
  preferenceChanges?: PreferenceChanges;
}

export interface Intent {
  kind: IntentKind;
  slots: IntentSlots;
}

export interface IntentContext {
  /** Today in the user's time zone. */
  today: IsoDate;
  /** The date selected on the calendar: what "this day" or a bare "dinner" refers to. */
  selectedDate?: IsoDate;
}
