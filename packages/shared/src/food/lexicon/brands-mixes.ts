import { food } from "./entry";

/**
 * Baking and meal mixes and the brand-like names recipes use for them (Bisquick, Jiffy, Kraft...).
 * Brands that name one kind of food are listed with that food in its theme file (Kewpie with
 * mayonnaise, Lea & Perrins with Worcestershire sauce); these are the mixes and the leftovers.
 */
const MIX = "Boxed mixes are wheat flour with sugar, leavening and fat; most hold milk powder or soy, some egg.";

export const BRANDS_MIXES = [
  food(
    "bisquick|bisquick mix|original bisquick|bisquick baking mix|heart smart bisquick|baking mix|all-purpose baking mix|all purpose baking mix|biscuit mix|jiffy baking mix|jiffy biscuit mix|scone mix",
    "wheat|baked good",
    {
      may: ["milk", "soybeans", "egg"],
      why: "Bisquick is enriched wheat flour with vegetable oil (soybean), leavening and salt; some mixes add buttermilk.",
    },
  ),
  food(
    "jiffy corn muffin mix|jiffy corn muffin|jiffy cornbread mix|jiffy mix|jiffy|corn muffin mix|cornbread mix|corn bread mix|marie callender's cornbread mix|krusteaz cornbread mix|cornbread muffin mix",
    "wheat|corn|baked good",
    {
      may: ["pork", "milk", "egg", "soybeans"],
      why: "Jiffy Corn Muffin Mix holds wheat flour and animal shortening (lard); other cornbread mixes wheat and milk.",
    },
  ),
  food(
    "pancake mix|pancake and waffle mix|waffle mix|buttermilk pancake mix|complete pancake mix|aunt jemima pancake mix|aunt jemima|pearl milling company|pearl milling pancake mix|krusteaz pancake mix|krusteaz|hungry jack|bisquick shake n pour|kodiak cakes|kodiak cakes mix|protein pancake mix|crepe mix|dutch baby mix|yorkshire pudding mix|batter mix for pancakes",
    "wheat|baked good",
    {
      may: ["milk", "egg", "soybeans"],
      why: MIX,
    },
  ),
  food(
    "cake mix|boxed cake mix|box cake mix|yellow cake mix|white cake mix|chocolate cake mix|devil's food cake mix|devils food cake mix|funfetti cake mix|spice cake mix|lemon cake mix|strawberry cake mix|red velvet cake mix|angel food cake mix|pound cake mix|betty crocker|betty crocker cake mix|duncan hines|duncan hines cake mix|pillsbury cake mix|super moist cake mix|brownie mix|boxed brownie mix|fudge brownie mix|cookie mix|sugar cookie mix|muffin mix|blueberry muffin mix|cupcake mix|bread mix|bread machine mix|gingerbread mix|cobbler mix|crumble mix|streusel mix|cake mix of choice",
    "wheat|baked good",
    {
      may: ["milk", "egg", "soybeans", "tree nuts", "peanuts"],
      why: MIX,
    },
  ),
  food("stuffing mix box|dumpling mix|atora dumpling mix|suet dumpling mix", "wheat|baked good", {
    may: ["beef", "milk"],
    why: "Wheat flour with beef or vegetable suet.",
  }),
  food("mccormick seasoning|mccormick spice|old el paso kit|taco kit|fajita kit|burrito kit|enchilada kit|meal kit|hello fresh kit|dinner kit", "seasoning", {
    may: ["wheat", "gluten", "milk", "soybeans", "celery"],
    why: "Taco and fajita kits hold wheat tortillas and seasoning with wheat flour or milk.",
  }),
];
