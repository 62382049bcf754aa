import { food } from "./entry";

/**
 * Plant foods named with a dairy word: coconut milk, almond milk, peanut butter, cocoa butter.
 * The reader takes the longest name, so "coconut milk" is never coconut plus milk. Each is the
 * plant it is made of (an almond allergy covers almond milk); none holds milk unless said.
 */
export const PLANT_DAIRY = [
  food(
    "coconut milk|canned coconut milk|tinned coconut milk|full-fat coconut milk|full fat coconut milk|coconut milk canned|unsweetened coconut milk|light coconut milk|lite coconut milk|reduced fat coconut milk|coconut milk beverage|coconut milk drink|carton coconut milk|thin coconut milk|santan|gata|kakang gata|nariyal doodh|chaokoh|aroy-d|thai kitchen coconut milk|coconut drink|coconut milk yogurt|coconut yogurt|coconut yoghurt|coconut kefir",
    "coconut",
    {
      why: "Pressed coconut: no milk (coconut is not a tree nut for labelling either).",
    },
  ),
  food(
    "coconut cream|canned coconut cream|thick coconut milk|coconut whipped cream|whipped coconut cream|coconut whip|coconut creamer|kara coconut cream|coconut cream top",
    "coconut",
  ),
  food("cream of coconut|coco lopez|coco real|sweetened cream of coconut|coconut syrup", "coconut", { why: "Sweetened coconut cream for cocktails: no milk." }),
  food("condensed coconut milk|sweetened condensed coconut milk|evaporated coconut milk", "coconut"),
  food("coconut milk powder|coconut cream powder|powdered coconut milk|maggi coconut milk powder", "coconut", {
    may: ["milk"],
    why: "Many coconut milk powders are stabilised with sodium caseinate, a milk protein.",
  }),
  food(
    "almond milk|unsweetened almond milk|almond beverage|almond drink|vanilla almond milk|sweetened almond milk|almond breeze|blue diamond almond milk|almond creamer|almond yogurt|almond yoghurt|almondmilk",
    "almond",
    { may: ["soybeans"], why: "Almonds and water; some brands add soy lecithin." },
  ),
  food(
    "oat milk|oatmilk|oat beverage|oat drink|oatly|oatly barista|barista oat milk|oat creamer|oat cream|oat yogurt|oat yoghurt|oat based yogurt|oat milk yogurt|oat whipping cream|oat cooking cream|minor figures|califia oat milk|planet oat",
    "oat",
    {
      why: "Oats and water: oats are a cereal containing gluten (EU Annex II) unless sold as gluten-free.",
    },
  ),
  food(
    "soy milk|soymilk|soya milk|unsweetened soy milk|unsweetened soya milk|soy beverage|soya drink|soy drink|vanilla soy milk|silk soy milk|alpro soya|alpro soy|alpro soya yoghurt|alpro soya yogurt|alpro soy yogurt|alpro yoghurt|soy creamer|soy cream|soya cream|soy single cream|soy whipping cream|soy yogurt|soya yogurt|soy yoghurt|soya yoghurt|alpro yogurt|soy kefir|dou jiang|doujiang|tonyu",
    "soy",
  ),
  food("soy cheese|soya cheese|soy cheese slices|soy mozzarella", "soy|cheese", {
    may: ["milk"],
    why: "Soy cheeses often hold casein, a milk protein, unless sold as vegan.",
  }),
  food("rice milk|unsweetened rice milk|rice drink|rice beverage|rice dream|brown rice milk|sikhye|sikhae", "rice"),
  food("horchata|horchata de arroz|horchata drink", "rice", {
    may: ["tree nuts", "milk"],
    why: "Mexican horchata is rice water often with almonds and sometimes milk.",
  }),
  food("cashew milk|cashewmilk|cashew beverage|cashew creamer|cashew yogurt|cashew yoghurt", "cashew"),
  food("hazelnut milk|hazelnut drink|hazelnut creamer", "hazelnut"),
  food("macadamia milk|macadamia drink|milkadamia|pistachio milk|walnut milk|pecan milk|brazil nut milk|tiger nut milk", "tree nut", {
    why: "Nut milks hold their nut.",
  }),
  food(
    "hemp milk|hemp drink|hemp beverage|flax milk|flaxmilk|pea milk|ripple milk|ripple|sunflower milk|quinoa milk|potato milk|dug milk|seed milk|hemp seed milk",
    "seed",
    {
      why: "Seed, pea and potato milks hold no milk, nut or soy (read the brand for additives).",
    },
  ),
  food(
    "plant milk|plant-based milk|plant based milk|non-dairy milk|nondairy milk|non dairy milk|dairy-free milk|dairy free milk|milk alternative|milk substitute|alternative milk|alt milk|vegan milk|plant milk of choice|non-dairy milk of choice|your favorite plant milk|barista milk alternative",
    "drink",
    {
      may: ["soybeans", "tree nuts", "gluten", "peanuts", "sesame"],
      why: "A plant milk not named may be soy, almond, cashew, oat (gluten) or even peanut milk.",
    },
  ),
  food(
    "non-dairy yogurt|nondairy yogurt|dairy-free yogurt|dairy free yogurt|plant-based yogurt|plant based yogurt|vegan yogurt|vegan yoghurt|plant yogurt",
    "food additive",
    {
      may: ["soybeans", "tree nuts", "gluten"],
      why: "Plant yogurts are coconut, soy, almond, cashew or oat.",
    },
  ),
  food("cocoa butter|cacao butter|cocoa fat|raw cacao butter|cocoa butter wafers|deodorized cocoa butter", "seed", { why: "Cocoa bean fat: no milk, no nut." }),
  food("apple butter|pumpkin butter|pear butter|plum butter|fruit butter|peach butter|quince butter|lekvar|povidl|mango butter", "fruit", {
    why: "Fruit cooked down to a spread: no butter.",
  }),
  food(
    "cookie butter|speculoos spread|biscoff spread|lotus biscoff spread|lotus spread|speculoos cookie butter|trader joe's cookie butter",
    "wheat|confectionery",
    {
      has: ["soybeans"],
      why: "Crushed Biscoff biscuits (wheat, soy flour) with oil: no butter, no nuts.",
    },
  ),
  food(
    "nutritional yeast|nooch|savory yeast flakes|savoury yeast flakes|yeast flakes|engevita|bragg nutritional yeast|nutritional yeast flakes|deactivated yeast",
    "food additive",
    {
      why: "Deactivated yeast grown on molasses or beet sugar: no cheese, no milk.",
    },
  ),
  food("sesame milk|black sesame milk|tahini milk", "sesame", { why: "Blended sesame seeds and water: sesame, no milk." }),
];
