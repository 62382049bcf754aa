import type { MealType } from "../../../billing/subscription";
import type { IsoDate } from "../../../meal-plans/dates";
import type { PreferenceChanges } from "../../api";
import type { DialogueState, FollowUp, NutritionQuestion, RequestConstraints, RequestContext, RequestDays, SierraRequest, ShownItem } from "../request";

/**
 * The evaluation corpus's shapes (README.md, "Evaluation corpus"). A case is one message and the
 * request it must be read as; a dialogue is 2-4 messages where each later one is read against the
 * state the earlier ones left (what Sierra showed after them).
 */

/** Every case's "today" unless it says otherwise: a Wednesday (corpus-dates.ts names the days around it). */
export const CORPUS_TODAY: IsoDate = "2026-12-02";

export interface CorpusCase {
  id: string;
  message: string;
  /** today defaults to CORPUS_TODAY */
  context?: Partial<RequestContext>;
  /** only the scored fields (README.md, "Evaluation corpus") */
  expected: SierraRequest;
}

export interface DialogueTurn {
  message: string;
  expected: SierraRequest;
  /** what Sierra showed after this turn (the engine's answer, fixed here): later turns are read against it */
  shows?: NonNullable<DialogueState["shown"]>;
  /** what the turn should do to the calendar, preferences or list (for engine tests; not scored by the parser scorer) */
  effect?: string;
}

export interface DialogueCase {
  id: string;
  today?: IsoDate;
  selectedDate?: IsoDate;
  turns: DialogueTurn[];
}

/** The context each turn of a dialogue is read in: the state the last turn that showed something left. */
export function dialogueContexts(dialogue: DialogueCase): RequestContext[] {
  let state: DialogueState | undefined;
  return dialogue.turns.map((turn) => {
    const context: RequestContext = {
      today: dialogue.today ?? CORPUS_TODAY,
      ...(dialogue.selectedDate ? { selectedDate: dialogue.selectedDate } : {}),
      ...(state ? { state } : {}),
    };
    if (turn.shows) state = { lastRequest: turn.expected, shown: turn.shows };
    return context;
  });
}

export function caseContext(c: CorpusCase): RequestContext {
  return { today: CORPUS_TODAY, ...c.context };
}

/** A case written as [message, expected, context?]; ids are the file's prefix and the position, so add cases at the end. */
export type CaseRow = [message: string, expected: SierraRequest, context?: Partial<RequestContext>];

export function cases(prefix: string, rows: CaseRow[]): CorpusCase[] {
  return rows.map(([message, expected, context], i) => ({
    id: `${prefix}-${String(i + 1).padStart(3, "0")}`,
    message,
    expected,
    ...(context ? { context } : {}),
  }));
}

/* Builders: short to write, one meaning each. Empty parts are left out, as a parser would. */

const clean = (request: SierraRequest): SierraRequest =>
  Object.fromEntries(
    Object.entries(request).filter(
      ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0) && !(typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0),
    ),
  ) as unknown as SierraRequest;

export type Extra = Pick<SierraRequest, "dropConstraints" | "followUp">;

/** plan_meals: dinner unless meal types are said (README, "Meal types"). */
export const plan = (
  days: RequestDays | undefined,
  constraints: RequestConstraints = {},
  mealTypes: MealType[] = ["dinner"],
  extra: Extra = {},
): SierraRequest => clean({ action: "plan_meals", days, mealTypes, constraints, ...extra });
export const read = (days?: RequestDays, mealTypes?: MealType[]): SierraRequest => clean({ action: "read_plan", days, mealTypes });
export const swap = (days: RequestDays | undefined, constraints: RequestConstraints = {}, mealTypes?: MealType[], extra: Extra = {}): SierraRequest =>
  clean({ action: "swap_meal", days, mealTypes, constraints, ...extra });
export const remove = (days: RequestDays | undefined, mealTypes?: MealType[]): SierraRequest => clean({ action: "remove_meals", days, mealTypes });
export const search = (constraints: RequestConstraints = {}, mealTypes?: MealType[], extra: Extra = {}): SierraRequest =>
  clean({ action: "search_recipes", mealTypes, constraints, ...extra });
export const generate = (constraints: RequestConstraints = {}, mealTypes?: MealType[], extra: Extra = {}): SierraRequest =>
  clean({ action: "generate_recipe", mealTypes, constraints, ...extra });
export const prefs = (preferenceChanges: PreferenceChanges): SierraRequest => ({ action: "update_preferences", preferenceChanges });
export const shop = (days?: RequestDays): SierraRequest => clean({ action: "shopping_list", days });
export const nutrition = (
  measure: NutritionQuestion["measure"],
  scope: NutritionQuestion["scope"],
  days?: RequestDays,
  mealTypes?: MealType[],
  againstGoal?: boolean,
): SierraRequest => clean({ action: "nutrition", days, mealTypes, nutrition: { measure, scope, ...(againstGoal ? { againstGoal } : {}) } });
export const pantry = (leftovers?: string[], constraints: RequestConstraints = {}, mealTypes?: MealType[], days?: RequestDays): SierraRequest =>
  clean({ action: "cook_from_pantry", days, mealTypes, constraints, leftovers });
export const explain = (days?: RequestDays, mealTypes?: MealType[]): SierraRequest => clean({ action: "explain", days, mealTypes });
export const only = (action: "confirm" | "decline" | "undo" | "greeting" | "help" | "thanks" | "out_of_scope", followUp?: FollowUp): SierraRequest =>
  clean({ action, followUp });

/** What a follow-up refers to. */
export const onProposal = (op: FollowUp["op"], items?: number[]): FollowUp => ({ of: "proposal", op, ...(items ? { items } : {}) });
export const onList = (op: FollowUp["op"], items?: number[]): FollowUp => ({ of: "list", op, ...(items ? { items } : {}) });

/** Something Sierra showed, for contexts and dialogues. */
export const proposal = (items: ShownItem[]) => ({ kind: "proposal" as const, items });
export const list = (titles: string[]) => ({ kind: "list" as const, items: titles.map((title) => ({ title })) });
export const dinners = (entries: [IsoDate, string][]): ShownItem[] => entries.map(([date, title]) => ({ date, title, mealType: "dinner" as const }));

/** A dialogue turn: the message, its request, and what Sierra showed after it (for the turns after). */
export const turn = (message: string, expected: SierraRequest, shows?: DialogueTurn["shows"], effect?: string): DialogueTurn => ({
  message,
  expected,
  ...(shows ? { shows } : {}),
  ...(effect ? { effect } : {}),
});

/** Dialogues numbered by position within their file, like cases. */
export function dialogues(prefix: string, rows: Omit<DialogueCase, "id">[]): DialogueCase[] {
  return rows.map((row, i) => ({ id: `${prefix}-${String(i + 1).padStart(2, "0")}`, ...row }));
}
