import type { MealType } from "../../billing/subscription";
import type { IsoDate } from "../../meal-plans/dates";
import type { DietaryTag } from "../../recipes/display";
import type { PreferenceChanges } from "../api";

/**
 * Sierra's request model: every chat message becomes one structured request, whatever its
 * wording (README.md beside this file). Follow-ups are resolved against the dialogue state, so a
 * request always says the whole of what is asked now ("make them vegetarian" after a plan is the
 * plan again, vegetarian). Both engines (local and model) produce and act on this shape.
 */
export const REQUEST_ACTIONS = [
  "read_plan",
  "plan_meals",
  "swap_meal",
  "remove_meals",
  "search_recipes",
  "generate_recipe",
  "update_preferences",
  "shopping_list",
  "nutrition",
  "cook_from_pantry",
  "explain",
  "confirm",
  "decline",
  "undo",
  "greeting",
  "help",
  "thanks",
  "out_of_scope",
] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Kitchen limits people name. */
export const EQUIPMENT = ["no-oven", "one-pot", "slow-cooker", "air-fryer", "pressure-cooker", "sheet-pan", "grill", "microwave", "no-cook"] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Which days: an inclusive range in the user's zone, optionally only some weekdays of it, or a number of them. */
export interface RequestDays {
  start: IsoDate;
  end: IsoDate;
  /** only these weekdays within the range, 0 = Sunday ... 6 = Saturday ("weeknights" = 1-5, "the weekend" = 0 and 6) */
  weekdays?: number[];
  /** how many days to fill within the range ("3 nights next week"): the planner picks which */
  count?: number;
}

export interface RequestConstraints {
  /** the dish or kind of dish named: "lentil soup", "curry", "stir fry" (lower case, singular) */
  dish?: string;
  /** foods wanted, lower case and singular: "chicken", "sweet potato" */
  includeFoods?: string[];
  /** foods or allergen groups to leave out, lower case: "mushroom", "dairy" */
  avoidFoods?: string[];
  /** catalogue cuisine keys: "italian", "thai", "middle-eastern" */
  cuisines?: string[];
  /** diets and "-free" tags (DIETARY_TAGS): "vegetarian", "gluten-free", "nut-free" */
  diets?: DietaryTag[];
  /** prep + cook, minutes: "under 30 minutes", "quick" = 30 */
  maxMinutes?: number;
  difficulty?: "easy" | "advanced";
  equipment?: Equipment[];
  /** how many eat: "for 6", "for 2 adults and 3 kids" = 5 */
  servings?: number;
  /** children among them ("3 kids"), when said */
  children?: number;
  /** "kid-friendly", "something the kids will eat" */
  kidFriendly?: boolean;
  /** "cheap", "on a budget", "budget-friendly" */
  cheap?: boolean;
  /** dollars per serving: "under $3 a serving" */
  maxCostPerServing?: number;
  /** per serving: "under 500 calories" */
  maxCalories?: number;
  /** grams per serving: "at least 30 g protein", "high protein" = 30 */
  minProtein?: number;
  /** "something new" / "something we haven't had" vs "our favourites" / "the usual" */
  novelty?: "new" | "favourites";
  /** "something special", "for a date night", "impress guests" */
  special?: boolean;
}

/** A follow-up to what Sierra showed last: its last proposal (a plan or swap card) or its last list of recipes. */
export interface FollowUp {
  of: "proposal" | "list";
  /**
   * refine: constraints added or dropped; narrow_days / move_days: the days changed; replace_item:
   * items swapped for others; choose_item: items picked (to plan, open or generate); change_servings;
   * accept_except: confirm all but some items.
   */
  op: "refine" | "narrow_days" | "move_days" | "replace_item" | "choose_item" | "change_servings" | "accept_except";
  /** the items meant, 1-based positions in what was shown ("the second one", "the chicken one" = its position) */
  items?: number[];
}

/** "How many calories have I planned this week?", "how much protein is in Tuesday's dinner?" */
export interface NutritionQuestion {
  measure: "calories" | "protein" | "carbs" | "fat" | "macros";
  /** over the days asked (their planned meals), one planned meal (days + mealTypes), or against the goal */
  scope: "days" | "meal";
  /** compare with the member's goal ("am I over my calorie goal?") */
  againstGoal?: boolean;
}

export interface SierraRequest {
  action: RequestAction;
  days?: RequestDays;
  mealTypes?: MealType[];
  constraints?: RequestConstraints;
  /** constraints of the last request this message takes away ("actually meat is fine" drops diets) */
  dropConstraints?: (keyof RequestConstraints)[];
  followUp?: FollowUp;
  /** update_preferences: what to change (saved only on confirmation) */
  preferenceChanges?: PreferenceChanges;
  nutrition?: NutritionQuestion;
  /** cook_from_pantry: foods said to be at hand ("leftover chicken and rice"); none = the pantry's contents */
  leftovers?: string[];
  /** parts of the message the model could not act on, said back plainly in the reply (never scored) */
  unhandled?: string[];
}

/** What Sierra showed that a follow-up can refer to. */
export interface ShownItem {
  title: string;
  recipeId?: string;
  date?: IsoDate;
  mealType?: MealType;
}

/** The thread's memory of its own last answer (kept per thread on the server). */
export interface DialogueState {
  /** the request the last proposal or list answered */
  lastRequest?: SierraRequest;
  shown?: { kind: "proposal" | "list"; items: ShownItem[] };
  /** what the last confirmation wrote to the calendar, for "undo that" */
  applied?: { items: ShownItem[] };
}

export interface RequestContext {
  /** today in the user's time zone */
  today: IsoDate;
  /** the date selected on the calendar */
  selectedDate?: IsoDate;
  state?: DialogueState;
}
