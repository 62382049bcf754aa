import { describe, expect, it } from "vitest";
import { parseIntent } from "./parse-intent";
import type { IntentContext, IntentKind, IntentSlots } from "./types";

/** Wednesday 18 November 2026: Monday is the 16th, Sunday the 22nd; next week runs 23 to 29. */
const WED = "2026-11-18";
const day = (date: string) => ({ start: date, end: date });
const span = (start: string, end: string) => ({ start, end });
type Row = [phrase: string, kind: IntentKind, slots: IntentSlots, context?: Partial<IntentContext>];

const check = (rows: Row[]) =>
  it.each(rows)("%s -> %s", (phrase, kind, slots, context) => {
    expect(parseIntent(phrase, { today: WED, ...context })).toEqual({ kind, slots });
  });

describe("read_plan", () => {
  check([
    ["what's for dinner on Friday?", "read_plan", { range: day("2026-11-20"), mealTypes: ["dinner"] }],
    ["what have I planned this week?", "read_plan", { range: span("2026-11-16", "2026-11-22") }],
    ["what am I eating tomorrow", "read_plan", { range: day("2026-11-19") }],
    ["show me next week's meals", "read_plan", { range: span("2026-11-23", "2026-11-29") }],
    ["do I have anything for lunch on the 28th?", "read_plan", { range: day("2026-11-28"), mealTypes: ["lunch"] }],
    ["What's for dinner tonight?", "read_plan", { range: day(WED), mealTypes: ["dinner"] }],
    ["what's for dinner", "read_plan", { range: day("2026-11-25"), mealTypes: ["dinner"] }, { selectedDate: "2026-11-25" }],
    ["whats for dinner", "read_plan", { range: day(WED), mealTypes: ["dinner"] }],
    ["what did I have on Nov 12?", "read_plan", { range: day("2026-11-12") }],
    ["what did I eat last night", "read_plan", { range: day("2026-11-17"), mealTypes: ["dinner"] }],
    ["what did I have for lunch on Monday?", "read_plan", { range: day("2026-11-16"), mealTypes: ["lunch"] }],
    ["what did I have on Friday", "read_plan", { range: day("2026-11-13") }],
    ["anything planned for Saturday?", "read_plan", { range: day("2026-11-21") }],
    ["what's planned for this weekend", "read_plan", { range: span("2026-11-21", "2026-11-22") }],
    ["what's on the menu for December 3", "read_plan", { range: day("2026-12-03") }],
    ["is there anything planned for breakfast tomorrow?", "read_plan", { range: day("2026-11-19"), mealTypes: ["breakfast"] }],
    ["show my dinners for the rest of the week", "read_plan", { range: span(WED, "2026-11-22"), mealTypes: ["dinner"] }],
    ["what's planned on this day?", "read_plan", { range: day("2026-11-26") }, { selectedDate: "2026-11-26" }],
    ["what are we having next friday", "read_plan", { range: day("2026-11-27") }],
    ["what was on the menu last week?", "read_plan", { range: span("2026-11-09", "2026-11-15") }],
    ["what's for lunch the day after tomorrow", "read_plan", { range: day("2026-11-20"), mealTypes: ["lunch"] }],
    ["dinner tomorrow?", "read_plan", { range: day("2026-11-19"), mealTypes: ["dinner"] }],
    ["what about nov 28?", "read_plan", { range: day("2026-11-28") }],
    ["and the 30th?", "read_plan", { range: day("2026-11-30") }],
    ["what's planned for 11/30", "read_plan", { range: day("2026-11-30") }],
    ["check my calendar for next weekend", "read_plan", { range: span("2026-11-28", "2026-11-29") }],
    ["What's for dinner on Friday?", "read_plan", { range: day("2026-11-20"), mealTypes: ["dinner"] }, { today: "2026-11-20" }],
    ["what am I eating on the 2nd", "read_plan", { range: day("2026-12-02") }],
    ["what's planned for Jan 4", "read_plan", { range: day("2027-01-04") }, { today: "2026-12-30" }],
    ["show me this month's meals", "read_plan", { range: span("2026-11-01", "2026-11-30") }],
    ["Hi Sierra, what's for dinner tomorrow?", "read_plan", { range: day("2026-11-19"), mealTypes: ["dinner"] }],
    ["what's for breakfast and lunch on Thursday", "read_plan", { range: day("2026-11-19"), mealTypes: ["breakfast", "lunch"] }],
    ["any plans for tonight?", "read_plan", { range: day(WED), mealTypes: ["dinner"] }],
    ["show me my week", "read_plan", { range: span("2026-11-16", "2026-11-22") }],
    ["What meals do I have this week?", "read_plan", { range: span("2026-11-16", "2026-11-22") }],
    ["Is the curry on Friday vegetarian?", "read_plan", { range: day("2026-11-20") }],
    ["what's for supper", "read_plan", { range: day(WED), mealTypes: ["dinner"] }],
  ]);
});

describe("plan_meals", () => {
  check([
    ["plan my dinners for next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), mealTypes: ["dinner"] }],
    [
      "fill the rest of this week with quick vegetarian meals",
      "plan_meals",
      { range: span(WED, "2026-11-22"), onlyEmptySlots: true, quick: true, diets: ["vegetarian"] },
    ],
    ["I want tacos tonight", "plan_meals", { range: span(WED, WED), mealTypes: ["dinner"], dish: "taco" }],
    ["plan soups for lunch next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), mealTypes: ["lunch"], dish: "soup" }],
    ["plan breakfast lunch and dinner for the next 3 days", "plan_meals", { range: span(WED, "2026-11-20"), mealTypes: ["breakfast", "lunch", "dinner"] }],
    ["make me a meal plan for the week", "plan_meals", { range: span(WED, "2026-11-24") }],
    ["plan 5 Italian dinners", "plan_meals", { range: span(WED, "2026-11-22"), mealTypes: ["dinner"], cuisines: ["italian"] }],
    ["plan dinners for 4 people next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), mealTypes: ["dinner"], servings: 4 }],
    ["plan this week's dinners", "plan_meals", { range: day("2026-11-22"), mealTypes: ["dinner"] }, { today: "2026-11-22" }],
    ["plan this week", "plan_meals", { range: span(WED, "2026-11-22") }],
    ["plan my meals for this weekend", "plan_meals", { range: span("2026-11-21", "2026-11-22") }],
    ["plan all meals for tomorrow", "plan_meals", { range: day("2026-11-19"), mealTypes: ["breakfast", "lunch", "dinner"] }],
    [
      "can you plan lunches for next week with chicken",
      "plan_meals",
      { range: span("2026-11-23", "2026-11-29"), mealTypes: ["lunch"], includeIngredients: ["chicken"] },
    ],
    [
      "plan 3 quick dinners without mushrooms",
      "plan_meals",
      { range: span(WED, "2026-11-20"), mealTypes: ["dinner"], quick: true, excludeIngredients: ["mushroom"] },
    ],
    ["suggest a dinner for tonight", "plan_meals", { range: day(WED), mealTypes: ["dinner"] }],
    ["what should I cook tomorrow night?", "plan_meals", { range: day("2026-11-19"), mealTypes: ["dinner"] }],
    ["fill my empty slots next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), onlyEmptySlots: true }],
    ["plan gluten-free dinners for the next two weeks", "plan_meals", { range: span(WED, "2026-12-01"), mealTypes: ["dinner"], diets: ["gluten-free"] }],
    ["plan meals for this day", "plan_meals", { range: day("2026-11-25") }, { selectedDate: "2026-11-25" }],
    ["plan dinner", "plan_meals", { range: day("2026-11-27"), mealTypes: ["dinner"] }, { selectedDate: "2026-11-27" }],
    ["plan dinner", "plan_meals", { mealTypes: ["dinner"] }],
    ["plan a week of mexican dinners for 2", "plan_meals", { range: span(WED, "2026-11-24"), mealTypes: ["dinner"], servings: 2, cuisines: ["mexican"] }],
    ["plan a couple of dinners with salmon", "plan_meals", { range: span(WED, "2026-11-19"), mealTypes: ["dinner"], includeIngredients: ["salmon"] }],
    ["plan next month's dinners", "plan_meals", { range: span("2026-12-01", "2026-12-31"), mealTypes: ["dinner"] }],
    [
      "plan vegan dinners from monday to wednesday next week",
      "plan_meals",
      { range: span("2026-11-23", "2026-11-25"), mealTypes: ["dinner"], diets: ["vegan"] },
    ],
    ["Plan dinners for Friday and Saturday", "plan_meals", { range: span("2026-11-20", "2026-11-21"), mealTypes: ["dinner"] }],
    ["plan something new for dinner tomorrow", "plan_meals", { range: day("2026-11-19"), mealTypes: ["dinner"], different: true }],
    ["I want pasta tomorrow", "plan_meals", { range: day("2026-11-19"), includeIngredients: ["pasta"] }],
    ["Make dinner for tonight", "plan_meals", { range: day(WED), mealTypes: ["dinner"] }],
    ["give me 5 dinners for next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), mealTypes: ["dinner"] }],
    ["Can you put together a meal plan for next week?", "plan_meals", { range: span("2026-11-23", "2026-11-29") }],
    ["Schedule some lunches next week", "plan_meals", { range: span("2026-11-23", "2026-11-29"), mealTypes: ["lunch"] }],
    ["plan dinners for four people this weekend", "plan_meals", { range: span("2026-11-21", "2026-11-22"), mealTypes: ["dinner"], servings: 4 }],
    ["plan twelve lunches", "plan_meals", { range: span(WED, "2026-11-29"), mealTypes: ["lunch"] }],
    ["plan supper for the family of 5 tomorrow in 20 min", "plan_meals", { range: day("2026-11-19"), mealTypes: ["dinner"], servings: 5, maxMinutes: 20 }],
    ["plan dinners for a couple of days", "plan_meals", { range: span(WED, "2026-11-19"), mealTypes: ["dinner"] }],
    ["plan lunch for 2 weeks", "plan_meals", { range: span(WED, "2026-12-01"), mealTypes: ["lunch"] }],
    ["I'm cooking for 6 on Saturday", "plan_meals", { range: day("2026-11-21"), servings: 6 }],
    ["plan 3 dinners from Monday", "plan_meals", { range: span("2026-11-23", "2026-11-25"), mealTypes: ["dinner"] }],
    ["plan dinners under 20 minutes for the next 5 days", "plan_meals", { range: span(WED, "2026-11-22"), mealTypes: ["dinner"], maxMinutes: 20 }],
    [
      "plan 4 dinners starting from the selected day",
      "plan_meals",
      { range: span("2026-11-30", "2026-12-03"), mealTypes: ["dinner"] },
      { selectedDate: "2026-11-30" },
    ],
  ]);
});

describe("swap_meal", () => {
  check([
    ["swap Tuesday's dinner for something quicker", "swap_meal", { range: day("2026-11-24"), mealTypes: ["dinner"], quick: true }],
    ["something different for tonight", "swap_meal", { range: day(WED), mealTypes: ["dinner"], different: true }],
    ["replace tomorrow's lunch", "swap_meal", { range: day("2026-11-19"), mealTypes: ["lunch"] }],
    ["change Friday dinner to something with chicken", "swap_meal", { range: day("2026-11-20"), mealTypes: ["dinner"], includeIngredients: ["chicken"] }],
    ["swap tonight's dinner for something vegetarian", "swap_meal", { range: day(WED), mealTypes: ["dinner"], diets: ["vegetarian"] }],
    ["can I have something else on Thursday", "swap_meal", { range: day("2026-11-19"), different: true }],
    ["swap dinner", "swap_meal", { range: day("2026-11-26"), mealTypes: ["dinner"] }, { selectedDate: "2026-11-26" }],
    ["replace next friday's dinner with a thai curry", "swap_meal", { range: day("2026-11-27"), mealTypes: ["dinner"], cuisines: ["thai"] }],
    ["I'd rather have fish instead on Saturday", "swap_meal", { range: day("2026-11-21"), includeIngredients: ["fish"] }],
    [
      "give me a different dinner tomorrow without pork",
      "swap_meal",
      { range: day("2026-11-19"), mealTypes: ["dinner"], different: true, excludeIngredients: ["pork"] },
    ],
    ["swap it for something under 25 minutes", "swap_meal", { range: day(WED), maxMinutes: 25 }],
  ]);
});

describe("search_recipes", () => {
  check([
    [
      "find me a chicken recipe under 30 minutes without dairy",
      "search_recipes",
      { maxMinutes: 30, includeIngredients: ["chicken"], excludeIngredients: ["dairy"] },
    ],
    ["any vegan thai recipes?", "search_recipes", { cuisines: ["thai"], diets: ["vegan"] }],
    ["show me gluten free desserts", "search_recipes", { dish: "dessert", diets: ["gluten-free"] }],
    ["what can I make with lentils and spinach", "search_recipes", { includeIngredients: ["lentil", "spinach"] }],
    ["recipes in half an hour", "search_recipes", { maxMinutes: 30 }],
    ["find a quick pasta recipe", "search_recipes", { quick: true, includeIngredients: ["pasta"] }],
    ["search for salmon recipes without nuts", "search_recipes", { includeIngredients: ["salmon"], excludeIngredients: ["nut"] }],
    ["I'm looking for a middle eastern soup", "search_recipes", { dish: "soup", cuisines: ["middle-eastern"] }],
    ["do you have any lebanese recipes", "search_recipes", { cuisines: ["middle-eastern"] }],
    ["breakfast ideas with eggs", "search_recipes", { mealTypes: ["breakfast"], includeIngredients: ["egg"] }],
    ["recipes that take an hour or less", "search_recipes", { maxMinutes: 60 }],
    ["dairy-free and egg-free baking recipes", "search_recipes", { diets: ["dairy-free", "egg-free"] }],
    ["find recipes for 6 people with beef", "search_recipes", { servings: 6, includeIngredients: ["beef"] }],
    [
      "show me asian noodle recipes",
      "search_recipes",
      { cuisines: ["chinese", "japanese", "thai", "korean", "vietnamese", "filipino", "indonesian"], includeIngredients: ["noodle"] },
    ],
    ["any recipes without onions or garlic?", "search_recipes", { excludeIngredients: ["onion", "garlic"] }],
    ["lactose-free smoothie recipes", "search_recipes", { dish: "smoothie", diets: ["dairy-free"] }],
    ["find something with tofu that's not spicy", "search_recipes", { includeIngredients: ["tofu"] }],
    ["try a cuisine I haven't had this month", "search_recipes", { different: true }],
    ["recipes with sweet potatoes and black beans", "search_recipes", { includeIngredients: ["sweet potato", "black bean"] }],
    ["quick weeknight pasta recipes", "search_recipes", { quick: true, includeIngredients: ["pasta"] }],
    ["30-minute meal ideas", "search_recipes", { maxMinutes: 30 }],
    ["nut-free snack recipes", "search_recipes", { mealTypes: ["snack"], diets: ["nut-free"] }],
    ["what goes with salmon", "search_recipes", { includeIngredients: ["salmon"] }],
    ["show me recipes with no shellfish", "search_recipes", { excludeIngredients: ["shellfish"] }],
    ["Find me something healthy", "search_recipes", {}],
    ["how do I make pancakes", "search_recipes", { dish: "pancake" }],
    ["find a curry that serves 2, ready in an hour and a half", "search_recipes", { dish: "curry", servings: 2, maxMinutes: 90 }],
    ["any speedy snacks for a couple?", "search_recipes", { mealTypes: ["snack"], servings: 2, quick: true }],
    ["I'm craving something spicy", "search_recipes", {}],
    ["Any ideas for tonight?", "search_recipes", { mealTypes: ["dinner"] }],
    ["meat-free korean-style recipes", "search_recipes", { cuisines: ["korean"], diets: ["vegetarian"] }],
  ]);
});

describe("generate_recipe", () => {
  check([
    ["make me a recipe for a spicy lentil soup for 6", "generate_recipe", { dish: "spicy lentil soup", servings: 6, includeIngredients: ["lentil"] }],
    ["create a recipe for mushroom risotto", "generate_recipe", { dish: "mushroom risotto", includeIngredients: ["mushroom"] }],
    ["invent a vegan lasagna recipe", "generate_recipe", { dish: "vegan lasagna", diets: ["vegan"] }],
    ["generate a new recipe with salmon", "generate_recipe", { includeIngredients: ["salmon"] }],
    [
      "can you come up with a korean-style tofu dish for two",
      "generate_recipe",
      { dish: "korean-style tofu", servings: 2, includeIngredients: ["tofu"], cuisines: ["korean"] },
    ],
    ["write me a recipe for chicken curry that serves 4", "generate_recipe", { dish: "chicken curry", servings: 4, includeIngredients: ["chicken"] }],
    [
      "create a gluten free chocolate cake recipe",
      "generate_recipe",
      { dish: "gluten free chocolate cake", includeIngredients: ["chocolate"], diets: ["gluten-free"] },
    ],
    ["invent something with chickpeas and spinach in under 30 minutes", "generate_recipe", { maxMinutes: 30, includeIngredients: ["chickpea", "spinach"] }],
    ["make up a dinner recipe with leftover chicken", "generate_recipe", { mealTypes: ["dinner"], includeIngredients: ["chicken"] }],
    ["Could you create a new dish with halloumi, no onions please", "generate_recipe", { includeIngredients: ["halloumi"], excludeIngredients: ["onion"] }],
  ]);
});
