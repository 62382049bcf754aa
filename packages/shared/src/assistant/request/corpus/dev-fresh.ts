import type { IsoDate } from "../../../meal-plans/dates";
import type { DialogueState, SierraRequest } from "../request";
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
  WEEKNIGHTS_NOW,
  WMON,
  WSUN,
  YESTERDAY,
  day,
  nextWeekCount,
  range,
} from "./corpus-dates";

/*
 * Development part, fresh batch: written independently of the parser and of the test part, from
 * request.ts and README.md only. Many voices (parents, students, retirees, gym-goers, UK/US cooks,
 * allergies, non-native phrasing, terse and rambling), phone typing, every action and constraint kind.
 */

/** "the next two weeks": today + 13 days */
const TWO_WEEKS_END: IsoDate = "2026-12-15";
const DEC18: IsoDate = "2026-12-18";
const DEC19: IsoDate = "2026-12-19";
const XMAS: IsoDate = "2026-12-25";
const NYE: IsoDate = "2026-12-31";
const JAN2: IsoDate = "2027-01-02";

const NEXT_DAYS: IsoDate[] = [NMON, NTUE, NWED, NTHU, NFRI, NSAT, NSUN];
const on = (entries: [IsoDate, string][]) => proposal(dinners(entries));
const nextWeek = (...titles: string[]) => on(titles.map((title, i): [IsoDate, string] => [NEXT_DAYS[i]!, title]));

/** A waiting proposal of next week's dinners, for single confirm / decline messages. */
const WAITING_TITLES = ["Turkey meatballs", "Salmon traybake", "Veggie chilli", "Pork ramen", "Halloumi fajitas", "Lamb kofta", "Roast chicken"];
const WAITING: DialogueState = { lastRequest: plan(NEXT_WEEK), shown: nextWeek(...WAITING_TITLES) };
/** What the last confirmation wrote, for single undo messages. */
const APPLIED: DialogueState = { applied: { items: dinners([[FRI, "Fish pie"]]) } };

export const DEV_FRESH = cases("dev-fr", [
  /* ---------- plan_meals ---------- */
  ["can u sort dinners for next wk, nothing w mushrooms, my son picks them all out", plan(NEXT_WEEK, { avoidFoods: ["mushroom"] })],
  ["need 5 dinners for the week after next, under 30 mins each, im knackered after work", plan(range(WMON, WSUN, { count: 5 }), { maxMinutes: 30 })],
  ["plan brekkie and lunch for tmrw pls", plan(day(THU), {}, ["breakfast", "lunch"])],
  ["sort me out a mexican night friday, there'll be 6 of us", plan(day(FRI), { cuisines: ["mexican"], servings: 6 })],
  ["plan tea for me n the 2 kids every weeknight next week, cheap as poss", plan(NEXT_WEEKNIGHTS, { servings: 3, children: 2, cheap: true })],
  ["what shall we eat on saturday night? something posh, it's our anniversary", plan(day(SAT), { special: true })],
  ["Could you plan all meals for the weekend please, vegan, for two", plan(WEEKEND, { diets: ["vegan"], servings: 2 }, ["breakfast", "lunch", "dinner"])],
  ["fill mon wed fri next week w high protein dinners, im bulking 💪", plan(range(NMON, NFRI, { weekdays: [1, 3, 5] }), { minProtein: 30 })],
  ["plan dinners the 8th to the 11th, gluten free, my wife is coeliac", plan(range(NTUE, NFRI), { diets: ["gluten-free"] })],
  ["i want to try something new on thursday, maybe korean?", plan(day(THU), { novelty: "new", cuisines: ["korean"] })],
  ["just plan the usual for the rest of the week tbh", plan(REST_OF_WEEK, { novelty: "favourites" })],
  ["line up 3 easy dinners next week, i'm not much of a cook", plan(nextWeekCount(3), { difficulty: "easy" })],
  ["dinner party for 8 on 19 december, help me plan it", plan(day(DEC19), { special: true, servings: 8 })],
  ["slow cooker dinners for the next 5 days pls, back at work", plan(range(TODAY, SUN), { equipment: ["slow-cooker"] })],
  ["oven's broke 😩 plan tonight and tomorrow on the hob only", plan(range(TODAY, THU), { equipment: ["no-oven"] })],
  ["plan lunches this week, under 500 cal each", plan(THIS_WEEK, { maxCalories: 500 }, ["lunch"])],
  ["air fryer dinners for the weekend for 4, kids are fussy", plan(WEEKEND, { equipment: ["air-fryer"], servings: 4, kidFriendly: true })],
  ["plan indian food one night next week", plan(nextWeekCount(1), { cuisines: ["indian"] })],
  ["sort dinner for the day after tomorrow, something with salmon", plan(day(FRI), { includeFoods: ["salmon"] })],
  // "christmas dinner" is read as 25 December (the README names no holidays)
  ["plan christmas dinner for 10 people, make it a showstopper", plan(day(XMAS), { servings: 10, special: true })],
  [
    "hey so we've had a bit of a mad month and money's tight, can you plan us dinners this week and next, max $3 per person",
    plan(range(TODAY, NSUN), { maxCostPerServing: 3 }),
  ],
  ["plan the next two weeks dinners, no pork no beef", plan(range(TODAY, TWO_WEEKS_END), { avoidFoods: ["pork", "beef"] })],
  ["sunday lunch for 7, roast beef pls", plan(day(SUN), { dish: "roast beef", servings: 7 }, ["lunch"])],
  ["plan a few veggie dinners next week", plan(NEXT_WEEK, { diets: ["vegetarian"] })],
  ["plan breakfasts for next week, high protein, like 40g", plan(NEXT_WEEK, { minProtein: 40 }, ["breakfast"])],
  ["need dinner tonight, 15 min max, one pan only", plan(day(TODAY), { maxMinutes: 15, equipment: ["one-pot"] })],
  ["plan snacks for the rest of the week, nut free cos of school rules", plan(REST_OF_WEEK, { diets: ["nut-free"] }, ["snack"])],
  ["me and the missus want something fancy saturday, no seafood she's allergic", plan(day(SAT), { special: true, servings: 2, avoidFoods: ["seafood"] })],
  ["plan pescatarian dinners for weeknights", plan(WEEKNIGHTS_NOW, { diets: ["pescatarian"] })],
  ["I would like please to plan the dinner for monday the 14th, something from greece", plan(day(WMON), { cuisines: ["greek"] })],
  ["plan 4 dinners next week that the kids will actually eat", plan(nextWeekCount(4), { kidFriendly: true })],
  ["no-cook lunches on the 3rd and 4th please", plan(range(THU, FRI), { equipment: ["no-cook"] }, ["lunch"])],
  ["instant pot dinner in 3 days w beef", plan(day(SAT), { equipment: ["pressure-cooker"], includeFoods: ["beef"] })],
  ["plan lunch a week today, 2 adults and a toddler", plan(day(NWED), { servings: 3, children: 1 }, ["lunch"])],
  ["can you put a stir fry on friday", plan(day(FRI), { dish: "stir fry" })],
  ["plan next friday, something challenging, i've got the afternoon off", plan(day(NFRI), { difficulty: "advanced" })],
  ["plan dinner on the 2nd of january, family of 5", plan(day(JAN2), { servings: 5 })],
  ["plan december 18th supper, the birthday boy wants lasagne", plan(day(DEC18), { dish: "lasagne", special: true })],
  ["what should i cook tmrw night, i've got like 25 minutes", plan(day(THU), { maxMinutes: 25 })],
  // the weather condition is not a constraint
  ["plan bbq dinners this weekend if the weather holds lol", plan(WEEKEND, { equipment: ["grill"] })],
  ["plan this coming monday, chicken, not spicy", plan(day(NMON), { includeFoods: ["chicken"] })],
  ["only the weekdays next week, easy cheap stuff, im a student", plan(NEXT_WEEKNIGHTS, { difficulty: "easy", cheap: true })],
  ["plan sat and sun dinner, mates coming round so 5 of us", plan(WEEKEND, { servings: 5 })],
  ["plan italian or spanish dinners for next week", plan(NEXT_WEEK, { cuisines: ["italian", "spanish"] })],
  ["plan tonight, low cal, something with prawns", plan(day(TODAY), { maxCalories: 500, includeFoods: ["prawn"] })],
  ["plan tues and thurs dinners next week, sheet pan stuff", plan(range(NTUE, NTHU, { weekdays: [2, 4] }), { equipment: ["sheet-pan"] })],
  ["plan what's left of this week, dairy free and egg free please, allergies in the house", plan(REST_OF_WEEK, { diets: ["dairy-free", "egg-free"] })],
  ["plan dinners for 2 adults and 4 kids this weekend, under $2 a head", plan(WEEKEND, { servings: 6, children: 4, maxCostPerServing: 2 })],
  ["need a chicken traybake on thursday", plan(day(THU), { includeFoods: ["chicken"], equipment: ["sheet-pan"] })],
  ["do the weekend with stuff we always make", plan(WEEKEND, { novelty: "favourites" })],
  // "thai green curry": the dish is "green curry", thai is its cuisine (as "thai curries" = curry + thai)
  [
    "plan a thai green curry tomorrow night, vegetarian, for 3",
    plan(day(THU), { dish: "green curry", cuisines: ["thai"], diets: ["vegetarian"], servings: 3 }),
  ],
  ["plan dinners with lots of protein and under 600 calories for next week, cutting season", plan(NEXT_WEEK, { minProtein: 30, maxCalories: 600 })],
  ["plan us a pasta night on the 14th", plan(day(WMON), { includeFoods: ["pasta"] })],
  ["sunday already?? ok plan dinners for this week then", plan(day(SUN)), { today: SUN }],
  ["plan next week, we need to sort the whole thing", plan(range(NMON, NSUN)), { today: SUN }],
  ["plan this weekend, something special pls", plan(range(SAT, SUN), { special: true }), { today: SAT }],
  ["plan something here, quick pls", plan(day(NTUE), { maxMinutes: 30 }), { selectedDate: NTUE }],
  ["plan dinners for 4 for the next 3 days, one pot only, dishwasher's broken", plan(range(TODAY, FRI), { servings: 4, equipment: ["one-pot"] })],
  ["plan me 3 meals a day for tomorrow, vegetarian", plan(day(THU), { diets: ["vegetarian"] }, ["breakfast", "lunch", "dinner"])],
  ["whats a good thing to make for tea tonight with mince", plan(day(TODAY), { includeFoods: ["mince"] })],
  ["plan a japanese dinner on saturday that'll impress my boss", plan(day(SAT), { cuisines: ["japanese"], special: true })],
  [
    "plan dinners next week for 2 adults and 1 kid, we've only got a microwave in the holiday let",
    plan(NEXT_WEEK, { servings: 3, children: 1, equipment: ["microwave"] }),
  ],
  ["plan next week w/ more fish pls", plan(NEXT_WEEK, { includeFoods: ["fish"] })],
  ["plan next week's dinners, something new every night, we're in such a rut", plan(NEXT_WEEK, { novelty: "new" })],
  ["plan middle eastern dinners for 3 nights next week", plan(nextWeekCount(3), { cuisines: ["middle-eastern"] })],
  // "hates them" inside a request is avoidFoods
  ["plan friday and saturday dinners, cheap, no onion (partner hates them)", plan(range(FRI, SAT), { cheap: true, avoidFoods: ["onion"] })],
  ["plan sunday dinner, make it a project, i want to push myself", plan(day(SUN), { difficulty: "advanced" })],
  ["plan dinners for the 3rd and 4th, just me", plan(range(THU, FRI), { servings: 1 })],
  ["plan next weekend's dinners then do me a shopping list", { ...plan(NEXT_WEEKEND), unhandled: ["shopping list"] } as SierraRequest],
  ["PLAN DINNER FOR TONIGHT 4 PEOPLE NO NUTS", plan(day(TODAY), { servings: 4, avoidFoods: ["nut"] })],
  ["plan a vietnamese dinner for wednesday, under 45 minutes", plan(day(TODAY), { cuisines: ["vietnamese"], maxMinutes: 45 })],
  ["lunch in 3 days for the whole family of four, under $5 a portion", plan(day(SAT), { servings: 4, maxCostPerServing: 5 }, ["lunch"])],
  ["plan dinners for the week after next, nothing too hard and nothing over an hour", plan(range(WMON, WSUN), { difficulty: "easy", maxMinutes: 60 })],
  ["put a bean chilli on the 10th for 6", plan(day(NTHU), { dish: "bean chilli", servings: 6 })],
  ["plan vegan dinners next week that won't break the bank", plan(NEXT_WEEK, { diets: ["vegan"], cheap: true })],

  /* ---------- read_plan ---------- */
  ["whats for tea tmrw", read(day(THU), ["dinner"])],
  ["what have i got planned next weekend", read(NEXT_WEEKEND)],
  ["remind me what lunch is on friday", read(day(FRI), ["lunch"])],
  ["which nights have i not planned yet next week?", read(NEXT_WEEK, ["dinner"])],
  ["show me the plan for the week after next", read(range(WMON, WSUN))],
  ["wot we having tonite", read(day(TODAY), ["dinner"])],
  ["any breakfasts planned this week?", read(THIS_WEEK, ["breakfast"])],
  ["what's on the 14th", read(day(WMON))],
  ["what did we eat yesterday", read(day(YESTERDAY))],
  ["what's on for weeknights next week", read(NEXT_WEEKNIGHTS)],
  ["what's planned for this day", read(day(NTHU)), { selectedDate: NTHU }],
  ["whats the plan this week and next", read(range(TODAY, NSUN))],
  ["is anything planned for december 18th", read(day(DEC18))],
  // "new year's eve" is read as 31 December (the README names no holidays)
  ["what are we eating on new year's eve", read(day(NYE))],
  ["remind me what's planned wed and fri", read(range(TODAY, FRI, { weekdays: [3, 5] }))],
  ["anything still on the calendar this week", read(day(SUN)), { today: SUN }],

  /* ---------- swap_meal ---------- */
  ["swap thursday's dinner for something veggie", swap(day(THU), { diets: ["vegetarian"] }, ["dinner"])],
  ["change tomorrow's lunch to something without cheese", swap(day(THU), { avoidFoods: ["cheese"] }, ["lunch"])],
  ["swap out the salmon on friday for something the kids will eat", swap(day(FRI), { kidFriendly: true })],
  // asking for something quicker than a planned meal replaces it; the lasagne named is not a constraint
  ["can we have something quicker than the lasagne on saturday", swap(day(SAT), { maxMinutes: 30 })],
  ["swap tonights tea for a curry", swap(day(TODAY), { dish: "curry" }, ["dinner"])],
  ["the steak on the 14th is too pricey, swap it for something under $4 a portion", swap(day(WMON), { maxCostPerServing: 4 })],
  ["swap next tuesday's dinner for something in the air fryer", swap(day(NTUE), { equipment: ["air-fryer"] }, ["dinner"])],
  ["swap tmrw breakfast for something high protein pls", swap(day(THU), { minProtein: 30 }, ["breakfast"])],
  ["switch friday night to a chinese", swap(day(FRI), { cuisines: ["chinese"] }, ["dinner"])],
  ["swap the pie on saturday for something we haven't had before", swap(day(SAT), { novelty: "new" })],
  ["swap saturday's dinner to something easier, for 5 now", swap(day(SAT), { difficulty: "easy", servings: 5 }, ["dinner"])],
  ["swap this one for something under 450 calories", swap(day(NWED), { maxCalories: 450 }), { selectedDate: NWED }],
  ["swap sunday lunch for something fancy, there'll be 8 of us", swap(day(SUN), { special: true, servings: 8 }, ["lunch"])],
  ["swap tonight's dinner for a one pot thing", swap(day(TODAY), { equipment: ["one-pot"] }, ["dinner"])],
  ["swap wednesday's and friday's dinners for fish", swap(range(TODAY, FRI, { weekdays: [3, 5] }), { includeFoods: ["fish"] }, ["dinner"])],
  ["swap monday's dinner next week for a mexican one, no beans", swap(day(NMON), { cuisines: ["mexican"], avoidFoods: ["bean"] }, ["dinner"])],

  /* ---------- remove_meals ---------- */
  ["clear out the weekend lunches", remove(WEEKEND, ["lunch"])],
  ["delete tonights dinner we're getting a takeaway", remove(day(TODAY), ["dinner"])],
  ["wipe next week, plans changed", remove(NEXT_WEEK)],
  ["get rid of everything from the 8th to the 11th, im away", remove(range(NTUE, NFRI))],
  ["take off friday's breakfast", remove(day(FRI), ["breakfast"])],
  ["remove all the snacks this week", remove(THIS_WEEK, ["snack"])],
  ["cancel dinner on the 3rd and 4th", remove(range(THU, FRI), ["dinner"])],
  ["empty the week after next", remove(range(WMON, WSUN))],
  ["clear this day", remove(day(NSAT)), { selectedDate: NSAT }],
  ["scrap dinners for the rest of the week, we're going to my mum's", remove(REST_OF_WEEK, ["dinner"])],
  ["remove lunch on mon wed and fri next week", remove(range(NMON, NFRI, { weekdays: [1, 3, 5] }), ["lunch"])],

  /* ---------- search_recipes ---------- */
  ["got any cheap veggie lunch ideas for work", search({ cheap: true, diets: ["vegetarian"] }, ["lunch"])],
  ["show me chickpea curry recipes", search({ dish: "chickpea curry" })],
  ["recipes with sweet potato and black beans", search({ includeFoods: ["sweet potato", "black bean"] })],
  ["find me a gluten free birthday cake", search({ dish: "cake", diets: ["gluten-free"], special: true })],
  ["easy japanese recipes for a beginner", search({ cuisines: ["japanese"], difficulty: "easy" })],
  ["any crockpot recipes that feed 8", search({ equipment: ["slow-cooker"], servings: 8 })],
  ["high protein breakfast ideas no eggs", search({ minProtein: 30, avoidFoods: ["egg"] }, ["breakfast"])],
  ["show me desserts under 300 cals", search({ dish: "dessert", maxCalories: 300 })],
  ["recipes under $2.50 a serving", search({ maxCostPerServing: 2.5 })],
  ["what can i make in an air fryer in 15 min", search({ equipment: ["air-fryer"], maxMinutes: 15 })],
  ["find something new to try with tofu, never cooked it before", search({ novelty: "new", includeFoods: ["tofu"] })],
  ["show me the family favourites", search({ novelty: "favourites" })],
  ["give me a recipe for cottage pie pls", search({ dish: "cottage pie" })],
  ["kid friendly pasta ideas for 2 adults and 3 kids", search({ kidFriendly: true, includeFoods: ["pasta"], servings: 5, children: 3 })],
  ["vegan mexican recipes", search({ diets: ["vegan"], cuisines: ["mexican"] })],
  ["impressive dessert for when the in-laws come, nut free", search({ dish: "dessert", special: true, diets: ["nut-free"] })],
  ["bbq ideas for 12 people", search({ equipment: ["grill"], servings: 12 })],
  ["find me no-cook lunches for the office", search({ equipment: ["no-cook"] }, ["lunch"])],
  ["show me pressure cooker beef recipes", search({ equipment: ["pressure-cooker"], includeFoods: ["beef"] })],
  ["recipes w/out dairy or soy", search({ avoidFoods: ["dairy", "soy"] })],
  ["ambitious french recipes, want to challenge myself this winter", search({ cuisines: ["french"], difficulty: "advanced" })],
  ["snack ideas with 20g protein", search({ minProtein: 20 }, ["snack"])],
  ["show me some curries the kids would like", search({ dish: "curry", kidFriendly: true })],
  ["find a mug cake i can do in the microwave", search({ dish: "mug cake", equipment: ["microwave"] })],
  ["quick one pot chicken recipes", search({ maxMinutes: 30, equipment: ["one-pot"], includeFoods: ["chicken"] })],
  // "not too spendy" is read as cheap (a budget wish in other words)
  ["pescatarian dinner ideas, not too spendy", search({ diets: ["pescatarian"], cheap: true }, ["dinner"])],
  ["any good low cal soups", search({ dish: "soup", maxCalories: 500 })],
  ["hi! quick question, do you have a recipe for a proper ragu? takes all day is fine", search({ dish: "ragu" })],

  /* ---------- generate_recipe ---------- */
  ["make up a recipe using halloumi and courgette", generate({ includeFoods: ["halloumi", "courgette"] })],
  ["can you invent a vegan carbonara", generate({ dish: "carbonara", diets: ["vegan"] })],
  ["write me a recipe for a slow cooker curry, budget friendly, for 6", generate({ equipment: ["slow-cooker"], dish: "curry", cheap: true, servings: 6 })],
  ["come up with a high protein breakfast under 400 calories", generate({ minProtein: 30, maxCalories: 400 }, ["breakfast"])],
  ["dream up a fancy dessert for our anniversary", generate({ dish: "dessert", special: true })],
  ["generate an easy korean dish in under 30 min", generate({ cuisines: ["korean"], difficulty: "easy", maxMinutes: 30 })],
  ["devise a kid friendly lunch w/o nuts", generate({ kidFriendly: true, avoidFoods: ["nut"] }, ["lunch"])],
  ["create a turkey recipe for 2 adults and a toddler", generate({ includeFoods: ["turkey"], servings: 3, children: 1 })],
  ["invent something no-cook with prawns", generate({ equipment: ["no-cook"], includeFoods: ["prawn"] })],
  ["come up with a pescatarian pie for 4", generate({ dish: "pie", diets: ["pescatarian"], servings: 4 })],
  ["make up a sheet pan dinner, under $3 a head", generate({ equipment: ["sheet-pan"], maxCostPerServing: 3 }, ["dinner"])],

  /* ---------- update_preferences ---------- */
  ["fyi my daughter is allergic to sesame", prefs({ addAllergies: ["sesame"] })],
  ["i cant stand olives", prefs({ addDislikes: ["olive"] })],
  ["went vegan last month, fyi", prefs({ addDiets: ["vegan"] })],
  ["i'm not pescatarian anymore, eating meat again", prefs({ removeDiets: ["pescatarian"] })],
  ["we love korean food, can you remember that", prefs({ addCuisines: ["korean"] })],
  ["my flatmate moved out so it's just me now", prefs({ householdSize: 1 })],
  ["can you change my daily calorie goal to 1850 pls", prefs({ calorieGoal: 1850 })],
  ["we're bored of the plans, give us more variety from now on", prefs({ varietyPreference: 8 })],
  ["keep things familiar please, hubby isn't adventurous", prefs({ varietyPreference: 3 })],
  ["actually I'm fine with mushrooms now, take them off my dislikes", prefs({ removeDislikes: ["mushroom"] })],
  ["my son's grown out of his egg allergy!", prefs({ removeAllergies: ["egg"] })],
  // like "we don't eat pork" (pork-free): a standing statement of a diet
  ["we don't eat beef for religious reasons", prefs({ addDiets: ["beef-free"] })],
  ["my husband can't eat tree nuts", prefs({ addAllergies: ["tree nut"] })],
  ["we've got twins now! so a family of 4", prefs({ householdSize: 4 })],

  /* ---------- shopping_list ---------- */
  ["gimme the shopping list x", shop()],
  ["make me a list for the big shop, for the whole of next week", shop(NEXT_WEEK)],
  ["what to pick up from tesco for the weekend", shop(WEEKEND)],
  ["grocery list for this week and next", shop(range(TODAY, NSUN))],
  ["what do i need from the shop for the rest of this week", shop(REST_OF_WEEK)],
  ["do me a shopping list", shop(), { selectedDate: NFRI }],
  ["need a grocery list for the 8th to the 11th", shop(range(NTUE, NFRI))],

  /* ---------- nutrition ---------- */
  ["roughly how much protein am i eating this week with this plan", nutrition("protein", "days", THIS_WEEK)],
  ["how many cals in tonights tea", nutrition("calories", "meal", day(TODAY), ["dinner"])],
  ["am i under my calorie target for next week?", nutrition("calories", "days", NEXT_WEEK, undefined, true)],
  ["how many carbs in fridays lunch", nutrition("carbs", "meal", day(FRI), ["lunch"])],
  ["how much fat is in the weekend dinners", nutrition("fat", "days", WEEKEND, ["dinner"])],
  ["macros for tomorrow pls", nutrition("macros", "days", day(THU))],
  ["nutrition info for saturday's breakfast", nutrition("macros", "meal", day(SAT), ["breakfast"])],
  ["am i sticking to my protein goal today", nutrition("protein", "days", day(TODAY), undefined, true)],
  ["how many calories is the plan for the next 3 days", nutrition("calories", "days", range(TODAY, FRI))],
  ["how many calories have i got planned", nutrition("calories", "days"), { selectedDate: NMON }],
  ["whats the carb count looking like this week", nutrition("carbs", "days", THIS_WEEK)],

  /* ---------- cook_from_pantry ---------- */
  ["ive got half a butternut squash and some feta, ideas?", pantry(["butternut squash", "feta"])],
  ["leftover roast chicken from sunday, what can i do with it", pantry(["roast chicken"])],
  ["what can i cook with whats in my cupboard, vegan pls", pantry(undefined, { diets: ["vegan"] })],
  ["use up the spinach before it goes off, something quick", pantry(["spinach"], { maxMinutes: 30 })],
  ["got pasta, tuna and sweetcorn, tea for 4 tonight?", pantry(["pasta", "tuna", "sweetcorn"], { servings: 4 }, ["dinner"], day(TODAY))],
  ["leftover bolognese sauce, what else can i make with it", pantry(["bolognese sauce"])],
  ["fridge raid: eggs, peppers, cheese. no oven in my dorm", pantry(["egg", "pepper", "cheese"], { equipment: ["no-oven"] })],
  ["what can i make from my pantry in the slow cooker for tomorrow", pantry(undefined, { equipment: ["slow-cooker"] }, undefined, day(THU))],
  ["i have chicken thighs and rice, something the kids will eat", pantry(["chicken thigh", "rice"], { kidFriendly: true })],
  ["use up leftover mash in something with sausage", pantry(["mash"], { includeFoods: ["sausage"] })],
  ["anything low cal i can make from whats in my fridge", pantry(undefined, { maxCalories: 500 })],
  ["i've got 2 sweet potatoes and a can of chickpeas, something indian for lunch?", pantry(["sweet potato", "chickpea"], { cuisines: ["indian"] }, ["lunch"])],
  [
    "got some leftover ham, need something easy and cheap for 2 adults & 3 kids",
    pantry(["ham"], { difficulty: "easy", cheap: true, servings: 5, children: 3 }),
  ],

  /* ---------- explain ---------- */
  ["why did u put fish on thursday", explain(day(THU))],
  ["how come there's so much pasta next week", explain(NEXT_WEEK)],
  ["what made you choose the tagine for tonight", explain(day(TODAY), ["dinner"])],
  ["why is saturday's lunch a salad?", explain(day(SAT), ["lunch"])],
  ["why that recipe tho", explain()],
  ["why did you pick the same thing twice this week", explain(THIS_WEEK)],

  /* ---------- confirm / decline / undo (a proposal or a change waiting) ---------- */
  ["yeah go for it", only("confirm"), { state: WAITING }],
  ["sounds gd, stick em in", only("confirm"), { state: WAITING }],
  ["perfect thank you, save those", only("confirm"), { state: WAITING }],
  ["yes to all but the salmon one", only("confirm", onProposal("accept_except", [2])), { state: WAITING }],
  ["add them except monday and tuesday", only("confirm", onProposal("accept_except", [1, 2])), { state: WAITING }],
  ["nahh not feeling those tbh", only("decline"), { state: WAITING }],
  ["no leave it for now", only("decline"), { state: WAITING }],
  ["undo pls", only("undo"), { state: APPLIED }],
  ["can u put the calendar back how it was", only("undo"), { state: APPLIED }],
  ["oops take that back", only("undo"), { state: APPLIED }],

  /* ---------- greeting / help / thanks ---------- */
  ["morning sierra ☀️", only("greeting")],
  ["hiya", only("greeting")],
  ["hello there, first time using this", only("greeting")],
  ["what can you do", only("help")],
  ["how does this work?", only("help")],
  ["um what is this chat for", only("help")],
  ["cheers!", only("thanks")],
  ["ta v much", only("thanks")],
  ["thank u so much that's a life saver 🙏", only("thanks")],

  /* ---------- out_of_scope ---------- */
  ["whats the weather like tomorrow", only("out_of_scope")],
  ["can u book me an uber", only("out_of_scope")],
  ["tell me a joke", only("out_of_scope")],
  ["who won the arsenal game", only("out_of_scope")],
  ["whats 19 x 37", only("out_of_scope")],
  ["write me a python script that sorts a list", only("out_of_scope")],
  ["recommend a good film for tonight", only("out_of_scope")],
]);

/** Development part, fresh conversations: each later turn read against what Sierra showed before it. */
export const DEV_FRESH_DIALOGUES = dialogues("dev-frd", [
  {
    // busy parent: refine, replace an item, confirm
    turns: [
      turn(
        "sort weeknight dinners for next week for me and the 3 kids, under 30 min",
        plan(NEXT_WEEKNIGHTS, { servings: 4, children: 3, maxMinutes: 30 }),
        nextWeek("Fish finger wraps", "Cod goujons", "Sausage pasta", "Chicken quesadillas", "Tuna melts"),
      ),
      turn(
        "can u make them all kid friendly too, theyre fussy",
        plan(NEXT_WEEKNIGHTS, { servings: 4, children: 3, maxMinutes: 30, kidFriendly: true }, ["dinner"], { followUp: onProposal("refine") }),
        nextWeek("Fish finger wraps", "Cod goujons", "Sausage pasta", "Chicken quesadillas", "Mini pizzas"),
      ),
      // "they hate fish" inside a request is avoidFoods
      turn(
        "swap tuesday, they hate fish",
        plan(NEXT_WEEKNIGHTS, { servings: 4, children: 3, maxMinutes: 30, kidFriendly: true, avoidFoods: ["fish"] }, ["dinner"], {
          followUp: onProposal("replace_item", [2]),
        }),
        nextWeek("Fish finger wraps", "Cheesy beanburgers", "Sausage pasta", "Chicken quesadillas", "Mini pizzas"),
      ),
      turn("perfect add them", only("confirm"), undefined, "five dinners on 7-11 December"),
    ],
  },
  {
    // student: list, choose by a word, change servings, confirm
    turns: [
      turn(
        "cheap recipes w lentils",
        search({ cheap: true, includeFoods: ["lentil"] }),
        list(["Lentil bolognese", "Red lentil dahl", "Lentil shepherd's pie", "Lentil and bacon soup"]),
      ),
      turn("the dahl one for tea tmrw", plan(day(THU), {}, ["dinner"], { followUp: onList("choose_item", [2]) }), on([[THU, "Red lentil dahl"]])),
      turn(
        "actually make it for 2, my gf is coming",
        plan(day(THU), { servings: 2 }, ["dinner"], { followUp: onProposal("change_servings") }),
        on([[THU, "Red lentil dahl"]]),
      ),
      turn("ye", only("confirm"), undefined, "Red lentil dahl for 2 on Thursday"),
    ],
  },
  {
    // gym-goer: a later number replaces an earlier one, accept with an exception
    turns: [
      turn(
        "plan high protein lunches mon to fri next week",
        plan(range(NMON, NFRI), { minProtein: 30 }, ["lunch"]),
        proposal(
          ["Chicken burrito bowl", "Tuna pasta salad", "Turkey chilli", "Greek yoghurt chicken wrap", "Beef and rice bowl"].map((title, i) => ({
            title,
            date: NEXT_DAYS[i]!,
            mealType: "lunch" as const,
          })),
        ),
      ),
      turn(
        "make it at least 45g",
        plan(range(NMON, NFRI), { minProtein: 45 }, ["lunch"], { followUp: onProposal("refine") }),
        proposal(
          ["Chicken burrito bowl", "Steak and quinoa", "Turkey chilli", "Salmon and lentils", "Beef and rice bowl"].map((title, i) => ({
            title,
            date: NEXT_DAYS[i]!,
            mealType: "lunch" as const,
          })),
        ),
      ),
      turn("all except friday, eating out that day", only("confirm", onProposal("accept_except", [5])), undefined, "four lunches on 7-10 December"),
    ],
  },
  {
    // UK retiree: refine with a diet, then decline
    turns: [
      turn(
        "sunday lunch for 6 on the 13th, a roast please",
        plan(day(NSUN), { dish: "roast", servings: 6 }, ["lunch"]),
        proposal([{ date: NSUN, mealType: "lunch", title: "Roast pork with crackling" }]),
      ),
      turn(
        "my grandson is vegetarian now, could it be a veggie one instead",
        plan(day(NSUN), { dish: "roast", servings: 6, diets: ["vegetarian"] }, ["lunch"], { followUp: onProposal("refine") }),
        proposal([{ date: NSUN, mealType: "lunch", title: "Nut roast with all the trimmings" }]),
      ),
      turn("no, i think i'll do it myself after all, thank you", only("decline"), undefined, "nothing planned on 13 December"),
    ],
  },
  {
    // non-native speaker: list, refine, choose by position with servings
    turns: [
      turn(
        "please I want find recipes of fish",
        search({ includeFoods: ["fish"] }),
        list(["Baked salmon", "Fish tacos", "Cod in tomato sauce", "Seafood paella"]),
      ),
      turn(
        "only the ones more easy",
        search({ includeFoods: ["fish"], difficulty: "easy" }, undefined, { followUp: onList("refine") }),
        list(["Baked salmon", "Fish tacos", "Cod in tomato sauce"]),
      ),
      turn(
        "I take the number 3 for friday, for 4 persons",
        plan(day(FRI), { servings: 4 }, ["dinner"], { followUp: onList("choose_item", [3]) }),
        on([[FRI, "Cod in tomato sauce"]]),
      ),
      turn("yes thank you", only("confirm"), undefined, "Cod in tomato sauce for 4 on Friday"),
    ],
  },
  {
    // move days, confirm, undo
    turns: [
      turn(
        "plan the weekend dinners, something special for 2",
        plan(WEEKEND, { special: true, servings: 2 }),
        on([
          [SAT, "Duck a l'orange"],
          [SUN, "Beef bourguignon"],
        ]),
      ),
      turn(
        "oh wait can we do next weekend instead",
        plan(NEXT_WEEKEND, { special: true, servings: 2 }, ["dinner"], { followUp: onProposal("move_days") }),
        on([
          [NSAT, "Duck a l'orange"],
          [NSUN, "Beef bourguignon"],
        ]),
      ),
      // "ok lovely" answering a proposal accepts it
      turn("ok lovely", only("confirm"), undefined, "both dinners on 12-13 December"),
      turn("hang on undo that, wrong weekend again 🙈", only("undo"), undefined, "the two dinners taken off again"),
    ],
  },
  {
    // removal narrowed, then confirmed
    turns: [
      turn(
        "clear everything from the 8th to the 13th",
        remove(range(NTUE, NSUN)),
        on([
          [NTUE, "Chilli con carne"],
          [NWED, "Pesto gnocchi"],
          [NTHU, "Chicken katsu"],
          [NFRI, "Fish and chips"],
          [NSAT, "Pizza"],
          [NSUN, "Roast lamb"],
        ]),
      ),
      turn(
        "hmm actually keep sunday",
        { ...remove(range(NTUE, NSAT)), followUp: onProposal("narrow_days") },
        on([
          [NTUE, "Chilli con carne"],
          [NWED, "Pesto gnocchi"],
          [NTHU, "Chicken katsu"],
          [NFRI, "Fish and chips"],
          [NSAT, "Pizza"],
        ]),
      ),
      turn("yep do it", only("confirm"), undefined, "8-12 December cleared, Sunday kept"),
    ],
  },
  {
    // list refined by dropping a constraint, then a choice by a word
    turns: [
      turn("vegan curry recipes", search({ dish: "curry", diets: ["vegan"] }), list(["Chickpea curry", "Aubergine curry", "Jackfruit curry"])),
      turn(
        "forget the vegan bit, just ones under 400 cal",
        search({ dish: "curry", maxCalories: 400 }, undefined, { dropConstraints: ["diets"], followUp: onList("refine") }),
        list(["Chicken jalfrezi", "Prawn curry", "Chickpea curry", "Chicken tikka"]),
      ),
      turn("the prawn one on next tuesday", plan(day(NTUE), {}, ["dinner"], { followUp: onList("choose_item", [2]) }), on([[NTUE, "Prawn curry"]])),
    ],
  },
  {
    // swap card replaced, then accepted
    turns: [
      turn("swap friday's dinner for something cheaper", swap(day(FRI), { cheap: true }, ["dinner"]), on([[FRI, "Egg fried rice"]])),
      turn(
        "hmm not that, something in the slow cooker",
        swap(day(FRI), { cheap: true, equipment: ["slow-cooker"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([[FRI, "Slow cooker sausage casserole"]]),
      ),
      turn("go on then, that'll do", only("confirm"), undefined, "Sausage casserole on Friday"),
    ],
  },
  {
    // two weeks narrowed to some weekdays; thanks is not a confirm
    turns: [
      turn(
        "plan dinners for the next two weeks",
        plan(range(TODAY, TWO_WEEKS_END)),
        on([
          [TODAY, "Tacos"],
          [THU, "Pasta bake"],
          [FRI, "Fish pie"],
          [SAT, "Burgers"],
          [SUN, "Roast chicken"],
          [NMON, "Chicken curry"],
          [NTUE, "Lentil soup"],
          [NWED, "Pork stir fry"],
          [NTHU, "Beef stew"],
          [NFRI, "Pizza"],
          [NSAT, "Lasagne"],
          [NSUN, "Roast beef"],
          [WMON, "Salmon bake"],
          ["2026-12-15", "Veg chilli"],
        ]),
      ),
      // the weekdays named apply across the whole range proposed
      turn(
        "only mon to thu, we eat out fridays and weekends",
        plan(range(TODAY, TWO_WEEKS_END, { weekdays: [1, 2, 3, 4] }), {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [TODAY, "Tacos"],
          [THU, "Pasta bake"],
          [NMON, "Chicken curry"],
          [NTUE, "Lentil soup"],
          [NWED, "Pork stir fry"],
          [NTHU, "Beef stew"],
          [WMON, "Salmon bake"],
          ["2026-12-15", "Veg chilli"],
        ]),
      ),
      turn("thanks", only("thanks")),
      turn("ok stick them in then", only("confirm"), undefined, "eight dinners, Monday to Thursday only"),
    ],
  },
  {
    // list servings changed, then a choice by position for lunch
    turns: [
      turn(
        "air fryer recipes for 2",
        search({ equipment: ["air-fryer"], servings: 2 }),
        list(["Crispy chicken wings", "Halloumi fries", "Salmon bites", "Stuffed peppers"]),
      ),
      turn(
        "can you scale them for 5",
        search({ equipment: ["air-fryer"], servings: 5 }, undefined, { followUp: onList("change_servings") }),
        list(["Crispy chicken wings", "Halloumi fries", "Salmon bites", "Stuffed peppers"]),
      ),
      turn(
        "first one saturday lunch",
        plan(day(SAT), {}, ["lunch"], { followUp: onList("choose_item", [1]) }),
        proposal([{ date: SAT, mealType: "lunch", title: "Crispy chicken wings" }]),
      ),
      turn("yess add it 🙌", only("confirm"), undefined, "Crispy chicken wings on Saturday's lunch"),
    ],
  },
  {
    // leftovers list, a choice by a word, then declined
    turns: [
      turn(
        "leftover roast lamb and some potatoes, ideas?",
        pantry(["roast lamb", "potato"]),
        list(["Lamb hash", "Shepherd's pie", "Lamb curry", "Lamb flatbreads"]),
      ),
      turn("the curry sounds good, tonight", plan(day(TODAY), {}, ["dinner"], { followUp: onList("choose_item", [3]) }), on([[TODAY, "Lamb curry"]])),
      turn("nah change of plan", only("decline"), undefined, "nothing planned tonight"),
    ],
  },
  {
    // skint week, one item replaced by a word, confirmed with thanks
    turns: [
      turn(
        "plan next week's tea, we're skint",
        plan(NEXT_WEEK, { cheap: true }),
        nextWeek("Sausage casserole", "Veg curry", "Pork and apple burgers", "Jacket potatoes", "Pasta bake", "Bean chilli", "Roast chicken"),
      ),
      // "doesn't eat it" (of pork) inside a request is avoidFoods
      turn(
        "get rid of the pork one, my wife doesn't eat it",
        plan(NEXT_WEEK, { cheap: true, avoidFoods: ["pork"] }, ["dinner"], { followUp: onProposal("replace_item", [3]) }),
        nextWeek("Sausage casserole", "Veg curry", "Chicken burgers", "Jacket potatoes", "Pasta bake", "Bean chilli", "Roast chicken"),
      ),
      turn("cheers, save it", only("confirm"), undefined, "seven cheap dinners next week"),
    ],
  },
  {
    // a selected day: plan, move to the next day, confirm
    selectedDate: NWED,
    turns: [
      turn(
        "plan lunch here for 3, something with halloumi",
        plan(day(NWED), { servings: 3, includeFoods: ["halloumi"] }, ["lunch"]),
        proposal([{ date: NWED, mealType: "lunch", title: "Halloumi and couscous salad" }]),
      ),
      // "the day after" the proposed day
      turn(
        "move it to the day after",
        plan(day(NTHU), { servings: 3, includeFoods: ["halloumi"] }, ["lunch"], { followUp: onProposal("move_days") }),
        proposal([{ date: NTHU, mealType: "lunch", title: "Halloumi and couscous salad" }]),
      ),
      turn("yes ta", only("confirm"), undefined, "lunch on 10 December"),
    ],
  },
  {
    // on a Sunday: next week starts tomorrow; a meal type added
    today: SUN,
    turns: [
      turn(
        "plan next week, quick italian",
        plan(range(NMON, NSUN), { maxMinutes: 30, cuisines: ["italian"] }),
        nextWeek("Carbonara", "Pesto gnocchi", "Margherita pizza", "Tuscan bean soup", "Chicken cacciatore", "Aglio e olio", "Risotto"),
      ),
      turn(
        "add breakfasts too",
        plan(range(NMON, NSUN), { maxMinutes: 30, cuisines: ["italian"] }, ["breakfast", "dinner"], { followUp: onProposal("refine") }),
      ),
    ],
  },
  {
    // a read is remembered for nothing; a later plan is read on its own
    turns: [
      turn("whats on tmrw", read(day(THU))),
      turn("ok plan tmrw dinner then, something with gnocchi", plan(day(THU), { includeFoods: ["gnocchi"] }), on([[THU, "Gnocchi with sausage"]])),
      turn(
        "no sausage pls",
        plan(day(THU), { includeFoods: ["gnocchi"], avoidFoods: ["sausage"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([[THU, "Gnocchi alla sorrentina"]]),
      ),
      turn("👍 add it", only("confirm"), undefined, "Gnocchi alla sorrentina on Thursday"),
    ],
  },
]);
