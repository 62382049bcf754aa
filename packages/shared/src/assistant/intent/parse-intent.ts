import type { MealType } from "../../billing/subscription";
import { addDays } from "../../meal-plans/dates";
import { onlyNamesDays, requestKind } from "./classify";
import { resolveDates } from "./dates";
import { dishPhrase } from "./dish";
import { foodSlots, type FoodSlots } from "./foods";
import { mealTypesIn } from "./meal-types";
import { bareWords, normalizeMessage } from "./normalize";
import { isQuick, maxMinutesIn, NUMBER, servingsIn, toNumber } from "./numbers";
import { preferenceChangesIn } from "./preferences";
import { smallTalkKind, withoutGreeting } from "./small-talk";
import type { DateRange, Intent, IntentContext, IntentKind, IntentSlots } from "./types";

const PAST = /\b(?:did|was|were|had|ate|eaten|last night|yesterday)\b/;
const DIFFERENT = /\bsomething (?:else|different|new)\b|\bdifferent\b|\banother\b|\b(?:have not|not) (?:had|tried|eaten)\b|\bnew cuisines?\b|\bmix it up\b/;
const ONLY_EMPTY =
  /\bfill\b|\bempty\b|\bgaps?\b|\bopen (?:slots|days)\b|\bunplanned\b|\bmissing\b|\b(?:keep|leave) (?:what|the meals|my meals|the ones|everything)\b|\bdo not (?:replace|change|touch|overwrite)\b/;
const COUNT = new RegExp(`\\b${NUMBER} (?:[a-z-]+ ){0,3}?(?:dinners|lunches|breakfasts|suppers|meals|days|nights)\\b(?! a day)`);

/**
 * What a chat message asks for (docs/decisions/034): small talk first (the whole message), then a
 * stated preference change, then a request (classify.ts), then a softer preference ("I love
 * Mexican food"), then a bare "dinner tomorrow?" as a look at the plan; else "unknown", never a
 * guess. Slots are read only for the kinds that use them. Pure: `context.today` is the clock.
 */
export function parseIntent(message: string, context: IntentContext): Intent {
  const text = withoutGreeting(normalizeMessage(message));
  if (!/[a-z0-9]/.test(text)) return { kind: "unknown", slots: {} };
  const small = smallTalkKind(text);
  if (small) return { kind: small, slots: {} };
  const preferences = preferenceChangesIn(text);
  if (preferences && !preferences.soft) return { kind: "update_preferences", slots: { preferenceChanges: preferences.changes } };
  const foods = foodSlots(text);
  const past = PAST.test(text);
  const planRange = resolveDates(text, context, { purpose: "plan", past });
  const mealTypes = mealTypesIn(text);
  const signals = { foods, hasDate: planRange !== undefined, hasMealType: mealTypes.length > 0 };
  let kind = requestKind(text, signals);
  kind ??= preferences ? "update_preferences" : (signals.hasDate || signals.hasMealType) && onlyNamesDays(bareWords(text)) ? "read_plan" : "unknown";
  if (kind === "update_preferences") return { kind, slots: { preferenceChanges: preferences!.changes } };
  if (kind === "unknown") return { kind, slots: {} };
  // Reading a week means Monday to Sunday; planning one starts today (dates.ts).
  const range = kind === "read_plan" ? resolveDates(text, context, { purpose: "read", past }) : planRange;
  return { kind, slots: compact(slotsFor(kind, text, context, { foods, range, mealTypes })) };
}

interface Read {
  foods: FoodSlots;
  range: DateRange | undefined;
  mealTypes: MealType[];
}

function slotsFor(kind: IntentKind, text: string, context: IntentContext, { foods, range, mealTypes }: Read): IntentSlots {
  const day = (date: string): DateRange => ({ start: date, end: date });
  const food: IntentSlots = {
    maxMinutes: maxMinutesIn(text),
    quick: isQuick(text) || undefined,
    includeIngredients: foods.includeIngredients,
    excludeIngredients: foods.excludeIngredients,
    cuisines: foods.cuisines,
    diets: foods.diets,
  };
  const different = DIFFERENT.test(text) || undefined;
  switch (kind) {
    case "read_plan":
      return { range: range ?? day(context.selectedDate ?? context.today), mealTypes };
    case "swap_meal":
      return { range: range ?? day(context.selectedDate ?? context.today), mealTypes, different, ...food };
    case "plan_meals":
      return {
        range: countRange(text, context, range) ?? range ?? (context.selectedDate ? day(context.selectedDate) : undefined),
        mealTypes,
        servings: servingsIn(text),
        onlyEmptySlots: ONLY_EMPTY.test(text) || undefined,
        different,
        // "tacos tonight": the kind of dish asked for narrows what may be planned.
        dish: foods.dishKinds[0],
        ...food,
      };
    case "search_recipes":
      return { mealTypes, servings: servingsIn(text), dish: foods.dishKinds[0], different, ...food };
    case "generate_recipe":
      return { dish: dishPhrase(text), servings: servingsIn(text), mealTypes, ...food };
    default:
      return {};
  }
}

/**
 * "plan 5 Italian dinners": that many days from the day named ("4 dinners from Monday"), else
 * from the selected date when it is not past, else from today. A named range wins over a count.
 */
function countRange(text: string, { today, selectedDate }: IntentContext, named: DateRange | undefined): DateRange | undefined {
  const count = toNumber(COUNT.exec(text)?.[1]);
  if (count === undefined || count < 1 || count > 31 || (named && named.start !== named.end)) return undefined;
  const start = named?.start ?? (selectedDate && selectedDate > today ? selectedDate : today);
  return { start, end: addDays(start, count - 1) };
}

/** Leaves out empty lists and unset values, so an intent says only what the message said. */
function compact(slots: IntentSlots): IntentSlots {
  return Object.fromEntries(Object.entries(slots).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as IntentSlots;
}
