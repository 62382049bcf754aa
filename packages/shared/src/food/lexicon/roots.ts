import { food } from "./entry";

/**
 * The top of the food tree: every other entry descends from one or more of these, so a dislike
 * of "pork" covers bacon and an allergy to "shellfish" covers prawns. Marks are set here once.
 */
export const ROOTS = [
  // animals
  food("meat|meats", "", { has: ["meat"] }),
  food("red meat", "meat"),
  food("pork|pig|swine|pig meat", "red meat", { has: ["pork"] }),
  food("beef|cow|cattle|ox", "red meat", { has: ["beef"] }),
  food("veal", "beef", { why: "Veal is meat of young cattle: a no-beef diet keeps it out." }),
  food("lamb|mutton|hogget|sheep", "red meat"),
  food("goat|goat meat|chevon|cabrito|mutton goat", "red meat"),
  food("game|game meat", "meat"),
  food("poultry|fowl", "meat"),
  food("offal|organ meat|variety meat|giblets", "meat"),
  food(
    "processed meat|cured meat|charcuterie|deli meat|deli meats|sliced deli meat|assorted cold meats|cold meats|sliced meats|luncheon meat|lunch meat",
    "meat",
    {
      may: ["pork", "beef", "sulphites", "milk", "wheat", "gluten", "soybeans", "mustard", "celery"],
      why: "Cured and processed meats vary by maker: binders (milk, wheat, soy), preservatives (sulphites in UK sausages) and spices (mustard, celery).",
    },
  ),
  food("seafood|sea food|fruits de mer|frutti di mare", ""),
  food("fish|fishes|finfish|white fish|whitefish|oily fish", "seafood", { has: ["fish"] }),
  food("shellfish|crustacean|crustaceans", "seafood", { has: ["crustacean shellfish"] }),
  food("mollusc|molluscs|mollusk|mollusks|bivalve|cephalopod", "seafood", { has: ["molluscs"] }),
  food("dairy|dairy product|dairy products", "", { has: ["milk"] }),
  food("milk|cow's milk|cows milk|dairy milk", "dairy"),
  food("cheese|cheeses", "dairy"),
  food("egg|eggs|hen's egg|hens egg|chicken egg|chicken eggs|whole egg", "", { has: ["egg"] }),
  food("honey", "", { has: ["animal-product"] }),
  // plants with allergen families
  food("nut|nuts|chopped nuts", "", {
    has: ["tree nuts"],
    may: ["peanuts"],
    why: '"Nuts" in a recipe are tree nuts, and may be peanuts (a legume, but sold and used with nuts). A dislike of nuts covers both.',
  }),
  food("tree nut|tree nuts", "nut", { without: ["peanuts"] }),
  food("peanut|peanuts|groundnut|groundnuts|goober|goober pea|monkey nut|monkey nuts", "nut|legume", { has: ["peanuts"], without: ["tree nuts"] }),
  food("cereal grain|grain|grains", ""),
  food("gluten grain|gluten cereal", "cereal grain", { has: ["gluten"] }),
  food("wheat|wheat grain|wheat berries|wheatberries|wheat berry", "gluten grain", { has: ["wheat"] }),
  food("soy|soya|soybean|soybeans|soya bean|soya beans|soy bean|soy beans", "legume", { has: ["soybeans"] }),
  food("sesame|sesame seed|sesame seeds|benne seeds|benne", "seed", { has: ["sesame"] }),
  food("celery|celery stalk|celery stalks|celery stick|celery sticks|celery rib|celery ribs|stalk celery", "vegetable", { has: ["celery"] }),
  food("mustard", "condiment", { has: ["mustard"] }),
  food("lupin|lupine|lupini|lupini beans|lupin beans|lupine beans|lupin flour|lupine flour", "legume", { has: ["lupin"] }),
  // drinks
  food("alcohol|alcoholic drink|alcoholic beverage|booze|liquor", "drink", { has: ["alcohol"] }),
  food("wine|wines", "alcohol", { has: ["sulphites"], why: "Wine contains sulphites above 10 mg/l (EU 1169/2011 Annex II)." }),
  food("beer|ale|lager|stout|porter|beers", "alcohol", {
    has: ["gluten"],
    may: ["wheat", "sulphites"],
    why: "Beer is brewed from barley (gluten), and some beers from wheat too.",
  }),
  food("spirit|spirits|hard liquor", "alcohol"),
  food("drink|beverage|beverages|drinks", ""),
  // plant groups without marks of their own
  food("vegetable|vegetables|veg|veggie|veggies|vegetable medley|mixed vegetables|mixed veg", ""),
  food("fruit|fruits|mixed fruit", ""),
  food("herb|herbs|fresh herbs|mixed herbs|dried herbs", ""),
  food("spice|spices", ""),
  food("legume|legumes|pulse|pulses", ""),
  food("bean|beans", "legume"),
  food("seed|seeds", ""),
  food("mushroom|mushrooms|fungi|fungus", ""),
  food("onion|onions", "vegetable"),
  food("condiment|condiments", ""),
  food("sweetener|sweeteners", ""),
  food("fat|fats|cooking fat", "", { may: ["milk", "pork", "beef", "meat"], why: '"Fat" alone may be butter, lard, tallow or oil.' }),
  // groups the lexicon files hang their foods on (no marks of their own)
  food("seasoning|seasonings", ""),
  food("baking ingredient|baking ingredients|leavening|leavening agent|raising agent", ""),
  food("food additive|additive|additives", ""),
  food("baked good|baked goods|bakery product|bakery products", ""),
  food("confectionery|candy|candies|confection|confections", ""),
  food("snack|snacks|snack food", ""),
  food("dish|prepared dish|prepared food|ready meal", ""),
  food("kitchen supply|kitchen supplies|non food item", ""),
];
