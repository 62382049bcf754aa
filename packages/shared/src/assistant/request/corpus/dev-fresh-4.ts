import { cases, dialogues, dinners, generate, list, nutrition, onList, onProposal, only, pantry, plan, proposal, search, shop, turn } from "./corpus-case";
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
  nextWeekCount,
} from "./corpus-dates";

/*
 * Fourth fresh development batch (README.md, "Evaluation corpus"): written from the README and the
 * request model only, never from the parser or the test part. Weighted towards invented recipes
 * (generate_recipe), plans with several constraints at once, searches with constraints and cooking
 * from the pantry. Voices: a busy nurse, a dad feeding a kids' football team, a keto dieter, a
 * diabetic pensioner (low sugar = avoidFoods sugar), a university flatshare, a Canadian, a New
 * Zealander, a texter in fragments, a long-paragraph writer and a foodie who names dishes.
 * Today is Wednesday 2 December 2026.
 */

const XMAS = "2026-12-25";

export const DEV_FRESH_4 = cases("dev-fu", [
  /* ---------- generate_recipe: invented recipes, every kind of constraint ---------- */
  // "brand new" is novelty, which generate_recipe never carries (README); the traybake is sheet-pan with its food.
  [
    "come up with a brand new chicken traybake for 6 that costs under $3 a serving",
    generate({ includeFoods: ["chicken"], equipment: ["sheet-pan"], servings: 6, maxCostPerServing: 3 }),
  ],
  // "eat cold" = no-cook; "on nights" is the nurse's shift, no day to act on.
  [
    "on nights again. invent me a lunch i can eat cold, high protein, under 500 cal",
    generate({ equipment: ["no-cook"], minProtein: 30, maxCalories: 500 }, ["lunch"]),
  ],
  // a number of kids is children and servings; "hungry kids" is no kidFriendly wish (a head count alone never sets it)
  [
    "make up a recipe for 12 hungry kids after football, cheap, nut-free, nothing too hard",
    generate({ servings: 12, children: 12, cheap: true, diets: ["nut-free"], difficulty: "easy" }),
  ],
  // "keto" sets nothing (unhandled)
  ["write me a keto salmon dinner, ready in 25 minutes, dairy-free", generate({ includeFoods: ["salmon"], maxMinutes: 25, diets: ["dairy-free"] }, ["dinner"])],
  // "pudding" (UK for dessert) is the dish named
  [
    "Could you devise a pudding with no sugar in it for the two of us, easy to make please",
    generate({ dish: "pudding", avoidFoods: ["sugar"], servings: 2, difficulty: "easy" }),
  ],
  [
    "invent a curry for 5 skint students, vegetarian, all in one pot",
    generate({ dish: "curry", servings: 5, cheap: true, diets: ["vegetarian"], equipment: ["one-pot"] }),
  ],
  [
    "dream up something with maple syrup and pork for the barbecue, serves 4",
    generate({ includeFoods: ["maple syrup", "pork"], equipment: ["grill"], servings: 4 }),
  ],
  // "a kumara and lamb dish": "dish" is generic, so no dish; the foods are includeFoods
  ["create a kumara and lamb dish, gluten-free, for 6 of us", generate({ includeFoods: ["kumara", "lamb"], diets: ["gluten-free"], servings: 6 })],
  // "make up" is the invent verb; "new recipe" alone would not decide it
  ["make up new recipe. tofu. air fryer. 20 min", generate({ includeFoods: ["tofu"], equipment: ["air-fryer"], maxMinutes: 20 })],
  // "winter stew, something with beef and barley": the dish named is the stew, the foods are said apart;
  // "doesn't need any fancy skills" read as "nothing too hard" = easy
  [
    "I've been cooking the same four things for years and I'd love you to write me an original recipe for a winter stew, something with beef and barley, that can sit in the slow cooker all day while I'm at work, feeds six, and doesn't need any fancy skills.",
    generate({ dish: "stew", includeFoods: ["beef", "barley"], equipment: ["slow-cooker"], servings: 6, difficulty: "easy" }),
  ],
  ["devise your own take on cacio e pepe that's gluten-free", generate({ dish: "cacio e pepe", diets: ["gluten-free"] })],
  // "Sichuan-style" read as the chinese cuisine key (no sichuan key in the catalogue)
  [
    "invent a Sichuan-style mapo tofu without pork, fully vegan",
    generate({ dish: "mapo tofu", cuisines: ["chinese"], avoidFoods: ["pork"], diets: ["vegan"] }),
  ],
  // "birthday" is special; the dish is the cake
  ["could you write a recipe for a birthday cake that's egg-free and nut-free", generate({ dish: "cake", special: true, diets: ["egg-free", "nut-free"] })],
  [
    "generate a breakfast burrito with at least 35g protein and under 600 calories",
    generate({ dish: "burrito", minProtein: 35, maxCalories: 600 }, ["breakfast"]),
  ],
  [
    "come up with a thai noodle thing in one pan, under $4 per person",
    generate({ includeFoods: ["noodle"], cuisines: ["thai"], equipment: ["one-pot"], maxCostPerServing: 4 }),
  ],
  // "dinner party" = dinner and special
  ["make up a pescatarian paella for a dinner party of 8", generate({ dish: "paella", diets: ["pescatarian"], special: true, servings: 8 }, ["dinner"])],
  [
    "invent a kid-friendly veggie lunch for the school holidays, no eggs",
    generate({ kidFriendly: true, diets: ["vegetarian"], avoidFoods: ["egg"] }, ["lunch"]),
  ],
  // "a 12 hour shift" is no time limit; "just me" = 1
  [
    "write me a quick soup recipe for after a 12 hour shift, dairy-free, just me",
    generate({ dish: "soup", maxMinutes: 30, diets: ["dairy-free"], servings: 1 }),
  ],
  [
    "create an ambitious french dessert for our anniversary, for two",
    generate({ dish: "dessert", cuisines: ["french"], difficulty: "advanced", special: true, servings: 2 }),
  ],
  // "cauliflower crust pizza": the dish is pizza, cauliflower the food asked for; "keto" unhandled
  [
    "devise a cauliflower crust pizza, high protein, under 450 calories, keto obviously",
    generate({ dish: "pizza", includeFoods: ["cauliflower"], minProtein: 30, maxCalories: 450 }),
  ],
  [
    "Would you be so kind as to invent a porridge for my breakfast with berries and no sugar, as I am diabetic",
    generate({ dish: "porridge", includeFoods: ["berry"], avoidFoods: ["sugar"] }, ["breakfast"]),
  ],
  // "mexican vibes" = mexican; "whatever's cheap" = cheap
  [
    "dream up a feed for 6 of us with whatever's cheap, mexican vibes, under 45 mins",
    generate({ servings: 6, cheap: true, cuisines: ["mexican"], maxMinutes: 45 }),
  ],
  ["invent a poutine that's vegetarian and can be done in the air fryer, eh", generate({ dish: "poutine", diets: ["vegetarian"], equipment: ["air-fryer"] })],
  // a day said is carried by generate_recipe too (only the default selected date does not apply)
  [
    "can you come up with a pavlova for Christmas day, egg-free if that's even possible",
    { ...generate({ dish: "pavlova", diets: ["egg-free"] }), days: day(XMAS) },
    { selectedDate: TODAY },
  ],
  ["invent smth w/ chickpeas. no oven. cheap", generate({ includeFoods: ["chickpea"], equipment: ["no-oven"], cheap: true })],
  // "nothing spicy" sets nothing (unhandled)
  ["write a slow cooker chilli for 10, beef-free, nothing spicy", generate({ dish: "chilli", equipment: ["slow-cooker"], servings: 10, diets: ["beef-free"] })],
  [
    "generate a pressure cooker risotto with mushrooms and peas, under 40 minutes",
    generate({ dish: "risotto", equipment: ["pressure-cooker"], includeFoods: ["mushroom", "pea"], maxMinutes: 40 }),
  ],
  ["create a riff on shakshuka with feta and chorizo, serves 4", generate({ dish: "shakshuka", includeFoods: ["feta", "chorizo"], servings: 4 })],
  ["make up a toddler-friendly snack, no nuts, no dairy", generate({ kidFriendly: true, avoidFoods: ["nut", "dairy"] }, ["snack"])],
  [
    "please invent a high protein vegan dinner with tempeh, under $5 a head",
    generate({ minProtein: 30, diets: ["vegan"], includeFoods: ["tempeh"], maxCostPerServing: 5 }, ["dinner"]),
  ],
  // "post-match tea" = dinner; 3 adults and 11 kids = 14, 11 children
  [
    "come up with a post-match tea for 3 adults and 11 kids, cheap, something the kids will eat",
    generate({ servings: 14, children: 11, cheap: true, kidFriendly: true }, ["dinner"]),
  ],
  // "a steak dinner": steak is the food (the dinner is the meal); "creamy" and "keto friendly" set nothing
  [
    "devise a steak dinner with a creamy sauce, keto friendly, under 20 minutes, one pan",
    generate({ includeFoods: ["steak"], maxMinutes: 20, equipment: ["one-pot"] }, ["dinner"]),
  ],
  [
    "Invent something simple with salmon for one person. I must avoid sugar and I only have a microwave.",
    generate({ includeFoods: ["salmon"], servings: 1, difficulty: "easy", avoidFoods: ["sugar"], equipment: ["microwave"] }),
  ],
  // "pasta bake" is the dish named with its food (like "chicken pie"), so pasta is not repeated
  ["ur an ai right so write us a totally new pasta bake for 5 on a budget", generate({ dish: "pasta bake", servings: 5, cheap: true })],
  ["dream up a nut-free butter tart for a potluck of 12", generate({ dish: "butter tart", diets: ["nut-free"], servings: 12 })],
  // "hangi-style" names no catalogue cuisine: unhandled
  [
    "create a hangi-style dish in the crockpot with pork and pumpkin, for 8",
    generate({ includeFoods: ["pork", "pumpkin"], equipment: ["slow-cooker"], servings: 8 }),
  ],
  [
    "My daughter has just been diagnosed coeliac and she's devastated that she can't have fried chicken anymore, so I wondered whether you could create a version of fried chicken she can eat, ideally in the air fryer because I'm scared of hot oil, and it would need to feed the four of us.",
    generate({ dish: "fried chicken", diets: ["gluten-free"], equipment: ["air-fryer"], servings: 4 }),
  ],
  [
    "invent a korean-inspired bibimbap with gochujang and no egg, under 550 calories",
    generate({ dish: "bibimbap", cuisines: ["korean"], includeFoods: ["gochujang"], avoidFoods: ["egg"], maxCalories: 550 }),
  ],
  // Christmas dinner: the day said (25 Dec), dinner, special ("impressive")
  [
    "write a recipe for an impressive vegetarian wellington for christmas dinner for 6",
    { ...generate({ dish: "wellington", diets: ["vegetarian"], special: true, servings: 6 }, ["dinner"]), days: day(XMAS) },
  ],
  [
    "come up with a lunch for work i can make in 15 mins, pork-free, under $3 per portion",
    generate({ maxMinutes: 15, diets: ["pork-free"], maxCostPerServing: 3 }, ["lunch"]),
  ],
  // "freezer-friendly" sets nothing
  ["invent a freezer-friendly lasagne for my run of night shifts, high protein, easy", generate({ dish: "lasagne", minProtein: 30, difficulty: "easy" })],
  // "no cooking" = no-cook; "no shellfish" = avoidFoods shellfish (an allergen group), not the -free tag
  [
    "generate a peruvian ceviche with no shellfish, no cooking obviously, for 4",
    generate({ dish: "ceviche", cuisines: ["peruvian"], avoidFoods: ["shellfish"], equipment: ["no-cook"], servings: 4 }),
  ],
  [
    "devise an ethiopian-style lentil stew for a beginner, vegan, for 6",
    generate({ dish: "lentil stew", cuisines: ["ethiopian"], difficulty: "easy", diets: ["vegan"], servings: 6 }),
  ],
  ["make me up a breakfast smoothie with 40g protein and no banana", generate({ dish: "smoothie", minProtein: 40, avoidFoods: ["banana"] }, ["breakfast"])],
  ["invent. dessert. vegan. 4ppl. nothing hard", generate({ dish: "dessert", diets: ["vegan"], servings: 4, difficulty: "easy" })],

  /* ---------- plan_meals: 3-5 constraints at once ---------- */
  [
    "I'm on three long days next week so plan 3 dinners next week I can batch in the slow cooker, high protein, dairy-free",
    plan(nextWeekCount(3), { equipment: ["slow-cooker"], minProtein: 30, diets: ["dairy-free"] }),
  ],
  [
    "plan saturday's tea for me and 12 kids from the team, cheap, kid friendly, no nuts",
    plan(day(SAT), { servings: 13, children: 12, cheap: true, kidFriendly: true, avoidFoods: ["nut"] }),
  ],
  [
    "plan my dinners for the rest of the week, keto style, under 600 calories, high protein, no bread, no pasta",
    plan(REST_OF_WEEK, { maxCalories: 600, minProtein: 30, avoidFoods: ["bread", "pasta"] }),
  ],
  [
    "Please arrange my lunches for next week. Nothing with sugar, simple to make, for one.",
    plan(NEXT_WEEK, { avoidFoods: ["sugar"], difficulty: "easy", servings: 1 }, ["lunch"]),
  ],
  [
    "sort out weeknight dinners next week for 5 of us, vegetarian, cheap, under 30 mins",
    plan(NEXT_WEEKNIGHTS, { servings: 5, diets: ["vegetarian"], cheap: true, maxMinutes: 30 }),
  ],
  [
    "plan dinners this weekend for our family of 4, two kids, something with salmon, on the bbq",
    plan(WEEKEND, { servings: 4, children: 2, includeFoods: ["salmon"], equipment: ["grill"] }),
  ],
  // "roasted" sets nothing
  [
    "can you sort tea for tomorrow, lamb and kumara, roasted, for 5, gluten-free",
    plan(day(TOMORROW), { includeFoods: ["lamb", "kumara"], servings: 5, diets: ["gluten-free"] }),
  ],
  ["fri dinner. 6 ppl. veggie. no mushrooms. under an hour", plan(day(FRI), { servings: 6, diets: ["vegetarian"], avoidFoods: ["mushroom"], maxMinutes: 60 })],
  // "can't stand anything spicy" names no food: unhandled; "not too difficult" read as "nothing too hard" = easy
  [
    "We've got the in-laws staying from Friday to Sunday and my mother-in-law is pescatarian and my father-in-law can't stand anything spicy, so could you plan dinners for those three nights for the six of us, something a bit special but not too difficult, and ideally italian or spanish.",
    plan(range(FRI, SUN), { diets: ["pescatarian"], servings: 6, special: true, difficulty: "easy", cuisines: ["italian", "spanish"] }),
  ],
  // "next friday" = Friday of next week
  [
    "plan next friday around a proper coq au vin for 4, something special, happy for it to be challenging",
    plan(day(NFRI), { dish: "coq au vin", servings: 4, special: true, difficulty: "advanced" }),
  ],
  // "the next 5 days" start today (no count)
  [
    "plan breakfasts for the next 5 days, high protein, under 400 calories, no eggs, quick",
    plan(range(TODAY, SUN), { minProtein: 30, maxCalories: 400, avoidFoods: ["egg"], maxMinutes: 30 }, ["breakfast"]),
  ],
  [
    "plan dinners on my days off, mon and thu next week, something new, one pot, under $4 a serving",
    plan(range(NMON, NTHU, { weekdays: [1, 4] }), { novelty: "new", equipment: ["one-pot"], maxCostPerServing: 4 }),
  ],
  // 15 kids and 4 adults = 19, 15 children; "no oven" = no-oven
  [
    "team's coming back here after the match on sunday, plan lunch for 15 kids and 4 adults, cheap, kid-friendly, no oven as it's broken",
    plan(day(SUN), { servings: 19, children: 15, cheap: true, kidFriendly: true, equipment: ["no-oven"] }, ["lunch"]),
  ],
  [
    "line up dinners for next week with beef or chicken, under 500 cals, no rice, no potatoes",
    plan(NEXT_WEEK, { includeFoods: ["beef", "chicken"], maxCalories: 500, avoidFoods: ["rice", "potato"] }),
  ],
  [
    "Could you plan our dinners for the weekend, for my wife and me, avoiding sugar, nothing too hard, the usual sort of thing we like",
    plan(WEEKEND, { servings: 2, avoidFoods: ["sugar"], difficulty: "easy", novelty: "favourites" }),
  ],
  // "sunday roast": the dish is the roast, on Sunday; "in the oven obv" sets nothing
  [
    "plan a big sunday roast for 7 flatmates, cheap, one of us is vegan so make it all vegan, in the oven obv",
    plan(day(SUN), { dish: "roast", servings: 7, cheap: true, diets: ["vegan"] }),
  ],
  // "supper" = dinner; cilantro kept in the user's word (no normalisation to coriander is stated in the README)
  [
    "plan supper for thursday, mexican, under $5 per person, for 3, no cilantro",
    plan(day(THU), { cuisines: ["mexican"], maxCostPerServing: 5, servings: 3, avoidFoods: ["cilantro"] }),
  ],
  [
    "sort out dinners for the week after next, budget, kid friendly, with mince",
    plan(range(WMON, WSUN), { cheap: true, kidFriendly: true, includeFoods: ["mince"] }),
  ],
  ["tmrw lunch + dinner. 2 of us. high protein. chicken", plan(day(TOMORROW), { servings: 2, minProtein: 30, includeFoods: ["chicken"] }, ["lunch", "dinner"])],
  // "anniversary" = special; "an hour and a half" = 90; the 12th is Saturday 12 December; no meal said = dinner
  [
    "It's our tenth wedding anniversary on the 12th and I'd like to cook something really romantic at home. It has to be dairy-free, I'd love it to be french, but please keep it under an hour and a half since I'm working that day.",
    plan(day(NSAT), { special: true, diets: ["dairy-free"], cuisines: ["french"], maxMinutes: 90 }),
  ],
  // "thai green curry": dish green curry + thai (the cuisine word is a constraint, not part of the dish)
  [
    "plan thursday: a thai green curry with prawns, for 4, under 45 minutes",
    plan(day(THU), { dish: "green curry", cuisines: ["thai"], includeFoods: ["prawn"], servings: 4, maxMinutes: 45 }),
  ],
  [
    "plan 4 dinners next week, vegetarian, some stuff we've never tried, under 500 cal, sheet pan",
    plan(nextWeekCount(4), { diets: ["vegetarian"], novelty: "new", maxCalories: 500, equipment: ["sheet-pan"] }),
  ],
  [
    "plan weeknights for me and my 3 fussy kids, cheap, no fish",
    plan(WEEKNIGHTS_NOW, { servings: 4, children: 3, kidFriendly: true, cheap: true, avoidFoods: ["fish"] }),
  ],
  [
    "night shifts wed-fri next week so plan my lunches those days, no cooking, high protein, cheap",
    plan(range(NWED, NFRI), { equipment: ["no-cook"], minProtein: 30, cheap: true }, ["lunch"]),
  ],
  // "for 16, the whole u10s team": a total head count only; no number of children is said apart from it
  [
    "plan dinner tonight for 16, the whole u10s team is coming round, pasta, nut-free, under $2 a head",
    plan(day(TODAY), { servings: 16, includeFoods: ["pasta"], diets: ["nut-free"], maxCostPerServing: 2 }),
  ],
  [
    "plan saturday breakfast and lunch, eggs and bacon type stuff, under 20 mins, no bread",
    plan(day(SAT), { includeFoods: ["egg", "bacon"], maxMinutes: 20, avoidFoods: ["bread"] }, ["breakfast", "lunch"]),
  ],
  [
    "Please plan meals for Tuesday next week, breakfast, lunch and dinner, with no sugar, low in calories and simple.",
    plan(day(NTUE), { avoidFoods: ["sugar"], maxCalories: 500, difficulty: "easy" }, ["breakfast", "lunch", "dinner"]),
  ],
  [
    "plan dinners for the rest of the week for 6 of us, cheap af, one pot, curries pls",
    plan(REST_OF_WEEK, { servings: 6, cheap: true, equipment: ["one-pot"], dish: "curry" }),
  ],
  // "ground beef" kept in the user's words
  [
    "plan a family dinner for sunday, 2 adults 2 kids, kid-friendly, with ground beef, under 40 min",
    plan(day(SUN), { servings: 4, children: 2, kidFriendly: true, includeFoods: ["ground beef"], maxMinutes: 40 }),
  ],
  // "barbie" = barbecue = grill; "veges" = vegetable
  [
    "plan a barbie for saturday night, 10 of us, no pork, lots of veges",
    plan(day(SAT), { equipment: ["grill"], servings: 10, avoidFoods: ["pork"], includeFoods: ["vegetable"] }),
  ],
  ["weekend. lunches. vegan. quick. 3 ppl", plan(WEEKEND, { diets: ["vegan"], maxMinutes: 30, servings: 3 }, ["lunch"])],
  // three named evenings next week, not contiguous: weekdays [1,3,5]; "my two boys will actually eat" = kidFriendly and 2 children
  [
    "I have a really hectic week coming up: the kids have swimming on monday and wednesday and football on friday, so for those three evenings next week could you plan dinners that take twenty minutes or less, that my two boys will actually eat, for the four of us, and without any nuts because of my youngest's allergy.",
    plan(range(NMON, NFRI, { weekdays: [1, 3, 5] }), { maxMinutes: 20, kidFriendly: true, servings: 4, children: 2, avoidFoods: ["nut"] }),
  ],
  // "a real project" = advanced; "tonkotsu ramen" is the dish named
  [
    "plan a japanese dinner for next saturday, something like tonkotsu ramen, for 2, a real project",
    plan(day(NSAT), { cuisines: ["japanese"], dish: "tonkotsu ramen", servings: 2, difficulty: "advanced" }),
  ],
  [
    "plan 2 dinners this weekend with chicken thighs in the air fryer for 3, under 45 mins",
    plan({ ...WEEKEND, count: 2 }, { includeFoods: ["chicken thigh"], equipment: ["air-fryer"], servings: 3, maxMinutes: 45 }),
  ],
  [
    "plan dinners for the 14th to the 18th, gluten-free and egg-free, new things, for 5",
    plan(range(WMON, "2026-12-18"), { diets: ["gluten-free", "egg-free"], novelty: "new", servings: 5 }),
  ],
  [
    "plan dinner tomorrow night, under 400 calories, at least 35g protein, vegetarian, microwave only at work",
    plan(day(TOMORROW), { maxCalories: 400, minProtein: 35, diets: ["vegetarian"], equipment: ["microwave"] }),
  ],
  [
    "plan friday tea for 3 adults and 9 kids after training, cheap, easy, sausages",
    plan(day(FRI), { servings: 12, children: 9, cheap: true, difficulty: "easy", includeFoods: ["sausage"] }),
  ],
  // "every weekday next week" = Monday-Friday of next week
  [
    "plan lunches every weekday next week, salads with chicken or tuna, under 450 calories, no croutons",
    plan(NEXT_WEEKNIGHTS, { dish: "salad", includeFoods: ["chicken", "tuna"], maxCalories: 450, avoidFoods: ["crouton"] }, ["lunch"]),
  ],
  [
    "Plan dinners for the 22nd and 23rd for myself, nothing sugary, my usual favourites please",
    plan(range("2026-12-22", "2026-12-23"), { servings: 1, avoidFoods: ["sugar"], novelty: "favourites" }),
  ],
  [
    "plan our flat christmas dinner on the 19th, 8 of us, posh but cheap, 2 are veggie so all vegetarian",
    plan(day("2026-12-19"), { servings: 8, special: true, cheap: true, diets: ["vegetarian"] }),
  ],
  [
    "plan supper saturday, a poutine night, for 6, vegetarian, under $4 a serving",
    plan(day(SAT), { dish: "poutine", servings: 6, diets: ["vegetarian"], maxCostPerServing: 4 }),
  ],
  // "teas" = dinners; "cheap as" (NZ) = cheap
  [
    "plan next week's weeknight teas for the whanau, 6 of us, cheap as, kid friendly, under 40 mins",
    plan(NEXT_WEEKNIGHTS, { servings: 6, cheap: true, kidFriendly: true, maxMinutes: 40 }),
  ],
  // "gf" read as gluten-free
  ["sun lunch. roast. 8. gf. special", plan(day(SUN), { dish: "roast", servings: 8, diets: ["gluten-free"], special: true }, ["lunch"])],
  // "this week and next" = today to next Sunday
  [
    "plan dinners for this week and next, italian or greek, no lamb, for 2, at least a few new things",
    plan(range(TODAY, NSUN), { cuisines: ["italian", "greek"], avoidFoods: ["lamb"], servings: 2, novelty: "new" }),
  ],

  /* ---------- search_recipes with constraints ---------- */
  ["give me a recipe for vegan brownies that are nut-free too", search({ dish: "brownie", diets: ["vegan", "nut-free"] })],
  ["any recipes for chicken katsu under 40 minutes in the air fryer", search({ dish: "chicken katsu", maxMinutes: 40, equipment: ["air-fryer"] })],
  [
    "find me lunches I can eat cold between patients, high protein, under $3 a serving",
    search({ equipment: ["no-cook"], minProtein: 30, maxCostPerServing: 3 }, ["lunch"]),
  ],
  ["show me cheap kid friendly recipes that feed 20", search({ cheap: true, kidFriendly: true, servings: 20 })],
  ["recipes with salmon and asparagus, under 500 calories", search({ includeFoods: ["salmon", "asparagus"], maxCalories: 500 })],
  ["Have you any pudding recipes without sugar that are easy?", search({ dish: "pudding", avoidFoods: ["sugar"], difficulty: "easy" })],
  ["cheap vegan curry recipes for 6 pls", search({ dish: "curry", cheap: true, diets: ["vegan"], servings: 6 })],
  ["any recipes for butter chicken in the instant pot, dairy-free", search({ dish: "butter chicken", equipment: ["pressure-cooker"], diets: ["dairy-free"] })],
  ["show me some pavlova recipes, gluten-free ones", search({ dish: "pavlova", diets: ["gluten-free"] })],
  ["soup recipes. lentil. slow cooker. cheap", search({ dish: "lentil soup", equipment: ["slow-cooker"], cheap: true })],
  [
    "I'm looking for something that would impress my partner's parents, ideally a middle eastern lamb dish that isn't too complicated and would feed six. Could you show me a few options?",
    search({ special: true, cuisines: ["middle-eastern"], includeFoods: ["lamb"], difficulty: "easy", servings: 6 }),
  ],
  ["find me a recipe for bouillabaisse, no shellfish", search({ dish: "bouillabaisse", avoidFoods: ["shellfish"] })],
  ["any ideas for a quick vegetarian breakfast with lots of protein", search({ maxMinutes: 30, diets: ["vegetarian"], minProtein: 30 }, ["breakfast"])],
  ["recipes with tofu and noodles that work as a traybake?", search({ includeFoods: ["tofu", "noodle"], equipment: ["sheet-pan"] })],
  ["show me gluten-free, egg-free desserts for a birthday", search({ dish: "dessert", diets: ["gluten-free", "egg-free"], special: true })],
  ["find some mexican recipes we haven't had, cheap ones, no beans", search({ novelty: "new", cuisines: ["mexican"], cheap: true, avoidFoods: ["bean"] })],
  // "a toddler will eat" = kidFriendly (no head count said)
  ["give me a recipe for pancakes that a toddler will eat, dairy-free", search({ dish: "pancake", kidFriendly: true, diets: ["dairy-free"] })],
  [
    "search for chicken recipes under 450 calories that are properly challenging",
    search({ includeFoods: ["chicken"], maxCalories: 450, difficulty: "advanced" }),
  ],
  ["show me our favourite recipes with beef, under an hour", search({ novelty: "favourites", includeFoods: ["beef"], maxMinutes: 60 })],
  ["any korean recipes for the grill with pork, for 4", search({ cuisines: ["korean"], equipment: ["grill"], includeFoods: ["pork"], servings: 4 })],
  ["show me pescatarian recipes that are one pot, under $5 per portion", search({ diets: ["pescatarian"], equipment: ["one-pot"], maxCostPerServing: 5 })],
  // no day said: a search
  ["what could I make for a date night that's vegan and under 600 calories?", search({ special: true, diets: ["vegan"], maxCalories: 600 })],
  // "for a football team of kids" read as "for the kids" = kidFriendly (no number of kids said)
  ["find snack ideas for a football team of kids, nut-free, cheap", search({ kidFriendly: true, diets: ["nut-free"], cheap: true }, ["snack"])],

  /* ---------- cook_from_pantry with constraints ---------- */
  [
    "I've got leftover roast chicken and some rice, what can I make for lunch tomorrow in under 15 minutes",
    pantry(["roast chicken", "rice"], { maxMinutes: 15 }, ["lunch"], day(TOMORROW)),
  ],
  // "3kg of mince" is mince; 12 kids = servings and children; "they'll eat it" = kidFriendly
  [
    "got 3kg of mince in the freezer, what can i make for 12 kids on saturday, cheap and something they'll eat",
    pantry(["mince"], { servings: 12, children: 12, cheap: true, kidFriendly: true }, undefined, day(SAT)),
  ],
  [
    "I have eggs, spinach and feta, give me something under 400 calories with lots of protein",
    pantry(["egg", "spinach", "feta"], { maxCalories: 400, minProtein: 30 }),
  ],
  ["What can I do with what's in my cupboard that hasn't any sugar and is simple?", pantry(undefined, { avoidFoods: ["sugar"], difficulty: "easy" })],
  [
    "we've got loads of pasta, a jar of passata and some chorizo, dinner for 5 tonight, one pot",
    pantry(["pasta", "passata", "chorizo"], { servings: 5, equipment: ["one-pot"] }, ["dinner"], day(TODAY)),
  ],
  ["use up the leftover turkey in something with rice, for 4, no oven", pantry(["turkey"], { includeFoods: ["rice"], servings: 4, equipment: ["no-oven"] })],
  ["got heaps of kumara and some bacon, what can i cook for tea, gluten-free", pantry(["kumara", "bacon"], { diets: ["gluten-free"] }, ["dinner"])],
  // "fridge: X, Y" names foods at hand without "I have": read as cook_from_pantry with those leftovers
  ["fridge: tofu, broccoli, peppers. dinner. 20 min. vegan", pantry(["tofu", "broccoli", "pepper"], { maxMinutes: 20, diets: ["vegan"] }, ["dinner"])],
  [
    "I'm trying really hard not to waste food this month and I've got half a butternut squash, a bag of red lentils and a tin of coconut milk sitting in the pantry, so could you suggest a vegan dinner for the two of us that uses them up, ideally in the slow cooker.",
    pantry(["butternut squash", "red lentil", "coconut milk"], { diets: ["vegan"], servings: 2, equipment: ["slow-cooker"] }, ["dinner"]),
  ],
  [
    "I have duck legs and some puy lentils; something french and ambitious for saturday dinner?",
    pantry(["duck leg", "puy lentil"], { cuisines: ["french"], difficulty: "advanced" }, ["dinner"], day(SAT)),
  ],
  ["what's in my pantry that i can turn into a cheap high protein lunch", pantry(undefined, { cheap: true, minProtein: 30 }, ["lunch"])],
  // "from last night" is no day; "for tomorrow" is
  ["leftover chilli from last night, make something kid friendly with it for tomorrow", pantry(["chilli"], { kidFriendly: true }, undefined, day(TOMORROW))],
  [
    "use up the rice in something with salmon, under 500 calories, in the air fryer",
    pantry(["rice"], { includeFoods: ["salmon"], maxCalories: 500, equipment: ["air-fryer"] }),
  ],
  [
    "I've got chickpeas, lemons and a bit of halloumi, something middle eastern and special for friday night for 4",
    pantry(["chickpea", "lemon", "halloumi"], { cuisines: ["middle-eastern"], special: true, servings: 4 }, ["dinner"], day(FRI)),
  ],
  [
    "what can we make from what's in our fridge, dairy-free, under $3 a head, for 6 of us",
    pantry(undefined, { diets: ["dairy-free"], maxCostPerServing: 3, servings: 6 }),
  ],
  [
    "I've got leftover curry sauce and some paneer, anything quick and easy for dinner tonight",
    pantry(["curry sauce", "paneer"], { maxMinutes: 30, difficulty: "easy" }, ["dinner"], day(TODAY)),
  ],

  /* ---------- a few lists and questions that carry the days said ---------- */
  ["what do I need to buy for the weekend", shop(WEEKEND)],
  ["list for the shops covering next week pls", shop(NEXT_WEEK), { selectedDate: FRI }],
  ["how many calories am I eating on friday", nutrition("calories", "days", day(FRI))],
  ["is saturday's dinner high in protein?", nutrition("protein", "meal", day(SAT), ["dinner"])],
  ["am I still inside my calorie target for this week", nutrition("calories", "days", THIS_WEEK, undefined, true)],
]);

export const DEV_FRESH_4_DIALOGUES = dialogues("dev-fud", [
  {
    // the flatshare: a plan, a refinement, a confirm
    turns: [
      turn(
        "plan next week's dinners for the 4 of us, vegetarian and cheap",
        plan(NEXT_WEEK, { servings: 4, diets: ["vegetarian"], cheap: true }),
        proposal(
          dinners([
            [NMON, "Chickpea Curry"],
            [NTUE, "Veggie Chilli"],
            [NWED, "Lentil Ragu"],
            [NTHU, "Bean Burritos"],
            [NFRI, "Halloumi Traybake"],
            [NSAT, "Mushroom Risotto"],
            [NSUN, "Cauliflower Cheese Bake"],
          ]),
        ),
      ),
      turn(
        "make them all quicker, we've got exams",
        plan(NEXT_WEEK, { servings: 4, diets: ["vegetarian"], cheap: true, maxMinutes: 30 }, ["dinner"], { followUp: onProposal("refine") }),
        proposal(
          dinners([
            [NMON, "Chickpea Curry"],
            [NTUE, "Egg Fried Rice"],
            [NWED, "Pesto Pasta"],
            [NTHU, "Bean Burritos"],
            [NFRI, "Halloumi Wraps"],
            [NSAT, "Veggie Noodles"],
            [NSUN, "Tomato Gnocchi"],
          ]),
        ),
      ),
      turn("sound, add them", only("confirm")),
    ],
  },
  {
    // the keto dieter: a list, then one item chosen for a day
    turns: [
      turn(
        "find chicken thigh recipes under 500 calories",
        search({ includeFoods: ["chicken thigh"], maxCalories: 500 }),
        list(["Lemon Herb Chicken Thighs", "Creamy Garlic Chicken Thighs", "Chicken Thigh Traybake"]),
      ),
      // choose_item: only the constraints said in this message
      turn("the creamy garlic one on friday for 2", plan(day(FRI), { servings: 2 }, ["dinner"], { followUp: onList("choose_item", [2]) })),
    ],
  },
  {
    // the New Zealander: pantry list, then a pick by a word of its title
    turns: [
      turn(
        "I've got leftover ham and some leeks, what can I make",
        pantry(["ham", "leek"]),
        list(["Ham and Leek Pie", "Leek and Ham Gratin", "Creamy Ham Pasta"]),
      ),
      turn("the pie one for tea tomorrow, cheers", plan(day(TOMORROW), {}, ["dinner"], { followUp: onList("choose_item", [1]) })),
    ],
  },
  {
    // the football dad: a weekend plan, one day skipped, confirmed
    turns: [
      turn(
        "plan the weekend's dinners for 14 kids, cheap, nut-free",
        plan(WEEKEND, { servings: 14, children: 14, cheap: true, diets: ["nut-free"] }),
        proposal(
          dinners([
            [SAT, "Sausage Pasta Bake"],
            [SUN, "Chicken Fajitas"],
          ]),
        ),
      ),
      // "skip sunday" after a proposal leaves the other weekdays of it
      turn(
        "skip sunday, they're at a tournament",
        plan(day(SAT), { servings: 14, children: 14, cheap: true, diets: ["nut-free"] }, ["dinner"], { followUp: onProposal("narrow_days") }),
        proposal(dinners([[SAT, "Sausage Pasta Bake"]])),
      ),
      turn("perfect, go ahead", only("confirm")),
    ],
  },
  {
    // the diabetic pensioner: one item replaced with something with fish
    turns: [
      turn(
        "Please plan weeknight dinners this week for my wife and me, with no sugar",
        plan(WEEKNIGHTS_NOW, { servings: 2, avoidFoods: ["sugar"] }),
        proposal(
          dinners([
            [TODAY, "Chicken Casserole"],
            [THU, "Pork Chops with Greens"],
            [FRI, "Beef and Barley Soup"],
          ]),
        ),
      ),
      turn(
        "Could you change Friday's for something with fish, please?",
        plan(WEEKNIGHTS_NOW, { servings: 2, avoidFoods: ["sugar"], includeFoods: ["fish"] }, ["dinner"], { followUp: onProposal("replace_item", [3]) }),
        proposal(
          dinners([
            [TODAY, "Chicken Casserole"],
            [THU, "Pork Chops with Greens"],
            [FRI, "Baked Cod with Leeks"],
          ]),
        ),
      ),
      turn("That's lovely, thank you, put them in", only("confirm")),
    ],
  },
  {
    // the university flat: more people, then all but one accepted
    turns: [
      turn(
        "plan weeknights next week for 5 flatmates, one pot",
        plan(NEXT_WEEKNIGHTS, { servings: 5, equipment: ["one-pot"] }),
        proposal(
          dinners([
            [NMON, "One-Pot Chilli"],
            [NTUE, "Sausage Casserole"],
            [NWED, "Chicken Orzo"],
            [NTHU, "Dal"],
            [NFRI, "Jambalaya"],
          ]),
        ),
      ),
      turn(
        "actually there'll be 7 of us, 2 girlfriends staying",
        plan(NEXT_WEEKNIGHTS, { servings: 7, equipment: ["one-pot"] }, ["dinner"], { followUp: onProposal("change_servings") }),
        proposal(
          dinners([
            [NMON, "One-Pot Chilli"],
            [NTUE, "Sausage Casserole"],
            [NWED, "Chicken Orzo"],
            [NTHU, "Dal"],
            [NFRI, "Jambalaya"],
          ]),
        ),
      ),
      turn("add all except tuesday", only("confirm", onProposal("accept_except", [2]))),
    ],
  },
  {
    // the nurse: a decline, then the declined proposal refined
    turns: [
      turn(
        "plan 3 dinners next week, high protein, under 500 cals",
        plan(nextWeekCount(3), { minProtein: 30, maxCalories: 500 }),
        proposal(
          dinners([
            [NMON, "Turkey Meatballs"],
            [NWED, "Tuna Nicoise"],
            [NFRI, "Chicken Shawarma Bowl"],
          ]),
        ),
      ),
      turn("nah", only("decline")),
      turn(
        "what about something with beef then",
        plan(nextWeekCount(3), { minProtein: 30, maxCalories: 500, includeFoods: ["beef"] }, ["dinner"], { followUp: onProposal("refine") }),
        proposal(
          dinners([
            [NMON, "Beef Stir Fry"],
            [NWED, "Beef Kofta"],
            [NFRI, "Steak Salad"],
          ]),
        ),
      ),
      turn("yep those", only("confirm")),
    ],
  },
  {
    // the foodie: a search narrowed, then one picked
    turns: [
      turn(
        "show me thai recipes with prawns",
        search({ cuisines: ["thai"], includeFoods: ["prawn"] }),
        list(["Tom Yum Goong", "Prawn Pad Thai", "Green Curry with Prawns", "Prawn Larb"]),
      ),
      turn(
        "only the quick ones",
        search({ cuisines: ["thai"], includeFoods: ["prawn"], maxMinutes: 30 }, undefined, { followUp: onList("refine") }),
        list(["Prawn Pad Thai", "Prawn Larb", "Garlic Pepper Prawns"]),
      ),
      turn("the larb for saturday", plan(day(SAT), {}, ["dinner"], { followUp: onList("choose_item", [2]) })),
    ],
  },
  {
    // the Canadian: a dinner party moved a day
    turns: [
      turn(
        "plan a french dinner party for saturday for 6",
        plan(day(SAT), { cuisines: ["french"], special: true, servings: 6 }),
        proposal(dinners([[SAT, "Boeuf Bourguignon"]])),
      ),
      turn(
        "move it to sunday, the hockey's on saturday",
        plan(day(SUN), { cuisines: ["french"], special: true, servings: 6 }, ["dinner"], { followUp: onProposal("move_days") }),
        proposal(dinners([[SUN, "Boeuf Bourguignon"]])),
      ),
      turn("yes", only("confirm")),
      turn("undo that", only("undo")),
    ],
  },
  {
    // the texter: lunches, dinners added, confirmed
    turns: [
      turn(
        "lunches next wknd. vegan",
        plan(NEXT_WEEKEND, { diets: ["vegan"] }, ["lunch"]),
        proposal([
          { date: NSAT, mealType: "lunch", title: "Falafel Wraps" },
          { date: NSUN, mealType: "lunch", title: "Miso Noodle Soup" },
        ]),
      ),
      // adding a meal type is refine
      turn(
        "+ dinners",
        plan(NEXT_WEEKEND, { diets: ["vegan"] }, ["lunch", "dinner"], { followUp: onProposal("refine") }),
        proposal([
          { date: NSAT, mealType: "lunch", title: "Falafel Wraps" },
          { date: NSAT, mealType: "dinner", title: "Mushroom Stroganoff" },
          { date: NSUN, mealType: "lunch", title: "Miso Noodle Soup" },
          { date: NSUN, mealType: "dinner", title: "Chickpea Tagine" },
        ]),
      ),
      turn("cheers, pop those on then", only("confirm")),
    ],
  },
]);
