import type { IsoDate } from "../../../meal-plans/dates";
import type { DialogueState, ShownItem } from "../request";
import {
  cases,
  dialogues,
  dinners,
  explain,
  generate,
  list,
  nutrition,
  onList,
  onProposal,
  only,
  pantry,
  plan,
  prefs,
  proposal,
  read,
  remove,
  search,
  shop,
  swap,
  turn,
} from "./corpus-case";
import {
  FRI,
  NEXT_WEEK,
  NEXT_WEEKEND,
  NEXT_WEEKNIGHTS,
  NFRI,
  NMON,
  NSAT,
  NSUN,
  NTHU,
  NTUE,
  NWED,
  REST_OF_WEEK,
  SAT,
  SUN,
  THIS_WEEK,
  THU,
  TODAY,
  WEEKEND,
  WEEKNIGHTS,
  WEEKNIGHTS_NOW,
  WMON,
  WSUN,
  day,
  nextWeekCount,
  range,
} from "./corpus-dates";

/*
 * Development part, second fresh batch: written independently of the parser and of the test part,
 * from request.ts and README.md only. Weighted toward the hard kinds: generated recipes with
 * constraints, preference and household changes, cooking from the pantry, calendar reads, natural
 * yes / no / undo answers, and plans with several constraints. Voices: a night-shift nurse, a
 * grandfather, a student in halls, a vegan athlete, a parent of a child with a nut allergy, a Scot,
 * a Texan, English as a second language, a terse texter, a chatty rambler.
 */

/** "the next two weeks": today + 13 days */
const TWO_WEEKS_END: IsoDate = "2026-12-15";
const DEC18: IsoDate = "2026-12-18";
const XMAS_EVE: IsoDate = "2026-12-24";
const XMAS: IsoDate = "2026-12-25";
const BOXING_DAY: IsoDate = "2026-12-26";
const NYE: IsoDate = "2026-12-31";
/** the Friday of the week after next */
const WFRI: IsoDate = "2026-12-18";

const NEXT_DAYS: IsoDate[] = [NMON, NTUE, NWED, NTHU, NFRI, NSAT, NSUN];
const W_DAYS: IsoDate[] = [WMON, "2026-12-15", "2026-12-16", "2026-12-17", WFRI];
const on = (entries: [IsoDate, string][]) => proposal(dinners(entries));
const nextWeek = (...titles: string[]) => on(titles.map((title, i): [IsoDate, string] => [NEXT_DAYS[i]!, title]));
const lunches = (entries: [IsoDate, string][]): ShownItem[] => entries.map(([date, title]) => ({ date, title, mealType: "lunch" as const }));

/** A waiting proposal of next week's dinners, for single confirm / decline messages. */
const WAITING_TITLES = ["Chicken tikka masala", "Cod and chips", "Mushroom risotto", "Beef tacos", "Lentil soup", "Pork chops with apple", "Veggie lasagne"];
const WAITING: DialogueState = { lastRequest: plan(NEXT_WEEK), shown: nextWeek(...WAITING_TITLES) };
/** What the last confirmation wrote, for single undo messages. */
const APPLIED: DialogueState = {
  applied: {
    items: dinners([
      [THU, "Sausage casserole"],
      [FRI, "Thai green curry"],
    ]),
  },
};

export const DEV_FRESH_2 = cases("dev-fs", [
  /* ---------- generate_recipe: invent a new recipe, with constraints ---------- */
  ["can you invent a vegan recipe with at least 35g protein for after the gym, no soy", generate({ diets: ["vegan"], minProtein: 35, avoidFoods: ["soy"] })],
  ["make up a recipe using sweet potato and black beans thats ready in 25 min", generate({ includeFoods: ["sweet potato", "black bean"], maxMinutes: 25 })],
  ["dream up a nut-free dessert for my lad's school bake sale", generate({ dish: "dessert", diets: ["nut-free"] })],
  ["come up w a one pot chicken thing for 6", generate({ includeFoods: ["chicken"], equipment: ["one-pot"], servings: 6 })],
  ["write me a recipe for a haggis pie, easy enough for a beginner", generate({ dish: "haggis pie", difficulty: "easy" })],
  [
    "y'all invent me a bbq burger with jalapenos, it's gotta feed 12",
    generate({ dish: "burger", includeFoods: ["jalapeno"], equipment: ["grill"], servings: 12 }),
  ],
  ["please can you create for me a recipe of dinner without gluten, not difficult", generate({ diets: ["gluten-free"], difficulty: "easy" }, ["dinner"])],
  ["invent lunch. veggie. 15min", generate({ diets: ["vegetarian"], maxMinutes: 15 }, ["lunch"])],
  // "nothing too spicy" sets nothing (README); the sister's dairy need inside a request is a diet word ("dairy free")
  [
    "ok so this might be a weird ask but could you make up a totally new recipe, like a curry but with butternut squash and chickpeas, nothing too spicy because my mum cant handle heat, and it has to be dairy free because of my sister",
    generate({ dish: "curry", includeFoods: ["butternut squash", "chickpea"], diets: ["dairy-free"] }),
  ],
  ["devise a breakfast i can eat at 7am after a night shift, high protein and under 400 cals", generate({ minProtein: 30, maxCalories: 400 }, ["breakfast"])],
  [
    "invent smth i can do in the microwave in halls w pasta n tuna, cheap",
    generate({ equipment: ["microwave"], includeFoods: ["pasta", "tuna"], cheap: true }),
  ],
  [
    "Could you come up with a pancake recipe my grandchildren will eat? There will be four of us.",
    generate({ dish: "pancake", kidFriendly: true, servings: 4 }),
  ],
  ["generate me a thai fishcake recipe, no shellfish", generate({ dish: "fishcake", cuisines: ["thai"], avoidFoods: ["shellfish"] })],
  [
    "make up a posh dinner for our anniversary, something with scallops, for 2",
    generate({ special: true, includeFoods: ["scallop"], servings: 2 }, ["dinner"]),
  ],
  ["could u invent a leek and potato soup with no dairy", generate({ dish: "leek and potato soup", avoidFoods: ["dairy"] })],
  [
    "create a recipe for the air fryer using chicken thighs, under 500 calories",
    generate({ equipment: ["air-fryer"], includeFoods: ["chicken thigh"], maxCalories: 500 }),
  ],
  [
    "dream up a vegan sheet pan dinner for 2, under $3 a serving",
    generate({ diets: ["vegan"], equipment: ["sheet-pan"], servings: 2, maxCostPerServing: 3 }, ["dinner"]),
  ],
  // generate has no days (README): "this weekend" is only when he will cook it
  ["invent a challenging dessert for me, i want a proper project this weekend", generate({ dish: "dessert", difficulty: "advanced" })],
  ["make up a lamb recipe for the instant pot, easy pls", generate({ includeFoods: ["lamb"], equipment: ["pressure-cooker"], difficulty: "easy" })],
  [
    "can you write a recipe for a bean chilli my kids will actually eat, 2 adults 2 kids",
    generate({ dish: "bean chilli", kidFriendly: true, servings: 4, children: 2 }),
  ],
  ["invent a mexican breakfast with eggs, 20 min max", generate({ cuisines: ["mexican"], includeFoods: ["egg"], maxMinutes: 20 }, ["breakfast"])],
  [
    "come up with a greek salad that needs no cooking and is high protein",
    generate({ dish: "salad", cuisines: ["greek"], equipment: ["no-cook"], minProtein: 30 }),
  ],
  // "not expensive" read as cheap: a sensible reader hears the budget wish
  [
    "I want that you generate a recipe with rice and the chicken, in one pot, not expensive",
    generate({ includeFoods: ["rice", "chicken"], equipment: ["one-pot"], cheap: true }),
  ],
  [
    "dream me up a mexican style casserole for the crockpot that feeds 8",
    generate({ dish: "casserole", cuisines: ["mexican"], equipment: ["slow-cooker"], servings: 8 }),
  ],
  // Scots: "neeps" = swede, "tatties" = potatoes, "tea" = dinner; "nothing fancy" sets nothing
  ["could ye make up a wee recipe wi neeps an tatties for ma tea", generate({ includeFoods: ["swede", "potato"] }, ["dinner"])],
  // "birthday" is special; "for my daughter" is no head count and not "for the kids", so no kidFriendly
  ["generate a gluten free birthday cake for my daughter", generate({ dish: "cake", diets: ["gluten-free"], special: true })],
  [
    "invent something with tofu and broccoli, vegan, 40g protein, air fryer",
    generate({ includeFoods: ["tofu", "broccoli"], diets: ["vegan"], minProtein: 40, equipment: ["air-fryer"] }),
  ],
  ["make up a stir fry for one, no peanuts, my flatmate's allergic", generate({ dish: "stir fry", servings: 1, avoidFoods: ["peanut"] })],
  ["create a nut-free lunch recipe the kids will eat", generate({ diets: ["nut-free"], kidFriendly: true }, ["lunch"])],
  // "brand new" would be novelty, but generate_recipe never carries novelty (README)
  ["whip up a brand new recipe idea for me: salmon, no oven, under 30 mins", generate({ includeFoods: ["salmon"], equipment: ["no-oven"], maxMinutes: 30 })],
  ["can you devise a dairy free mac and cheese for 4", generate({ dish: "mac and cheese", diets: ["dairy-free"], servings: 4 })],
  // "keto" sets nothing (README)
  ["generate a keto dinner with beef", generate({ includeFoods: ["beef"] }, ["dinner"])],
  ["invent a cheap vegan snack w peanut butter", generate({ diets: ["vegan"], cheap: true, includeFoods: ["peanut butter"] }, ["snack"])],
  ["create a romantic dessert with chocolate, nothing too hard", generate({ dish: "dessert", special: true, includeFoods: ["chocolate"], difficulty: "easy" })],

  /* ---------- update_preferences: allergies, dislikes, diets, cuisines, household, goals, variety ---------- */
  ["fyi my daughter is allergic to peanuts", prefs({ addAllergies: ["peanut"] })],
  ["we've gone vegan as a household", prefs({ addDiets: ["vegan"] })],
  ["not vegan anymore lol, eating meat again", prefs({ removeDiets: ["vegan"] })],
  ["ma husband cannae stand mushrooms", prefs({ addDislikes: ["mushroom"] })],
  ["we're 6 now, the grandkids live with us", prefs({ householdSize: 6 })],
  ["set my calorie goal to 1800", prefs({ calorieGoal: 1800 })],
  ["i want more variety pls", prefs({ varietyPreference: 8 })],
  ["keep it to familiar stuff, the kids won't try new things", prefs({ varietyPreference: 3 })],
  ["add korean to the cuisines we like", prefs({ addCuisines: ["korean"] })],
  ["we love indian and thai", prefs({ addCuisines: ["indian", "thai"] })],
  ["my son doesnt have the egg allergy any more, the doctor cleared him", prefs({ removeAllergies: ["egg"] })],
  ["i actually like olives now, take them off my dislikes", prefs({ removeDislikes: ["olive"] })],
  // a standing statement: "coeliac" is the gluten-free diet (README constraint words), a diet the household keeps
  ["im coeliac btw", prefs({ addDiets: ["gluten-free"] })],
  ["just me now, flatmate moved out", prefs({ householdSize: 1 })],
  // as "we don't eat pork" = pork-free
  ["we don't eat beef", prefs({ addDiets: ["beef-free"] })],
  ["no more pescatarian for me, back to eating chicken", prefs({ removeDiets: ["pescatarian"] })],
  ["i can't have shellfish", prefs({ addAllergies: ["shellfish"] })],
  ["my wife hates coriander and my boy hates peppers", prefs({ addDislikes: ["coriander", "pepper"] })],
  ["daily calories 2500 pls, bulking season", prefs({ calorieGoal: 2500 })],
  ["I am vegetarian now since one month", prefs({ addDiets: ["vegetarian"] })],
  ["grandkids are living with me now so there's 5 of us", prefs({ householdSize: 5 })],
  // "we don't drink" = alcohol-free (README); the wine wish is the same diet
  ["we stopped drinking, so no wine in recipes from now on please", prefs({ addDiets: ["alcohol-free"] })],
  ["tree nut allergy in the house, add that", prefs({ addAllergies: ["tree nut"] })],
  ["take dairy off the allergy list, she's grown out of it", prefs({ removeAllergies: ["dairy"] })],
  // UK and US names of one food: the word said is kept
  ["dont like aubergine (eggplant for the americans)", prefs({ addDislikes: ["aubergine"] })],
  ["we're really into mexican food these days", prefs({ addCuisines: ["mexican"] })],
  ["sesame allergy here, and also i hate blue cheese", prefs({ addAllergies: ["sesame"], addDislikes: ["blue cheese"] })],
  ["baby arrived!! we're 4 now 👶", prefs({ householdSize: 4 })],
  // "bored of the same meals" is the wish for more variety
  ["mix it up more, im bored of eating the same meals", prefs({ varietyPreference: 8 })],
  ["lower my calorie target to 1500", prefs({ calorieGoal: 1500 })],
  ["my partner can't eat gluten", prefs({ addAllergies: ["gluten"] })],
  ["i eat fish but no other meat now", prefs({ addDiets: ["pescatarian"] })],
  ["please remember, no pork for us", prefs({ addDiets: ["pork-free"] })],
  ["we're not dairy free anymore", prefs({ removeDiets: ["dairy-free"] })],
  ["also add japanese and greek to my favourite cuisines", prefs({ addCuisines: ["japanese", "greek"] })],
  ["my grandson can't stand broccoli, never could", prefs({ addDislikes: ["broccoli"] })],

  /* ---------- cook_from_pantry: what's at hand, with constraints ---------- */
  ["got leftover roast chicken and some rice, what can i make tonight", pantry(["roast chicken", "rice"], {}, ["dinner"], day(TODAY))],
  ["whats in my fridge i can cook", pantry()],
  ["use up the spinach before it goes off, something quick", pantry(["spinach"], { maxMinutes: 30 })],
  ["ive got half a tin of coconut milk n some chickpeas, vegan idea pls", pantry(["coconut milk", "chickpea"], { diets: ["vegan"] })],
  ["leftover chilli from last night, how can i stretch it to feed 4", pantry(["chilli"], { servings: 4 })],
  ["home at 8am off nights, only have eggs bread and cheese, what can i make for brekkie", pantry(["egg", "bread", "cheese"], {}, ["breakfast"])],
  ["got 2 potatoes a tin of beans n a microwave. help", pantry(["potato", "bean"], { equipment: ["microwave"] })],
  ["use up leftover turkey in something with pasta on boxing day", pantry(["turkey"], { includeFoods: ["pasta"] }, undefined, day(BOXING_DAY))],
  ["what can i cook from the cupboard without the oven", pantry(undefined, { equipment: ["no-oven"] })],
  // "a tin of tomatoes": the food is tomato
  ["i have mince, onions and a tin of tomatoes - something the grandkids will eat?", pantry(["mince", "onion", "tomato"], { kidFriendly: true })],
  ["In my fridge there is salmon and some broccoli, what I can cook for two persons?", pantry(["salmon", "broccoli"], { servings: 2 })],
  ["leftover curry sauce, anything easy", pantry(["curry sauce"], { difficulty: "easy" })],
  [
    "got loads of courgettes from the allotment, use them up in something vegetarian under 500 cal",
    pantry(["courgette"], { diets: ["vegetarian"], maxCalories: 500 }),
  ],
  ["use whats in the pantry for tmrw lunch, cheap as possible", pantry(undefined, { cheap: true }, ["lunch"], day(THU))],
  ["some leftover rice and a few prawns, one pan dinner?", pantry(["rice", "prawn"], { equipment: ["one-pot"] }, ["dinner"])],
  ["i've got tofu, peppers and noodles, need 40g protein post workout", pantry(["tofu", "pepper", "noodle"], { minProtein: 40 })],
  ["leftover ham. ideas", pantry(["ham"])],
  ["have some stale bread and milk, something sweet for dessert?", pantry(["bread", "milk"], { dish: "dessert" })],
  ["what can i make w the stuff in my fridge thats gluten free, for saturday", pantry(undefined, { diets: ["gluten-free"] }, undefined, day(SAT))],
  ["got a whole mess of leftover pulled pork, what can i fix for supper for 6", pantry(["pulled pork"], { servings: 6 }, ["dinner"])],
  ["using up a bag of lentils n some carrots, something we've never tried pls", pantry(["lentil", "carrot"], { novelty: "new" })],
  ["I have roast potatoes from yesterday and some bacon, can the slow cooker do something", pantry(["roast potato", "bacon"], { equipment: ["slow-cooker"] })],
  ["need to use up this feta, something with spinach, for lunch", pantry(["feta"], { includeFoods: ["spinach"] }, ["lunch"])],

  /* ---------- read_plan: what's on the calendar ---------- */
  ["what's on tonight", read(day(TODAY), ["dinner"])],
  ["do we have anything planned for saturday", read(day(SAT))],
  ["whats for tea tmrw", read(day(THU), ["dinner"])],
  ["remind me what lunches are on next week", read(NEXT_WEEK, ["lunch"])],
  ["is there a plan for the weekend", read(WEEKEND)],
  ["what's brekkie on friday", read(day(FRI), ["breakfast"])],
  ["which nights are empty next week", read(NEXT_WEEK, ["dinner"])],
  ["do we have something sorted for christmas day yet", read(day(XMAS))],
  ["what did i put down for the 10th", read(day(NTHU))],
  ["show me the rest of the week", read(REST_OF_WEEK)],
  ["have i got anything on monday", read(day(NMON))],
  ["what's for dinner next friday", read(day(NFRI), ["dinner"])],
  ["Please tell me which meals we have on the day after tomorrow", read(day(FRI))],
  // "on nights" is the nurse's shifts, not a meal word: all meals of those days
  ["on nights thu fri sat, what's planned for me those days", read(range(THU, SAT))],
  ["wat we eatin sunday", read(day(SUN))],
  ["is anything planned for new year's eve", read(day(NYE))],
  ["what's on the calendar this week", read(THIS_WEEK)],

  /* ---------- confirm / decline / undo in natural words ---------- */
  ["go on then, pop them in", only("confirm"), { state: WAITING }],
  ["aye that'll do nicely", only("confirm"), { state: WAITING }],
  ["yes but not the fish one", only("confirm", onProposal("accept_except", [2])), { state: WAITING }],
  ["all good except sunday", only("confirm", onProposal("accept_except", [7])), { state: WAITING }],
  ["yep add em, apart from the pork", only("confirm", onProposal("accept_except", [6])), { state: WAITING }],
  ["k", only("confirm"), { state: WAITING }],
  ["lovely, book them in", only("confirm"), { state: WAITING }],
  ["nah, not feeling it", only("decline"), { state: WAITING }],
  ["hmm none of those appeal tbh", only("decline"), { state: WAITING }],
  ["No thank you, I will plan by myself", only("decline"), { state: WAITING }],
  ["wait no undo that", only("undo"), { state: APPLIED }],
  ["put it back how it was pls", only("undo"), { state: APPLIED }],
  ["scrap what you just added", only("undo"), { state: APPLIED }],
  ["that was a mistake, reverse it", only("undo"), { state: APPLIED }],

  /* ---------- plan_meals: several constraints at once ---------- */
  [
    "plan next week's dinners for 2 adults and 2 kids, nut free, under 40 mins",
    plan(NEXT_WEEK, { servings: 4, children: 2, diets: ["nut-free"], maxMinutes: 40 }),
  ],
  ["sort me lunches thu fri sat, high protein, no cooking as i eat at work", plan(range(THU, SAT), { minProtein: 30, equipment: ["no-cook"] }, ["lunch"])],
  ["plan 4 dinners this week that are dirt cheap and one pot, just me", plan({ ...THIS_WEEK, count: 4 }, { cheap: true, equipment: ["one-pot"], servings: 1 })],
  ["line up vegan dinners for weeknights next week, at least 35g protein each", plan(NEXT_WEEKNIGHTS, { diets: ["vegan"], minProtein: 35 })],
  [
    "the grandchildren come saturday, 3 of them plus me and their gran, plan lunch and dinner they'll like",
    plan(day(SAT), { servings: 5, children: 3, kidFriendly: true }, ["lunch", "dinner"]),
  ],
  ["plan saturday supper on the grill for 10, something impressive", plan(day(SAT), { equipment: ["grill"], servings: 10, special: true })],
  // "cheap as chips" = cheap; "nae" = no
  ["sort oot ma tea for the week, nae mushrooms, cheap as chips", plan(THIS_WEEK, { avoidFoods: ["mushroom"], cheap: true })],
  // "not so difficult" read as "nothing too hard" = easy
  [
    "Can you make a plan for dinners next week, for 3 persons, no pork and not so difficult",
    plan(NEXT_WEEK, { servings: 3, avoidFoods: ["pork"], difficulty: "easy" }),
  ],
  ["dinners wknd 2ppl veggie", plan(WEEKEND, { servings: 2, diets: ["vegetarian"] })],
  // "won't eat anything spicy" sets nothing (README: "not spicy")
  [
    "right so my in-laws are coming next weekend and my mother-in-law is coeliac and my father-in-law won't eat anything spicy, there'll be 6 of us, could you plan the dinners for both nights and make them a bit special",
    plan(NEXT_WEEKEND, { diets: ["gluten-free"], servings: 6, special: true }),
  ],
  [
    "plan all meals for tomorrow, each under 600 calories, vegetarian",
    plan(day(THU), { maxCalories: 600, diets: ["vegetarian"] }, ["breakfast", "lunch", "dinner"]),
  ],
  ["3 nights next week with fish, nothing over 30 min, for 2", plan(nextWeekCount(3), { includeFoods: ["fish"], maxMinutes: 30, servings: 2 })],
  [
    "plan mon wed fri dinners next week in the slow cooker, our favourites only",
    plan(range(NMON, NFRI, { weekdays: [1, 3, 5] }), { equipment: ["slow-cooker"], novelty: "favourites" }),
  ],
  [
    "need dinners for the next 5 days, dairy free and egg free, kid friendly",
    plan(range(TODAY, SUN), { diets: ["dairy-free", "egg-free"], kidFriendly: true }),
  ],
  ["plan christmas eve dinner for 8, fancy, no shellfish", plan(day(XMAS_EVE), { servings: 8, special: true, avoidFoods: ["shellfish"] })],
  ["fill this week's lunches with something cheap, under $2.50 a head", plan(THIS_WEEK, { cheap: true, maxCostPerServing: 2.5 }, ["lunch"])],
  ["plan the week after next, dinners, italian and mexican, under 45 min", plan(range(WMON, WSUN), { cuisines: ["italian", "mexican"], maxMinutes: 45 })],
  [
    "whats a good air fryer dinner for tonight with chicken, needs to be quick",
    plan(day(TODAY), { equipment: ["air-fryer"], includeFoods: ["chicken"], maxMinutes: 30 }),
  ],
  ["plan tomorrow night for me and my 2 kids, pasta, no tomato", plan(day(THU), { servings: 3, children: 2, includeFoods: ["pasta"], avoidFoods: ["tomato"] })],
  ["sort dinners for the next two weeks, pescatarian, something new each night", plan(range(TODAY, TWO_WEEKS_END), { diets: ["pescatarian"], novelty: "new" })],
  ["plan a date night dinner friday, thai, for 2", plan(day(FRI), { special: true, cuisines: ["thai"], servings: 2 })],
  ["can u do next week's dinners but cheap and high protein, im on a student loan and lifting", plan(NEXT_WEEK, { cheap: true, minProtein: 30 })],
  ["weeknight dinners please, low cal and one pan", plan(WEEKNIGHTS_NOW, { maxCalories: 500, equipment: ["one-pot"] })],
  ["plan dinner for the 18th, posh, for 6, with beef", plan(day(DEC18), { special: true, servings: 6, includeFoods: ["beef"] })],
  [
    "plan my meals for my nights off, tue and wed next week, brekkie and dinner, under 20 min",
    plan(range(NTUE, NWED), { maxMinutes: 20 }, ["breakfast", "dinner"]),
  ],
  // "halal" is no dietary tag (unhandled); "no alcohol" inside a request is avoidFoods by the "no X" rule
  ["I need the plan for whole next week, lunch and dinner, halal and no alcohol", plan(NEXT_WEEK, { avoidFoods: ["alcohol"] }, ["lunch", "dinner"])],
  ["plan 2 dinners this weekend w indian food, veggie, serves 4", plan({ ...WEEKEND, count: 2 }, { cuisines: ["indian"], diets: ["vegetarian"], servings: 4 })],
  // "sunday roast" names no meal type, so dinner (plan_meals default); "roast" is the dish
  ["sunday roast for 7 pls, the usual", plan(day(SUN), { dish: "roast", servings: 7, novelty: "favourites" })],
  [
    "plan tea for thursday and friday, 5 of us incl 2 kids, nut free cos of my daughter",
    plan(range(THU, FRI), { servings: 5, children: 2, diets: ["nut-free"] }),
  ],
  ["tmrw lunch+dinner, vegan, <25min", plan(day(THU), { diets: ["vegan"], maxMinutes: 25 }, ["lunch", "dinner"])],
  ["plan next week's dinners, no red meat and easy recipes only", plan(NEXT_WEEK, { avoidFoods: ["red meat"], difficulty: "easy" })],
  // "weekdays next week" = Monday-Friday of next week (README)
  [
    "help me plan meal prep lunches for weekdays next week, chicken and rice, high protein, under 550 cals",
    plan(NEXT_WEEKNIGHTS, { includeFoods: ["chicken", "rice"], minProtein: 30, maxCalories: 550 }, ["lunch"]),
  ],
  [
    "pick something for saturday night thats gluten free and uses the slow cooker, 4 servings",
    plan(day(SAT), { diets: ["gluten-free"], equipment: ["slow-cooker"], servings: 4 }),
  ],
  // "texas style" is no catalogue cuisine and a smoker is no EQUIPMENT value (both unhandled); brisket is a cut, read as a food
  ["howdy, plan us texas style brisket for sunday, feeds 9, smoker out back", plan(day(SUN), { includeFoods: ["brisket"], servings: 9 })],

  /* ---------- other actions, a few each ---------- */
  ["swap friday's dinner for something vegan", swap(day(FRI), { diets: ["vegan"] }, ["dinner"])],
  ["change tmrw's lunch to something cheaper", swap(day(THU), { cheap: true }, ["lunch"])],
  ["recipes with chickpeas and spinach under 30 min", search({ includeFoods: ["chickpea", "spinach"], maxMinutes: 30 })],
  ["show me some nut free cookies", search({ dish: "cookie", diets: ["nut-free"] })],
  ["clear the weekend", remove(WEEKEND)],
  ["get rid of next week's lunches", remove(NEXT_WEEK, ["lunch"])],
  ["what do i need to get from the shops for next week", shop(NEXT_WEEK)],
  ["how many calories have i got planned tmrw", nutrition("calories", "days", day(THU))],
  ["protein in tonight's dinner?", nutrition("protein", "meal", day(TODAY), ["dinner"])],
  ["why'd you pick the lentil thing for friday", explain(day(FRI))],
  ["evening sierra!", only("greeting")],
  ["what can u actually do", only("help")],
  ["cheers pal", only("thanks")],
  ["whats the score in the cowboys game", only("out_of_scope")],
]);

/** Development part, second fresh batch of conversations: each later turn read against what Sierra showed before it. */
export const DEV_FRESH_2_DIALOGUES = dialogues("dev-fsd", [
  {
    // nut-allergy parent: plan, replace an item, confirm, undo
    turns: [
      turn(
        "plan dinners mon to fri next week, my son has a nut allergy so nothing with nuts, family of 4",
        plan(range(NMON, NFRI), { avoidFoods: ["nut"], servings: 4 }),
        nextWeek("Chicken fajitas", "Spaghetti bolognese", "Veggie curry", "Salmon fishcakes", "Sausage and mash"),
      ),
      turn(
        "swap thursday, he won't eat fish either",
        plan(range(NMON, NFRI), { avoidFoods: ["nut", "fish"], servings: 4 }, ["dinner"], { followUp: onProposal("replace_item", [4]) }),
        nextWeek("Chicken fajitas", "Spaghetti bolognese", "Veggie curry", "Beef burgers", "Sausage and mash"),
      ),
      turn("perfect, stick them on the calendar", only("confirm"), undefined, "five dinners on 7-11 December"),
      turn("oh no undo that, wrong week", only("undo"), undefined, "the five dinners removed again"),
    ],
  },
  {
    // vegan athlete: list, choose by a word for lunch, confirm
    turns: [
      turn(
        "vegan recipes with at least 40g protein",
        search({ diets: ["vegan"], minProtein: 40 }),
        list(["Tempeh chilli", "Seitan stir fry", "Lentil and tofu curry", "Black bean burgers"]),
      ),
      turn(
        "the seitan one for lunch tomorrow",
        plan(day(THU), {}, ["lunch"], { followUp: onList("choose_item", [2]) }),
        proposal(lunches([[THU, "Seitan stir fry"]])),
      ),
      turn("yeah go for it", only("confirm"), undefined, "Seitan stir fry for lunch on Thursday"),
    ],
  },
  {
    // grandfather: refine, decline, refine the declined proposal
    turns: [
      turn(
        "plan saturday and sunday dinners, the grandchildren are staying, 2 adults 3 kids",
        plan(WEEKEND, { servings: 5, children: 3 }),
        on([
          [SAT, "Chicken chasseur"],
          [SUN, "Lamb shank stew"],
        ]),
      ),
      turn(
        "make them things the little ones will eat",
        plan(WEEKEND, { servings: 5, children: 3, kidFriendly: true }, ["dinner"], { followUp: onProposal("refine") }),
        on([
          [SAT, "Fish pie"],
          [SUN, "Cottage pie"],
        ]),
      ),
      turn("no, not those either", only("decline")),
      // after a decline the declined proposal is still the one refined (README)
      turn(
        "what about something with sausages then",
        plan(WEEKEND, { servings: 5, children: 3, kidFriendly: true, includeFoods: ["sausage"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([
          [SAT, "Toad in the hole"],
          [SUN, "Sausage pasta bake"],
        ]),
      ),
    ],
  },
  {
    // night-shift nurse: narrow the days of a lunch plan, confirm
    turns: [
      turn(
        "plan lunches for next week, under 500 cal",
        plan(NEXT_WEEK, { maxCalories: 500 }, ["lunch"]),
        proposal(
          lunches(
            ["Chicken wrap", "Miso soup", "Tuna salad", "Falafel bowl", "Egg fried rice", "Prawn noodles", "Minestrone"].map((title, i): [IsoDate, string] => [
              NEXT_DAYS[i]!,
              title,
            ]),
          ),
        ),
      ),
      turn(
        "actually only mon to thu, im off fri-sun",
        plan(range(NMON, NTHU), { maxCalories: 500 }, ["lunch"], { followUp: onProposal("narrow_days") }),
        proposal(
          lunches([
            [NMON, "Chicken wrap"],
            [NTUE, "Miso soup"],
            [NWED, "Tuna salad"],
            [NTHU, "Falafel bowl"],
          ]),
        ),
      ),
      turn("cheers, that's grand, add them", only("confirm"), undefined, "four lunches on 7-10 December"),
    ],
  },
  {
    // student in halls: tonight, change servings, confirm, undo
    turns: [
      turn("what should i make tonight, cheap, one pot", plan(day(TODAY), { cheap: true, equipment: ["one-pot"] }), on([[TODAY, "Chorizo bean stew"]])),
      turn(
        "make it for 3, my flatmates want in",
        plan(day(TODAY), { cheap: true, equipment: ["one-pot"], servings: 3 }, ["dinner"], { followUp: onProposal("change_servings") }),
        on([[TODAY, "Chorizo bean stew"]]),
      ),
      turn("sound, chuck it in", only("confirm"), undefined, "Chorizo bean stew for 3 tonight"),
      turn("nvm revert that, they're getting a takeaway", only("undo"), undefined, "tonight's dinner removed again"),
    ],
  },
  {
    // Texan: move the days to the week after, confirm
    turns: [
      // "tex mex" read as the mexican cuisine key (no tex-mex key assumed)
      turn(
        "plan tex mex dinners weeknights next week for 5 of us",
        plan(NEXT_WEEKNIGHTS, { cuisines: ["mexican"], servings: 5 }),
        nextWeek("Beef enchiladas", "Chicken nachos", "Pork carnitas", "Bean burritos", "Steak fajitas"),
      ),
      turn(
        "move em to the week after, we're gonna be outta town",
        plan(range(WMON, WFRI, { weekdays: WEEKNIGHTS }), { cuisines: ["mexican"], servings: 5 }, ["dinner"], { followUp: onProposal("move_days") }),
        on(["Beef enchiladas", "Chicken nachos", "Pork carnitas", "Bean burritos", "Steak fajitas"].map((title, i): [IsoDate, string] => [W_DAYS[i]!, title])),
      ),
      turn("sounds good partner", only("confirm"), undefined, "five dinners on 14-18 December"),
    ],
  },
  {
    // English as a second language: accept all but one
    turns: [
      turn(
        "Please plan dinners this week for 2 persons, with fish",
        plan(THIS_WEEK, { servings: 2, includeFoods: ["fish"] }),
        on([
          [TODAY, "Baked cod"],
          [THU, "Salmon teriyaki"],
          [FRI, "Fish tacos"],
          [SAT, "Prawn linguine"],
          [SUN, "Haddock chowder"],
        ]),
      ),
      turn(
        "Is good but I don't want the one of Friday, the others yes",
        only("confirm", onProposal("accept_except", [3])),
        undefined,
        "four dinners, not Friday",
      ),
    ],
  },
  {
    // Scot: drop a constraint and add one, confirm
    turns: [
      turn(
        "sort oot dinners for next week, vegetarian, for the 4 of us",
        plan(NEXT_WEEK, { diets: ["vegetarian"], servings: 4 }),
        nextWeek("Veggie haggis", "Cauliflower cheese", "Bean chilli", "Mushroom stroganoff", "Halloumi wraps", "Lentil lasagne", "Vegetable pie"),
      ),
      turn(
        "och actually meat's fine, just make them cheap",
        plan(NEXT_WEEK, { servings: 4, cheap: true }, ["dinner"], { dropConstraints: ["diets"], followUp: onProposal("refine") }),
        nextWeek("Mince and tatties", "Chicken curry", "Bean chilli", "Sausage casserole", "Stovies", "Lentil lasagne", "Scotch broth"),
      ),
      turn("aye braw, pit them in", only("confirm"), undefined, "seven dinners on 7-13 December"),
    ],
  },
  {
    // terse texter: replace the sunday item, confirm
    turns: [
      turn(
        "dinners wkend",
        plan(WEEKEND),
        on([
          [SAT, "Pork stir fry"],
          [SUN, "Mushroom risotto"],
        ]),
      ),
      turn(
        "swap sun. chicken",
        plan(WEEKEND, { includeFoods: ["chicken"] }, ["dinner"], { followUp: onProposal("replace_item", [2]) }),
        on([
          [SAT, "Pork stir fry"],
          [SUN, "Chicken traybake"],
        ]),
      ),
      turn("ok", only("confirm"), undefined, "two dinners this weekend"),
    ],
  },
  {
    // chatty rambler: list, refine the list, choose for two days, confirm
    turns: [
      turn(
        "i'm after some soup recipes, we've all been poorly this week and i think soup is just what we need, nothing with dairy though because my youngest reacts to it",
        search({ dish: "soup", avoidFoods: ["dairy"] }),
        list(["Chicken noodle soup", "Lentil soup", "Minestrone", "Carrot and coriander soup"]),
      ),
      turn(
        "ooh could they be quick ones, like under 20 minutes, i honestly don't have the energy for anything longer",
        search({ dish: "soup", avoidFoods: ["dairy"], maxMinutes: 20 }, undefined, { followUp: onList("refine") }),
        list(["Miso noodle soup", "Lentil soup", "Tomato soup", "Pea and mint soup"]),
      ),
      turn(
        "the lentil one for tea tonight and tomorrow please",
        plan(range(TODAY, THU), {}, ["dinner"], { followUp: onList("choose_item", [2]) }),
        on([
          [TODAY, "Lentil soup"],
          [THU, "Lentil soup"],
        ]),
      ),
      turn("yes lovely, thank you so much", only("confirm"), undefined, "Lentil soup tonight and tomorrow"),
    ],
  },
  {
    // removal proposal narrowed, then confirmed
    turns: [
      turn(
        "clear next week's dinners, we're going away",
        remove(NEXT_WEEK, ["dinner"]),
        nextWeek("Chicken pie", "Pasta bake", "Fish tacos", "Beef stew", "Veggie chilli", "Roast lamb", "Pizza night"),
      ),
      turn(
        "keep the weekend ones though, we're back by then",
        { ...remove(range(NMON, NFRI), ["dinner"]), followUp: onProposal("narrow_days") },
        nextWeek("Chicken pie", "Pasta bake", "Fish tacos", "Beef stew", "Veggie chilli"),
      ),
      turn("grand, yes", only("confirm"), undefined, "five dinners removed on 7-11 December"),
    ],
  },
  {
    // swap card: not that one, then yes
    turns: [
      turn("swap friday's dinner for something lighter, under 450", swap(day(FRI), { maxCalories: 450 }, ["dinner"]), on([[FRI, "Prawn stir fry"]])),
      // one item shown: the replaced position is 1
      turn(
        "not that one, something with chicken",
        swap(day(FRI), { maxCalories: 450, includeFoods: ["chicken"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([[FRI, "Lemon chicken skewers"]]),
      ),
      turn("yes that one's better", only("confirm"), undefined, "Lemon chicken skewers on Friday"),
    ],
  },
  {
    // an unrelated read leaves the proposal waiting; then confirm it
    turns: [
      turn(
        "plan dinners for the rest of the week, low cal",
        plan(REST_OF_WEEK, { maxCalories: 500 }),
        on([
          [THU, "Turkey chilli"],
          [FRI, "Cod with greens"],
          [SAT, "Chicken souvlaki"],
          [SUN, "Veggie stir fry"],
        ]),
      ),
      turn("btw what's on for lunch tomorrow?", read(day(THU), ["lunch"])),
      turn("ok put those dinners in", only("confirm"), undefined, "four dinners on 3-6 December"),
    ],
  },
  {
    // Scot: search, choose one for sunday with a head count, confirm
    turns: [
      turn(
        "gie us a recipe for shortbread",
        search({ dish: "shortbread" }),
        list(["Classic shortbread", "Millionaire's shortbread", "Gluten-free shortbread"]),
      ),
      // choose_item: dinner unless a meal is said (README)
      turn(
        "the gluten free one, for sunday, for 12 folk",
        plan(day(SUN), { servings: 12 }, ["dinner"], { followUp: onList("choose_item", [3]) }),
        on([[SUN, "Gluten-free shortbread"]]),
      ),
      turn("aye go on", only("confirm"), undefined, "Gluten-free shortbread on Sunday"),
    ],
  },
  {
    // leftovers: list, choose for tonight, then change of mind
    turns: [
      turn(
        "got leftover roast beef and some yorkshire puddings, ideas for tea tonight?",
        pantry(["roast beef", "yorkshire pudding"], {}, ["dinner"], day(TODAY)),
        list(["Beef and yorkshire wraps", "Roast beef hash", "Beef stroganoff"]),
      ),
      turn("the hash for tonight", plan(day(TODAY), {}, ["dinner"], { followUp: onList("choose_item", [2]) }), on([[TODAY, "Roast beef hash"]])),
      turn("nah changed my mind, don't bother", only("decline")),
    ],
  },
  {
    // vegan athlete: plan, refine with a later protein number, accept all but one
    turns: [
      turn(
        "plan vegan dinners for the next 4 nights, 30g protein min",
        plan(range(TODAY, SAT), { diets: ["vegan"], minProtein: 30 }),
        on([
          [TODAY, "Tofu katsu"],
          [THU, "Chickpea curry"],
          [FRI, "Tempeh tacos"],
          [SAT, "Seitan kebabs"],
        ]),
      ),
      turn(
        "bump it to 45g",
        plan(range(TODAY, SAT), { diets: ["vegan"], minProtein: 45 }, ["dinner"], { followUp: onProposal("refine") }),
        on([
          [TODAY, "Seitan stir fry"],
          [THU, "Lentil bolognese"],
          [FRI, "Tempeh tacos"],
          [SAT, "Seitan kebabs"],
        ]),
      ),
      turn("add all except the bolognese", only("confirm", onProposal("accept_except", [2])), undefined, "three dinners"),
    ],
  },
]);
