import { addDays } from "../../meal-plans/dates";
import { onlyNamesDays, requestKind } from "./classify";
import { resolveDates } from "./dates";
import { dishPhrase } from "./dish";
import { foodSlots } from "./foods";
import { mealTypesIn } from "./meal-types";
import { bareWords, normalizeMessage } from "./normalize";
import { isQuick, maxMinutesIn, NUMBER, servingsIn, toNumber } from "./numbers";
import { preferenceChangesIn } from "./preferences";
import { smallTalkKind, withoutGreeting } from "./small-talk";
import type { DateRange, Intent, IntentContext, IntentKind, IntentSlots } from "./types";

const PAST = /\b(?:did|was|were|had|ate|eaten|last night|yesterday)\b/;
const DIFFERENT = /\bsomething (?:else|different|new)\b|\bdifferent\b|\banother\b|\b(?:have not|not) (?:had|tried|eaten)\b|\bnew cuisines?\b|\bmix it up\b/;
const ONLY_EMPTY = /\bfill\b|\bempty\b|\bgaps?\b|\bopen (?:slots|days)\b|\bunplanned\b|\bmissing\b|\b(?:keep|leave) (?:what|the meals|my meals|the ones|everything)\b|\bdo not (?:replace|change|touch|overwrite)\b/;
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
  const hasDate = resolveDates(text, context, { purpose: "plan", past: false }) !== undefined;
  const kind: IntentKind =
    requestKind(text, { foods, hasDate, hasMealType: mealTypesIn(text).length > 0 }) ?? (preferences ? "update_preferences" : onlyNamesDays(bareWords(text)) && /[a-z]/.test(text) ? "read_plan" : "unknown");
  if (kind === "update_preferences") return { kind, slots: { preferenceChanges: preferences!.changes } };
  if (kind === "unknown") return { kind, slots: {} };
  return { kind, slots: compact(slotsFor(kind, text, context, foods)) };
}

function slotsFor(kind: IntentKind, text: string, context: IntentContext, foods: ReturnType<typeof foodSlots>): IntentSlots {
  const purpose = kind === "read_plan" ? "read" : "plan";
  const range = resolveDates(text, context, { purpose, past: PAST.test(text) });
  const day = (date: string): DateRange => ({ start: date, end: date });
  const food: IntentSlots = {
    maxMinutes: maxMinutesIn(text),
    quick: isQuick(text) || undefined,
    includeIngredients: foods.includeIngredients,
    excludeIngredients: foods.excludeIngredients,
    cuisines: foods.cuisines,
    diets: foods.diets,
  };
  const mealTypes = mealTypesIn(text);
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
