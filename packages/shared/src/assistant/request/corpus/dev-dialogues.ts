import type { IsoDate } from "../../../meal-plans/dates";
import {
  dialogues,
  dinners,
  explain,
  list,
  nutrition,
  onList,
  onProposal,
  only,
  pantry,
  plan,
  proposal,
  read,
  remove,
  search,
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
  day,
  nextWeekCount,
  range,
} from "./corpus-dates";

const NEXT_DAYS: IsoDate[] = [NMON, NTUE, NWED, NTHU, NFRI, NSAT, NSUN];
/** Sierra's proposal of next week's dinners, one title a day from Monday. */
const nextWeek = (...titles: string[]) => proposal(dinners(titles.map((title, i) => [NEXT_DAYS[i]!, title])));
const on = (entries: [IsoDate, string][]) => proposal(dinners(entries));
const WEEK_TITLES = ["Chicken fajitas", "Baked cod", "Mushroom risotto", "Beef stir fry", "Lentil dahl", "Pork chops", "Roast chicken"];

/** Development part: conversations of 2-4 turns, each later turn read against what Sierra showed before it. */
export const DEV_DIALOGUES = dialogues("dev-dlg", [
  {
    turns: [
      turn("plan dinners for next week", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn(
        "make them all veggie",
        plan(NEXT_WEEK, { diets: ["vegetarian"] }, ["dinner"], { followUp: onProposal("refine") }),
        nextWeek("Bean chilli", "Veg curry", "Mushroom risotto", "Halloumi wraps", "Lentil dahl", "Veg lasagne", "Nut roast"),
      ),
      turn("lovely, add them", only("confirm"), undefined, "seven vegetarian dinners on 7-13 December"),
    ],
  },
  {
    turns: [
      turn(
        "plan italian dinners next week",
        plan(NEXT_WEEK, { cuisines: ["italian"] }),
        nextWeek("Carbonara", "Risotto", "Minestrone", "Gnocchi", "Pizza", "Lasagne", "Osso buco"),
      ),
      turn(
        "just weeknights",
        plan(NEXT_WEEKNIGHTS, { cuisines: ["italian"] }, ["dinner"], { followUp: onProposal("narrow_days") }),
        nextWeek("Carbonara", "Risotto", "Minestrone", "Gnocchi", "Pizza"),
      ),
      turn("yes", only("confirm"), undefined, "five italian dinners on 7-11 December"),
    ],
  },
  {
    turns: [
      turn(
        "show me chicken recipes",
        search({ includeFoods: ["chicken"] }),
        list(["Chicken tikka masala", "Lemon herb chicken", "Chicken noodle soup", "Chicken caesar salad"]),
      ),
      turn("the 2nd one on friday", plan(day(FRI), {}, ["dinner"], { followUp: onList("choose_item", [2]) }), on([[FRI, "Lemon herb chicken"]])),
      turn("yes pls", only("confirm"), undefined, "Lemon herb chicken on Friday's dinner"),
    ],
  },
  {
    turns: [
      turn("swap tonight's dinner", swap(day(TODAY), {}, ["dinner"]), on([[TODAY, "Beef chilli"]])),
      turn(
        "nah not that, something with fish",
        swap(day(TODAY), { includeFoods: ["fish"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([[TODAY, "Salmon teriyaki"]]),
      ),
      turn("ok that works", only("confirm"), undefined, "Salmon teriyaki replaces tonight's dinner"),
    ],
  },
  {
    turns: [
      turn(
        "plan dinners this weekend for 4",
        plan(WEEKEND, { servings: 4 }),
        on([
          [SAT, "Shepherd's pie"],
          [SUN, "Roast pork"],
        ]),
      ),
      turn(
        "make it 6 people, my in-laws are coming",
        plan(WEEKEND, { servings: 6 }, ["dinner"], { followUp: onProposal("change_servings") }),
        on([
          [SAT, "Shepherd's pie"],
          [SUN, "Roast pork"],
        ]),
      ),
      turn("go ahead", only("confirm"), undefined, "both dinners planned for 6"),
    ],
  },
  {
    turns: [
      turn("sort out next week's dinners", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn("yes but not the pork one", only("confirm", onProposal("accept_except", [6])), undefined, "six dinners planned, Saturday left empty"),
      turn("hmm undo that", only("undo"), undefined, "the six dinners are taken off again"),
    ],
  },
  {
    turns: [
      turn(
        "plan quick vegetarian dinners next week",
        plan(NEXT_WEEK, { maxMinutes: 30, diets: ["vegetarian"] }),
        nextWeek("Halloumi wraps", "Spinach omelette", "Bean quesadillas", "Pesto pasta", "Veg fried rice", "Egg curry", "Tomato soup"),
      ),
      turn(
        "actually meat's fine",
        plan(NEXT_WEEK, { maxMinutes: 30 }, ["dinner"], { dropConstraints: ["diets"], followUp: onProposal("refine") }),
        nextWeek(...WEEK_TITLES),
      ),
      turn("and make them cheap", plan(NEXT_WEEK, { maxMinutes: 30, cheap: true }, ["dinner"], { followUp: onProposal("refine") }), nextWeek(...WEEK_TITLES)),
      turn("yes", only("confirm"), undefined, "seven quick, cheap dinners next week"),
    ],
  },
  {
    turns: [
      turn(
        "fill the rest of the week with dinners",
        plan(REST_OF_WEEK),
        on([
          [THU, "Tacos"],
          [FRI, "Fish pie"],
          [SAT, "Pizza"],
          [SUN, "Roast beef"],
        ]),
      ),
      turn("do it for next week instead", plan(NEXT_WEEK, {}, ["dinner"], { followUp: onProposal("move_days") }), nextWeek(...WEEK_TITLES)),
      turn("no, I'll leave it", only("decline"), undefined, "nothing planned"),
    ],
  },
  {
    turns: [
      turn("find me some soups", search({ dish: "soup" }), list(["Chicken noodle soup", "Red lentil soup", "French onion soup", "Minestrone"])),
      turn(
        "any vegan ones",
        search({ dish: "soup", diets: ["vegan"] }, undefined, { followUp: onList("refine") }),
        list(["Red lentil soup", "Minestrone", "Carrot and coriander soup"]),
      ),
      turn("the lentil one for lunch tomorrow", plan(day(THU), {}, ["lunch"], { followUp: onList("choose_item", [1]) }), on([[THU, "Red lentil soup"]])),
    ],
  },
  {
    turns: [
      turn("clear next week", remove(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn(
        "keep the weekend though",
        { ...remove(range(NMON, NFRI)), followUp: onProposal("narrow_days") },
        nextWeek("Chicken fajitas", "Baked cod", "Mushroom risotto", "Beef stir fry", "Lentil dahl"),
      ),
      turn("yes", only("confirm"), undefined, "Monday to Friday cleared, the weekend kept"),
    ],
  },
  {
    turns: [
      turn("plan next week's dinners", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn(
        "swap wednesday for something with tofu",
        plan(NEXT_WEEK, { includeFoods: ["tofu"] }, ["dinner"], { followUp: onProposal("replace_item", [3]) }),
        nextWeek("Chicken fajitas", "Baked cod", "Tofu stir fry", "Beef stir fry", "Lentil dahl", "Pork chops", "Roast chicken"),
      ),
      turn("great, add them all", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan dinner tomorrow", plan(day(THU)), on([[THU, "Beef wellington"]])),
      turn("something quicker?", plan(day(THU), { maxMinutes: 30 }, ["dinner"], { followUp: onProposal("refine") }), on([[THU, "Prawn stir fry"]])),
      turn("perfect, book it in", only("confirm"), undefined, "Prawn stir fry on Thursday"),
    ],
  },
  {
    turns: [
      turn("what's on this week", read(THIS_WEEK)),
      turn("clear thursday", remove(day(THU)), on([[THU, "Tacos"]])),
      turn("yep", only("confirm"), undefined, "Thursday emptied"),
    ],
  },
  {
    turns: [
      turn(
        "I've got leftover chicken and rice",
        pantry(["chicken", "rice"]),
        list(["Chicken fried rice", "Chicken and rice soup", "Chicken burrito bowl", "Arroz con pollo"]),
      ),
      turn("the second one tonight", plan(day(TODAY), {}, ["dinner"], { followUp: onList("choose_item", [2]) }), on([[TODAY, "Chicken and rice soup"]])),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan next week", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn(
        "only 3 of them",
        plan(nextWeekCount(3), {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NMON, "Chicken fajitas"],
          [NWED, "Mushroom risotto"],
          [NFRI, "Lentil dahl"],
        ]),
      ),
      turn("yep", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "plan lunches for the weekend",
        plan(WEEKEND, {}, ["lunch"]),
        proposal([
          { date: SAT, mealType: "lunch", title: "Club sandwich" },
          { date: SUN, mealType: "lunch", title: "Soup and bread" },
        ]),
      ),
      turn("add dinners too", plan(WEEKEND, {}, ["lunch", "dinner"], { followUp: onProposal("refine") })),
    ],
  },
  {
    turns: [
      turn(
        "quick pasta recipes pls",
        search({ maxMinutes: 30, includeFoods: ["pasta"] }),
        list(["Carbonara", "Pesto pasta", "Pasta puttanesca", "Tuna pasta"]),
      ),
      turn(
        "only vegetarian ones",
        search({ maxMinutes: 30, includeFoods: ["pasta"], diets: ["vegetarian"] }, undefined, { followUp: onList("refine") }),
        list(["Pesto pasta", "Pasta alla norma", "Mac and cheese"]),
      ),
      turn(
        "put the 3rd on monday for 4",
        plan(day(NMON), { servings: 4 }, ["dinner"], { followUp: onList("choose_item", [3]) }),
        on([[NMON, "Mac and cheese"]]),
      ),
      turn("cool yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan next week's dinners", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn("why did you pick the dahl?", explain()),
      turn(
        "ok swap it for something with beef",
        plan(NEXT_WEEK, { includeFoods: ["beef"] }, ["dinner"], { followUp: onProposal("replace_item", [5]) }),
        nextWeek("Chicken fajitas", "Baked cod", "Mushroom risotto", "Beef stir fry", "Beef stew", "Pork chops", "Roast chicken"),
      ),
      turn("add them", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan dinner tonight", plan(day(TODAY)), on([[TODAY, "Fish tacos"]])),
      turn("no", only("decline")),
      turn(
        "what about something with pasta then",
        plan(day(TODAY), { includeFoods: ["pasta"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([[TODAY, "Pasta primavera"]]),
      ),
    ],
  },
  {
    turns: [
      turn(
        "plan a special dinner for 2 next weekend",
        plan(NEXT_WEEKEND, { special: true, servings: 2 }),
        on([
          [NSAT, "Steak frites"],
          [NSUN, "Lobster linguine"],
        ]),
      ),
      turn(
        "make saturday a french one",
        plan(NEXT_WEEKEND, { special: true, servings: 2, cuisines: ["french"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([
          [NSAT, "Coq au vin"],
          [NSUN, "Lobster linguine"],
        ]),
      ),
      turn("yes!!", only("confirm")),
    ],
  },
  {
    turns: [
      turn("clear friday", remove(day(FRI)), on([[FRI, "Fish pie"]])),
      turn("yes", only("confirm"), undefined, "Friday emptied"),
      turn("wait undo", only("undo"), undefined, "Fish pie back on Friday"),
    ],
  },
  {
    turns: [
      turn("slow cooker recipes", search({ equipment: ["slow-cooker"] }), list(["Beef stew", "Pulled pork", "Chicken chasseur", "Veg chilli"])),
      turn(
        "any under 500 cal",
        search({ equipment: ["slow-cooker"], maxCalories: 500 }, undefined, { followUp: onList("refine") }),
        list(["Chicken chasseur", "Veg chilli", "Beef and barley soup"]),
      ),
      turn("the beef one on sunday", plan(day(SUN), {}, ["dinner"], { followUp: onList("choose_item", [3]) }), on([[SUN, "Beef and barley soup"]])),
    ],
  },
  {
    turns: [
      turn("plan next week's dinners for 4", plan(NEXT_WEEK, { servings: 4 }), nextWeek(...WEEK_TITLES)),
      turn(
        "no mushrooms in any of them",
        plan(NEXT_WEEK, { servings: 4, avoidFoods: ["mushroom"] }, ["dinner"], { followUp: onProposal("refine") }),
        nextWeek("Chicken fajitas", "Baked cod", "Pea risotto", "Beef stir fry", "Lentil dahl", "Pork chops", "Roast chicken"),
      ),
      turn(
        "ok but swap the 5th",
        plan(NEXT_WEEK, { servings: 4, avoidFoods: ["mushroom"] }, ["dinner"], { followUp: onProposal("replace_item", [5]) }),
        nextWeek("Chicken fajitas", "Baked cod", "Pea risotto", "Beef stir fry", "Salmon bake", "Pork chops", "Roast chicken"),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "plan 3 dinners for the rest of the week",
        plan({ ...REST_OF_WEEK, count: 3 }),
        on([
          [THU, "Tacos"],
          [SAT, "Pizza"],
          [SUN, "Roast beef"],
        ]),
      ),
      turn(
        "can you move them to next week",
        plan(nextWeekCount(3), {}, ["dinner"], { followUp: onProposal("move_days") }),
        on([
          [NMON, "Tacos"],
          [NWED, "Pizza"],
          [NSUN, "Roast beef"],
        ]),
      ),
      turn("yes except the last one", only("confirm", onProposal("accept_except", [3])), undefined, "Tacos and Pizza planned, Sunday left empty"),
    ],
  },
  {
    turns: [
      turn(
        "plan weeknights next week, kid friendly",
        plan(NEXT_WEEKNIGHTS, { kidFriendly: true }),
        nextWeek("Fish fingers", "Spag bol", "Chicken nuggets", "Mac and cheese", "Homemade pizza"),
      ),
      turn(
        "the kids are at their dad's thursday so skip that one",
        plan(range(NMON, NFRI, { weekdays: [1, 2, 3, 5] }), { kidFriendly: true }, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NMON, "Fish fingers"],
          [NTUE, "Spag bol"],
          [NWED, "Chicken nuggets"],
          [NFRI, "Homemade pizza"],
        ]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("find me a thai recipe", search({ cuisines: ["thai"] }), list(["Green curry", "Pad thai", "Tom yum soup"])),
      turn(
        "for 2 people",
        search({ cuisines: ["thai"], servings: 2 }, undefined, { followUp: onList("change_servings") }),
        list(["Green curry", "Pad thai", "Tom yum soup"]),
      ),
      turn("pad thai on tuesday please", plan(day(NTUE), {}, ["dinner"], { followUp: onList("choose_item", [2]) })),
    ],
  },
  {
    turns: [
      turn(
        "plan dinners this weekend",
        plan(WEEKEND),
        on([
          [SAT, "Burgers"],
          [SUN, "Lamb curry"],
        ]),
      ),
      turn(
        "make sunday's a roast",
        plan(WEEKEND, { dish: "roast" }, ["dinner"], { followUp: onProposal("replace_item", [2]) }),
        on([
          [SAT, "Burgers"],
          [SUN, "Roast lamb"],
        ]),
      ),
      turn("go on then", only("confirm")),
    ],
  },
  {
    turns: [
      turn("swap tomorrow's lunch", swap(day(THU), {}, ["lunch"]), proposal([{ date: THU, mealType: "lunch", title: "Ham sandwich" }])),
      turn(
        "something without bread",
        swap(day(THU), { avoidFoods: ["bread"] }, ["lunch"], { followUp: onProposal("replace_item", [1]) }),
        proposal([{ date: THU, mealType: "lunch", title: "Tuna salad" }]),
      ),
      turn("no forget it", only("decline"), undefined, "Thursday's lunch unchanged"),
    ],
  },
  {
    turns: [
      turn("what are you capable of", only("help")),
      turn("ok plan something for tonight with eggs", plan(day(TODAY), { includeFoods: ["egg"] }), on([[TODAY, "Shakshuka"]])),
      turn("yes pls", only("confirm")),
    ],
  },
  {
    turns: [
      turn("hi sierra", only("greeting")),
      turn("can u plan sat dinner for 6", plan(day(SAT), { servings: 6 }), on([[SAT, "Paella"]])),
      turn("thx!", only("thanks")),
    ],
  },
  {
    turns: [
      turn("how many calories have i planned next week", nutrition("calories", "days", NEXT_WEEK)),
      turn("plan next week under 600 calories a dinner then", plan(NEXT_WEEK, { maxCalories: 600 }), nextWeek(...WEEK_TITLES)),
      turn(
        "swap the roast chicken for something lighter under 400",
        plan(NEXT_WEEK, { maxCalories: 400 }, ["dinner"], { followUp: onProposal("replace_item", [7]) }),
      ),
    ],
  },
  {
    selectedDate: NTHU,
    turns: [
      turn("sort dinner for this day", plan(day(NTHU)), on([[NTHU, "Chicken pie"]])),
      turn(
        "make it vegetarian",
        plan(day(NTHU), { diets: ["vegetarian"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([[NTHU, "Leek and cheese pie"]]),
      ),
      turn("yes", only("confirm"), undefined, "Leek and cheese pie on 10 December"),
    ],
  },
  {
    today: SAT,
    turns: [
      turn("plan dinners for next week", plan(range(NMON, NSUN)), nextWeek(...WEEK_TITLES)),
      turn(
        "only the weekdays",
        plan(NEXT_WEEKNIGHTS, {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        nextWeek("Chicken fajitas", "Baked cod", "Mushroom risotto", "Beef stir fry", "Lentil dahl"),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan next week's dinners please", plan(NEXT_WEEK), nextWeek(...WEEK_TITLES)),
      turn("what's on friday this week?", read(day(FRI))),
      turn("ok add the plan", only("confirm"), undefined, "the seven dinners of 7-13 December"),
    ],
  },
  {
    turns: [
      turn("cheap lunch ideas", search({ cheap: true }, ["lunch"]), list(["Egg fried rice", "Jacket potato with beans", "Lentil soup"])),
      turn(
        "second one for lunch tomorrow, for 2",
        plan(day(THU), { servings: 2 }, ["lunch"], { followUp: onList("choose_item", [2]) }),
        proposal([{ date: THU, mealType: "lunch", title: "Jacket potato with beans" }]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "clear the weekend",
        remove(WEEKEND),
        on([
          [SAT, "Burgers"],
          [SUN, "Roast chicken"],
        ]),
      ),
      turn("no wait, don't", only("decline"), undefined, "the weekend unchanged"),
    ],
  },
]);
