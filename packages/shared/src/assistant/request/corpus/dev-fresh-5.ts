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
  WMON,
  WSUN,
  nextWeekCount,
} from "./corpus-dates";

/*
 * Fifth fresh development batch (README.md, "Evaluation corpus"): written from the README and the
 * request model only, never from the parser or the test part. Weighted towards lasting preference
 * and household changes (update_preferences), cooking from the pantry or leftovers, invented
 * recipes with several constraints, plans with many constraints at once, and confirm / decline /
 * undo after a proposal (dialogues); then nutrition questions, shopping lists, calendar reads,
 * removals over a range and swaps. Voices: a retired couple writing formally, a non-native English
 * speaker, voice dictation (no punctuation, "um", homophones such as "ate" for eight and "leaks"
 * for leeks), a shift worker, the parent of a coeliac child, a household with a new baby, a student
 * on a tight budget, a gym-goer tracking macros, a dinner-party host, grandparents feeding the
 * grandchildren at the weekend, an emoji-heavy texter, a terse one-word texter and a rambler whose
 * request is buried mid-paragraph; British, American, Irish ("the press", "the messages",
 * "himself"), Indian ("pure veg", "tiffin", "do the needful") and South African ("braai", "howzit",
 * "lekker") English. Today is Wednesday 2 December 2026 (corpus-dates.ts).
 */

const XMAS_EVE = "2026-12-24";
const XMAS = "2026-12-25";
const DEC27 = "2026-12-27";

export const DEV_FRESH_5 = cases("dev-fv", [
  // a household's new diet, said as news: a preference change (the card asks before saving)
  ["we've gone dairy free as a house since the little one's diagnosis", prefs({ addDiets: ["dairy-free"] })],
  /* ---------- update_preferences: diets, allergies, dislikes, household, goals ---------- */
  // coeliac is the gluten-free diet (README, diet names); said of a member as a lasting fact, so a preference
  [
    "Good afternoon. I should let you know that my husband has been diagnosed with coeliac disease, so please bear that in mind from now on.",
    prefs({ addDiets: ["gluten-free"] }),
  ],
  ["we've gone vegetarian as of this week, the whole lot of us", prefs({ addDiets: ["vegetarian"] })],
  // "off dairy" for one person on doctor's orders is read like "can't have" (an allergy), not a household diet
  ["my son is off dairy now, doctor's orders", prefs({ addAllergies: ["dairy"] })],
  // "stop giving us X" is a lasting dislike
  ["stop giving us mushrooms!! nobody in this house eats them", prefs({ addDislikes: ["mushroom"] })],
  ["My daughter has moved back home, so there are three of us again.", prefs({ householdSize: 3 })],
  ["our eldest just left for uni so it's only the 3 of us now", prefs({ householdSize: 3 })],
  ["please remember my wife is allergic for shrimps", prefs({ addAllergies: ["shrimp"] })],
  ["from now we are not eating beef anymore, please change it", prefs({ addDiets: ["beef-free"] })],
  ["um so my partner um cant stand coriander or um olives just so you know", prefs({ addDislikes: ["coriander", "olive"] })],
  // "no more meet" is dictated "meat"; the diet said is vegan
  ["were vegan now so no more meet thanks", prefs({ addDiets: ["vegan"] })],
  ["Just had the diagnosis, Aoife is coeliac. Everything gluten free from here on please", prefs({ addDiets: ["gluten-free"] })],
  ["baby arrived on sunday!! so we're a household of 3 now 👶💕", prefs({ householdSize: 3 })],
  ["we're a family of five these days since the twins came along", prefs({ householdSize: 5 })],
  ["flatmate moved out, it's just me now", prefs({ householdSize: 1 })],
  ["set my daily calorie goal to 2600", prefs({ calorieGoal: 2600 })],
  ["cutting now, change my calorie target to 1900 a day", prefs({ calorieGoal: 1900 })],
  ["Our grandson cannot eat peanuts. Please make a note of it.", prefs({ addAllergies: ["peanut"] })],
  ["no more fish 🐟🚫 hubby hates it 🙄", prefs({ addDislikes: ["fish"] })],
  ["allergy: sesame", prefs({ addAllergies: ["sesame"] })],
  // "no pork. ever." asks nothing now and says a lasting rule: read like "we don't eat pork" (pork-free diet)
  ["no pork. ever.", prefs({ addDiets: ["pork-free"] })],
  [
    "So it's been a mad few months, my partner started a new job, we moved flat, and somewhere in the middle of all that we decided to go pescatarian, so we still eat fish but no more meat, and honestly we're loving it, so could you update our profile so you stop suggesting chicken and stuff? Anyway hope you're well.",
    prefs({ addDiets: ["pescatarian"] }),
  ],
  ["We are no longer vegetarian; my doctor would like me eating red meat again.", prefs({ removeDiets: ["vegetarian"] })],
  ["good news, the allergist says Tom has outgrown his egg allergy", prefs({ removeAllergies: ["egg"] })],
  ["my husband has finally come round to mushrooms, you can put them back in", prefs({ removeDislikes: ["mushroom"] })],
  // "love X food, more of that" is a lasting cuisine liking
  ["we absolutely love korean food, more of that please", prefs({ addCuisines: ["korean"] })],
  // "mix it up a lot more" read as "more variety"
  ["we eat the same things every week and we're bored stiff, mix it up a lot more", prefs({ varietyPreference: 8 })],
  ["We are creatures of habit and would prefer familiar dishes, if you please.", prefs({ varietyPreference: 3 })],
  // Indian English "pure veg" is vegetarian (a diet), not the food "veg"
  ["Kindly note that we are pure veg family", prefs({ addDiets: ["vegetarian"] })],
  // a standing restriction named neither as an allergy nor as a diet tag: dislikes
  ["my mother-in-law does not take onion and garlic, please note it", prefs({ addDislikes: ["onion", "garlic"] })],
  ["Just so you know, my wife can't eat shellfish, she swells up like a balloon", prefs({ addAllergies: ["shellfish"] })],
  // Irish "himself" is the husband; "gone off" is a dislike
  ["himself has gone off red meat entirely so leave out beef and lamb from now on", prefs({ addDislikes: ["beef", "lamb"] })],
  ["we've stopped drinking so no wine in the recipes please", prefs({ addDiets: ["alcohol-free"] })],
  // the change is asked now though it happens next month
  ["my mum's moving in with us next month so we'll be 5", prefs({ householdSize: 5 })],
  ["i'm allergic to kiwi and pineapple", prefs({ addAllergies: ["kiwi", "pineapple"] })],
  ["the kids hate anything with peppers or courgette in it", prefs({ addDislikes: ["pepper", "courgette"] })],
  ["Please add that both my grandchildren are allergic to nuts.", prefs({ addAllergies: ["nut"] })],
  ["add cilantro to the things we dont like and uh also blue cheese", prefs({ addDislikes: ["cilantro", "blue cheese"] })],
  // "obsessed w thai food" is a lasting liking beside the new diet
  ["we're vegan now 🌱🌱 and obsessed w thai food 🍜🔥", prefs({ addDiets: ["vegan"], addCuisines: ["thai"] })],
  ["my boyfriend's moved in so there's two of us now 🥰", prefs({ householdSize: 2 })],
  ["Not a fan of aubergine. Never suggest it.", prefs({ addDislikes: ["aubergine"] })],
  // lactose intolerance is read as not being able to have dairy (an allergy, the allergen group)
  ["can u remember that im lactose intolerant", prefs({ addAllergies: ["dairy"] })],
  ["Howzit, just to say my boy has a tree nut allergy, picked up last week", prefs({ addAllergies: ["tree nut"] })],
  ["we don't eat pork or drink alcohol, please keep that in mind always", prefs({ addDiets: ["pork-free", "alcohol-free"] })],

  /* ---------- cook_from_pantry: leftovers and cupboards ---------- */
  // Irish "the press" is the cupboard (pantry, no foods named); "the dinner tonight" = today's dinner
  ["what's in the press that'd do for the dinner tonight", pantry(undefined, {}, ["dinner"], day(TODAY))],
  // "skint til friday" is the budget, no day to plan
  ["got half a bag of pasta a tin of tuna and some sweetcorn, skint til friday, what can i make", pantry(["pasta", "tuna", "sweetcorn"], { cheap: true })],
  // "from sunday" is when it was cooked, no day
  [
    "i have leftover um roast lamb from sunday and some potatoes what could i do with them for tea tomorrow",
    pantry(["roast lamb", "potato"], {}, ["dinner"], day(TOMORROW)),
  ],
  // "light" sets nothing; "yesterday's lunch" is when it was cooked
  [
    "We have some cold roast pork left over from yesterday's lunch. Could you suggest a supper for the two of us using it?",
    pantry(["roast pork"], { servings: 2 }, ["dinner"]),
  ],
  // "not spicy" sets nothing
  [
    "I have in fridge chicken breast, yoghurt and some tomato, please give idea for indian dinner not spicy for my family of four",
    pantry(["chicken breast", "yoghurt", "tomato"], { cuisines: ["indian"], servings: 4 }, ["dinner"]),
  ],
  // "meal prep x4" is four portions: servings 4
  [
    "got 1kg chicken breast and a bag of rice, need something with 40g+ protein a portion, meal prep x4",
    pantry(["chicken breast", "rice"], { minProtein: 40, servings: 4 }),
  ],
  // the egg emoji stand for eggs at hand
  ["🥚🥚🥚 + spinach + feta = ??? brekkie pls 🙏", pantry(["egg", "spinach", "feta"], {}, ["breakfast"])],
  ["leftover rice. lunch.", pantry(["rice"], {}, ["lunch"])],
  // "GF pasta" is pasta at hand plus the gluten-free diet; "for the kids" = kidFriendly
  [
    "I've got GF pasta, mince and a jar of tomato sauce, what can I do for the kids tonight? has to be gluten free",
    pantry(["pasta", "mince", "tomato sauce"], { diets: ["gluten-free"], kidFriendly: true }, ["dinner"], day(TODAY)),
  ],
  // "one-handed eating" (holding a baby) sets nothing; "this week" is kept
  [
    "freezer is full of bolognese sauce my mum batch cooked for us since the baby, what can I turn it into this week that I can eat one handed",
    pantry(["bolognese sauce"], {}, undefined, THIS_WEEK),
  ],
  // "from the braai" is when it was cooked, not its cooking
  ["I've got leftover boerewors from the braai and some pap, what can I make for lunch", pantry(["boerewors", "pap"], {}, ["lunch"])],
  // Indian English "tiffin" is a packed lunch
  ["Some leftover dal and rice is there from last night, what to make for tiffin tomorrow?", pantry(["dal", "rice"], {}, ["lunch"], day(TOMORROW))],
  // me and the two kids = 3 and 2; "nothing too complicated" = easy
  [
    "Right so the fridge is a disaster zone, there's half a cabbage, some carrots that have seen better days, a lump of cheddar and about four sausages, and I really don't want to go to the shop in this rain, so what can I make for dinner for me and the two kids, nothing too complicated because I'm knackered",
    pantry(["cabbage", "carrot", "cheddar", "sausage"], { servings: 3, children: 2, difficulty: "easy" }, ["dinner"]),
  ],
  [
    "The grandchildren are with us on Saturday. I have fish fingers, peas and potatoes in. Could you suggest a lunch they will eat?",
    pantry(["fish finger", "pea", "potato"], { kidFriendly: true }, ["lunch"], day(SAT)),
  ],
  ["just off a 12hr shift, what can i throw together from the cupboard in 10 mins", pantry(undefined, { maxMinutes: 10 })],
  ["use up the last of the turkey mince, something mexican, under 500 cals", pantry(["turkey mince"], { cuisines: ["mexican"], maxCalories: 500 })],
  [
    "I've got a rotisserie chicken and some tortillas, what can I whip up for dinner, no cheese",
    pantry(["rotisserie chicken", "tortilla"], { avoidFoods: ["cheese"] }, ["dinner"]),
  ],
  // dictated "to people" is two people
  ["what can i make with whats in my fridge for to people", pantry(undefined, { servings: 2 })],
  ["skint. what can i make w whats in the cupboard. vegan", pantry(undefined, { cheap: true, diets: ["vegan"] })],
  [
    "I have coconut milk, chickpeas and spinach; something in the slow cooker for 6 on Sunday?",
    pantry(["coconut milk", "chickpea", "spinach"], { equipment: ["slow-cooker"], servings: 6 }, undefined, day(SUN)),
  ],
  ["leftover mashed potato, what can I make that's kid friendly", pantry(["mashed potato"], { kidFriendly: true })],
  // "stale" is the bread's state, not its cooking
  ["got some stale bread and a dozen eggs, any ideas for breakfast for 4", pantry(["bread", "egg"], { servings: 4 }, ["breakfast"])],
  [
    "need to use up a big bag of spinach before it turns, something with chicken in the air fryer",
    pantry(["spinach"], { includeFoods: ["chicken"], equipment: ["air-fryer"] }),
  ],
  [
    "In my kitchen there is potatoes, onions and eggs only. What I can cook for dinner tomorrow without oven?",
    pantry(["potato", "onion", "egg"], { equipment: ["no-oven"] }, ["dinner"], day(TOMORROW)),
  ],
  ["have a load of leftover coddle from last night, what'll I do with it", pantry(["coddle"])],
  ["what's in my pantry that could be a protein packed snack under 200 cals", pantry(undefined, { minProtein: 30, maxCalories: 200 }, ["snack"])],
  [
    "We've a glut of courgettes from the allotment. What might we make with them for supper on Friday, for four, without meat?",
    pantry(["courgette"], { servings: 4, diets: ["vegetarian"] }, ["dinner"], day(FRI)),
  ],
  [
    "leftover chicken curry + naan, lunch for 2 tmrw, no microwave at work so eat cold",
    pantry(["chicken curry", "naan"], { servings: 2, equipment: ["no-cook"] }, ["lunch"], day(TOMORROW)),
  ],

  /* ---------- generate_recipe: invented, several constraints ---------- */
  // "dinner party" = dinner and special; the day said is kept; "can't abide" inside a request avoids
  [
    "Could you invent a showstopping vegetarian main for a dinner party of 8 on Saturday? Nothing with mushrooms, as two of the guests cannot abide them.",
    { ...generate({ special: true, diets: ["vegetarian"], servings: 8, avoidFoods: ["mushroom"] }, ["dinner"]), days: day(SAT) },
  ],
  [
    "make up a gluten free birthday cake that kids will actually want to eat, no nuts either",
    generate({ dish: "cake", diets: ["gluten-free"], special: true, kidFriendly: true, avoidFoods: ["nut"] }),
  ],
  [
    "generate a meal prep recipe: 50g protein, under 650 kcal, chicken or turkey, 5 portions",
    generate({ minProtein: 50, maxCalories: 650, includeFoods: ["chicken", "turkey"], servings: 5 }),
  ],
  // a pound figure is kept as the number said (the model has one currency)
  [
    "invent a dinner that costs under £1.50 a portion using lentils, one pot, vegan",
    generate({ maxCostPerServing: 1.5, includeFoods: ["lentil"], equipment: ["one-pot"], diets: ["vegan"] }, ["dinner"]),
  ],
  // "not difficult" = nothing too hard = easy
  [
    "Please create for me new recipe of fish curry without coconut, for two persons, not difficult",
    generate({ dish: "fish curry", avoidFoods: ["coconut"], servings: 2, difficulty: "easy" }),
  ],
  [
    "um can you make up a recipe for like a sweet potato um stew thing in the slow cooker for for six people",
    generate({ dish: "sweet potato stew", equipment: ["slow-cooker"], servings: 6 }),
  ],
  ["invent a vegan brownie 🍫🌱 no nuts 🥜❌ pls", generate({ dish: "brownie", diets: ["vegan"], avoidFoods: ["nut"] })],
  ["invent: lunch, halloumi, 15 min", generate({ includeFoods: ["halloumi"], maxMinutes: 15 }, ["lunch"])],
  [
    "Kindly generate one recipe of paneer tikka that can be made in air fryer, serves 3",
    generate({ dish: "paneer tikka", equipment: ["air-fryer"], servings: 3 }),
  ],
  // "for the braai" is cooking on the grill; the day said is kept
  [
    "come up with a veggie bunny chow for the braai on sat, 10 people",
    { ...generate({ dish: "bunny chow", diets: ["vegetarian"], equipment: ["grill"], servings: 10 }), days: day(SAT) },
  ],
  [
    "Would you kindly devise a simple supper dish for two, using smoked haddock, that can be prepared without an oven?",
    generate({ includeFoods: ["smoked haddock"], difficulty: "easy", servings: 2, equipment: ["no-oven"] }, ["dinner"]),
  ],
  [
    "create a freezer meal I can batch cook before the baby comes, something with beef, one pot, makes 8 portions",
    generate({ includeFoods: ["beef"], equipment: ["one-pot"], servings: 8 }),
  ],
  [
    "Book club is at mine this time and I've been stressing about it all week, because last time Maeve did this incredible spread, so anyway what I'd love is if you could write a totally original recipe, something Middle Eastern, maybe with aubergine and lamb, that I could serve on Thursday, there'll be six of us, and it needs to be gluten-free because of Siobhan.",
    { ...generate({ cuisines: ["middle-eastern"], includeFoods: ["aubergine", "lamb"], servings: 6, diets: ["gluten-free"] }), days: day(THU) },
  ],
  // "starter" is a course named like "dessert": the dish
  ["devise a posh starter for 10, pescatarian, that I can make ahead", generate({ dish: "starter", special: true, servings: 10, diets: ["pescatarian"] })],
  [
    "Could you make up a pudding the grandchildren would enjoy, using the apples from our tree? No oven, I'm afraid; ours has packed in.",
    generate({ dish: "pudding", kidFriendly: true, includeFoods: ["apple"], equipment: ["no-oven"] }),
  ],
  ["generate a recipe that costs under $2 a serving and has at least 25g protein", generate({ maxCostPerServing: 2, minProtein: 25 })],
  [
    "create a japanese style breakfast under 400 calories with no eggs",
    generate({ cuisines: ["japanese"], maxCalories: 400, avoidFoods: ["egg"] }, ["breakfast"]),
  ],
  // the allergy said beside the request is a constraint of it
  [
    "invent an original mac and cheese for the instant pot, dairy-free obviously since my kid's allergic",
    generate({ dish: "mac and cheese", equipment: ["pressure-cooker"], diets: ["dairy-free"] }),
  ],
  [
    "make up something I can eat at 3am on a night shift, no cooking, high protein, vegetarian",
    generate({ equipment: ["no-cook"], minProtein: 30, diets: ["vegetarian"] }),
  ],
  [
    "would ya come up with a stew that'd do the five of us, in the slow cooker, no lamb",
    generate({ dish: "stew", servings: 5, equipment: ["slow-cooker"], avoidFoods: ["lamb"] }),
  ],
  // dictated "leaks" are leeks; "no pastry on the bottom" is unhandled
  ["create a recipe for a chicken pie with leaks and no pastry on the bottom", generate({ dish: "chicken pie", includeFoods: ["leek"] })],
  [
    "generate a sheet pan dinner w salmon + broccoli, under 30 min, 4 ppl",
    generate({ equipment: ["sheet-pan"], includeFoods: ["salmon", "broccoli"], maxMinutes: 30, servings: 4 }, ["dinner"]),
  ],
  [
    "dream up a kid friendly pizza for a sleepover of 8 kids, no pork",
    generate({ dish: "pizza", kidFriendly: true, servings: 8, children: 8, avoidFoods: ["pork"] }),
  ],
  [
    "can you create a fancy dessert for our anniversary that's vegan and under 300 calories",
    generate({ dish: "dessert", special: true, diets: ["vegan"], maxCalories: 300 }),
  ],
  ["write an ambitious ramen recipe, a proper project, no pork", generate({ dish: "ramen", difficulty: "advanced", avoidFoods: ["pork"] })],
  // "weaning-friendly" read like "toddler-friendly" (kidFriendly); "a baby" eating is one child counted, like "a toddler"
  [
    "invent a cheap weaning-friendly dinner the whole family including the baby can eat, no salt, for 2 adults and a baby",
    generate({ cheap: true, kidFriendly: true, avoidFoods: ["salt"], servings: 3, children: 1 }, ["dinner"]),
  ],
  [
    "Please devise a Christmas Eve supper for nine, a little special, with salmon and no dairy.",
    { ...generate({ special: true, servings: 9, includeFoods: ["salmon"], avoidFoods: ["dairy"] }, ["dinner"]), days: day(XMAS_EVE) },
  ],
  ["come up with a lekker chakalaka that's quick and feeds 8", generate({ dish: "chakalaka", maxMinutes: 30, servings: 8 })],

  /* ---------- plan_meals: many constraints at once ---------- */
  [
    "Would you be so good as to plan our evening meals for next week for the two of us? Nothing with shellfish, please, and nothing that takes longer than forty-five minutes.",
    plan(NEXT_WEEK, { servings: 2, avoidFoods: ["shellfish"], maxMinutes: 45 }),
  ],
  // "halal" names no dietary tag: unhandled
  [
    "Can you do for us the plan of lunch and dinner for weekend, we are 4 person, no beef, halal please",
    plan(WEEKEND, { servings: 4, avoidFoods: ["beef"] }, ["lunch", "dinner"]),
  ],
  [
    "plan dinners for monday wednesday and friday next week um for four of us vegetarian and under half an hour",
    plan(range(NMON, NFRI, { weekdays: [1, 3, 5] }), { servings: 4, diets: ["vegetarian"], maxMinutes: 30 }),
  ],
  [
    "on earlies thu and fri, plan quick breakfasts those days for 1, high protein",
    plan(range(THU, FRI), { maxMinutes: 30, servings: 1, minProtein: 30 }, ["breakfast"]),
  ],
  // a microwave is all there is at work
  [
    "plan my lunches tue to fri next week, only got a microwave at work, under 600 cal",
    plan(range(NTUE, NFRI), { equipment: ["microwave"], maxCalories: 600 }, ["lunch"]),
  ],
  [
    "plan tea for the rest of the week for the 4 of us, my youngest is coeliac so everything gluten free, and kid friendly please",
    plan(REST_OF_WEEK, { servings: 4, diets: ["gluten-free"], kidFriendly: true }),
  ],
  [
    "newborn house 😴 plan next week's dinners for 2, super easy, 20 mins max, one pot if poss",
    plan(NEXT_WEEK, { servings: 2, difficulty: "easy", maxMinutes: 20, equipment: ["one-pot"] }),
  ],
  [
    "plan 5 dinners next week on a tight budget, under $2.50 a serving, for me and 2 flatmates",
    plan(nextWeekCount(5), { cheap: true, maxCostPerServing: 2.5, servings: 3 }),
  ],
  // the per-meal figure said is the calorie limit
  [
    "plan breakfast lunch and dinner for next week, 2400 cal a day so keep each meal under 800, 40g protein each",
    plan(NEXT_WEEK, { maxCalories: 800, minProtein: 40 }, ["breakfast", "lunch", "dinner"]),
  ],
  // the 12th is next Saturday
  [
    "I'm hosting on the 12th, plan a dinner party for 8, french and impressive, all of them vegetarian",
    plan(day(NSAT), { special: true, servings: 8, cuisines: ["french"], diets: ["vegetarian"] }),
  ],
  // "teas" = dinners; "won't touch fish" inside a request avoids it; "nothing spicy" sets nothing
  [
    "The grandchildren are coming on Saturday and Sunday, three of them plus the two of us. Please plan lunches and teas; nothing spicy, and they won't touch fish.",
    plan(WEEKEND, { servings: 5, children: 3, avoidFoods: ["fish"] }, ["lunch", "dinner"]),
  ],
  ["plan the weekend 🍝🍕 italian vibes, 4 ppl, cheap 💸", plan(WEEKEND, { cuisines: ["italian"], servings: 4, cheap: true })],
  ["tmrw. dinner. 2. veggie. 20min", plan(day(TOMORROW), { servings: 2, diets: ["vegetarian"], maxMinutes: 20 })],
  ["next wk dinners x4 no chicken", plan(nextWeekCount(4), { avoidFoods: ["chicken"] })],
  // 3 adults and 5 children = 8; "cheap as chips" = cheap
  [
    "Hiya, long story but my sister and her three kids are staying with us from Friday till Sunday because their boiler's gone, so that's me, my husband, my sister and five kids altogether (our two plus her three), and I need dinners sorted for those three nights, nothing fancy, cheap as chips, and one of her lot is allergic to nuts so nothing with nuts please.",
    plan(range(FRI, SUN), { servings: 8, children: 5, cheap: true, avoidFoods: ["nut"] }),
  ],
  // "veg dinners" in Indian English is vegetarian
  [
    "Please plan veg dinners for this week for 5 members, Jain style means no onion no garlic no potato",
    plan(THIS_WEEK, { diets: ["vegetarian"], servings: 5, avoidFoods: ["onion", "garlic", "potato"] }),
  ],
  // a braai is a barbecue (grill); no meal said, so dinner
  [
    "plan a lekker braai for Saturday for 12 people with lamb chops and boerewors",
    plan(day(SAT), { equipment: ["grill"], servings: 12, includeFoods: ["lamb chop", "boerewors"] }),
  ],
  [
    "sort the dinners for the week for the six of us, grand if they're cheap, and nothing with mushrooms for herself",
    plan(THIS_WEEK, { servings: 6, cheap: true, avoidFoods: ["mushroom"] }),
  ],
  [
    "plan weeknight dinners next week for a family of 5, kid friendly, under 40 min, no peanuts (school's nut free)",
    plan(NEXT_WEEKNIGHTS, { servings: 5, kidFriendly: true, maxMinutes: 40, avoidFoods: ["peanut"] }),
  ],
  [
    "plan lunches and snacks for my 3 days off (sat sun mon), high protein, under $3 a serving",
    plan(range(SAT, NMON), { minProtein: 30, maxCostPerServing: 3 }, ["lunch", "snack"]),
  ],
  // "nothing that needs the oven" = no-oven
  [
    "plan all meals for tomorrow, dairy-free, 2 of us, nothing that needs the oven",
    plan(day(TOMORROW), { diets: ["dairy-free"], servings: 2, equipment: ["no-oven"] }, ["breakfast", "lunch", "dinner"]),
  ],
  [
    "plan a romantic dinner on friday for 2, seafood but no mussels, under an hour",
    plan(day(FRI), { special: true, servings: 2, includeFoods: ["seafood"], avoidFoods: ["mussel"], maxMinutes: 60 }),
  ],
  // "the empty nights" of next week: the whole week (the planner fills what is free), no count
  ["fill the empty nights next week with slow cooker stuff, for 4", plan(NEXT_WEEK, { equipment: ["slow-cooker"], servings: 4 })],
  [
    "plan 2 lunches this weekend with stuff we haven't had before, mexican or korean",
    plan({ ...WEEKEND, count: 2 }, { novelty: "new", cuisines: ["mexican", "korean"] }, ["lunch"]),
  ],
  [
    "plan dinners for the week after next, pescatarian, 3 people, at least one with salmon",
    plan(range(WMON, WSUN), { diets: ["pescatarian"], servings: 3, includeFoods: ["salmon"] }),
  ],
  [
    "plan christmas eve and christmas day dinners for 9, fancy, gluten-free",
    plan(range(XMAS_EVE, XMAS), { servings: 9, special: true, diets: ["gluten-free"] }),
  ],
  ["plan our usual favourites for the rest of the week, 4 of us", plan(REST_OF_WEEK, { novelty: "favourites", servings: 4 })],
  [
    "plan dinners the 8th to the 10th, under 500 calories, high protein, air fryer",
    plan(range(NTUE, NTHU), { maxCalories: 500, minProtein: 30, equipment: ["air-fryer"] }),
  ],
  [
    "what should we have tonight, me + 2 kids, something they'll eat, 30 min, no oven",
    plan(day(TODAY), { servings: 3, children: 2, kidFriendly: true, maxMinutes: 30, equipment: ["no-oven"] }),
  ],
  // dictated "ate people" is eight people
  ["plan tea for tomorrow night for ate people", plan(day(TOMORROW), { servings: 8 })],
  [
    "plan something special for my mum's 70th on sunday, lunch for 14, no pork, italian",
    plan(day(SUN), { special: true, servings: 14, avoidFoods: ["pork"], cuisines: ["italian"] }, ["lunch"]),
  ],
  [
    "plan next week's dinners but only mon tue and thu, for 2, cheap, no red meat",
    plan(range(NMON, NTHU, { weekdays: [1, 2, 4] }), { servings: 2, cheap: true, avoidFoods: ["red meat"] }),
  ],
  [
    "plan me 3 one-pot dinners for the rest of the week, chicken or beans, under 45 min",
    plan({ ...REST_OF_WEEK, count: 3 }, { equipment: ["one-pot"], includeFoods: ["chicken", "bean"], maxMinutes: 45 }),
  ],
  // "for me" is one serving, like "just me"
  [
    "plan lunches mon-fri next week for me, 600 cals max, 45g protein, chicken turkey or fish only",
    plan(range(NMON, NFRI), { servings: 1, maxCalories: 600, minProtein: 45, includeFoods: ["chicken", "turkey", "fish"] }, ["lunch"]),
  ],
  [
    "plan the weekend for 6, vegan, easy, under $4 a head, something new",
    plan(WEEKEND, { servings: 6, diets: ["vegan"], difficulty: "easy", maxCostPerServing: 4, novelty: "new" }),
  ],
  // "without cooking" = no-cook; "all weekday" = Monday to Friday
  [
    "I want plan for lunch in office for all weekday next week, cheap and without cooking",
    plan(range(NMON, NFRI), { cheap: true, equipment: ["no-cook"] }, ["lunch"]),
  ],
  // a baby eating with them is a child counted (like "a toddler"); "the baby can eat too" read as kid-friendly
  [
    "plan dinners next week the baby can eat too (she's 9 months), 2 adults + baby, no salt no honey",
    plan(NEXT_WEEK, { servings: 3, children: 1, kidFriendly: true, avoidFoods: ["salt", "honey"] }),
  ],
  [
    "Please arrange breakfasts for my husband and myself for next week: simple, nothing containing eggs, and under 350 calories each.",
    plan(NEXT_WEEK, { servings: 2, difficulty: "easy", avoidFoods: ["egg"], maxCalories: 350 }, ["breakfast"]),
  ],
  // the lasting statement inside a request is read as its constraint (README, "Actions")
  ["we've gone dairy free so plan the rest of the week with that in mind, 3 of us", plan(REST_OF_WEEK, { diets: ["dairy-free"], servings: 3 })],
  [
    "the 14th to the 18th plan quick dinners for 2 pls, no pasta no rice 🙏",
    plan(range(WMON, "2026-12-18"), { maxMinutes: 30, servings: 2, avoidFoods: ["pasta", "rice"] }),
  ],
  [
    "plan a posh new year's eve dinner for 6, beef wellington, something that'll push me",
    plan(day("2026-12-31"), { special: true, servings: 6, dish: "beef wellington", difficulty: "advanced" }),
  ],

  /* ---------- read_plan ---------- */
  ["what's on for tea tonight?", read(day(TODAY), ["dinner"])],
  ["Could you remind me what we have planned for Sunday lunch?", read(day(SUN), ["lunch"])],
  ["Show me please what is the plan for next week", read(NEXT_WEEK)],
  ["whats the plan for um thursday and friday", read(range(THU, FRI))],
  ["what have I got lined up for breakfasts this week", read(THIS_WEEK, ["breakfast"])],
  ["which nights are still empty next week", read(NEXT_WEEK, ["dinner"])],
  ["what's cooking this weekend 👀🍳", read(WEEKEND)],
  ["what are we eating on the 14th", read(day(WMON))],
  ["what's planned for that day?", read(day(NTUE)), { selectedDate: NTUE }],
  ["What have I planned for when the grandchildren come next weekend?", read(NEXT_WEEKEND)],
  // a bare day with a question mark asks what is planned
  ["tmrw?", read(day(TOMORROW))],

  /* ---------- remove_meals ---------- */
  ["we're away the weekend, clear it", remove(WEEKEND)],
  ["Kindly remove all the lunches from next week; we shall be dining out.", remove(NEXT_WEEK, ["lunch"])],
  ["please delete dinner of friday, we go to restaurant", remove(day(FRI), ["dinner"])],
  ["take off um everything from the 8th to the 11th", remove(range(NTUE, NFRI))],
  ["scrap the breakfasts thu to sun, on nights", remove(range(THU, SUN), ["breakfast"])],
  ["clear tmrw", remove(day(TOMORROW))],
  ["bin off tonight's tea 🙅‍♀️ takeaway night 🍕", remove(day(TODAY), ["dinner"])],
  ["wipe the rest of the week, plans changed", remove(REST_OF_WEEK)],
  // "this one" is the selected day
  ["get rid of this one", remove(day(SAT)), { selectedDate: SAT }],
  ["Kindly cancel all meals from 24th to 27th, we are travelling to Goa", remove(range(XMAS_EVE, DEC27), ["breakfast", "lunch", "dinner"])],

  /* ---------- swap_meal ---------- */
  ["swap thursday's dinner for something vegetarian", swap(day(THU), { diets: ["vegetarian"] }, ["dinner"])],
  // the roast swapped out is no wish; "lighter" beside a number is calories
  ["Would it be possible to exchange Saturday's roast for something lighter, under 500 calories?", swap(day(SAT), { maxCalories: 500 })],
  ["change the fish of tomorrow to chicken please", swap(day(TOMORROW), { includeFoods: ["chicken"] })],
  ["swap out fridays um lasagne for something quicker", swap(day(FRI), { maxMinutes: 30 })],
  ["can you swap sunday's dinner, it's got couscous and my daughter's coeliac, need gluten free", swap(day(SUN), { diets: ["gluten-free"] }, ["dinner"])],
  ["swap tmrw's steak for something cheaper", swap(day(TOMORROW), { cheap: true })],
  ["replace tonight's pasta with something with 40g protein", swap(day(TODAY), { minProtein: 40 }, ["dinner"])],
  // the arrow asks for a replacement: a swap
  ["monday's curry 👉 something kid friendly pls 🙏", swap(day(NMON), { kidFriendly: true })],
  ["switch today's lunch to something no-cook", swap(day(TODAY), { equipment: ["no-cook"] }, ["lunch"])],
  ["swap saturday's dinner for something more impressive, there'll be 6 now", swap(day(SAT), { special: true, servings: 6 }, ["dinner"])],
  ["swap out the stew on tuesday for something in the air fryer", swap(day(NTUE), { equipment: ["air-fryer"] })],
  ["can you change the 10th's dinner to something thai", swap(day(NTHU), { cuisines: ["thai"] }, ["dinner"])],

  /* ---------- nutrition ---------- */
  ["macros for today?", nutrition("macros", "days", day(TODAY))],
  ["how much protein is in tomorrow's lunch", nutrition("protein", "meal", day(TOMORROW), ["lunch"])],
  ["am I over my calorie goal this week", nutrition("calories", "days", THIS_WEEK, undefined, true)],
  ["Could you tell me how many calories are in Friday's supper?", nutrition("calories", "meal", day(FRI), ["dinner"])],
  ["how much carbs I have in the plan for next week", nutrition("carbs", "days", NEXT_WEEK)],
  ["how much fat is in tonights um dinner", nutrition("fat", "meal", day(TODAY), ["dinner"])],
  ["cals tmrw", nutrition("calories", "days", day(TOMORROW))],
  ["protein this week 💪📈 am i hitting my target??", nutrition("protein", "days", THIS_WEEK, undefined, true)],
  ["nutrition info for saturday's dinner", nutrition("macros", "meal", day(SAT), ["dinner"])],
  ["how many calories have I planned for the weekend", nutrition("calories", "days", WEEKEND)],
  ["total carbs mon to fri next week", nutrition("carbs", "days", range(NMON, NFRI))],
  ["am I within my calorie limit today", nutrition("calories", "days", day(TODAY), undefined, true)],

  /* ---------- shopping_list ---------- */
  ["shopping list for next week please", shop(NEXT_WEEK)],
  // Irish "the messages" is the grocery shopping
  ["what do I need to get in the messages for the weekend", shop(WEEKEND)],
  ["give me list what to buy for this week", shop(THIS_WEEK)],
  ["make me a shopping list um for the rest of the week", shop(REST_OF_WEEK)],
  ["Would you kindly prepare a shopping list for our meals between the 7th and the 13th?", shop(range(NMON, NSUN))],
  ["what do I need to pick up for saturday's dinner party", shop(day(SAT))],
  ["🛒 list pls", shop()],
  ["what must I buy at Pick n Pay for next week", shop(NEXT_WEEK)],

  /* ---------- search_recipes ---------- */
  ["any ideas for a cheap vegan lunch i can take to uni", search({ cheap: true, diets: ["vegan"] }, ["lunch"])],
  ["show me some impressive desserts for 8, nut-free", search({ dish: "dessert", special: true, servings: 8, diets: ["nut-free"] })],
  ["find me chicken biryani recipes, easy one", search({ dish: "chicken biryani", difficulty: "easy" })],
  ["got any bobotie recipes? something for 6", search({ dish: "bobotie", servings: 6 })],
  ["high protein snack ideas under 250 cals", search({ minProtein: 30, maxCalories: 250 }, ["snack"])],
  ["gluten free pancake recipes the kids will like", search({ dish: "pancake", diets: ["gluten-free"], kidFriendly: true })],
  ["show me some um lentil soup recipes for the slow cooker", search({ dish: "lentil soup", equipment: ["slow-cooker"] })],
  ["our favourite pasta recipes pls", search({ novelty: "favourites", includeFoods: ["pasta"] })],

  /* ---------- explain, greetings, help, thanks, out of scope ---------- */
  ["why did you pick the salmon for thursday?", explain(day(THU))],
  ["May I ask why you chose a curry for Sunday's lunch?", explain(day(SUN), ["lunch"])],
  ["Howzit Sierra", only("greeting")],
  // an Irish greeting
  ["well sierra, how's she cutting", only("greeting")],
  ["what can you actually do for me", only("help")],
  ["how do I use this thing", only("help")],
  ["cheers love, that's brilliant", only("thanks")],
  ["Thank you so much, very helpful", only("thanks")],
  ["can you book me a taxi to the airport at 6", only("out_of_scope")],
  ["who won the rugby last night", only("out_of_scope")],
  ["whats the weather um doing tomorrow", only("out_of_scope")],

  /* ---------- confirm / decline / undo after something shown ---------- */
  [
    "Yes, that all looks splendid; do go ahead.",
    only("confirm"),
    {
      state: {
        lastRequest: plan(range(THU, SUN), { servings: 2 }),
        shown: proposal(
          dinners([
            [THU, "Cottage Pie"],
            [FRI, "Baked Cod"],
            [SAT, "Chicken Chasseur"],
            [SUN, "Roast Pork"],
          ]),
        ),
      },
    },
  ],
  [
    "nah none of those thx",
    only("decline"),
    {
      state: {
        lastRequest: plan(WEEKEND, { cheap: true }),
        shown: proposal(
          dinners([
            [SAT, "Sausage Casserole"],
            [SUN, "Egg Fried Rice"],
          ]),
        ),
      },
    },
  ],
  [
    "oops, undo that pls",
    only("undo"),
    {
      state: {
        lastRequest: plan(day(FRI), { servings: 4 }),
        shown: proposal(dinners([[FRI, "Chicken Fajitas"]])),
        applied: { items: dinners([[FRI, "Chicken Fajitas"]]) },
      },
    },
  ],
  [
    "👍👍",
    only("confirm"),
    {
      state: {
        lastRequest: plan(day(TOMORROW), { diets: ["vegan"] }),
        shown: proposal(dinners([[TOMORROW, "Chickpea Tagine"]])),
      },
    },
  ],
]);

export const DEV_FRESH_5_DIALOGUES = dialogues("dev-dlg-fv", [
  {
    // the retired couple: a plan, all but one day accepted
    turns: [
      turn(
        "Would you please plan our dinners for next week, for two? We should prefer nothing too spicy.",
        plan(NEXT_WEEK, { servings: 2 }),
        proposal(
          dinners([
            [NMON, "Shepherd's Pie"],
            [NTUE, "Poached Salmon"],
            [NWED, "Chicken Casserole"],
            [NTHU, "Liver and Onions"],
            [NFRI, "Fish Pie"],
            [NSAT, "Beef Stew"],
            [NSUN, "Roast Chicken"],
          ]),
        ),
      ),
      turn("That all looks most satisfactory. Please add them, except Thursday's, as we shall be out.", only("confirm", onProposal("accept_except", [4]))),
    ],
  },
  {
    // the non-native speaker: a decline, then the declined proposal refined, then a confirm
    turns: [
      turn(
        "make for us lunch plan for the weekend, 3 persons",
        plan(WEEKEND, { servings: 3 }, ["lunch"]),
        proposal([
          { date: SAT, mealType: "lunch", title: "Ham Sandwiches" },
          { date: SUN, mealType: "lunch", title: "Pork Ramen" },
        ]),
      ),
      turn("no, I am not liking these", only("decline")),
      turn(
        "maybe something with fish then?",
        plan(WEEKEND, { servings: 3, includeFoods: ["fish"] }, ["lunch"], { followUp: onProposal("refine") }),
        proposal([
          { date: SAT, mealType: "lunch", title: "Tuna Nicoise" },
          { date: SUN, mealType: "lunch", title: "Fish Tacos" },
        ]),
      ),
      turn("ok this is good, add it", only("confirm")),
    ],
  },
  {
    // dictation: servings changed, confirmed, then undone
    turns: [
      turn(
        "plan three dinners next week um with chicken",
        plan(nextWeekCount(3), { includeFoods: ["chicken"] }),
        proposal(
          dinners([
            [NMON, "Chicken Tikka"],
            [NWED, "Chicken Pasta Bake"],
            [NFRI, "Chicken Fajitas"],
          ]),
        ),
      ),
      turn(
        "um actually make that for six people",
        plan(nextWeekCount(3), { includeFoods: ["chicken"], servings: 6 }, ["dinner"], { followUp: onProposal("change_servings") }),
        proposal(
          dinners([
            [NMON, "Chicken Tikka"],
            [NWED, "Chicken Pasta Bake"],
            [NFRI, "Chicken Fajitas"],
          ]),
        ),
      ),
      turn("yeah thats great put them in", only("confirm")),
      turn("wait no undo that", only("undo"), undefined, "removes the three dinners just added"),
    ],
  },
  {
    // the coeliac child's parent: a list, then one chosen for a day and a head count
    turns: [
      turn(
        "show me gluten free pasta bakes the kids will eat",
        search({ dish: "pasta bake", diets: ["gluten-free"], kidFriendly: true }),
        list(["Cheesy Tuna Pasta Bake", "Sausage and Tomato Pasta Bake", "Broccoli Mac Bake"]),
      ),
      turn("the sausage one for tea tomorrow for 4", plan(day(TOMORROW), { servings: 4 }, ["dinner"], { followUp: onList("choose_item", [2]) })),
    ],
  },
  {
    // the host: a dinner party moved a day, then confirmed
    turns: [
      turn(
        "plan a dinner party for saturday for 8, spanish, one of them's vegan so make it all vegan",
        plan(day(SAT), { special: true, servings: 8, cuisines: ["spanish"], diets: ["vegan"] }),
        proposal(dinners([[SAT, "Vegetable Paella"]])),
      ),
      turn(
        "can we move it to the friday, saturday's fallen through",
        plan(day(FRI), { special: true, servings: 8, cuisines: ["spanish"], diets: ["vegan"] }, ["dinner"], { followUp: onProposal("move_days") }),
        proposal(dinners([[FRI, "Vegetable Paella"]])),
      ),
      turn("perfect, lock it in", only("confirm")),
    ],
  },
  {
    // the grandparents: one day dropped, then confirmed
    turns: [
      // "not eat anything green" names no food: unhandled
      turn(
        "Please plan lunches this weekend for the two of us and our three grandchildren; they will not eat anything green.",
        plan(WEEKEND, { servings: 5, children: 3 }, ["lunch"]),
        proposal([
          { date: SAT, mealType: "lunch", title: "Cheese on Toast" },
          { date: SUN, mealType: "lunch", title: "Roast Chicken" },
        ]),
      ),
      turn(
        "Could we drop Sunday? Their parents are collecting them early.",
        plan(day(SAT), { servings: 5, children: 3 }, ["lunch"], { followUp: onProposal("narrow_days") }),
        proposal([{ date: SAT, mealType: "lunch", title: "Cheese on Toast" }]),
      ),
      turn("Yes, that will do nicely.", only("confirm")),
    ],
  },
  {
    // the emoji texter: a diet dropped, then a thumbs-up
    turns: [
      // "4 us 2" is "for us two": servings 2
      turn(
        "plan next wk dinners 4 us 2 🌱 vegan pls",
        plan(NEXT_WEEK, { servings: 2, diets: ["vegan"] }),
        proposal(
          dinners([
            [NMON, "Tofu Stir Fry"],
            [NTUE, "Lentil Dal"],
            [NWED, "Bean Chilli"],
            [NTHU, "Mushroom Stroganoff"],
            [NFRI, "Falafel Wraps"],
            [NSAT, "Vegan Pizza"],
            [NSUN, "Chickpea Curry"],
          ]),
        ),
      ),
      turn(
        "actually scrap the vegan bit 🍗😅 he's not bothered",
        plan(NEXT_WEEK, { servings: 2 }, ["dinner"], { dropConstraints: ["diets"], followUp: onProposal("refine") }),
        proposal(
          dinners([
            [NMON, "Chicken Stir Fry"],
            [NTUE, "Lentil Dal"],
            [NWED, "Beef Chilli"],
            [NTHU, "Mushroom Stroganoff"],
            [NFRI, "Lamb Kofta Wraps"],
            [NSAT, "Pepperoni Pizza"],
            [NSUN, "Chicken Curry"],
          ]),
        ),
      ),
      // a thumbs-up alone after a proposal accepts it
      turn("👍", only("confirm")),
    ],
  },
  {
    // the terse texter: a swap card, the replacement refused for fish, then ok
    turns: [
      turn("swap fri dinner", swap(day(FRI), {}, ["dinner"]), proposal(dinners([[FRI, "Pork Chops"]]))),
      // "not that one, something with X" after a swap card replaces it (the card's one item)
      turn(
        "nah. fish",
        swap(day(FRI), { includeFoods: ["fish"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        proposal(dinners([[FRI, "Cod Traybake"]])),
      ),
      turn("ok", only("confirm")),
    ],
  },
  {
    // the shift worker: a removal narrowed, then confirmed
    turns: [
      turn(
        "clear my dinners mon to thu next week, on nights",
        remove(range(NMON, NTHU), ["dinner"]),
        proposal(
          dinners([
            [NMON, "Spaghetti Bolognese"],
            [NTUE, "Chicken Curry"],
            [NWED, "Fish Pie"],
            [NTHU, "Beef Tacos"],
          ]),
        ),
      ),
      turn("keep monday though, I'm off", { ...remove(range(NTUE, NTHU), ["dinner"]), followUp: onProposal("narrow_days") }),
      turn("go on then", only("confirm")),
    ],
  },
  {
    // the student: one item replaced, then confirmed
    turns: [
      turn(
        "plan 4 cheap dinners next week for me",
        plan(nextWeekCount(4), { cheap: true, servings: 1 }),
        proposal(
          dinners([
            [NMON, "Beans on Toast"],
            [NTUE, "Pasta Pesto"],
            [NWED, "Sausage Casserole"],
            [NFRI, "Veg Curry"],
          ]),
        ),
      ),
      turn(
        "swap the wednesday one for something with eggs",
        plan(nextWeekCount(4), { cheap: true, servings: 1, includeFoods: ["egg"] }, ["dinner"], { followUp: onProposal("replace_item", [3]) }),
        proposal(
          dinners([
            [NMON, "Beans on Toast"],
            [NTUE, "Pasta Pesto"],
            [NWED, "Spanish Omelette"],
            [NFRI, "Veg Curry"],
          ]),
        ),
      ),
      turn("yeah grand, add em", only("confirm")),
    ],
  },
  {
    // the gym-goer: a refinement, an unrelated read in between, then the waiting proposal confirmed
    turns: [
      turn(
        "plan my lunches next week, high protein",
        plan(NEXT_WEEK, { minProtein: 30 }, ["lunch"]),
        proposal([
          { date: NMON, mealType: "lunch", title: "Chicken Rice Bowl" },
          { date: NTUE, mealType: "lunch", title: "Tuna Pasta" },
          { date: NWED, mealType: "lunch", title: "Turkey Wrap" },
          { date: NTHU, mealType: "lunch", title: "Beef Burrito Bowl" },
          { date: NFRI, mealType: "lunch", title: "Salmon Poke" },
          { date: NSAT, mealType: "lunch", title: "Egg White Omelette" },
          { date: NSUN, mealType: "lunch", title: "Chicken Caesar" },
        ]),
      ),
      turn(
        "make them all under 500 cals as well",
        plan(NEXT_WEEK, { minProtein: 30, maxCalories: 500 }, ["lunch"], { followUp: onProposal("refine") }),
        proposal([
          { date: NMON, mealType: "lunch", title: "Chicken Rice Bowl" },
          { date: NTUE, mealType: "lunch", title: "Tuna Salad" },
          { date: NWED, mealType: "lunch", title: "Turkey Wrap" },
          { date: NTHU, mealType: "lunch", title: "Prawn Noodle Salad" },
          { date: NFRI, mealType: "lunch", title: "Salmon Poke" },
          { date: NSAT, mealType: "lunch", title: "Egg White Omelette" },
          { date: NSUN, mealType: "lunch", title: "Chicken Caesar" },
        ]),
      ),
      turn("what's for dinner tomorrow btw", read(day(TOMORROW), ["dinner"])),
      turn("ok go ahead with those lunches", only("confirm")),
    ],
  },
  {
    // the new-baby household: leftovers, then one idea chosen by a word of its title
    turns: [
      turn(
        "I have leftover roast chicken and some rice, what can I make",
        pantry(["roast chicken", "rice"]),
        list(["Chicken Fried Rice", "Chicken and Rice Soup", "Chicken Risotto"]),
      ),
      turn("the risotto one tonight please", plan(day(TODAY), {}, ["dinner"], { followUp: onList("choose_item", [3]) })),
    ],
  },
  {
    // the Indian household: a meal type added, then "do the needful"
    turns: [
      turn(
        "Please plan veg dinners for rest of this week for 4 members",
        plan(REST_OF_WEEK, { diets: ["vegetarian"], servings: 4 }),
        proposal(
          dinners([
            [THU, "Rajma Chawal"],
            [FRI, "Palak Paneer"],
            [SAT, "Vegetable Biryani"],
            [SUN, "Chole Bhature"],
          ]),
        ),
      ),
      // adding a meal type is refine
      turn(
        "Please add breakfast also",
        plan(REST_OF_WEEK, { diets: ["vegetarian"], servings: 4 }, ["breakfast", "dinner"], { followUp: onProposal("refine") }),
        proposal([
          { date: THU, mealType: "breakfast", title: "Poha" },
          { date: THU, mealType: "dinner", title: "Rajma Chawal" },
          { date: FRI, mealType: "breakfast", title: "Upma" },
          { date: FRI, mealType: "dinner", title: "Palak Paneer" },
          { date: SAT, mealType: "breakfast", title: "Idli Sambar" },
          { date: SAT, mealType: "dinner", title: "Vegetable Biryani" },
          { date: SUN, mealType: "breakfast", title: "Aloo Paratha" },
          { date: SUN, mealType: "dinner", title: "Chole Bhature" },
        ]),
      ),
      // "do the needful" is Indian English for "go ahead"
      turn("Ok, do the needful", only("confirm")),
    ],
  },
  {
    // the South African: a list narrowed, then the third one chosen for Saturday and a head count
    turns: [
      turn(
        "show me some braai recipes with chicken",
        search({ equipment: ["grill"], includeFoods: ["chicken"] }),
        list(["Peri-Peri Chicken", "Sosaties", "Chicken Espetada", "Spatchcock Chicken"]),
      ),
      turn(
        "just the ones under 30 minutes hey",
        search({ equipment: ["grill"], includeFoods: ["chicken"], maxMinutes: 30 }, undefined, { followUp: onList("refine") }),
        list(["Sosaties", "Chicken Espetada", "Chicken Wings"]),
      ),
      turn("number 3 on saturday for 10", plan(day(SAT), { servings: 10 }, ["dinner"], { followUp: onList("choose_item", [3]) })),
    ],
  },
  {
    // the Irish family: a decline, a refinement of the declined plan, a confirm and an undo
    turns: [
      turn(
        "plan the dinners next week for the five of us",
        plan(NEXT_WEEK, { servings: 5 }),
        proposal(
          dinners([
            [NMON, "Chicken Curry"],
            [NTUE, "Bacon and Cabbage"],
            [NWED, "Chicken Stir Fry"],
            [NTHU, "Fish Pie"],
            [NFRI, "Chicken Kievs"],
            [NSAT, "Beef Stew"],
            [NSUN, "Roast Chicken"],
          ]),
        ),
      ),
      turn("ah no, not at all", only("decline")),
      turn(
        "do them again without any chicken, we're sick of it",
        plan(NEXT_WEEK, { servings: 5, avoidFoods: ["chicken"] }, ["dinner"], { followUp: onProposal("refine") }),
        proposal(
          dinners([
            [NMON, "Lamb Curry"],
            [NTUE, "Bacon and Cabbage"],
            [NWED, "Pork Stir Fry"],
            [NTHU, "Fish Pie"],
            [NFRI, "Sausage Casserole"],
            [NSAT, "Beef Stew"],
            [NSUN, "Roast Pork"],
          ]),
        ),
      ),
      turn("grand, stick them in", only("confirm")),
    ],
  },
]);
