import { requestKind, onlyNamesDays } from "../../intent/classify";
import { foodSlots, type FoodSlots } from "../../intent/foods";
import { bareWords } from "../../intent/normalize";
import type { RequestAction } from "../request";

/**
 * The action a message asks for, from its cues. Abilities the older intent reader did not know
 * (remove, shopping list, nutrition, cooking from what is at hand, explain, undo) are tested
 * first by their own cues; the rest goes through the intent reader's phrasings (classify.ts).
 * A message about nothing Sierra does is out of scope.
 */
const UNDO =
  /\b(?:scrap|remove|delete|take off|get rid of|clear) (?:what|everything|all|the (?:meals?|ones?|things?|dinners?)) (?:that )?you (?:just )?(?:added|put in|put on|did|planned)\b|\breverse (?:it|that|this)\b|\bthat was a mistake\b|\bundo\b|\bput (?:it|that|them|everything|the (?:calendar|plan|week|meals)) back\b|\bback (?:to )?(?:how|the way) it was\b|\brevert\b|\btake (?:that|it) back\b|\bchange it back\b|\bgo back to (?:how|what) it was\b|\breverse that\b/;
const SHOPPING =
  /\bshopping\b|\bneed to (?:buy|get|pick up)\b|\bwhat do (?:i|we) need(?: to (?:buy|get))? for\b|\b(?:going to|off to|heading to) (?:the )?(?:shops?|supermarket|store|tesco|sainsbury'?s|asda|aldi|lidl|walmart|costco|kroger)\b|\bgrocer(?:y|ies)\b|\bwhat (?:do|will|should|must|shall) (?:i|we) (?:need to |have to )?buy\b|\bwhat (?:i|we) (?:must|have to|need to|should) buy\b|\bbuy list\b|\bingredients? list\b|\blist of (?:ingredients|what to buy|things to buy)\b|\b(?:the |a )?shop list\b|\bwhat to buy\b|\bsupermarket list\b|\b(?:big|weekly|food|online|grocery) shop\b|\blist for the shops?\b|\bingredients (?:am i|are we|i am|we are) missing\b|\bmissing ingredients\b|\bwhat (?:i|we) (?:ought to|should|need to|have to) (?:pick up|buy|get|grab)\b|\b(?:pick up|grab|get|need) (?:from|at) (?:the )?(?:shops?|store|supermarket|market|tesco|sainsbury'?s|asda|aldi|lidl|walmart|costco|kroger|trader joe'?s|whole foods|woolies|woolworths|coles|iga|morrisons|waitrose|dunnes|supervalu|safeway|publix|target|heb)\b/;
const NUTRITION_MEASURE = /\b(?:calories|calorie|kcal|protein|carbs?|carbohydrates?|fat|fats|macros?|nutrition(?:al)?|nutrients?|sugar intake)\b/;
const REMOVE =
  /\b(?:remove|delete|clear|erase|wipe|get rid of|take (?:[a-z']+ ){0,3}?(?:off|out)(?! of the oven)|scrap|bin|drop|unplan|unschedule|(?<!\b(?:still|are|is|be|stay|left|look|looks|the|any|those|my|our|all|fill|fill in) )empty(?! ?\??$)|cancel)\b(?!.*\b(?:from|out of) (?:my|our|the) (?:dislikes|allergies|preferences|profile|cuisines|list of)\b)/;
const PANTRY =
  /^(?:in )?(?:my |the |our )?(?:fridge|freezer|pantry|cupboards?|press|larder)\s*[:=-]|\bfridge raid\b|\braid (?:the|my) (?:fridge|cupboards?|pantry)\b|\b(?:clear|empty) (?:out )?(?:the|my) (?:fridge|cupboards?)\b|\bleft ?overs?\b|\b(?:in|from) (?:my|our|the) (?:pantry|fridge|freezer|cupboards?|larder|kitchen|press)\b|\b(?:what|stuff|things) (?:i|we) (?:have|have got|got)\b(?! (?:never|not|had|tried|eaten|made|planned|on|booked|scheduled|coming|for))|\buse (?:up|it up|them up)\b|\busing up\b|\b(?:i|we) (?:have|have got|got) (?:some |a bit of |half a |loads of |lots of |a lot of )?(?:left|[a-z]+ (?:left|to use|going off|that needs))\b|\bgoing off\b|\bneeds? using\b|\bbefore it goes (?:off|bad)\b|\bwhat can (?:i|we) (?:make|cook|do) with\b|\bwhat (?:i|we) (?:can|could) (?:make|cook|do) with\b|\b(?:i|we) (?:have|have got|got|only have) (?!(?:to|never|not|no|been|had|just)\b)(?:[a-z]+[ ,]+){1,6}?(?:what|anything|can)\b|\bonly have [a-z ,]+ (?:what|anything|can)\b/;
const EXPLAIN =
  /^(?:why|how come)\b|\bwhy (?:you|did you|have you|would you) (?:chose|choose|chosen|picked|pick|went for|go for|put|suggested|suggest|planned|plan|added|add)\b|\bwhy (?:did|do|would|is|are|this|that|these|those)\b|\bexplain\b|\bwhat (?:made|makes) you (?:pick|choose|suggest)\b|\breason for\b/;
const NOT_FOOD =
  /\b(?:weather|football|news|joke|poem|stock|bitcoin|capital of|homework|email|translate|song|movie|film|tv show|flight|taxi|uber|president|election|score|poem|limerick|haiku|rhyme|story|essay|letter|cats?|dogs?|match|league|team|footy|footie|rugby|cricket|soccer|who won)\b/;
/** Casual verbs for planning: "sort me out some dinners", "chuck something on for thursday". */
const CASUAL_PLAN =
  /\b(?:sort (?:me |us )?(?:out|something)|sort out|do me|throw together|knock up|rustle up|whip up|chuck|pop|stick|slot|line up|map out|figure out|work out|come up with)\b.*\b(?:dinners?|lunch(?:es)?|breakfasts?|meals?|suppers?|week|weekend|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|nights?)\b|\bwhat (?:should|shall|can|could) (?:i|we) (?:have|eat|cook|make|do for)\b.*\b(?:tonight|tomorrow|this week|next week|dinners?|lunch|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bwhat(?: is| to)? for (?:dinner|tea|supper|lunch) (?:tonight|tomorrow)\?? (?:any )?ideas\b|\bsuggest (?:a |some |something for )?(?:dinner|lunch|breakfast|supper|meal)s?\b.*\b(?:tonight|tomorrow|week|day)\b/;
/** "write me a recipe for...", "create a high protein vegetarian curry": one new dish, not a plan or a list. */
const GENERATE =
  /^(?:(?:can|could|would|will) you |please )?(?:create|write|invent|devise|dream up|think up|make (?:me |us )?up|come up with|generate)(?: me| us)? (?:a|an|one)\b(?!.*\b(?:plan|week|schedule|menu|list|tonight|tomorrow|meals|dinners)\b)/;
/** A question whether something is planned ("have I got dinners planned", "is there a plan for tonight") reads the calendar. */
const ASK_PLANNED =
  /^what is on(?: the (?:menu|plan|calendar))?[ ?!.]*$|^(?:(?:can|could|would|will) you (?:please )?|please )?remind me (?:what|which)\b|^(?:please )?tell me (?:which|what) (?:meals|dinners|lunches|breakfasts|food)\b|^what (?:are )?we (?:eating|having|cooking)\b|^what (?:did|have) (?:i|we|you) (?:plan|planned|put|pick|picked|choose|chose)\b|^what is cooking\b|^(?:any|anything|is anything|is there anything|are any|anything still)\b(?!.*\b(?:please|pls|can you|could you)\b).*\b(?:planned|on the (?:calendar|plan|menu)|scheduled|booked in)\b|^what is the plan (?:this|next|for|on|tonight|tomorrow|today)\b(?!.*\b(?:please|pls|can you|could you)\b)|^(?:what (?:is|are) the plans? (?:for|on)\b(?!.*\b(?:please|pls|can you|could you)\b))|^(?:have (?:i|we|you)|has|did (?:you|i|we)|is there|are there|do (?:i|we|you) have|what is the plan|what are the plans)\b.*\b(?:plan|plans|planned)\b(?!.*\b(?:please|pls|can you|could you)\b)/;
/** Foods said to be at hand, then a call for ideas: "got some eggs and cheese, ideas?", "fridge has courgettes, what should i do". */
const AT_HAND =
  /^(?:(?:i|we) (?:have|have got|got|only have|have only got)|got|(?:the |my |our )?(?:fridge|freezer|cupboard|pantry) has)\b(?! (?:a|an) (?:family|partner|kid|child|son|daughter|husband|wife|baby)\b)(?! to\b)(?! (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|some|a few|a couple of) (?:people|guests|friends|kids|children|adults|of us|folks?|mates|visitors)\b)[a-z0-9 ,'-]*?\b(?:ideas?|what (?:can|could|should|shall|do)|could (?:i|we) make|help|suggestions?|anything)\b/;
const AT_HAND_SENTENCES =
  /^(?:(?:i|we) (?:have|have got|got|only have|have only got)|got)\b(?! (?:a|an|\d+|two|three|four) (?:family|partner|kids?|children|child|son|daughter|husband|wife|baby|guests?|people|friends)\b)[a-z0-9 ,'-]*[.!?]+ *(?:any )?(?:[a-z]+ )?(?:ideas?|suggestions?|what (?:can|could|should|shall) (?:i|we) (?:make|cook|do))\b/;
const AT_HAND_WISH =
  /^(?:(?:(?:i|we) )?(?:have|have got|got|only have|have only got)|got)\b(?! any\b)(?! (?:a|an|\d+|two|three|four) (?:family|partner|kids?|children|child|son|daughter|husband|wife|baby|guests?|people|friends|twins)\b)[a-z0-9 ,'-]*?(?:[,.!?-]|\b(?:and|so))\s*(?:any )?(?:(?:give|make|find|suggest|get) (?:me|us) )?(?:something|anything|ideas?|suggestions?|what|tea|dinner|lunch|supper|breakfast|help|need)\b/;
const PLAN_VERB = /\b(?:plan|schedule|book|put|add|swap|replace|calendar)\b/;
/** "can we have something quicker than the lasagne on saturday": a swap of the meal named. */
/** "the lamb on sunday is too rich, something lighter in its place", "not feeling tonight's curry": the planned meal swapped. */
const SWAP_HINT =
  /\b(?:took one look at|hated|refused|will not eat|would not eat|did not like) (?:tonight|tomorrow|[a-z]+day)'s\b|\bin (?:its|their) place\b|\bin place of\b|\b(?:whatever is|whatever's) planned\b|\b(?:the [a-z ]{3,30}? )?planned for (?:tonight|tomorrow|[a-z]+day)\b.*\b(?:something|anything|instead|easier|quicker|cheaper)\b|\bnot feeling (?:tonight|tomorrow|[a-z]+day)'s\b|\bsomething else on (?:tonight|tomorrow|[a-z]+day)\b|\b(?:is|are) too (?:rich|heavy|expensive|pricey|spicy|dear|much|hard|long)\b.*\b(?:change|swap|something|instead|replace)\b|\b(?:change|swap|replace) it\b/;
/** "no need for anything on those days", "i won't need dinner": the days' meals are taken off. */
const NOT_NEEDED =
  /\bno need for (?:anything|dinner|lunch|breakfast|a meal|meals|food)\b|\b(?:will not|do not) need (?:dinner|lunch|breakfast|a meal|meals|anything)\b|\b(?:we are|i am|we will be|i will be) (?:eating out|out|away)\b(?!.*\b(?:plan|something|cook)\b)/;
const COMPARED_SWAP =
  /\b(?:something|anything|one|a meal|a dinner|a lunch)(?: [a-z]+)? (?:quicker|faster|cheaper|easier|healthier|lighter|simpler|less [a-z]+|more [a-z]+|different|other) than (?:the|our|my|that|this|[a-z]+'s)\b/;
/** "what shall we eat on saturday? something posh", "what's a good thing to make tonight with mince": a wish for that day. */
const SUGGEST_FOR_DAY =
  /^what (?:shall|should|can|could|do) (?:i|we) (?:eat|have|make|cook)\b|^what is a good (?:thing|something|dish|meal|recipe|idea) to (?:make|cook|have|eat)\b|^what is a good (?:[a-z-]+ ){0,3}(?:dish|meal|recipe|dinner|lunch|breakfast|supper|idea)\b/;
const INVENT =
  /\b(?:(?:make|dream|think|whip|cook) (?:me |us )?up|invent|devise|design|create|write)(?: me| us)? (?:a |an )?(?:new |brand new |original |custom |unique )?(?:[a-z-]+ ){0,4}(?:recipe|dish|cake|curry|pie|soup|salad|stew|dessert|bake|pasta|thing|casserole|bowl|traybake|biscuits?|cookies?|bread|sauce|snack|breakfast|lunch|dinner|supper|meal)\b(?!.*\b(?:plan|week|schedule|menu|list|calendar)\b)|\b(?:new|original|brand new|your own|my own|unique) (?:[a-z-]+ ){0,2}recipe\b|\b(?:create|invent|make|write|devise|come up with) (?:a |an |your own |my )?(?:version|take|twist|riff) (?:of|on)\b|\brecipe (?:that )?(?:nobody|no one|no-one) (?:has|have) (?:made|tried|seen|cooked)\b|\b(?:create|invent|make up|dream up) something\b|^invent\b/;
const ASK_PLAN = /^(?:what(?: is| are)?|is|are|do|does|did|have|has|any|anything|show|list|check|remind|tell)\b/;

export interface ActionCues {
  foods: FoodSlots;
  hasDate: boolean;
  hasMealType: boolean;
  /** the message states some constraint or meal type */
  constrained: boolean;
}

/** The action and whether a cue said it (rather than a guess from what the message names). */
export function actionOf(text: string, cues: ActionCues): { action: RequestAction; cued: boolean } {
  const action = cuedAction(text, cues);
  if (action) return { action, cued: true };
  return { action: guessedAction(text, cues), cued: false };
}

function cuedAction(text: string, cues: ActionCues): RequestAction | null {
  if (UNDO.test(text)) return "undo";
  if (SHOPPING.test(text)) return "shopping_list";
  if (atHandAsk(text)) return "cook_from_pantry";
  // "make up a new recipe using leftover turkey", "invent something with tofu, 40g protein": inventing is asked for
  if (INVENT.test(text) && !NOT_FOOD.test(text)) return "generate_recipe";
  if (isNutritionQuestion(text)) return "nutrition";
  if (EXPLAIN.test(text)) return "explain";
  // "scrap the vegan bit": a constraint let go of, not meals taken off
  if (
    REMOVE.test(text) &&
    !/\b(?:remove|delete|drop) (?:the )?(?:mushrooms?|onions?|dairy|meat|[a-z]+ from (?:it|the recipe))\b/.test(text) &&
    !/\b(?:scrap|drop|remove|bin|cancel) (?:the |that |this )?[a-z-]+(?: [a-z-]+)? (?:bit|thing|part|idea|requirement|rule|constraint|condition|option)\b/.test(
      text,
    )
  )
    return "remove_meals";
  if (PANTRY.test(text)) return "cook_from_pantry";
  if (ASK_PLANNED.test(text)) return "read_plan";
  if (AT_HAND.test(text) && !/^got any\b/.test(text)) return "cook_from_pantry";
  // "got pasta, tuna and sweetcorn, tea for 4 tonight?", "i have chicken thighs and rice, something the kids will eat"
  if (AT_HAND_WISH.test(text) && cues.foods.includeIngredients.length > 0 && !PLAN_VERB.test(text)) return "cook_from_pantry";
  if (COMPARED_SWAP.test(text) && cues.hasDate) return "swap_meal";
  if (SWAP_HINT.test(text) && cues.hasDate) return "swap_meal";
  if (NOT_NEEDED.test(text) && cues.hasDate) return "remove_meals";
  if (SUGGEST_FOR_DAY.test(text) && cues.hasDate && (cues.constrained || cues.foods.includeIngredients.length > 0)) return "plan_meals";
  // "i have tofu, broccoli and noodles. dinner ideas?": the foods at hand, then the call for ideas
  if (AT_HAND_SENTENCES.test(text) && cues.foods.includeIngredients.length > 0) return "cook_from_pantry";
  if (GENERATE.test(text) && !NOT_FOOD.test(text)) return "generate_recipe";
  if (CASUAL_PLAN.test(text) && !ASK_PLAN.test(text)) return "plan_meals";
  const kind = requestKind(text, cues);
  if (kind && kind !== "unknown" && kind !== "update_preferences" && kind !== "greeting" && kind !== "help" && kind !== "thanks") return kind;
  return null;
}

/**
 * Foods said to be at hand, then a question what to make of them, in any order of words: "I have
 * fish fingers, peas and potatoes in. Could you suggest a lunch?", "the fridge has half a cabbage
 * and some carrots, what can I make", "egg + spinach + feta = ?". Cooking from what one has
 * (README.md "Actions"), whatever day or meal the question names; inventing a recipe stays an invention.
 */
const HAVE =
  /(?:^|\b(?:i|we) |[,.!?;] )(?:have|have got|got|only have|have only got)\b(?! (?:to|no|not|never|been|had|just|any|a (?:family|partner|kid|child|son|daughter|husband|wife|baby|guest)|\d+ (?:people|guests|kids|children|adults)))|\bthere (?:is|are) (?:half|some|a|an|loads|lots|about|plenty|\d)\b|\b(?:fridge|freezer|cupboards?|pantry|press|larder)\b (?:is (?:full of|stuffed with|packed with|a)|has|have|holds|contains|got)\b|(?:^|[a-z] )\+ [a-z]/;
const ASK_WHAT =
  /\bwhat (?:can|could|should|shall|do|would|will|might)(?: (?:i|we|you))? (?:make|cook|do|whip|rustle|knock|turn|have|fix|put|throw|suggest)\b|\bwhat to (?:make|cook|do)\b|\bsuggest\b|\bideas?\b|\bsomething\b[^.!]*\?|\bany ?thing\b[^.!]*\?|=\s*\?|\bneed something\b|\bwhat (?:is|are) (?:good|possible|my options)\b/;
const NOT_AT_HAND = /\b(?:plan|schedule|book|add to|swap|replace|calendar|invent|devise|create|dream up|make up|come up with|write|recipes? (?:for|with))\b/;
function atHandAsk(text: string): boolean {
  const have = HAVE.exec(text);
  if (!have || NOT_AT_HAND.test(text)) return false;
  const after = text.slice(have.index);
  const ask = ASK_WHAT.exec(after);
  if (!ask) return false;
  // the foods come between what is had and the question (or before the "+" list's "= ?")
  const listed = after.slice(0, ask.index);
  // a cooked dish or sauce at hand counts as much as a raw food ("the freezer is full of bolognese sauce")
  const atHand = foodSlots(listed);
  return atHand.includeIngredients.length + atHand.dishKinds.length > 0;
}

function guessedAction(text: string, cues: ActionCues): RequestAction {
  if ((cues.hasDate || cues.hasMealType) && onlyNamesDays(bareWords(text))) return "read_plan";
  const named = cues.foods.includeIngredients.length + cues.foods.cuisines.length + cues.foods.diets.length + cues.foods.dishKinds.length;
  // "some nice soups for the cold weather": the weather is no topic when a food is named
  const foodNamed = cues.foods.includeIngredients.length + cues.foods.dishKinds.length > 0;
  if (NOT_FOOD.test(foodNamed ? text.replace(/\bweather\b/g, " ") : text)) return "out_of_scope";
  // A bare wish for days ("weeknights next week, something new, one pot", "high protein lunches tmrw") plans them.
  if (
    (cues.hasDate || /\b(?:meals|dinners|lunches|breakfasts|suppers|snacks|mains|main courses|dishes|desserts|puddings|sides|starters|bakes)\b/.test(text)) &&
    cues.constrained &&
    !ASK_PLAN.test(text)
  )
    // "high protein vegan dinners" with no day is a wish for recipes; a day makes it a plan
    return cues.hasDate ? "plan_meals" : "search_recipes";
  if (named > 0) return "search_recipes";
  // "show me the family favourites": a wish about the food with nothing else is a search
  if (cues.constrained && /\b(?:show|find|give|list|suggest|any|some|got|what|recipes?|ideas?|dishes|meals?|food|something|feed)\b/.test(text))
    return "search_recipes";
  return "out_of_scope";
}

/** A question about nutrition, not a nutrition constraint on a plan ("under 500 calories", "high protein"). */
function isNutritionQuestion(text: string): boolean {
  if (!NUTRITION_MEASURE.test(text)) return false;
  // "is saturday's dinner high in protein?": a question about a meal's nutrition
  if (/^(?:is|are|was|does|do|will)\b.*\b(?:high|low|rich|heavy|light) (?:in|on) (?:protein|calories|carbs?|fat|sugar)\b/.test(text)) return true;
  // "set my calorie goal to 1800" changes the profile; it asks nothing.
  if (/\b(?:set|change|update|make|put|raise|lower|bump)\b.*\b(?:goal|target|limit)\b.*\d/.test(text)) return false;
  // "i want about 2000 calories a day": a goal said, not a question
  if (/\b(?:i|we) (?:want|need|should have|am aiming for|aim for|would like)\b.*\b\d{3,4} ?(?:calories|kcal)(?: a| per) day\b/.test(text)) return false;
  const goal = /\b(?:over|under|within|hit|meet|exceed) (?:my|our|the) (?:daily )?(?:calorie |protein )?(?:goal|target|limit)\b/.test(text);
  const constraint =
    /\b\d{1,3} ?g(?:rams?)? (?:of )?protein\b|\bdaily calories?\b|\b(?:under|below|less than|at least|over|more than|max|min|high|higher|low|lower|lots of|plenty of|packed with|rich in|full of)[ -](?:\d+ ?(?:g|grams?|calories|kcal|cal)?|in )?/.test(
      text,
    );
  // "plan" as a verb plans; "next week's plan" / "the plan" is what is asked about
  const planning = /(?<!(?:'s|the|my|our|this|meal) )\bplan\b|\b(?:suggest|find|recipes?|ideas?|swap|make me|cook)\b/.test(text);
  return (goal || !constraint) && !planning;
}
