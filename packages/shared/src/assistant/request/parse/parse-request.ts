import { mealTypesIn } from "../../intent/meal-types";
import { normalizeMessage } from "../../intent/normalize";
import { preferenceChangesIn } from "../../intent/preferences";
import { smallTalkKind, withoutGreeting } from "../../intent/small-talk";
import { foodSlots } from "../../intent/foods";
import type { PreferenceChanges } from "../../api";
import type { RequestConstraints, RequestContext, SierraRequest } from "../request";
import { singular } from "../../../recipes/ingredient-parser/core-food";
import { actionOf } from "./action";
import { constraintsIn } from "./constraints";
import { daysIn } from "./days";
import { leftoversIn, nutritionIn } from "./details";
import { droppedIn, withoutDropped } from "./drop";
import { generatedDish, searchedDish } from "./generated-dish";
import { resolveFollowUp } from "./follow-up";
import { respell } from "./spelling";

/**
 * Reads one chat message into Sierra's request model (README.md beside request.ts), slot by slot:
 * the message is normalised (case, contractions, casual and British words, typos), each slot is
 * found by its own recogniser (action cues, days, meal types, every kind of constraint), and a
 * follow-up is resolved against the dialogue state. Pure: `context.today` is the clock.
 */
/** "sounds great, put them on the calendar": a yes to the last proposal in more words. */
const CONFIRM_ADD =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|sounds (?:good|great|perfect)|looks (?:good|great|perfect)|perfect|great|lovely|brilliant|go on|go ahead|cheers|thanks|thank you)\b[ ,!.]*(?:please )?(?:add|put|save|book|lock|pop|stick)(?: them| it| those| these| that| all| the (?:plan|lot|meals|week|dinners|lunches|breakfasts|suppers|recipes)| everything| those (?:dinners|lunches|meals|recipes)| these (?:dinners|lunches|meals|recipes))+(?: in| on| to| into)?(?: (?:my|the|our) (?:calendar|plan|week))?[ .!]*(?:then|please|thanks|thank you)?[ .!]*$/;

const PLAN_FIRST =
  /^(?:please |can you |could you )?(?:plan|fill|sort out|map out)\b.*\b(?:and (?:then )?|then )(?:make|do|write|get|create|give)\b.*\bshopping\b/;
/** Words that ask for recipes to look at rather than a day's meal. */
const BROWSING = /\b(?:recipes?|ideas?|find|search|show|look up|suggestions?|options|browse)\b/;

/** A verb that swaps a meal out, then the meal meant, up to where the wish for its replacement starts. */
const REPLACING =
  /\b(?:swap|replace|change|switch|swap out|exchange|trade|get rid of|do not fancy|not keen on|not a fan of|(?:kids?|children|they|he|she|we) (?:will not|would not|do not|does not) (?:eat|like))\b/;
const REPLACED_MEAL =
  /\b(swap(?: out)?|replace|change|switch|exchange|trade|get rid of|do not fancy|not keen on|not a fan of|not feeling|than)((?: (?!for\b|with\b|to\b|into\b|so\b|because\b|as\b|and\b|but\b|since\b|after\b|before\b)[a-z0-9']+){1,4})(?=$|[ ,.;!?]+(?:for|with|to|into|so|because|as|and|but|since|after|before)\b|[,.;!?])/;

/** "the steak on the 14th is too pricey, swap it...": the meal complained of is the one swapped out. */
const COMPLAINED_MEAL =
  /(?:^|\b(?:says|said|thinks|reckons|finds|honestly|so) )(?:the|our|my|that|this)(?: [a-z0-9']+){1,5} (?=(?:is|are|was|looks|seems) (?:too|a bit|way|really|so|quite|a lot|a pain|not)\b)/;

/** "it's got couscous and my daughter's coeliac": what the swapped meal holds is no wish. */
const MEAL_HOLDS =
  /\b(?:it|that|which|this) (?:has got|is got|has|contains|is full of|is made with|comes with) (?:a lot of |lots of |loads of |some )?[a-z ]+?(?=[,.;!?]| and | but |$)/g;

function withoutReplacedMeal(text: string): string {
  // "monday's curry -> something kid friendly": what comes before the arrow is swapped out
  return text
    .replace(/^.*?->\s*/, "")
    .replace(MEAL_HOLDS, " ")
    .replace(COMPLAINED_MEAL, "the meal ")
    .replace(REPLACED_MEAL, "$1");
}

export function parseRequest(message: string, context: RequestContext): SierraRequest {
  // "on nights thu fri sat", "home at 8am off nights": work shifts, not dinners
  const text = withoutGreeting(respell(normalizeMessage(message))).replace(/\b(?:on|off|working|doing) nights\b|\bnight shifts?\b/g, "on shift");
  if (!/[a-z0-9]/.test(text)) return { action: "out_of_scope" };
  const small = smallTalkKind(text);
  if (small === "greeting" || small === "help" || small === "thanks") return { action: small };
  if (small === "confirm" || small === "decline") return { action: small };
  if (CONFIRM_ADD.test(text) && !/\b(?:but|except|not|without|apart from)\b/.test(text)) return { action: "confirm" };
  const preferences = preferenceChangesIn(text);
  const today = context.today;
  // "the 2nd one on friday" after a list: the ordinal picks an item, the weekday is the day
  // "move it to the friday, saturday's fallen through": the day moved to is in the part that moves
  const moved =
    /\b(?:move|shift|push) (?:it|them|that|those|these|everything|the plan|the meals?|the dinners?)(?: all)? (?:to|onto|until|till)\b[^,;.!?]*/.exec(text);
  // "actually only mon to thu, im off fri-sun": after a proposal, the days kept are those after "only"
  const only = /^(?:(?:actually|just|oh|ok|okay|so|sorry|wait|hmm),? )*only (?:on |for )?[^,;.!?]+/.exec(text);
  const daysSaid = context.state ? (moved?.[0] ?? only?.[0] ?? text) : text;
  const days = daysIn(withoutItemOrdinal(daysSaid, context), { today, selectedDate: context.selectedDate });
  const mealTypes = mealTypesIn(text);
  const foods = foodSlots(text);
  const read = constraintsIn(text);
  const constrained = mealTypes.length > 0 || Object.keys(read.constraints).length > 0 || read.dish !== undefined;
  const { action: cued, cued: said } = actionOf(text, { foods, hasDate: days !== undefined, hasMealType: mealTypes.length > 0, constrained });
  // "swap sunday's roast for something cheaper": the meal swapped out is not a wish for the new one
  const { constraints, dish: dishSaid } = cued === "swap_meal" || REPLACING.test(text) || COMPARED.test(text) ? constraintsIn(withoutReplacedMeal(text)) : read;
  const dropConstraints = droppedIn(text);
  // "forget the vegan bit": the constraint let go of is not said again by the words letting it go
  // and "actually meat is fine": the food let go of is no wish for it
  if (dropConstraints.length) {
    const kept = constraintsIn(withoutDropped(text)).constraints;
    for (const key of dropConstraints) if (kept[key] === undefined) delete constraints[key];
    const wanted = constraints.includeFoods?.filter((f) => !letGo(text, f));
    if (wanted?.length) constraints.includeFoods = wanted;
    else delete constraints.includeFoods;
  }
  // A preference said beside a request ("plan next week, they don't eat pork") is that request's constraint.
  const aboutProfile = /\b(?:dislikes?(?: list)?|allergies|allergy list|preferences|profile|favou?rite cuisines|household (?:size|settings))\b/.test(text);
  // "no wine in the recipes please": the recipes named as where the food must not be is no search
  const searchWords = /\b(?:recipes?|find|search|ideas?|suggest|show me|plan|cook|make)\b/.test(
    text
      .replace(/\b(?:in|into|from|out of) (?:the|my|our|any|your) (?:recipes?|meals?|plans?|dishes|food)\b/g, " ")
      .replace(/\b(?:never|do not|stop|quit|no more) (?:suggest|suggesting|make|making|plan|planning|cook|cooking)\b/g, " "),
  );
  // "from now on", "these days": a lasting change, whatever else the message asks
  const lasting =
    /\b(?:from now(?: on)?|as of (?:now|today|this week|this month|monday|next week)|going forward|in future|remember|these days|lately|nowadays|really into|just so you know|(?:please |kindly )?(?:note|bear in mind|keep in mind)|for your information)\b/.test(
      text,
    );
  // "we've gone vegetarian as of this week": a change of diet told, with nothing asked
  const changedDiet =
    preferences?.changes.addDiets !== undefined &&
    /\b(?:have|has) (?:gone|become|turned|switched to)\b/.test(text) &&
    !/\b(?:plan|find|show|suggest|make|cook|give|search|recipes?|ideas?|sort|sorted|need|can you|could you)\b/.test(text);
  const prefsWin =
    changedDiet ||
    (preferences &&
      (aboutProfile ||
        (!said && !preferences.soft) ||
        // "grew out of his egg allergy, you can take that off": taking a preference off, not meals
        (cued === "remove_meals" && !days && !preferences.soft) ||
        // "he's come round to mushrooms, you can put them back in": back into the meals, not an undo
        (cued === "undo" && !preferences.soft) ||
        // "sick of the same stuff, switch it up": with nothing shown and no day, no meal to swap
        (cued === "swap_meal" && !days && !context.state && !preferences.soft) ||
        ((cued === "search_recipes" || cued === "out_of_scope") && !searchWords) ||
        (lasting && (!said || !preferences.soft))));
  // "show me easy dinners the kids will like": no day and a wish about the food is a search, not a look at the plan
  const wish = cued === "read_plan" && !days && Object.keys(constraints).length > 0;
  // "plan next week and make a shopping list": the plan first; the list is made from it once added
  const planThenList = cued === "shopping_list" && PLAN_FIRST.test(text);
  // "sort dinner for the day after tomorrow, something with salmon": a wish for a day is a plan
  const dayWish = cued === "search_recipes" && days !== undefined && !BROWSING.test(text);
  const action = prefsWin ? "update_preferences" : wish ? "search_recipes" : planThenList || dayWish ? "plan_meals" : cued;
  if (preferences && action !== "update_preferences") avoidWhatIsDisliked(constraints, preferences.changes);
  const followUp = resolveFollowUp(
    text,
    // a dish said in a follow-up ("make sunday's a roast") is part of what it asks
    {
      action,
      actionCued: said,
      days,
      mealTypes: mealTypes.length ? mealTypes : undefined,
      constraints: dishSaid ? { ...constraints, dish: dishSaid } : constraints,
      dropConstraints,
    },
    context.state,
  );
  if (followUp) return followUp;
  if (action === "update_preferences") return { action, preferenceChanges: singularItems(preferences!.changes) };
  const request: SierraRequest = { action };
  const withDays = ["read_plan", "plan_meals", "swap_meal", "remove_meals", "shopping_list", "nutrition", "explain"].includes(action);
  if (withDays) {
    const selected = context.selectedDate ? { start: context.selectedDate, end: context.selectedDate } : undefined;
    request.days = days ?? (action === "shopping_list" || action === "nutrition" || action === "explain" ? undefined : selected);
  } else if (days && (action === "cook_from_pantry" || action === "search_recipes") && mealTypes.length && !BACKGROUND_MONTH.test(text)) request.days = days;
  // "invent a vegetarian main for saturday": the day said is the day the invented dish is for
  // ("a weeknight pasta bake", "a project this weekend" describe the dish, not one day it is for)
  else if (days && action === "generate_recipe" && days.start === days.end) request.days = days;
  // "what can i make from my pantry in the slow cooker for tomorrow": the day it is for
  // "skint til friday": a day a state lasts until is no day to cook for
  else if (days && action === "cook_from_pantry" && days.start >= today && !saysCookedWhen(text) && !UNTIL_DAY.test(text) && !BACKGROUND_MONTH.test(text))
    request.days = days;
  // a shopping list is made from the days' plan as a whole: it carries days, never meal types (corpus-case.ts `shop`)
  if (mealTypes.length && action !== "out_of_scope" && action !== "shopping_list") request.mealTypes = mealTypes;
  // A swap that names no meal is of the meal planned that day: the engine looks it up (README.md).
  else if (action === "plan_meals") request.mealTypes = ["dinner"];
  const dish = action === "generate_recipe" ? generatedDish(text, dishSaid) : action === "search_recipes" ? (dishSaid ?? searchedDish(text)) : dishSaid;
  if (dish) {
    constraints.dish = dish;
    // A dish's own foods are not repeated as foods to include (README.md "Constraints").
    const words = dish.split(/[ -]/).map((w) => singular(w));
    // "sweet potato stew": a food of two words is the dish's too
    constraints.includeFoods = constraints.includeFoods?.filter((f) => !words.includes(f) && !` ${words.join(" ")} `.includes(` ${f} `));
    if (!constraints.includeFoods?.length) delete constraints.includeFoods;
  }
  const usesConstraints = ![
    "read_plan",
    "remove_meals",
    "shopping_list",
    "nutrition",
    "greeting",
    "help",
    "thanks",
    "out_of_scope",
    "undo",
    "explain",
  ].includes(action);
  // an invented recipe is new by nature: it carries no novelty (README.md, labelling decisions)
  if (action === "generate_recipe") delete constraints.novelty;
  if (usesConstraints && Object.keys(constraints).length) request.constraints = constraints;
  if (action === "nutrition") request.nutrition = nutritionIn(text, mealTypes);
  if (action === "cook_from_pantry") {
    const leftovers = leftoversIn(text);
    if (leftovers.length) request.leftovers = leftovers;
    pantryConstraints(request, leftovers);
    // "half a roast chicken left from sunday ... tonight": the day it is for, not when it was cooked
    // "dal from last night, what to make for tiffin tomorrow": last night's meal is not the one asked for
    if (saysCookedWhen(text) && request.mealTypes) {
      const asked = mealTypesIn(text.replace(COOKED_WHEN, " "));
      if (asked.length) request.mealTypes = asked;
      else delete request.mealTypes;
    }
    if (saysCookedWhen(text) && request.days) {
      const forDay = daysIn(text.replace(COOKED_WHEN, " "), { today, selectedDate: context.selectedDate });
      if (forDay && forDay.start >= today) request.days = forDay;
    }
    // "leftover rice from last night": when the food was cooked is no day to plan
    if (saysCookedWhen(text) && request.days && request.days.end < today) {
      delete request.days;
      const still = mealTypesIn(text.replace(COOKED_WHEN, ""));
      if (still.length) request.mealTypes = still;
      else delete request.mealTypes;
    }
  }
  if (preferences?.soft) request.unhandled = ["a preference said in passing (say it on its own to save it)"];
  if (planThenList) request.unhandled = ["the shopping list (ask for it once the plan is on your calendar)"];
  return request;
}

/** "trying not to waste food this month": a month is the background, not the day to cook for */
const BACKGROUND_MONTH = /\b(?:this|next) month\b/;
const UNTIL_DAY = /\b(?:til|till|until|before|up to) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|payday|pay day|the weekend|next week)\b/;
const COMPARED = /\bthan (?:the|our|my|that|this|[a-z]+'s)\b/;
// "from sunday", "sunday's roast" is when food was cooked; "on sunday" is the day it is for
const COOKED_WHEN =
  /\b(?:from |of )?(?:last night|yesterday|the other night)(?:'s)?(?: (?:dinner|tea|supper|lunch|meal|roast))?\b|\b(?:from|of|after) (?:the weekend|sunday)(?:'s)?(?: (?:dinner|tea|supper|lunch|meal|roast))?\b|\b(?:the weekend|sunday)'s (?:dinner|tea|supper|lunch|meal|roast)\b|\b(?:the weekend|sunday)(?= (?:leftovers|left over))/g;
// .test() on a /g pattern moves its lastIndex and the next call starts mid-text: tests use this one.
const saysCookedWhen = (text: string) => new RegExp(COOKED_WHEN.source).test(text);

/** At hand, the foods used up are leftovers, not wishes; "in something with prawns" still wants prawns. */
function pantryConstraints(request: SierraRequest, leftovers: string[]): void {
  const c = request.constraints;
  if (!c) return;
  const words = leftovers.flatMap((l) => l.split(" "));
  if (c.includeFoods) c.includeFoods = c.includeFoods.filter((f) => !words.includes(f) && !leftovers.includes(f));
  if (!c.includeFoods?.length) delete c.includeFoods;
  // "leftover curry sauce": the dish word is part of what is at hand
  const dishWords = c.dish?.split(" ") ?? [];
  if (c.dish && leftovers.some((l) => dishWords.every((w) => l.split(" ").includes(w)))) delete c.dish;
  if (Object.keys(c).length === 0) delete request.constraints;
}

const ITEM_ORDINAL = /\bthe (\d)(?:st|nd|rd|th)\b(?! (?:of|december|january|february|march|april|may|june|july|august|september|october|november)\b)/;
const DAY_WORD = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|today|tomorrow)\b/;

function withoutItemOrdinal(text: string, context: RequestContext): string {
  const shown = context.state?.shown;
  const ordinal = ITEM_ORDINAL.exec(text);
  if (!shown || !ordinal || !DAY_WORD.test(text) || Number(ordinal[1]) > shown.items.length) return text;
  return text.replace(ITEM_ORDINAL, "the item");
}

const letGo = (text: string, food: string) => new RegExp(`\\b${food}s? (?:is|are|'s) (?:fine|ok|okay|alright|back on)\\b`).test(text);

/** Diets said as "we don't eat pork": inside a request, the food is left out (README.md "Constraints"). */
const FOOD_FREE = new Set(["pork-free", "beef-free", "alcohol-free"]);

/** Foods a passing "they don't eat X" / "allergic to X" names, left out of this request. */
function avoidWhatIsDisliked(constraints: RequestConstraints, changes: PreferenceChanges): void {
  // "they don't eat pork" is a pork-free diet: this request leaves pork out
  // "my mother-in-law is coeliac": a diet by its name is this request's diet (README.md "Constraints")
  const dietsNamed = (changes.addDiets ?? []).filter((diet) => !FOOD_FREE.has(diet));
  if (dietsNamed.length) constraints.diets = [...new Set([...(constraints.diets ?? []), ...dietsNamed])];
  const dietFoods = (changes.addDiets ?? []).flatMap((diet) => (FOOD_FREE.has(diet) && !constraints.diets?.includes(diet) ? [diet.slice(0, -5)] : []));
  const named = [...(changes.addDislikes ?? []), ...(changes.addAllergies ?? []), ...dietFoods].flatMap((item) => foodSlots(item).includeIngredients);
  const avoid = [...new Set([...(constraints.avoidFoods ?? []), ...named])];
  if (avoid.length) constraints.avoidFoods = avoid;
  if (constraints.includeFoods) {
    constraints.includeFoods = constraints.includeFoods.filter((f) => !avoid.includes(f));
    if (!constraints.includeFoods.length) delete constraints.includeFoods;
  }
}

/** Preference lists name foods singular, as the request model does ("peanuts" -> "peanut"). */
function singularItems(changes: PreferenceChanges): PreferenceChanges {
  const out: Record<string, unknown> = { ...changes };
  for (const key of ["addAllergies", "removeAllergies", "addDislikes", "removeDislikes"] as const) {
    const items = changes[key];
    if (items) out[key] = items.map((item) => item.replace(/([a-z]+)$/, (w) => singular(w)));
  }
  return out as PreferenceChanges;
}
