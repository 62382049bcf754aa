import { addDays, eachDay, weekday, type IsoDate } from "../../../meal-plans/dates";
import { toNumber } from "../../intent/numbers";
import { FOODS } from "../../intent/food-words";
import { familiesNamed } from "../../../food/family-names";
import { readIngredient } from "../../../food/ingredient-food";
import { mondayOf, WEEKDAY, weekdayNumber } from "../../intent/calendar-words";
import type { DialogueState, FollowUp, RequestConstraints, RequestDays, ShownItem, SierraRequest } from "../request";

/**
 * Resolves a message against what Sierra showed last (README.md "Follow-ups"): the answer is the
 * whole request now asked, with `followUp` saying how it relates to the last proposal or list.
 * Returns null when the message is a new request of its own.
 */
const ORDINALS: [RegExp, (shown: number) => number][] = [
  [/\b(?:first|1st|top)(?: one)?\b|\bnumber (?:one|1)\b|\b(?:#|no\.? ?|option )1\b/, () => 1],
  [/\b(?:second|2nd)\b|\bnumber (?:two|2)\b|\b(?:#|no\.? ?|option )2\b/, () => 2],
  [/\b(?:third|3rd)\b|\bnumber (?:three|3)\b|\b(?:#|no\.? ?|option )3\b/, () => 3],
  [/\b(?:fourth|4th)\b|\bnumber (?:four|4)\b|\b(?:#|no\.? ?|option )4\b/, () => 4],
  [/\b(?:fifth|5th)\b|\bnumber (?:five|5)\b|\b(?:#|no\.? ?|option )5\b/, () => 5],
  [/\b(?:last|final|bottom) one\b|\bthe last\b/, (shown) => shown],
];
const ANAPHORA =
  /\b(?:them|those|these|it|that|this one|that one|the plan|the list|same|again|instead|as well|too|also|actually|rather|only|just|what about|how about|make it|make them|swap|replace|change)\b|^(?:and|but|plus|or|oh|ok|okay|hmm|hm|no|nah|yes|yeah|sure|great|perfect)\b/;
const REPLACE =
  /\b(?:swap|replace|change|switch|not (?:that|the|this)|different|another|something else|do not (?:like|want|fancy)|instead of|get rid of|no to|not keen on|not a fan of|other than)\b/;
const ACCEPT =
  /^(?:all|all of them|the rest)(?= (?:except|but|apart from|bar)\b)|^(?:yes|yeah|yep|yup|sure|ok|okay|great|perfect|sounds good|looks good|lovely|fine|go ahead|do it|add them|add it|add the rest|add (?:them )?all|add everything|add the lot|put them (?:all )?in|book them|keep|that works|all good)\b/;
const EXCEPT = /\b(?:but|except|apart from|other than|without|not|minus|leave out|skip|drop)\b/;
const MOVE = /\b(?:move|shift|push|put|do|make) (?:them|it|those|these|everything|the plan|that)?(?: all)? ?(?:to|for|on|onto|into)\b|\binstead\b/;
const CHOOSE =
  /\b(?:add|put|plan|have|make|cook|pick|choose|go with|take|want|i will have|we will have|let us do|sounds? good|open|show|more about|that one|the one)\b/;

const ASKS = /^(?:what|which|is|are|do|does|did|have|has|any|anything|show|tell|remind)\b/;
/** Leaving an item out ("but not the 5th", "skip friday") rather than swapping it. */
const LEAVE_OUT = /\b(?:except|apart from|without|leave out|leave off|skip|drop|not the|but not|minus)\b/;
const MAKE_DAY = new RegExp(`\\bmake ${WEEKDAY}(?:'s|s)?(?: one| dinner| lunch| meal)? (?:a|an|the|something|into)\\b`);
const SKIP_DAY = new RegExp(
  `\\b(?:skip|leave out|leave off|drop|not on|nothing on|no (?:dinner|meal|lunch|cooking) on|except|but not|apart from|without|away on|out on|(?:we are|i am|they are|we will be|i will be) (?:out|away))\\b`,
);
const KEEP = /\bkeep\b|\bleave (?!out\b)/;
const COUNT_OF = /\b(?:only|just) (\d|one|two|three|four|five|six)(?: of (?:them|those|these)| nights?| days?| meals?| dinners?| lunches)\b/;
const DAY_SHIFT = /\b(?:to|for|on) the day (after|before)\b|\b(?:a|one) day (later|earlier)\b/;
const WEEK_AFTER = /\b(?:the )?week after(?: that| next)?\b/;
const ALSO = /\b(?:too|also|as well|add|plus|and)\b/;
const MEAL_ORDER = ["breakfast", "lunch", "dinner", "snack"] as const;

export interface FreshRead {
  action: SierraRequest["action"];
  actionCued: boolean;
  days?: SierraRequest["days"];
  mealTypes?: SierraRequest["mealTypes"];
  constraints: RequestConstraints;
  dropConstraints: (keyof RequestConstraints)[];
}

export function resolveFollowUp(text: string, fresh: FreshRead, state: DialogueState | undefined): SierraRequest | null {
  const last = state?.lastRequest;
  const shown = state?.shown;
  if (!last || !shown) return null;
  const items = itemsMeant(text, shown.items);
  if (items.length === 0 && shown.kind === "list" && CHOOSE.test(text)) items.push(...titleWordMeant(text, shown.items));
  if (items.length === 0 && shown.kind === "list") items.push(...titleNamed(text, shown.items));
  if (fresh.action === "undo" || fresh.action === "decline") return null;
  // "what's on friday this week?" asks the calendar, whatever was shown
  if (fresh.action === "read_plan" && ASKS.test(text) && !items.length) return null;
  const swapsOne = REPLACE.test(text) && !LEAVE_OUT.test(text);
  // "That all looks most satisfactory. Please add them, except Thursday's": the yes may open any sentence
  const accepts = text.split(/[.!;]\s*/).some((sentence) => ACCEPT.test(sentence.replace(/^(?:(?:please|so|then|right|well|and) )+/, "")));
  if (accepts && EXCEPT.test(text) && items.length && shown.kind === "proposal" && !swapsOne)
    return { action: "confirm", followUp: { of: "proposal", op: "accept_except", items } };
  if (fresh.action === "confirm") return null;
  const strongNew = [
    "shopping_list",
    "nutrition",
    "remove_meals",
    "explain",
    "cook_from_pantry",
    "update_preferences",
    "generate_recipe",
    "read_plan",
  ].includes(fresh.action);
  const anaphoric = ANAPHORA.test(text) || items.length > 0;
  const bare = !fresh.actionCued || fresh.action === "search_recipes" || fresh.action === "out_of_scope";
  // "get rid of the pork one" on a proposal replaces that item; it removes nothing from the calendar
  const dropsShown = fresh.action === "remove_meals" && items.length > 0 && shown.kind === "proposal";
  // "could we drop sunday?" after a proposal of the weekend: a day of the proposal left out, not meals removed
  const dropsDay =
    fresh.action === "remove_meals" &&
    shown.kind === "proposal" &&
    last.action === "plan_meals" &&
    last.days !== undefined &&
    daysLeftOut(text, last.days) !== undefined;
  if (strongNew && fresh.actionCued && !(items.length && shown.kind === "list") && !dropsShown && !dropsDay) return null;
  if (!anaphoric && !bare && !dropsDay) return null;
  const base: SierraRequest = { ...last, followUp: undefined, unhandled: undefined };
  const constraints = merge(last.constraints, fresh.constraints, fresh.dropConstraints);
  const of: FollowUp["of"] = shown.kind;
  const withUp = (op: FollowUp["op"], extra: Partial<SierraRequest> = {}, picked?: number[]): SierraRequest =>
    compact({
      ...base,
      constraints,
      ...extra,
      followUp: { of, op, ...(picked?.length ? { items: picked } : {}) },
      dropConstraints: fresh.dropConstraints.length ? fresh.dropConstraints : undefined,
    });
  if (shown.kind === "list" && items.length && (CHOOSE.test(text) || fresh.days || fresh.mealTypes || !REPLACE.test(text)))
    return withUp(
      "choose_item",
      // Only what this message says: the chosen recipe carries the rest (README.md "Follow-ups").
      {
        action: "plan_meals",
        days: fresh.days ?? last.days,
        mealTypes: fresh.mealTypes ?? last.mealTypes ?? ["dinner"],
        constraints: withoutNamingWord(
          text,
          fresh.constraints,
          items.map((n) => shown.items[n - 1]!.title),
        ),
        leftovers: undefined,
      },
      items,
    );
  // "my wife doesn't eat it": the food that named the item is left out of its replacement
  const refused = /\b(?:does not|do not|will not|cannot|can not|never) eat (?:it|that|them|those)\b/.test(text) ? namingFoods(text) : [];
  const avoid = [...new Set([...(constraints.avoidFoods ?? []), ...refused])];
  const withRefused = avoid.length ? { constraints: { ...constraints, avoidFoods: avoid } } : {};
  if (items.length && (REPLACE.test(text) || MAKE_DAY.test(text) || dropsShown) && shown.kind === "proposal" && !LEAVE_OUT.test(text))
    return withUp("replace_item", { days: last.days, mealTypes: last.mealTypes, ...withRefused }, items);
  if (items.length && REPLACE.test(text)) return withUp("replace_item", withRefused, items);
  // "swap it for something with beef" right after talking about one item: "it" is that item
  const talkedOf = last.followUp?.items;
  if (shown.kind === "proposal" && talkedOf?.length === 1 && REPLACE.test(text) && /\b(?:it|that one|this one)\b/.test(text))
    return withUp("replace_item", {}, talkedOf);
  const leftOut = shown.kind === "proposal" && last.days ? daysLeftOut(text, last.days) : undefined;
  if (leftOut) return withUp("narrow_days", { days: leftOut, mealTypes: last.mealTypes });
  if (last.action === "remove_meals" && KEEP.test(text) && fresh.days && last.days) {
    const kept = withoutDays(last.days, withinLastWeek(text, fresh.days, last.days));
    if (kept) return withUp("narrow_days", { days: kept });
  }
  const shift = DAY_SHIFT.exec(text);
  if (shift && last.days && shown.kind === "proposal" && !/\bday after tomorrow\b/.test(text)) {
    const by = shift[1] === "after" ? 1 : -1;
    return withUp("move_days", {
      days: { ...last.days, start: addDays(last.days.start as IsoDate, by), end: addDays(last.days.end as IsoDate, by) },
      mealTypes: fresh.mealTypes ?? last.mealTypes,
    });
  }
  const count = COUNT_OF.exec(text);
  if (count && last.days && shown.kind === "proposal") return withUp("narrow_days", { days: { ...last.days, count: toNumber(count[1]) } });
  if (WEEK_AFTER.test(text) && last.days && !/\bnext week\b/.test(text.replace(WEEK_AFTER, ""))) {
    const start = addDays(mondayOf(last.days.start as IsoDate), 7);
    return withUp("move_days", {
      days: { start, end: addDays(start, 6), ...(last.days.weekdays ? { weekdays: last.days.weekdays } : {}) },
      mealTypes: fresh.mealTypes ?? last.mealTypes,
    });
  }
  const days = fresh.days && withinLastWeek(text, fresh.days, last.days);
  if (days && !sameDays(days, last.days)) {
    const inside = last.days && days.start >= last.days.start && days.end <= last.days.end;
    const narrow = inside && !MOVE.test(text.replace(/\binstead\b/, ""));
    return withUp(narrow ? "narrow_days" : "move_days", {
      // "move them to next week": as many days as were proposed
      days: !narrow && last.days?.count && !days.count ? { ...days, count: last.days.count } : days,
      mealTypes: fresh.mealTypes ?? last.mealTypes,
    });
  }
  // One meal proposed: "nah, something with fish" replaces it, as does any wish after a proposed swap;
  // "something quicker?" after one planned meal refines the plan.
  const single = shown.kind === "proposal" && shown.items.length === 1;
  // "no sausage pls" leaves a food out of it (a refinement); "nah, something with fish" turns it down
  const onlyLeavesOut = /^(?:no|not) [a-z]+/.test(text) && Object.keys(fresh.constraints).every((k) => k === "avoidFoods");
  if (
    single &&
    Object.keys(fresh.constraints).length &&
    (REPLACE.test(text) || (/^(?:nah|no|not)\b/.test(text) && !onlyLeavesOut) || last.action === "swap_meal")
  )
    return withUp("replace_item", {}, [1]);
  const onlyServings = fresh.constraints.servings !== undefined && Object.keys(fresh.constraints).every((k) => k === "servings" || k === "children");
  if (onlyServings) return withUp("change_servings");
  if (Object.keys(fresh.constraints).length || fresh.dropConstraints.length || fresh.mealTypes) {
    // "add lunches too": the meals said join the ones proposed
    const joined =
      fresh.mealTypes && ALSO.test(text) ? MEAL_ORDER.filter((m) => fresh.mealTypes!.includes(m) || (last.mealTypes ?? []).includes(m)) : fresh.mealTypes;
    return withUp("refine", joined ? { mealTypes: joined } : {});
  }
  if (REPLACE.test(text) && shown.items.length === 1) return withUp("replace_item", {}, [1]);
  return null;
}

/** Positions (1-based) of the shown items a message points at: by ordinal, weekday or a word of a title. */
function itemsMeant(text: string, items: ShownItem[]): number[] {
  const found = new Set<number>();
  for (const [pattern, position] of ORDINALS) if (pattern.test(text)) found.add(position(items.length));
  const days = [...text.matchAll(new RegExp(`\\b${WEEKDAY}(?:'s|s)?\\b`, "g"))].map((m) => weekdayNumber(m[1]!));
  const dated = items.some((i) => i.date);
  if (
    (dated && days.length && (REPLACE.test(text) || MAKE_DAY.test(text))) ||
    (dated && days.length && /\b(?:but|except|not|apart from|skip|leave)\b/.test(text))
  )
    items.forEach((item, i) => item.date && days.includes(weekday(item.date as IsoDate)) && found.add(i + 1));
  const named =
    /\bthe ([a-z][a-z -]{2,30}?) (?:ones?|recipes?|dish|option)\b|\b(?:not|no|swap|replace|change|apart from|except|but not|without|minus|bar) the ([a-z]{3,20})\b/.exec(
      text,
    );
  const word = named?.[1] ?? named?.[2];
  if (word && !/^(?:first|second|third|fourth|fifth|last|other|same|next|new)$/.test(word)) {
    // a title that says the words wins over one whose foods are of the family named
    const said = items.flatMap((item, i) => (item.title.toLowerCase().replace(/-/g, " ").includes(word.replace(/-/g, " ")) ? [i + 1] : []));
    (said.length ? said : items.flatMap((item, i) => (titleMeans(item.title, word) ? [i + 1] : []))).forEach((n) => found.add(n));
  }
  return [...found].filter((n) => n >= 1 && n <= items.length).sort((a, b) => a - b);
}

/** "the fish one" is the Salmon Teriyaki: a title holds a word, or a food of the family the word names. */
function titleMeans(title: string, word: string): boolean {
  if (title.toLowerCase().includes(word)) return true;
  const families = familiesNamed(word);
  return families !== null && readIngredient(title).foods.some((food) => families.some((family) => food.has.has(family)));
}

const NOT_TITLE_WORDS = new RegExp(
  `^(?:${WEEKDAY}|tonight|today|tomorrow|dinner|lunch|breakfast|supper|please|that|this|with|have|make|plan|cook|them|those|there|then|some|one|ones)$`,
);

/** "let's have the soup tomorrow", "put the enchiladas on saturday": a word of exactly one listed title picks it. */
function titleWordMeant(text: string, items: ShownItem[]): number[] {
  const words = (/\bthe ([a-z ]+)/.exec(text)?.[1] ?? "").split(" ").filter((w) => w.length >= 4 && !NOT_TITLE_WORDS.test(w));
  for (const word of words) {
    const stem = word.replace(/(?:es|s)$/, "");
    const hits = items.flatMap((item, i) => (item.title.toLowerCase().includes(stem) ? [i + 1] : []));
    if (hits.length === 1) return hits;
  }
  return [];
}

function merge(last: RequestConstraints | undefined, now: RequestConstraints, drop: (keyof RequestConstraints)[]): RequestConstraints {
  const out: Record<string, unknown> = { ...(last ?? {}) };
  for (const key of drop) delete out[key];
  for (const [key, value] of Object.entries(now)) {
    const before = out[key];
    out[key] = Array.isArray(value) && Array.isArray(before) && key !== "diets" ? [...new Set([...before, ...value])] : value;
  }
  const avoid = out.avoidFoods as string[] | undefined;
  if (avoid && out.includeFoods) out.includeFoods = (out.includeFoods as string[]).filter((f) => !avoid.includes(f));
  return out as RequestConstraints;
}

const WEEK_NAMED = /\b(?:this|next|coming|following) (?:week|weekend|wk)\b|\bweek after\b|\d/;

/**
 * "just weeknights" / "only the weekend" after a proposal of next week narrow that proposal's days:
 * a class of weekdays said without a week falls inside the days shown, not in this week.
 */
function withinLastWeek(text: string, days: RequestDays, last: RequestDays | undefined): RequestDays {
  if (!last || WEEK_NAMED.test(text)) return days;
  // "keep sunday" after a proposal of next week: that proposal's Sunday
  if (!days.weekdays && days.start === days.end) {
    const same = eachDay(last.start, last.end).find((d) => weekday(d) === weekday(days.start) && new RegExp(`\\b${WEEKDAY}`).test(text));
    return same && same !== days.start ? { start: same, end: same } : days;
  }
  if (!days.weekdays) return days;
  const kept = eachDay(last.start, last.end).filter((d) => days.weekdays!.includes(weekday(d)) && (!last.weekdays || last.weekdays.includes(weekday(d))));
  if (kept.length === 0) return days;
  return { start: kept[0]!, end: kept.at(-1)!, weekdays: days.weekdays, ...(days.count ? { count: days.count } : {}) };
}

const sameDays = (a: SierraRequest["days"], b: SierraRequest["days"]) => JSON.stringify(a) === JSON.stringify(b);

function compact(request: SierraRequest): SierraRequest {
  const out = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as SierraRequest;
  if (out.constraints && Object.keys(out.constraints).length === 0) delete out.constraints;
  return out;
}

/** "the beef one on sunday": the word that picked the item is no wish for beef. */
function withoutNamingWord(text: string, constraints: RequestConstraints, titles: string[]): RequestConstraints {
  const named = /\bthe ([a-z][a-z -]{2,30}?) (?:one|recipe|dish|option)\b/.exec(text)?.[1] ?? "";
  const words = [...named.split(" "), ...titles.flatMap((t) => t.toLowerCase().split(/[^a-z]+/))].filter(Boolean);
  const naming = (value: string) => words.some((w) => w === value || w.replace(/e?s$/, "") === value);
  const out: RequestConstraints = { ...constraints };
  const includeFoods = out.includeFoods?.filter((f) => !naming(f));
  const cuisines = out.cuisines?.filter((c) => !naming(c));
  if (includeFoods?.length) out.includeFoods = includeFoods;
  else delete out.includeFoods;
  if (cuisines?.length) out.cuisines = cuisines;
  else delete out.cuisines;
  if (out.dish && out.dish.split(" ").every(naming)) delete out.dish;
  return out;
}

/** "the pork one": the foods of the words that named an item. */
function namingFoods(text: string): string[] {
  const named = /\bthe ([a-z][a-z -]{2,30}?) (?:one|recipe|dish|option)\b/.exec(text)?.[1];
  return named
    ? named
        .split(" ")
        .filter((w) => FOODS.has(w.replace(/e?s$/, "")))
        .map((w) => w.replace(/e?s$/, ""))
    : [];
}

/** "the kids are at their dad's thursday so skip that one": the proposal's days without that weekday. */
function daysLeftOut(text: string, last: RequestDays): RequestDays | undefined {
  if (!SKIP_DAY.test(text)) return undefined;
  const named = [...text.matchAll(new RegExp(`\\b${WEEKDAY}(?:'s|s)?\\b`, "g"))].map((m) => weekdayNumber(m[1]!));
  if (!named.length) return undefined;
  const before = eachDay(last.start as IsoDate, last.end as IsoDate).filter((d) => !last.weekdays || last.weekdays.includes(weekday(d)));
  const kept = before.filter((d) => !named.includes(weekday(d)));
  if (!kept.length || kept.length === before.length) return undefined;
  const weekdays = [...new Set(kept.map((d) => weekday(d)))].sort();
  return { start: kept[0]!, end: kept.at(-1)!, weekdays, ...(last.count ? { count: Math.min(last.count, kept.length) } : {}) };
}

/** "keep the weekend though" after a removal: the days proposed, less the ones kept, when they stay one run. */
function withoutDays(last: RequestDays, keep: RequestDays): RequestDays | undefined {
  const kept = new Set(eachDay(keep.start as IsoDate, keep.end as IsoDate).filter((d) => !keep.weekdays || keep.weekdays.includes(weekday(d))));
  const left = eachDay(last.start as IsoDate, last.end as IsoDate).filter((d) => !kept.has(d) && (!last.weekdays || last.weekdays.includes(weekday(d))));
  if (!left.length || left.length === eachDay(last.start as IsoDate, last.end as IsoDate).length) return undefined;
  const contiguous = eachDay(left[0]!, left.at(-1)!).length === left.length;
  return contiguous
    ? { start: left[0]!, end: left.at(-1)! }
    : { start: left[0]!, end: left.at(-1)!, weekdays: [...new Set(left.map((d) => weekday(d)))].sort() };
}

const FILLER_WORDS = new RegExp(
  `^(?:${WEEKDAY}|tonight|today|tomorrow|dinner|lunch|breakfast|supper|tea|please|thanks|for|on|at|the|a|an|and|then|ok|okay|yes|yeah|let us|lets|do|have|we|i|us|me|next|this|week|that|one|plan|put|add|it|in|to)$`,
);

/** "pad thai on tuesday please": the message, less its days and courtesies, is the name of one listed item. */
function titleNamed(text: string, items: ShownItem[]): number[] {
  const words = text
    .replace(/[^a-z' ]+/g, " ")
    .split(" ")
    .filter((w) => w && !FILLER_WORDS.test(w));
  if (words.length === 0 || words.length > 4 || words.every((w) => w.length < 4)) return [];
  const hits = items.flatMap((item, i) => {
    const title = item.title.toLowerCase();
    return words.every((w) => new RegExp(`\\b${w.replace(/e?s$/, "")}`).test(title)) ? [i + 1] : [];
  });
  return hits.length === 1 ? hits : [];
}
