import type { IsoDate } from "../../../meal-plans/dates";
import { dialogues, dinners, explain, list, onList, onProposal, only, pantry, plan, proposal, read, remove, search, swap, turn } from "./corpus-case";
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
  THU,
  WEEKEND,
  day,
  nextWeekCount,
  range,
} from "./corpus-dates";

const NEXT_DAYS: IsoDate[] = [NMON, NTUE, NWED, NTHU, NFRI, NSAT, NSUN];
const nextWeek = (...titles: string[]) => proposal(dinners(titles.map((title, i) => [NEXT_DAYS[i]!, title])));
const on = (entries: [IsoDate, string][]) => proposal(dinners(entries));
const WEEK = ["Sticky pork ribs", "Lentil dahl", "Prawn linguine", "Turkey meatballs", "Fish tacos", "Beef ragu", "Mushroom stroganoff"];

/** Test part (never read when building the parser): conversations of 2-4 turns. */
export const TEST_DIALOGUES = dialogues("test-dlg", [
  {
    turns: [
      turn(
        "plan dinners for the rest of the week",
        plan(REST_OF_WEEK),
        on([
          [THU, "Cottage pie"],
          [FRI, "Fish and chips"],
          [SAT, "Chicken korma"],
          [SUN, "Roast lamb"],
        ]),
      ),
      turn(
        "can you make them all dairy-free",
        plan(REST_OF_WEEK, { diets: ["dairy-free"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([
          [THU, "Chilli con carne"],
          [FRI, "Grilled mackerel"],
          [SAT, "Chicken jalfrezi"],
          [SUN, "Roast lamb"],
        ]),
      ),
      turn("yep add them", only("confirm"), undefined, "four dairy-free dinners Thursday to Sunday"),
    ],
  },
  {
    turns: [
      turn("plan next week's dinners, 5 of us", plan(NEXT_WEEK, { servings: 5 }), nextWeek(...WEEK)),
      turn(
        "just the weekend days",
        plan(NEXT_WEEKEND, { servings: 5 }, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NSAT, "Beef ragu"],
          [NSUN, "Mushroom stroganoff"],
        ]),
      ),
      turn("ok", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "any salmon recipes?",
        search({ includeFoods: ["salmon"] }),
        list(["Teriyaki salmon", "Salmon fishcakes", "Baked salmon with pesto", "Salmon poke bowl"]),
      ),
      turn(
        "the third one looks good, put it on tuesday",
        plan(day(NTUE), {}, ["dinner"], { followUp: onList("choose_item", [3]) }),
        on([[NTUE, "Baked salmon with pesto"]]),
      ),
      turn("yes", only("confirm"), undefined, "Baked salmon with pesto on 8 December"),
    ],
  },
  {
    turns: [
      turn("swap friday's dinner", swap(day(FRI), {}, ["dinner"]), on([[FRI, "Lasagne"]])),
      turn(
        "something lighter, under 500 calories",
        swap(day(FRI), { maxCalories: 500 }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([[FRI, "Chicken souvlaki"]]),
      ),
      turn("nah leave it", only("decline"), undefined, "Friday unchanged"),
    ],
  },
  {
    turns: [
      turn(
        "plan dinners next weekend",
        plan(NEXT_WEEKEND),
        on([
          [NSAT, "Paella"],
          [NSUN, "Roast beef"],
        ]),
      ),
      turn(
        "for 8 please, family's coming",
        plan(NEXT_WEEKEND, { servings: 8 }, ["dinner"], { followUp: onProposal("change_servings") }),
        on([
          [NSAT, "Paella"],
          [NSUN, "Roast beef"],
        ]),
      ),
      turn("lovely, pop them in", only("confirm")),
    ],
  },
  {
    turns: [
      turn("sort dinners for next week", plan(NEXT_WEEK), nextWeek(...WEEK)),
      turn("all except the fish tacos, add them", only("confirm", onProposal("accept_except", [5])), undefined, "six dinners added, Friday empty"),
      turn("undo please", only("undo")),
    ],
  },
  {
    turns: [
      turn(
        "plan next week's dinners, vegan",
        plan(NEXT_WEEK, { diets: ["vegan"] }),
        nextWeek("Tofu curry", "Bean burgers", "Veg pho", "Falafel wraps", "Lentil shepherd's pie", "Chickpea tagine", "Mushroom stroganoff"),
      ),
      turn("scrap the vegan thing", plan(NEXT_WEEK, {}, ["dinner"], { dropConstraints: ["diets"], followUp: onProposal("refine") }), nextWeek(...WEEK)),
      turn("and nothing over 40 minutes", plan(NEXT_WEEK, { maxMinutes: 40 }, ["dinner"], { followUp: onProposal("refine") }), nextWeek(...WEEK)),
      turn("perfect yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "can you sort this weekend's dinners",
        plan(WEEKEND),
        on([
          [SAT, "Burgers"],
          [SUN, "Roast chicken"],
        ]),
      ),
      turn(
        "can you do it for next weekend instead",
        plan(NEXT_WEEKEND, {}, ["dinner"], { followUp: onProposal("move_days") }),
        on([
          [NSAT, "Burgers"],
          [NSUN, "Roast chicken"],
        ]),
      ),
      turn("no never mind", only("decline")),
    ],
  },
  {
    turns: [
      turn(
        "show me pasta recipes",
        search({ includeFoods: ["pasta"] }),
        list(["Mac and cheese", "Spaghetti carbonara", "Penne arrabbiata", "Tomato and basil pasta"]),
      ),
      turn(
        "only ones without cheese",
        search({ includeFoods: ["pasta"], avoidFoods: ["cheese"] }, undefined, { followUp: onList("refine") }),
        list(["Penne arrabbiata", "Tomato and basil pasta", "Prawn linguine"]),
      ),
      turn(
        "the tomato one for dinner on thursday",
        plan(day(THU), {}, ["dinner"], { followUp: onList("choose_item", [2]) }),
        on([[THU, "Tomato and basil pasta"]]),
      ),
    ],
  },
  {
    turns: [
      turn(
        "wipe thursday through sunday",
        remove(REST_OF_WEEK),
        on([
          [THU, "Tacos"],
          [FRI, "Pizza"],
          [SAT, "Curry"],
          [SUN, "Roast"],
        ]),
      ),
      turn(
        "actually leave sunday",
        { ...remove(range(THU, SAT)), followUp: onProposal("narrow_days") },
        on([
          [THU, "Tacos"],
          [FRI, "Pizza"],
          [SAT, "Curry"],
        ]),
      ),
      turn("ok yes", only("confirm"), undefined, "Thursday to Saturday cleared, Sunday kept"),
    ],
  },
  {
    turns: [
      turn("dinners for next week?", plan(NEXT_WEEK), nextWeek(...WEEK)),
      turn(
        "thursday should be something with chicken",
        plan(NEXT_WEEK, { includeFoods: ["chicken"] }, ["dinner"], { followUp: onProposal("replace_item", [4]) }),
        nextWeek("Sticky pork ribs", "Lentil dahl", "Prawn linguine", "Chicken tikka", "Fish tacos", "Beef ragu", "Mushroom stroganoff"),
      ),
      turn("good, save", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan lunch for saturday", plan(day(SAT), {}, ["lunch"]), proposal([{ date: SAT, mealType: "lunch", title: "Beef wellington" }])),
      turn(
        "make it easier, I'm not much of a cook",
        plan(day(SAT), { difficulty: "easy" }, ["lunch"], { followUp: onProposal("refine") }),
        proposal([{ date: SAT, mealType: "lunch", title: "Jacket potatoes" }]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("what's on for next week", read(NEXT_WEEK)),
      turn("take off tuesday", remove(day(NTUE)), on([[NTUE, "Lentil dahl"]])),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("I've got some leftover beef and peppers", pantry(["beef", "pepper"]), list(["Beef fajitas", "Stuffed peppers", "Beef and pepper stir fry"])),
      turn("number 1 for tomorrow", plan(day(THU), {}, ["dinner"], { followUp: onList("choose_item", [1]) }), on([[THU, "Beef fajitas"]])),
      turn("ok", only("confirm")),
    ],
  },
  {
    turns: [
      turn("do next week's dinners", plan(NEXT_WEEK), nextWeek(...WEEK)),
      turn(
        "just 4 nights",
        plan(nextWeekCount(4), {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NMON, "Sticky pork ribs"],
          [NTUE, "Lentil dahl"],
          [NTHU, "Turkey meatballs"],
          [NSAT, "Beef ragu"],
        ]),
      ),
      turn("confirm", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "plan dinners saturday and sunday",
        plan(WEEKEND),
        on([
          [SAT, "Burgers"],
          [SUN, "Roast chicken"],
        ]),
      ),
      turn("add lunch as well", plan(WEEKEND, {}, ["dinner", "lunch"], { followUp: onProposal("refine") })),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("quick chicken recipes", search({ maxMinutes: 30, includeFoods: ["chicken"] }), list(["Chicken stir fry", "Chicken quesadillas", "Chicken satay"])),
      turn(
        "with rice only",
        search({ maxMinutes: 30, includeFoods: ["chicken", "rice"] }, undefined, { followUp: onList("refine") }),
        list(["Chicken fried rice", "Chicken and rice bowl"]),
      ),
      turn(
        "the second on wednesday next week for 3",
        plan(day(NWED), { servings: 3 }, ["dinner"], { followUp: onList("choose_item", [2]) }),
        on([[NWED, "Chicken and rice bowl"]]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn("plan dinners next week", plan(NEXT_WEEK), nextWeek(...WEEK)),
      turn("why the lentil dahl?", explain()),
      turn(
        "fine, swap it for something with eggs",
        plan(NEXT_WEEK, { includeFoods: ["egg"] }, ["dinner"], { followUp: onProposal("replace_item", [2]) }),
        nextWeek("Sticky pork ribs", "Shakshuka", "Prawn linguine", "Turkey meatballs", "Fish tacos", "Beef ragu", "Mushroom stroganoff"),
      ),
      turn("add them", only("confirm")),
    ],
  },
  {
    turns: [
      turn("what should we have tomorrow night", plan(day(THU)), on([[THU, "Veggie lasagne"]])),
      turn("nope", only("decline")),
      turn(
        "try something with beef then",
        plan(day(THU), { includeFoods: ["beef"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([[THU, "Beef stroganoff"]]),
      ),
    ],
  },
  {
    turns: [
      turn("plan an anniversary dinner on saturday", plan(day(SAT), { special: true }), on([[SAT, "Duck a l'orange"]])),
      turn(
        "make it italian",
        plan(day(SAT), { special: true, cuisines: ["italian"] }, ["dinner"], { followUp: onProposal("refine") }),
        on([[SAT, "Lobster ravioli"]]),
      ),
      turn("go for it", only("confirm")),
    ],
  },
  {
    turns: [
      turn("clear saturday", remove(day(SAT)), on([[SAT, "Burgers"]])),
      turn("go ahead", only("confirm"), undefined, "Saturday emptied"),
      turn("undo, my mistake", only("undo"), undefined, "Burgers back on Saturday"),
    ],
  },
  {
    turns: [
      turn("air fryer recipes", search({ equipment: ["air-fryer"] }), list(["Air fryer wings", "Crispy tofu", "Air fryer cod", "Halloumi fries"])),
      turn(
        "under 300 calories ones",
        search({ equipment: ["air-fryer"], maxCalories: 300 }, undefined, { followUp: onList("refine") }),
        list(["Crispy tofu", "Air fryer cod"]),
      ),
      turn("the fish one on monday", plan(day(NMON), {}, ["dinner"], { followUp: onList("choose_item", [2]) })),
    ],
  },
  {
    turns: [
      turn("plan dinners next week for 2", plan(NEXT_WEEK, { servings: 2 }), nextWeek(...WEEK)),
      turn(
        "don't include mushrooms",
        plan(NEXT_WEEK, { servings: 2, avoidFoods: ["mushroom"] }, ["dinner"], { followUp: onProposal("refine") }),
        nextWeek("Sticky pork ribs", "Lentil dahl", "Prawn linguine", "Turkey meatballs", "Fish tacos", "Beef ragu", "Chicken pie"),
      ),
      turn(
        "change the 2nd one",
        plan(NEXT_WEEK, { servings: 2, avoidFoods: ["mushroom"] }, ["dinner"], { followUp: onProposal("replace_item", [2]) }),
        nextWeek("Sticky pork ribs", "Pad thai", "Prawn linguine", "Turkey meatballs", "Fish tacos", "Beef ragu", "Chicken pie"),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "plan 2 dinners this weekend",
        plan({ ...WEEKEND, count: 2 }),
        on([
          [SAT, "Pizza"],
          [SUN, "Roast pork"],
        ]),
      ),
      turn(
        "move them to next weekend",
        plan({ ...NEXT_WEEKEND, count: 2 }, {}, ["dinner"], { followUp: onProposal("move_days") }),
        on([
          [NSAT, "Pizza"],
          [NSUN, "Roast pork"],
        ]),
      ),
      turn("yes but not the sunday one", only("confirm", onProposal("accept_except", [2])), undefined, "Pizza on 12 December only"),
    ],
  },
  {
    turns: [
      turn(
        "plan weeknight dinners next week for the family",
        plan(NEXT_WEEKNIGHTS),
        nextWeek("Sticky pork ribs", "Lentil dahl", "Prawn linguine", "Turkey meatballs", "Fish tacos"),
      ),
      turn(
        "not wednesday, we're out",
        plan(range(NMON, NFRI, { weekdays: [1, 2, 4, 5] }), {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NMON, "Sticky pork ribs"],
          [NTUE, "Lentil dahl"],
          [NTHU, "Turkey meatballs"],
          [NFRI, "Fish tacos"],
        ]),
      ),
      turn("ok go", only("confirm")),
    ],
  },
  {
    turns: [
      turn("find me a korean recipe", search({ cuisines: ["korean"] }), list(["Bibimbap", "Bulgogi", "Kimchi fried rice"])),
      turn(
        "for 4",
        search({ cuisines: ["korean"], servings: 4 }, undefined, { followUp: onList("change_servings") }),
        list(["Bibimbap", "Bulgogi", "Kimchi fried rice"]),
      ),
      turn("the bibimbap for sunday", plan(day(SUN), {}, ["dinner"], { followUp: onList("choose_item", [1]) })),
    ],
  },
  {
    turns: [
      turn(
        "weekend dinners please",
        plan(WEEKEND),
        on([
          [SAT, "Fish pie"],
          [SUN, "Roast beef"],
        ]),
      ),
      turn(
        "make saturday's a curry",
        plan(WEEKEND, { dish: "curry" }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([
          [SAT, "Chicken curry"],
          [SUN, "Roast beef"],
        ]),
      ),
      turn("thanks, add them", only("confirm")),
    ],
  },
  {
    turns: [
      turn("swap monday's dinner next week", swap(day(NMON), {}, ["dinner"]), on([[NMON, "Veggie chilli"]])),
      turn(
        "something with pork instead",
        swap(day(NMON), { includeFoods: ["pork"] }, ["dinner"], { followUp: onProposal("replace_item", [1]) }),
        on([[NMON, "Pork stir fry"]]),
      ),
      turn("that's fine, swap it", only("confirm")),
    ],
  },
  {
    turns: [turn("help", only("help")), turn("plan dinners for next week please", plan(NEXT_WEEK), nextWeek(...WEEK)), turn("thank you!", only("thanks"))],
  },
  {
    turns: [
      turn("good morning sierra", only("greeting")),
      turn(
        "plan a quick breakfast tomorrow",
        plan(day(THU), { maxMinutes: 30 }, ["breakfast"]),
        proposal([{ date: THU, mealType: "breakfast", title: "Overnight oats" }]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    selectedDate: NMON,
    turns: [
      turn("plan lunch", plan(day(NMON), {}, ["lunch"]), proposal([{ date: NMON, mealType: "lunch", title: "Halloumi salad" }])),
      turn(
        "with chicken please",
        plan(day(NMON), { includeFoods: ["chicken"] }, ["lunch"], { followUp: onProposal("refine") }),
        proposal([{ date: NMON, mealType: "lunch", title: "Chicken wrap" }]),
      ),
      turn("great", only("confirm")),
    ],
  },
  {
    today: "2026-12-07",
    turns: [
      turn(
        "dinners for what's left of this week",
        plan(range("2026-12-08", "2026-12-13")),
        on([
          [NTUE, "Lentil dahl"],
          [NWED, "Prawn linguine"],
          [NTHU, "Turkey meatballs"],
          [NFRI, "Fish tacos"],
          [NSAT, "Beef ragu"],
          [NSUN, "Mushroom stroganoff"],
        ]),
      ),
      turn(
        "just until friday",
        plan(range("2026-12-08", "2026-12-11"), {}, ["dinner"], { followUp: onProposal("narrow_days") }),
        on([
          [NTUE, "Lentil dahl"],
          [NWED, "Prawn linguine"],
          [NTHU, "Turkey meatballs"],
          [NFRI, "Fish tacos"],
        ]),
      ),
      turn("yes", only("confirm")),
    ],
  },
  {
    turns: [
      turn(
        "plan this weekend's dinners",
        plan(WEEKEND),
        on([
          [SAT, "Fish pie"],
          [SUN, "Roast pork"],
        ]),
      ),
      turn("is there anything on sunday already?", read(day(SUN))),
      turn("fine, go ahead", only("confirm")),
    ],
  },
  {
    turns: [
      turn("easy breakfast ideas", search({ difficulty: "easy" }, ["breakfast"]), list(["Overnight oats", "Scrambled eggs", "Banana pancakes"])),
      turn(
        "the third for saturday breakfast for 4",
        plan(day(SAT), { servings: 4 }, ["breakfast"], { followUp: onList("choose_item", [3]) }),
        proposal([{ date: SAT, mealType: "breakfast", title: "Banana pancakes" }]),
      ),
    ],
  },
  {
    turns: [
      turn(
        "remove all of next week's lunches",
        remove(NEXT_WEEK, ["lunch"]),
        proposal([
          { date: NMON, mealType: "lunch", title: "Soup" },
          { date: NTUE, mealType: "lunch", title: "Wraps" },
        ]),
      ),
      turn("actually no, leave them", only("decline"), undefined, "next week's lunches kept"),
    ],
  },
]);
