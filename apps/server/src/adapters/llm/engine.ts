import type {
  AssistantCard,
  ChatMessage,
  DialogueState,
  Diet,
  GenerationRequest,
  Household,
  IsoDate,
  MealType,
  PreferenceChanges,
  Subscription,
} from "@sierra/shared";

/**
 * The spec's "send context" (section 7), read on the server from the signed-in user's rows:
 * nothing here comes from the request body except the selected date.
 */
export interface AssistantContext {
  userId: string;
  firstName: string | null;
  now: Date;
  /** Today in the user's time zone. */
  today: IsoDate;
  timeZone: string;
  selectedDate: IsoDate | null;
  subscription: Subscription;
  allowedMealTypes: MealType[];
  /** everything the household avoids: what every suggestion keeps to (the one household rule) */
  household: Household;
  preferences: {
    cuisines: string[];
    allergies: string[];
    diets: Diet[];
    dislikes: string[];
    favoriteChefs: string[];
    householdSize: number;
    varietyPreference: number;
    cookingComplexity: string | null;
    zipcode: string | null;
  };
  goals: {
    calorieGoal: number;
    macros: { protein: number; carbs: number; fat: number };
    dietaryGoal: string;
  };
}

/** Filters shared by recipe search, planning and swaps. */
export interface RecipeFilters {
  query?: string;
  mealType?: MealType;
  maxMinutes?: number;
  includeIngredients?: string[];
  excludeIngredients?: string[];
  cuisines?: string[];
  diets?: string[];
  /** per serving */
  maxCalories?: number;
  /** grams per serving */
  minProtein?: number;
  /** recipes not to propose again ("not that one") */
  avoidRecipeIds?: string[];
  /** only these recipes (the ones picked from a list just shown) */
  onlyRecipeIds?: string[];
}

/** A tool's answer: data the engine words (or hands to the model) and cards to show in the chat. */
export interface ToolResult<T> {
  data: T;
  cards: AssistantCard[];
}

/**
 * The assistant's tools, bound to one signed-in user. Every one checks that user's subscription,
 * allergies and the calendar's rules itself; no argument can name another user.
 */
export interface AssistantTools {
  readPlan(input: { start: IsoDate; end: IsoDate; mealTypes?: MealType[] }): Promise<ToolResult<{ meals: PlannedMeal[] }>>;
  searchRecipes(input: RecipeFilters & { limit?: number }): Promise<ToolResult<{ recipes: FoundRecipe[] }>>;
  /** Proposes meals for the open slots of a range (a "plan" card); nothing is written until confirmed. */
  proposePlan(
    input: RecipeFilters & {
      start: IsoDate;
      end: IsoDate;
      mealTypes?: MealType[];
      keepExisting?: boolean;
      servings?: number;
      count?: number;
      weekdays?: number[];
    },
  ): Promise<ToolResult<{ proposed: PlannedMeal[]; skipped: SkippedSlot[] }>>;
  /** Proposes a replacement for one planned meal (a one-meal "plan" card). */
  swapMeal(
    input: RecipeFilters & { date: IsoDate; mealType: MealType; quicker?: boolean },
  ): Promise<ToolResult<{ current: PlannedMeal | null; proposed: PlannedMeal | null; skipped: SkippedSlot[] }>>;
  getPreferences(): Promise<ToolResult<AssistantContext["preferences"] & { calorieGoal: number }>>;
  /** A "preferences" card; saved only when the user confirms. */
  proposePreferenceChange(input: PreferenceChanges): Promise<ToolResult<{ description: string }>>;
  /** Recipes that use up leftovers (typed, or the pantry's "use soon" items), best use first. */
  useUpLeftovers(input: {
    text?: string;
    useSoon?: boolean;
  }): Promise<ToolResult<{ leftovers: string[]; recipes: (FoundRecipe & { uses: string[]; alsoNeeds: string[] })[] }>>;
  /** Queues a recipe generation (a "generation" card the browser watches), or says why the offline composer cannot make it. */
  generateRecipe(input: GenerationRequest): Promise<ToolResult<{ generationId: string | null; cannot?: string }>>;
  /** Removes the user's planned meals in a range (only after the user confirmed the removal). */
  removeMeals(input: { start: IsoDate; end: IsoDate; mealTypes?: MealType[] }): Promise<ToolResult<{ removed: PlannedMeal[] }>>;
  /** Makes a shopping list from the plan's meals in a range, through the kitchen's own service. */
  makeShoppingList(input: { start: IsoDate; end: IsoDate }): Promise<ToolResult<{ listId: string; name: string; items: number }>>;
  /** Computed nutrition (per serving) of the planned meals in a range. */
  planNutrition(input: { start: IsoDate; end: IsoDate; mealTypes?: MealType[] }): Promise<ToolResult<{ meals: MealNutrition[] }>>;
  /** Applies the last proposed card of the thread ("yes, add them"); `applied` words what was done. */
  confirmLatest(input?: { skip?: { date: IsoDate; mealType: MealType }[] }): Promise<ToolResult<{ applied: string | null }>>;
  /** Sets the last proposed card of the thread aside ("no thanks"). */
  dismissLatest(): Promise<ToolResult<{ dismissed: boolean }>>;
}

export interface PlannedMeal {
  date: IsoDate;
  mealType: MealType;
  recipeId: string | null;
  title: string;
  minutes: number | null;
  calories: number | null;
}

export interface MealNutrition {
  date: IsoDate;
  mealType: MealType;
  title: string;
  /** null when the recipe has no computed nutrition */
  calories: number | null;
  protein: number | null;
  carbs: number | null;
  fat: number | null;
}

export interface FoundRecipe {
  id: string;
  title: string;
  cuisine: string | null;
  minutes: number | null;
  calories: number | null;
  categories: string[];
}

/** A slot a plan could not fill, and the calendar's reason (upgrade, closed, past...). */
export interface SkippedSlot {
  date: IsoDate;
  mealType: MealType;
  reason: string;
}

export interface EngineTurn {
  context: AssistantContext;
  /** Earlier messages of the thread, oldest first (the engine may use the last few). */
  history: ChatMessage[];
  message: string;
  /** what this thread last proposed or listed (the request model's dialogue state) */
  state?: DialogueState;
  tools: AssistantTools;
  /** Aborted when the browser goes away. */
  signal: AbortSignal;
}

export interface EngineReply {
  text: string;
  cards: AssistantCard[];
  /** the thread's dialogue state after this reply: undefined keeps it, null clears it */
  state?: DialogueState | null;
}

/** Local (offline, default) or an OpenAI-compatible model (LLM_BASE_URL). */
export interface AssistantEngine {
  kind: "local" | "openai-compatible";
  label: string;
  /** Streams the reply's text through onDelta as it is produced, then resolves with the whole reply. */
  reply(turn: EngineTurn, onDelta: (delta: string) => void): Promise<EngineReply>;
  /** A real check for System Health: the local engine parses a probe; a model answers /models. */
  check(): Promise<{ ok: boolean; detail: string }>;
}
