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
  day,
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
  range,
  REST_OF_WEEK,
  SAT,
  SUN,
  THIS_WEEK,
  THU,
  TODAY,
  TOMORROW,
  WEEKEND,
  WEEKNIGHTS_NOW,
  WMON,
  WSUN,
} from "./corpus-dates";

/*
 * A third fresh development batch, written by a hand that read only the request model, the README,
 * the builders, the dates and the file format. Voices: a shift-working paramedic, a dad of three
 * teenagers, a retired couple in Ireland, an Australian, a busy lawyer, a first-time teenage cook,
 * voice dictation, long polite emails, all caps, and requests wrapped in a story.
 * Today is Wednesday 2 December 2026 (corpus-dates.ts).
 */

export const DEV_FRESH_3 = cases("dev-ft", [
  /* ---- plan_meals, 2-4 constraints at once ---- */
  // paramedic
  [
    "on nights fri sat sun so i need dinners i can eat cold at 3am, high protein, nothing with pork",
    plan(range(FRI, SUN), { equipment: ["no-cook"], minProtein: 30, avoidFoods: ["pork"] }),
  ],
  [
    "Back-to-back 12s Mon to Thu next week. Slow cooker dinners I can set before I leave, 2 portions each, under 600 cals",
    plan(range(NMON, NTHU), { equipment: ["slow-cooker"], servings: 2, maxCalories: 600 }),
  ],
  [
    "post night shift brekkie tmrw, something fast with eggs, just me",
    plan(day(TOMORROW), { maxMinutes: 30, includeFoods: ["egg"], servings: 1 }, ["breakfast"]),
  ],
  [
    "Need lunches to take on the ambulance for the rest of the week, no microwave on the truck so they have to be eaten cold, at least 35g protein",
    plan(REST_OF_WEEK, { equipment: ["no-cook"], minProtein: 35 }, ["lunch"]),
  ],
  [
    "off on saturday for once, want to cook something ambitious and italian for the two of us",
    plan(day(SAT), { difficulty: "advanced", cuisines: ["italian"], servings: 2 }),
  ],
  // dad of three teenagers
  [
    "Three teenage boys who eat like horses. Plan next week's dinners for 5, cheap, lots of protein, no fish because the middle one won't touch it",
    plan(NEXT_WEEK, { servings: 5, cheap: true, minProtein: 30, avoidFoods: ["fish"] }),
  ],
  [
    "me and the 3 teens tonight, something with beef mince, under 40 minutes",
    plan(day(TODAY), { servings: 4, children: 3, includeFoods: ["beef mince"], maxMinutes: 40 }),
  ], // teens counted as children, like "me n the 3 kids" (judgement)
  [
    "my daughter's gone vegetarian this month so sort out weeknight dinners next week that are veggie and that the kids will still eat, 5 of us",
    plan(NEXT_WEEKNIGHTS, { diets: ["vegetarian"], kidFriendly: true, servings: 5 }),
  ],
  ["Saturday's the lad's 16th birthday, dinner for 9 with his mates, on the bbq", plan(day(SAT), { special: true, servings: 9, equipment: ["grill"] })],
  ["4 dinners next week under $3 a head, family of five", plan({ ...NEXT_WEEK, count: 4 }, { maxCostPerServing: 3, servings: 5 })],
  // retired couple in Ireland
  [
    "Good morning Sierra, would you be able to put together our tea for the week, just the two of us, and nothing too difficult as my husband is doing the cooking now",
    plan(THIS_WEEK, { servings: 2, difficulty: "easy" }),
  ],
  [
    "We'd like a nice fish supper on Friday for the two of us, nothing with shellfish as Pat reacts to it",
    plan(day(FRI), { includeFoods: ["fish"], servings: 2, avoidFoods: ["shellfish"] }),
  ],
  [
    "the grandchildren are down sunday, 2 adults and 4 children for the dinner, something they'll all eat and not too dear",
    plan(day(SUN), { servings: 6, children: 4, kidFriendly: true, cheap: true }),
  ], // "something they'll all eat" with children = kidFriendly; Irish "not too dear" = cheap (judgement)
  ["Could you plan lunches for next week, soups mostly, gluten free as I'm coeliac", plan(NEXT_WEEK, { dish: "soup", diets: ["gluten-free"] }, ["lunch"])],
  ["Our 40th anniversary is the 18th. A special dinner for two please, no lamb", plan(day("2026-12-18"), { special: true, servings: 2, avoidFoods: ["lamb"] })],
  // Australian
  ["arvo mate, chuck some barbie dinners on for the weekend, 6 of us, nothing spicy", plan(WEEKEND, { equipment: ["grill"], servings: 6 })], // "nothing spicy" sets nothing (README)
  [
    "too hot to cook this week, 35 degrees, plan dinners for the rest of the week that need no cooking, dairy free",
    plan(REST_OF_WEEK, { equipment: ["no-cook"], diets: ["dairy-free"] }),
  ],
  [
    "reckon you could line up some thai dinners mon wed fri next week for 4, prawns are fine",
    plan(range(NMON, NFRI, { weekdays: [1, 3, 5] }), { cuisines: ["thai"], servings: 4 }),
  ], // "prawns are fine" is permission, not a wish: nothing set
  [
    "Christmas lunch for 12, we're doing it on the barbie, something a bit flash",
    plan(day("2026-12-25"), { servings: 12, equipment: ["grill"], special: true }, ["lunch"]),
  ], // "flash" (Aus. for fancy) read as special
  [
    "brekkie for the next 3 days, quick, high protein, no eggs",
    plan(range(TODAY, "2026-12-04"), { maxMinutes: 30, minProtein: 30, avoidFoods: ["egg"] }, ["breakfast"]),
  ],
  // busy lawyer
  [
    "Trial prep all next week. Need dinners Mon-Fri that take 20 minutes or less, single serving, under 700 calories.",
    plan(NEXT_WEEKNIGHTS, { maxMinutes: 20, servings: 1, maxCalories: 700 }),
  ],
  ["Client dinner at mine on the 11th, 6 covers, needs to impress, pescatarian", plan(day(NFRI), { servings: 6, special: true, diets: ["pescatarian"] })],
  ["Plan Thursday dinner: one pan, chicken, quick.", plan(day(THU), { equipment: ["one-pot"], includeFoods: ["chicken"], maxMinutes: 30 })],
  [
    "Lunches for the week after next, air fryer only, nut-free (office policy)",
    plan(range(WMON, WSUN), { equipment: ["air-fryer"], diets: ["nut-free"] }, ["lunch"]),
  ],
  // teenager cooking first time
  [
    "mum's away and i have to make dinner tmrw for me and my little brother, i've never cooked anything, nothing with an oven pls its scary",
    plan(day(TOMORROW), { servings: 2, difficulty: "easy", equipment: ["no-oven"] }),
  ], // "never cooked anything" = for a beginner = easy
  ["can u plan dinner friday, pasta, super simple, for 3", plan(day(FRI), { includeFoods: ["pasta"], difficulty: "easy", servings: 3 })],
  [
    "i want to make my mum breakfast in bed on sunday for her birthday!! im a beginner and we dont have much money",
    plan(day(SUN), { special: true, difficulty: "easy", cheap: true }, ["breakfast"]),
  ], // "dont have much money" read as cheap (judgement)
  // voice dictation
  [
    "plan next weeks dinners four the family of four no mushrooms and nothing that takes more than half an hour",
    plan(NEXT_WEEK, { servings: 4, avoidFoods: ["mushroom"], maxMinutes: 30 }),
  ], // "four the family" is a dictated "for"; "half an hour" = 30
  ["can you do two dinners this weekend too vegetarian ones for the too of us", plan({ ...WEEKEND, count: 2 }, { diets: ["vegetarian"], servings: 2 })], // "too vegetarian ones" = "two": the count already says it
  [
    "i need lunch and dinner on saturday for six people one of them is vegan so make it all vegan please and cheap",
    plan(day(SAT), { servings: 6, diets: ["vegan"], cheap: true }, ["lunch", "dinner"]),
  ],
  [
    "okay sierra plan the weeknights next week with the crock pot something with chicken thighs for four",
    plan(NEXT_WEEKNIGHTS, { equipment: ["slow-cooker"], includeFoods: ["chicken thigh"], servings: 4 }),
  ],
  // polite emails
  [
    "Dear Sierra, I hope this finds you well. I was wondering whether you might be so kind as to plan three dinners for us next week. We are a household of four, and we would very much appreciate dishes that are gluten-free and reasonably quick, perhaps under forty minutes. Many thanks in advance.",
    plan({ ...NEXT_WEEK, count: 3 }, { servings: 4, diets: ["gluten-free"], maxMinutes: 40 }),
  ], // "a household of four" inside a request is the head count, not a preference
  [
    "Hello again, I would be most grateful if you could arrange dinners for the weekend of the 12th and 13th. My sister is visiting, so there will be three of us, and she does not eat beef. Something a little special would be lovely. Kind regards, Margaret",
    plan(NEXT_WEEKEND, { servings: 3, avoidFoods: ["beef"], special: true }),
  ],
  [
    "Good afternoon. Would it be possible to have our evening meals for the rest of the week planned with middle eastern dishes? Ideally nothing requiring the oven, which is currently being repaired. With thanks.",
    plan(REST_OF_WEEK, { cuisines: ["middle-eastern"], equipment: ["no-oven"] }),
  ],
  // all caps
  ["PLAN DINNER TONIGHT FOR 8 PEOPLE CHEAP AND EASY NO NUTS", plan(day(TODAY), { servings: 8, cheap: true, difficulty: "easy", avoidFoods: ["nut"] })],
  [
    "I NEED ALL MEALS FOR TOMORROW, VEGAN, UNDER 600 CALORIES EACH",
    plan(day(TOMORROW), { diets: ["vegan"], maxCalories: 600 }, ["breakfast", "lunch", "dinner"]),
  ],
  ["SATURDAY AND SUNDAY LUNCH, SOMETHING NEW, GERMAN FOOD, FOR 4", plan(WEEKEND, { novelty: "new", cuisines: ["german"], servings: 4 }, ["lunch"])],
  // story + request
  [
    "So my in-laws just announced they're coming Friday and my mother-in-law has a dairy thing, can you plan Friday dinner for 6 without dairy that'll impress her",
    plan(day(FRI), { servings: 6, avoidFoods: ["dairy"], special: true }),
  ],
  [
    "We just got back from two weeks in Italy and I'm already missing it. Could you plan next week's dinners with Italian dishes we haven't had before?",
    plan(NEXT_WEEK, { cuisines: ["italian"], novelty: "new" }),
  ],
  [
    "the kids finally broke up for christmas so it's chaos here, plan lunches mon to fri next week the kids will eat, under 20 mins",
    plan(NEXT_WEEKNIGHTS, { kidFriendly: true, maxMinutes: 20 }, ["lunch"]),
  ],
  [
    "my oven died mid-roast on sunday (RIP) so until the repair guy comes, plan dinners for the rest of the week for 3, keep it cheap",
    plan(REST_OF_WEEK, { equipment: ["no-oven"], servings: 3, cheap: true }),
  ], // the past sunday in the story is no day to plan
  ["what should we have on thursday night, something with salmon, in the air fryer", plan(day(THU), { includeFoods: ["salmon"], equipment: ["air-fryer"] })],
  ["the 3rd and 4th, pescatarian dinners, 2 servings", plan(range(THU, FRI), { diets: ["pescatarian"], servings: 2 })],
  ["snacks for the next 5 days, high protein, low cal", plan(range(TODAY, "2026-12-06"), { minProtein: 30, maxCalories: 500 }, ["snack"])],
  ["Plan our usual dinners next week for the four of us, nothing with pork", plan(NEXT_WEEK, { novelty: "favourites", servings: 4, avoidFoods: ["pork"] })],
  ["in 3 days i'm hosting a dinner party for 8, something with lamb", plan(day("2026-12-05"), { special: true, servings: 8, includeFoods: ["lamb"] })],
  ["a week today could you plan a pressure cooker stew for 4", plan(day(NWED), { equipment: ["pressure-cooker"], dish: "stew", servings: 4 })],

  ["sort weeknight teas for the 4 of us, nothing over half an hour, no peppers", plan(WEEKNIGHTS_NOW, { servings: 4, maxMinutes: 30, avoidFoods: ["pepper"] })],
  [
    "CAN YOU DO A ROMANTIC DINNER FOR 2 NEXT FRIDAY, NO SEAFOOD, UNDER $15 A HEAD",
    plan(day(NFRI), { special: true, servings: 2, avoidFoods: ["seafood"], maxCostPerServing: 15 }),
  ],

  /* ---- swap_meal, said indirectly ---- */
  [
    "the kids took one look at wednesday's dinner next week and revolted, give me something they'll actually eat",
    swap(day(NWED), { kidFriendly: true }, ["dinner"]),
  ],
  ["Not feeling tonight's curry after a 14 hour shift, anything quicker?", swap(day(TODAY), { maxMinutes: 30 }, ["dinner"])], // "tonight" = dinner; "quicker" = 30; the curry is what goes, not a wish
  ["Pat says the lamb on Sunday is too rich for him. Could we have something lighter in its place, under 500 calories?", swap(day(SUN), { maxCalories: 500 })],
  ["FRIDAY'S DINNER IS TOO EXPENSIVE CHANGE IT", swap(day(FRI), { cheap: true }, ["dinner"])], // "too expensive" asks for cheaper = cheap (judgement)
  ["can you trade out thursday lunch for something vegan", swap(day(THU), { diets: ["vegan"] }, ["lunch"])],
  ["I'll be in court until 8 on Tuesday the 8th so whatever's planned that night needs to be a 15 minute job", swap(day(NTUE), { maxMinutes: 15 }, ["dinner"])], // "that night" = dinner (judgement)
  ["we've had chicken three nights running, put something else on saturday with fish instead", swap(day(SAT), { includeFoods: ["fish"] })], // "put something else on saturday ... instead" replaces what is there: a swap (judgement); the chicken is no constraint
  ["the recipe you gave me for tomorrow needs an oven and ours is broken, can i get a different one", swap(day(TOMORROW), { equipment: ["no-oven"] })],
  ["not sure about the thing on the 10th, my mates hate it, can u change it to something new", swap(day(NTHU), { novelty: "new" })],
  ["honestly the beef stew planned for monday is a lot of work, can we have something easier", swap(day(NMON), { difficulty: "easy" })], // "easier" read as easy, like "cheaper" = cheap (judgement)
  ["ok so swap sunday brekkie for pancakes", swap(day(SUN), { dish: "pancake" }, ["breakfast"])],
  ["replace friday's tea with a thai one for 5 please", swap(day(FRI), { cuisines: ["thai"], servings: 5 }, ["dinner"])],
  [
    "change tonights dinner for something in the slow cooker no too late for that make it the pressure cooker",
    swap(day(TODAY), { equipment: ["pressure-cooker"] }, ["dinner"]),
  ], // dictated self-correction: the last equipment said wins

  /* ---- remove_meals, said indirectly ---- */
  ["we're eating out on friday so you can scrap that one", remove(day(FRI))],
  ["Night shifts all weekend, won't be home for any dinners Sat or Sun, clear them", remove(WEEKEND, ["dinner"])],
  ["Going to my sister's in Cork for the 12th and 13th, so there's no need for anything on those days", remove(NEXT_WEEKEND)],
  ["TAKE OFF ALL THE LUNCHES NEXT WEEK WE'RE AT WORK", remove(NEXT_WEEK, ["lunch"])],
  ["Firm's christmas party tomorrow night, I won't need dinner", remove(day(TOMORROW), ["dinner"])],
  ["i dont think we need thursday anymore get rid of it", remove(day(THU))],
  ["we're getting takeaway tonight, wipe whatever's there", remove(day(TODAY), ["dinner"])],
  ["off to the in-laws from monday to wednesday next week so empty those days", remove(range(NMON, NWED))],
  ["clear everything from the rest of the week, plans changed", remove(REST_OF_WEEK)],

  /* ---- search_recipes ---- */
  ["got any recipes for a one pot chilli that does 8", search({ equipment: ["one-pot"], dish: "chilli", servings: 8 })],
  ["show me vegan desserts that aren't a pain to make", search({ diets: ["vegan"], dish: "dessert", difficulty: "easy" })], // "aren't a pain to make" = nothing too hard = easy (judgement)
  ["Looking for a few fancy starters, nothing with nuts", search({ dish: "starter", special: true, avoidFoods: ["nut"] })], // "starter" read as a dish, like "dessert" (judgement)
  ["what can i make in an air fryer that's high protein", search({ equipment: ["air-fryer"], minProtein: 30 })],
  ["any ideas for cheap lunches i can take to uni", search({ cheap: true }, ["lunch"])],
  ["find me a german recipe with potato", search({ cuisines: ["german"], includeFoods: ["potato"] })],
  ["recipes with sweet potato and black beans under 30 mins", search({ includeFoods: ["sweet potato", "black bean"], maxMinutes: 30 })],
  ["SHOW ME EASY BREAKFASTS", search({ difficulty: "easy" }, ["breakfast"])],
  ["give me a recipe for shepherd's pie that's gluten free", search({ dish: "shepherd's pie", diets: ["gluten-free"] })],
  [
    "I was hoping you might suggest a few soups suitable for someone with a shellfish allergy, ideally ones that freeze well. Thank you kindly.",
    search({ dish: "soup", avoidFoods: ["shellfish"] }),
  ], // an allergy inside a request is "can't have X" = avoidFoods; "freeze well" sets nothing
  ["whats a good egg free toddler-friendly pancake recipe", search({ diets: ["egg-free"], dish: "pancake", kidFriendly: true })],
  ["search middle eastern dishes with chickpeas", search({ cuisines: ["middle-eastern"], includeFoods: ["chickpea"] })],
  ["any snack ideas under 200 calories", search({ maxCalories: 200 }, ["snack"])],
  ["stir fry recipes for a beginner", search({ dish: "stir fry", difficulty: "easy" })],
  ["something to feed 20 at a christening for under $2 a head", search({ servings: 20, maxCostPerServing: 2 })],
  ["recipes that use a whole chicken, slow cooker", search({ includeFoods: ["chicken"], equipment: ["slow-cooker"] })], // "whole" is a cut word: the food is chicken
  ["find noodle dishes that are dairy free and pork free", search({ includeFoods: ["noodle"], diets: ["dairy-free", "pork-free"] })],
  ["got any sheet pan dinners we haven't tried", search({ equipment: ["sheet-pan"], novelty: "new" }, ["dinner"])],
  ["what's a posh thing to make with scallops", search({ special: true, includeFoods: ["scallop"] })],
  ["show me microwave mug cakes", search({ equipment: ["microwave"], dish: "mug cake" })],
  ["thai curries with tofu pls", search({ dish: "curry", cuisines: ["thai"], includeFoods: ["tofu"] })],
  ["find me something italian and vegetarian for lunch, 2 people", search({ cuisines: ["italian"], diets: ["vegetarian"], servings: 2 }, ["lunch"])],

  /* ---- generate_recipe ---- */
  ["invent a pizza my teenagers haven't seen before, with pineapple and chorizo", generate({ dish: "pizza", includeFoods: ["pineapple", "chorizo"] })], // generate never carries novelty
  ["could you come up with a lamb dish for a pressure cooker that serves 4", generate({ includeFoods: ["lamb"], equipment: ["pressure-cooker"], servings: 4 })],
  ["MAKE UP A RECIPE FOR A VEGAN BROWNIE", generate({ dish: "brownie", diets: ["vegan"] })],
  ["write me a recipe for a fancy risotto, gluten free", generate({ dish: "risotto", special: true, diets: ["gluten-free"] })],
  ["dream up a breakfast burrito with at least 40g protein", generate({ dish: "burrito", minProtein: 40 }, ["breakfast"])],
  [
    "I would be grateful if you could devise a simple cottage pie for two, without onion, as my wife cannot abide it.",
    generate({ dish: "cottage pie", difficulty: "easy", servings: 2, avoidFoods: ["onion"] }),
  ],
  ["create a cheap one pot thing with lentils", generate({ cheap: true, equipment: ["one-pot"], includeFoods: ["lentil"] })],
  ["generate a middle eastern salad for 6", generate({ cuisines: ["middle-eastern"], dish: "salad", servings: 6 })],

  /* ---- read_plan ---- */
  ["what have i got on for dinner after my shift tomorrow", read(day(TOMORROW), ["dinner"])],
  ["Remind me what's planned for the weekend, please.", read(WEEKEND)],
  ["WHATS FOR TEA", read(undefined, ["dinner"])], // no day, none selected: no days
  ["what are we eating next week", read(NEXT_WEEK)],
  ["which nights next week are still empty", read(NEXT_WEEK, ["dinner"])],
  ["is there anything for lunch on the 9th", read(day(NWED), ["lunch"])],
  ["whats on", read(day("2026-12-16")) /* selected date */, { selectedDate: "2026-12-16" }],

  /* ---- update_preferences ---- */
  ["Just so you know, my husband can't have peanuts. Could you remember that, please?", prefs({ addAllergies: ["peanut"] })],
  ["we've gone dairy free as a household, fair play to us", prefs({ addDiets: ["dairy-free"] })],
  ["WE HATE CORIANDER", prefs({ addDislikes: ["coriander"] })],
  ["we're empty nesters now, it's just the two of us", prefs({ householdSize: 2 })],
  ["i'd like more adventurous stuff going forward", prefs({ varietyPreference: 8 })],
  ["I'm no longer pescatarian, back on the meat", prefs({ removeDiets: ["pescatarian"] })],
  ["set my calorie goal to 2200 a day", prefs({ calorieGoal: 2200 })],
  ["we love middle eastern food", prefs({ addCuisines: ["middle-eastern"] })],
  ["my son actually grew out of his egg allergy, you can take that off", prefs({ removeAllergies: ["egg"] })],

  /* ---- shopping_list ---- */
  ["what do i need to grab from woolies for next week", shop()], // README: shopping_list never carries days
  ["SHOPPING LIST FOR THE WEEKEND", shop()], // README: shopping_list never takes days
  ["Could you kindly let me know what I ought to pick up for the coming days?", shop()],
  ["whats the list for the shops", shop()],
  ["what ingredients am i missing for the week", shop()],

  /* ---- nutrition ---- */
  ["how much protein am i getting on my shifts this week", nutrition("protein", "days", THIS_WEEK)],
  ["How many calories are in Thursday's dinner?", nutrition("calories", "meal", day(THU), ["dinner"])],
  ["am i over my calorie goal today", nutrition("calories", "days", day(TODAY), undefined, true)],
  ["CARBS IN TOMORROW'S LUNCH", nutrition("carbs", "meal", day(TOMORROW), ["lunch"])],
  ["what's the fat like across next week", nutrition("fat", "days", NEXT_WEEK)],
  ["nutrition info for tonight", nutrition("macros", "meal", day(TODAY), ["dinner"])],

  /* ---- cook_from_pantry ---- */
  ["got half a roast chicken and some rice left from sunday, what can i do with it tonight", pantry(["roast chicken", "rice"], {}, ["dinner"], day(TODAY))],
  ["what can i make from whats in the cupboard, i'm skint till payday", pantry(undefined, { cheap: true })],
  ["I've got a tin of coconut milk, some spinach and chickpeas, anything quick?", pantry(["coconut milk", "spinach", "chickpea"], { maxMinutes: 30 })],
  ["use up the leftover bolognese sauce in something the kids will eat", pantry(["bolognese sauce"], { kidFriendly: true })],
  ["there's loads of turkey left over, something with pasta for 4", pantry(["turkey"], { includeFoods: ["pasta"], servings: 4 })],
  ["WHAT CAN I COOK WITH WHAT'S IN THE FRIDGE, NO OVEN", pantry(undefined, { equipment: ["no-oven"] })],
  ["i have eggs bread and cheese and i've never cooked, help me make lunch", pantry(["egg", "bread", "cheese"], { difficulty: "easy" }, ["lunch"])],

  /* ---- explain ---- */
  ["why did you put salmon on friday", explain(day(FRI))],
  ["How come Monday's lunch next week is so big?", explain(day(NMON), ["lunch"])],
  ["what made you choose tonight's dinner", explain(day(TODAY), ["dinner"])],
  ["why so many vegetarian meals this week", explain(THIS_WEEK)],
  ["why did you pick that for sunday brekkie", explain(day(SUN), ["breakfast"])],

  /* ---- confirm / decline / undo (after a proposal) ---- */
  [
    "yep stick that in",
    only("confirm"),
    {
      state: {
        shown: proposal(
          dinners([
            [FRI, "Chicken Fajitas"],
            [SAT, "Beef Ragu"],
          ]),
        ),
      },
    },
  ],
  [
    "That all looks splendid, please go ahead and add them.",
    only("confirm"),
    {
      state: {
        shown: proposal(
          dinners([
            [NMON, "Irish Stew"],
            [NTUE, "Baked Cod"],
          ]),
        ),
      },
    },
  ],
  ["NO", only("decline"), { state: { shown: proposal(dinners([[TODAY, "Lamb Kofta"]])) } }],
  [
    "nah mate not feeling any of those",
    only("decline"),
    {
      state: {
        shown: proposal(
          dinners([
            [SAT, "Prawn Skewers"],
            [SUN, "Sausage Sizzle"],
          ]),
        ),
      },
    },
  ],
  ["undo that please, i added it by mistake", only("undo"), { state: { applied: { items: dinners([[THU, "Fish Pie"]]) } } }],
  ["put it back how it was", only("undo"), { state: { applied: { items: dinners([[FRI, "Veggie Curry"]]) } } }],

  /* ---- greeting / help / thanks / out_of_scope ---- */
  ["G'day Sierra", only("greeting")],
  ["Dia duit, Sierra, how are you this morning?", only("greeting")],
  ["what can you actually do", only("help")],
  ["HOW DO I USE THIS", only("help")],
  ["cheers for that, legend", only("thanks")],
  ["Thank you so much, that is terribly kind of you.", only("thanks")],
  ["can you draft my closing argument for tomorrow", only("out_of_scope")],
  ["whats the weather gonna be like in galway on saturday", only("out_of_scope")],
  ["who won the footy last night", only("out_of_scope")],

  /* ---- two asks: the first is the main action ---- */
  ["plan dinners this weekend for 4 and then give me the shopping list", plan(WEEKEND, { servings: 4 })],
  ["swap tomorrow's dinner for something vegetarian and tell me the calories", swap(day(TOMORROW), { diets: ["vegetarian"] }, ["dinner"])],
]);

export const DEV_FRESH_3_DIALOGUES = dialogues("dev-ftd", [
  // 1: paramedic refines then narrows
  {
    turns: [
      turn(
        "plan dinners next week, just me, quick",
        plan(NEXT_WEEK, { servings: 1, maxMinutes: 30 }),
        proposal(
          dinners([
            [NMON, "Chicken Stir Fry"],
            [NTUE, "Tuna Pasta"],
            [NWED, "Egg Fried Rice"],
            [NTHU, "Beef Tacos"],
            [NFRI, "Pesto Gnocchi"],
            [NSAT, "Prawn Noodles"],
            [NSUN, "Steak Salad"],
          ]),
        ),
      ),
      turn(
        "actually I'm on nights wed to fri, so only the other days",
        plan(range(NMON, NSUN, { weekdays: [1, 2, 6, 0] }), { servings: 1, maxMinutes: 30 }, ["dinner"], { followUp: onProposal("narrow_days") }),
        proposal(
          dinners([
            [NMON, "Chicken Stir Fry"],
            [NTUE, "Tuna Pasta"],
            [NSAT, "Prawn Noodles"],
            [NSUN, "Steak Salad"],
          ]),
        ),
      ),
      turn("lovely, add them", only("confirm")),
    ],
  },
  // 2: dad refines with servings then accepts with an exception
  {
    turns: [
      turn(
        "sort out the weekend dinners, something the teens will eat",
        plan(WEEKEND, { kidFriendly: true }),
        proposal(
          dinners([
            [SAT, "Loaded Nachos"],
            [SUN, "Roast Chicken"],
          ]),
        ),
      ),
      turn(
        "there's 5 of us not 4",
        plan(WEEKEND, { kidFriendly: true, servings: 5 }, ["dinner"], { followUp: onProposal("change_servings") }),
        proposal(
          dinners([
            [SAT, "Loaded Nachos"],
            [SUN, "Roast Chicken"],
          ]),
        ),
      ),
      turn("add the sunday one but not the nachos", only("confirm", onProposal("accept_except", [1]))),
    ],
  },
  // 3: retired couple, search then choose
  {
    turns: [
      turn(
        "Could you show us some nice soups for the cold weather, nothing with cream please",
        search({ dish: "soup", avoidFoods: ["cream"] }),
        list(["Leek and Potato Soup", "Beef and Barley Soup", "Spiced Lentil Soup", "Minestrone"]),
      ),
      turn(
        "The barley one would do us for Thursday lunch",
        plan(day(THU), {}, ["lunch"], { followUp: onList("choose_item", [2]) }),
        proposal([{ date: THU, mealType: "lunch", title: "Beef and Barley Soup" }]),
      ),
      turn("Grand, that's perfect, thank you, put it in", only("confirm")),
    ],
  },
  // 4: Australian moves days
  {
    turns: [
      turn(
        "chuck a bbq on for saturday arvo, 8 of us",
        plan(day(SAT), { equipment: ["grill"], servings: 8 }), // "arvo" names no meal type: plan_meals defaults to dinner
        proposal(dinners([[SAT, "Lamb Chops with Chimichurri"]])),
      ),
      turn(
        "weather's turning, push it to sunday",
        plan(day(SUN), { equipment: ["grill"], servings: 8 }, ["dinner"], { followUp: onProposal("move_days") }),
        proposal(dinners([[SUN, "Lamb Chops with Chimichurri"]])),
      ),
    ],
  },
  // 5: lawyer replaces one item
  {
    turns: [
      turn(
        "Dinners Mon-Thu next week, under 25 min, 1 serving.",
        plan(range(NMON, NTHU), { maxMinutes: 25, servings: 1 }),
        proposal(
          dinners([
            [NMON, "Salmon Teriyaki"],
            [NTUE, "Chorizo Pasta"],
            [NWED, "Halloumi Wraps"],
            [NTHU, "Thai Green Curry"],
          ]),
        ),
      ),
      turn(
        "Tuesday: no pork. Swap it.",
        plan(range(NMON, NTHU), { maxMinutes: 25, servings: 1, avoidFoods: ["pork"] }, ["dinner"], { followUp: onProposal("replace_item", [2]) }),
        proposal(
          dinners([
            [NMON, "Salmon Teriyaki"],
            [NTUE, "Chicken Pesto Pasta"],
            [NWED, "Halloumi Wraps"],
            [NTHU, "Thai Green Curry"],
          ]),
        ),
      ),
      turn("Fine. Confirm.", only("confirm")),
    ],
  },
  // 6: teenager, search and choose with servings
  {
    turns: [
      turn(
        "show me easy pasta things i cant mess up",
        search({ includeFoods: ["pasta"], difficulty: "easy" }),
        list(["Cheesy Tomato Pasta", "Garlic Butter Spaghetti", "Pasta Bake"]),
      ),
      turn(
        "the garlic one tmrw for me and 2 mates",
        plan(day(TOMORROW), { servings: 3 }, ["dinner"], { followUp: onList("choose_item", [2]) }),
        proposal(dinners([[TOMORROW, "Garlic Butter Spaghetti"]])),
      ),
      turn("yesss", only("confirm")),
    ],
  },
  // 7: voice dictation refine on a list
  {
    turns: [
      turn(
        "find me some chicken recipes for the slow cooker",
        search({ includeFoods: ["chicken"], equipment: ["slow-cooker"] }),
        list(["Slow Cooker Butter Chicken", "Chicken Cacciatore", "Honey Garlic Chicken", "Chicken Korma"]),
      ),
      turn(
        "can you make them dairy free two",
        search({ includeFoods: ["chicken"], equipment: ["slow-cooker"], diets: ["dairy-free"] }, undefined, { followUp: onList("refine") }),
        list(["Chicken Cacciatore", "Honey Garlic Chicken", "Slow Cooker Chicken Tagine"]),
      ),
      turn(
        "the third one for friday for four",
        plan(day(FRI), { servings: 4 }, ["dinner"], { followUp: onList("choose_item", [3]) }),
        proposal(dinners([[FRI, "Slow Cooker Chicken Tagine"]])),
      ),
      turn("yes add it", only("confirm")),
    ],
  },
  // 8: polite email, decline then refine
  {
    turns: [
      turn(
        "Good evening. Would you kindly suggest our evening meals for the rest of the week? There are two of us.",
        plan(REST_OF_WEEK, { servings: 2 }),
        proposal(
          dinners([
            [THU, "Pork Chops"],
            [FRI, "Fish Cakes"],
            [SAT, "Chicken Casserole"],
            [SUN, "Roast Beef"],
          ]),
        ),
      ),
      turn("Thank you, but I'm afraid these are not quite to our taste.", only("decline")),
      turn(
        "Perhaps something with a little more fish, and rather simpler?",
        plan(REST_OF_WEEK, { servings: 2, includeFoods: ["fish"], difficulty: "easy" }, ["dinner"], { followUp: onProposal("refine") }),
        proposal(
          dinners([
            [THU, "Baked Cod"],
            [FRI, "Fish Cakes"],
            [SAT, "Salmon Traybake"],
            [SUN, "Smoked Haddock Pie"],
          ]),
        ),
      ),
      turn("Those are ideal. Please do add them.", only("confirm")),
    ],
  },
  // 9: all caps, drop a constraint
  {
    turns: [
      turn(
        "VEGAN DINNERS FOR THE WEEKEND FOR 3",
        plan(WEEKEND, { diets: ["vegan"], servings: 3 }),
        proposal(
          dinners([
            [SAT, "Tofu Pad Thai"],
            [SUN, "Mushroom Wellington"],
          ]),
        ),
      ),
      turn(
        "FORGET THE VEGAN BIT, MEAT IS FINE",
        plan(WEEKEND, { servings: 3 }, ["dinner"], { dropConstraints: ["diets"], followUp: onProposal("refine") }),
        proposal(
          dinners([
            [SAT, "Chicken Pad Thai"],
            [SUN, "Beef Wellington"],
          ]),
        ),
      ),
      turn("GOOD ADD THEM", only("confirm")),
    ],
  },
  // 10: story, swap card then replace
  {
    turns: [
      turn(
        "my youngest has just informed me at 5pm that she's 'allergic to broccoli' now, so can tonight's dinner be something else",
        swap(day(TODAY), { avoidFoods: ["broccoli"] }, ["dinner"]),
        proposal(dinners([[TODAY, "Beef Stir Fry"]])),
      ),
      turn(
        "not that one, she won't eat beef either, something with chicken",
        swap(day(TODAY), { avoidFoods: ["broccoli", "beef"], includeFoods: ["chicken"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        proposal(dinners([[TODAY, "Chicken Katsu"]])),
      ),
      turn("perfect do it", only("confirm")),
    ],
  },
  // 11: remove proposal narrowed
  {
    turns: [
      turn(
        "we're away next week, clear it all",
        remove(NEXT_WEEK),
        proposal(
          dinners([
            [NMON, "Tacos"],
            [NTUE, "Risotto"],
            [NWED, "Curry"],
            [NTHU, "Lasagne"],
            [NFRI, "Pizza"],
            [NSAT, "Roast"],
            [NSUN, "Stew"],
          ]),
        ),
      ),
      turn(
        "oh wait we're back friday, leave friday to sunday",
        { action: "remove_meals", days: range(NMON, NTHU), followUp: onProposal("narrow_days") },
        proposal(
          dinners([
            [NMON, "Tacos"],
            [NTUE, "Risotto"],
            [NWED, "Curry"],
            [NTHU, "Lasagne"],
          ]),
        ),
      ),
      turn("yep that's it", only("confirm")),
    ],
  },
  // 12: Irish couple, refine then accept except by title
  {
    turns: [
      turn(
        "Would you plan dinners for the 3rd to the 6th for us two please",
        plan(range(THU, SUN), { servings: 2 }),
        proposal(
          dinners([
            [THU, "Bacon and Cabbage"],
            [FRI, "Cod in Parsley Sauce"],
            [SAT, "Chicken Curry"],
            [SUN, "Roast Lamb"],
          ]),
        ),
      ),
      turn(
        "Could they be a bit cheaper? The pension only goes so far",
        plan(range(THU, SUN), { servings: 2, cheap: true }, ["dinner"], { followUp: onProposal("refine") }),
        proposal(
          dinners([
            [THU, "Bacon and Cabbage"],
            [FRI, "Fish Pie"],
            [SAT, "Chicken Curry"],
            [SUN, "Shepherd's Pie"],
          ]),
        ),
      ),
      turn("Add them all except the curry, Pat won't have it", only("confirm", onProposal("accept_except", [3]))),
    ],
  },
  // 13: lawyer, unrelated read leaves the proposal waiting
  {
    turns: [
      turn(
        "Plan 3 lunches next week, high protein, no cook",
        plan({ ...NEXT_WEEK, count: 3 }, { minProtein: 30, equipment: ["no-cook"] }, ["lunch"]),
        proposal([
          { date: NMON, mealType: "lunch", title: "Chicken Quinoa Bowl" },
          { date: NWED, mealType: "lunch", title: "Tuna Bean Salad" },
          { date: NFRI, mealType: "lunch", title: "Turkey Wraps" },
        ]),
      ),
      turn("What's on Friday this week?", read(day(FRI))),
      turn("ok, add the lunches", only("confirm")),
    ],
  },
  // 14: Australian, change servings on a list choice then refine proposal with a meal type
  {
    turns: [
      turn("any ideas for a pavlova", search({ dish: "pavlova" }), list(["Classic Pavlova", "Mini Berry Pavlovas", "Chocolate Pavlova"])),
      turn(
        "the mini ones for christmas day lunch for 10",
        plan(day("2026-12-25"), { servings: 10 }, ["lunch"], { followUp: onList("choose_item", [2]) }),
        proposal([{ date: "2026-12-25", mealType: "lunch", title: "Mini Berry Pavlovas" }]),
      ),
      turn(
        "make that 14, the cousins are coming",
        plan(day("2026-12-25"), { servings: 14 }, ["lunch"], { followUp: onProposal("change_servings") }),
        proposal([{ date: "2026-12-25", mealType: "lunch", title: "Mini Berry Pavlovas" }]),
      ),
      turn("ripper, add it", only("confirm")),
    ],
  },
  // 15: dad, move days by one
  {
    turns: [
      turn(
        "plan tonight and tomorrow, cheap, 5 of us",
        plan(range(TODAY, TOMORROW), { cheap: true, servings: 5 }),
        proposal(
          dinners([
            [TODAY, "Sausage Casserole"],
            [TOMORROW, "Chilli Con Carne"],
          ]),
        ),
      ),
      turn(
        "shift both a day later, we've got leftovers tonight",
        plan(range(TOMORROW, FRI), { cheap: true, servings: 5 }, ["dinner"], { followUp: onProposal("move_days") }),
        proposal(
          dinners([
            [TOMORROW, "Sausage Casserole"],
            [FRI, "Chilli Con Carne"],
          ]),
        ),
      ),
      turn("sound", only("confirm")),
    ],
  },
]);
