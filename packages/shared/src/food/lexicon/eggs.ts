import { food } from "./entry";

/** Eggs of every bird (FDA and EU count them all as egg), their parts and what is made mostly of egg. */
export const EGGS = [
  food(
    "large egg|large eggs|medium egg|medium eggs|small egg|extra-large egg|extra large egg|extra large eggs|jumbo egg|free-range egg|free range eggs|organic eggs|pasture-raised eggs|beaten egg|beaten eggs|egg beaten|eggs beaten|raw egg|fresh eggs|room temperature eggs|brown eggs|white eggs|farm eggs",
    "egg",
  ),
  food(
    "egg white|egg whites|large egg white|large egg whites|egg-white|liquid egg white|liquid egg whites|carton egg whites|egg albumen|albumen|albumin|egg white powder|dried egg white|dried egg whites|powdered egg whites|meringue powder|ovalbumin",
    "egg",
  ),
  food("egg yolk|egg yolks|large egg yolk|large egg yolks|yolk|yolks|egg yellow|cured egg yolk|cured egg yolks|salted egg yolk|salted egg yolks", "egg"),
  food("quail egg|quail eggs|quails egg|quails eggs|quail's eggs", "egg", { why: "Eggs of any bird count as egg; a quail egg is not quail meat." }),
  food("duck egg|duck eggs|goose egg|goose eggs|turkey egg|emu egg|ostrich egg|bantam egg|pullet egg|pullet eggs", "egg", {
    why: "Eggs of any bird count as egg (EU Annex II 'eggs'; FDA 2025 guidance).",
  }),
  food(
    "salted duck egg|salted duck eggs|salted egg|century egg|century eggs|thousand-year egg|thousand year egg|pidan|preserved egg|preserved duck egg|hundred year egg|tea egg|tea eggs|marbled tea egg",
    "egg",
  ),
  food(
    "liquid egg|liquid eggs|egg substitute|egg beaters|eggbeaters|carton eggs|pasteurized eggs|pasteurised eggs|pasteurized liquid eggs|whole egg powder|powdered egg|powdered eggs|dried egg|dried whole egg|egg powder|dried egg powder",
    "egg",
    {
      why: "Liquid egg and egg substitutes such as Egg Beaters are egg whites.",
    },
  ),
  food(
    "hard-boiled egg|hard boiled egg|hard-boiled eggs|hard boiled eggs|boiled egg|boiled eggs|soft-boiled egg|soft boiled egg|jammy egg|jammy eggs|ramen egg|ajitsuke tamago|ajitama|marinated egg|soy egg|soy sauce egg|scotch egg|scotch eggs|fried egg|fried eggs|sunny side up egg|poached egg|poached eggs|scrambled egg|scrambled eggs|deviled egg|deviled eggs|devilled eggs|pickled egg|pickled eggs|egg salad|egg mayonnaise|egg mayo",
    "egg",
    {
      may: ["soybeans", "wheat", "gluten", "pork", "meat", "mustard"],
      why: "Marinated eggs are steeped in soy sauce; Scotch eggs are wrapped in sausage and breadcrumbs; deviled eggs and egg salad hold mayonnaise and mustard.",
    },
  ),
  food(
    "omelette|omelet|omelettes|omelets|frittata|tortilla espanola|tortilla de patatas|spanish omelette|spanish tortilla|tamagoyaki|dashimaki tamago|rolled omelette|kuku|kuku sabzi|egg foo young|egg foo yung|shakshuka|shakshouka|eggs benedict|egg bhurji|anda bhurji",
    "egg|dish",
    {
      may: ["milk", "fish", "soybeans", "wheat", "gluten", "pork"],
      why: "Egg dishes add milk or cheese, dashi (fish) and soy sauce in tamagoyaki, ham and muffins in eggs Benedict.",
    },
  ),
  food(
    "custard|egg custard|pouring custard|creme anglaise|crème anglaise|creme patissiere|crème pâtissière|pastry cream|creme pat|zabaglione|sabayon|zabaione|lemon curd|lime curd|passion fruit curd|fruit curd|orange curd|creme brulee|crème brûlée|creme caramel|crème caramel|flan|leche flan|pot de creme|pots de creme",
    "egg|dairy",
    {
      may: ["wheat", "gluten", "alcohol"],
      why: "Custards are egg yolk and milk or cream (curds use butter); pastry cream is thickened with flour; zabaglione holds Marsala.",
    },
  ),
  food("custard powder|birds custard|bird's custard|bird's custard powder|instant custard|instant custard powder|custard mix", "baking ingredient", {
    may: ["milk"],
    why: "Custard powder (Bird's) is cornflour, colour and flavour, no egg; instant custards add milk powder.",
  }),
  food(
    "meringue|meringues|meringue nests|meringue kisses|swiss meringue|italian meringue|french meringue|pavlova|pavlova base|marshmallow creme|marshmallow fluff|fluff|marshmallow cream|fluffernutter",
    "egg|confectionery",
    {
      why: "Meringue and marshmallow fluff are whipped egg white and sugar.",
    },
  ),
  food("eggnog|egg nog|egg-nog|advocaat|rompope|coquito|ponche crema|eierlikor|eierlikör", "egg|drink", {
    has: ["milk"],
    may: ["alcohol"],
    why: "Egg yolk and milk, often with rum, brandy or whisky (advocaat, rompope are liqueurs).",
  }),
  food("egg wash|eggwash", "egg"),
  // not egg
  food(
    "egg replacer|egg replacement|ener-g egg replacer|ener g|bob's egg replacer|orgran egg replacer|egg replacer powder|just egg|justegg|vegan egg|follow your heart vegan egg|zero egg|crackd",
    "baking ingredient",
    {
      why: "Egg replacers are starches, leavening and plant protein (Just Egg is mung bean): no egg.",
    },
  ),
  food("flax egg|flax eggs|flaxseed egg|chia egg|chia eggs", "flaxseed", { why: "Ground flax or chia soaked in water to bind a batter: no egg." }),
  food("aquafaba|chickpea water|chickpea liquid|chickpea brine|bean water", "chickpea", {
    why: "The liquid from cooked chickpeas, whipped like egg white: no egg.",
  }),
  food("ambrosia custard|devon custard|ready-made custard|ready to serve custard|tinned custard|canned custard|custard pots", "dairy", {
    may: ["egg"],
    why: "British ready-made custard is milk, sugar and starch, coloured with annatto; some recipes add egg.",
  }),
];
