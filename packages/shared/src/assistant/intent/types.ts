import type { IsoDate } from "../../meal-plans/dates";

/**
 * The kinds of request the word lists below tell apart (docs/decisions/034); the request model
 * (../request, docs/decisions/053) builds on them. Dates are resolved against the `today` it is
 * given (the user's zone), never the clock.
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

export interface IntentContext {
  /** Today in the user's time zone. */
  today: IsoDate;
  /** The date selected on the calendar: what "this day" or a bare "dinner" refers to. */
  selectedDate?: IsoDate;
}
