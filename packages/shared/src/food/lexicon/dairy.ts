import { food } from "./entry";

/**
 * Milks, creams, butters and yogurts (cheeses are in cheeses.ts, plant "milks" in plant-dairy.ts).
 * FDA (2025 guidance) and EU Annex II both count milk of other mammals (goat, sheep, buffalo) as milk.
 */
export const DAIRY = [
  // milks
  food(
    "whole milk|full fat milk|full-fat milk|whole fat milk|vitamin d milk|homogenized milk|homogenised milk|pasteurized milk|pasteurised milk|raw milk|a2 milk|uht milk|long life milk|blue top milk|fairlife|fairlife milk",
    "milk",
  ),
  food("skim milk|skimmed milk|nonfat milk|non-fat milk|non fat milk|fat free milk|fat-free milk|skimmed milk powder", "milk"),
  food("semi-skimmed milk|semi skimmed milk|reduced fat milk|2% milk|1% milk|low fat milk|lowfat milk|half fat milk|2 percent milk", "milk"),
  food("lactose-free milk|lactose free milk|lactaid|lactaid milk|lactofree|lacto free milk", "milk", {
    why: "Lactose-free milk is still cow's milk: its milk proteins are the allergen.",
  }),
  food("goat milk|goats milk|goat's milk|goat milk powder|chevre milk", "milk", {
    why: "Milk of goats counts as milk (FDA 2025 guidance; EU Annex II 'milk and products thereof').",
  }),
  food("sheep milk|sheeps milk|sheep's milk|ewe's milk|ewes milk|ewe milk", "milk", { why: "Milk of sheep counts as milk (FDA 2025 guidance; EU Annex II)." }),
  food("buffalo milk|water buffalo milk|camel milk|camels milk|donkey milk", "milk", { why: "Milk of any mammal counts as milk." }),
  food("buttermilk|cultured buttermilk|low-fat buttermilk|lowfat buttermilk|buttermilk powder|dried buttermilk|churned buttermilk", "milk"),
  food("evaporated milk|evaporated whole milk|evaporated skim milk|evaporated skimmed milk|carnation evaporated milk|carnation milk|pet milk|evap", "milk"),
  food(
    "sweetened condensed milk|condensed milk|eagle brand|eagle brand milk|carnation condensed milk|nestle condensed milk|milkmaid|lechera|la lechera",
    "milk",
  ),
  food(
    "powdered milk|milk powder|dry milk|dried milk|nonfat dry milk|dry milk powder|skim milk powder|whole milk powder|full cream milk powder|instant milk powder|nido|klim|milk solids",
    "milk",
  ),
  food("malted milk powder|malted milk|horlicks|milo|ovaltine|malted drink|malted milk drink", "milk", {
    has: ["gluten"],
    may: ["wheat", "soybeans"],
    why: "Malted milk is milk with barley malt (cereal containing gluten, EU Annex II); some brands add wheat flour.",
  }),
  food("chocolate milk|strawberry milk|flavored milk|flavoured milk|banana milk|coffee milk|yoohoo|yoo-hoo|nesquik", "milk"),
  food("milkshake|milk shake|thick shake|frappe", "milk", { may: ["egg"], why: "Milkshakes are milk and ice cream, which may hold egg." }),
  food("kefir|milk kefir|plain kefir", "milk"),
  food("lassi|mango lassi|sweet lassi|salt lassi|salted lassi|chaas|chhaas|buttermilk drink|ayran|doogh|dugh|laban|leben", "milk"),
  food("latte|cappuccino|flat white|cafe au lait|cafe con leche|caffe latte|macchiato|cortado|mocha|cafe mocha|iced latte", "milk", {
    why: "Made with steamed milk.",
  }),
  food(
    "milk tea|bubble tea|boba tea|boba milk tea|pearl milk tea|thai iced tea|thai tea|cha yen|teh tarik|hong kong milk tea|masala chai|chai latte|dirty chai",
    "milk",
    {
      why: "Milk tea is made with milk, condensed milk or creamer (which holds caseinate).",
    },
  ),
  // creams
  food("cream|creme|crème|fresh cream|dairy cream|pouring cream|real cream|cream 35%", "dairy"),
  food(
    "heavy cream|heavy whipping cream|whipping cream|double cream|thickened cream|heavy cream 36%|extra thick double cream|extra thick cream|thick cream|manufacturing cream|pure cream|35% cream",
    "cream",
  ),
  food("light cream|single cream|table cream|coffee cream|18% cream|10% cream|cereal cream|half cream", "cream"),
  food("half and half|half-and-half|half & half|half n half|half 'n' half|half and half cream|half-and-half cream", "cream"),
  food(
    "whipped cream|squirty cream|aerosol cream|spray cream|reddi wip|reddi-wip|reddiwip|chantilly cream|creme chantilly|sweetened whipped cream|whipped double cream",
    "cream",
  ),
  food("clotted cream|devon cream|devonshire cream|cornish clotted cream|kaymak|qaimar|qashta|ashta", "cream"),
  food(
    "sour cream|soured cream|full-fat sour cream|full fat sour cream|light sour cream|reduced fat sour cream|smetana|smatana|daisy sour cream|sour cream dip base",
    "cream",
  ),
  food("creme fraiche|crème fraîche|crème fraiche|creme fraîche|creme fresh|fraiche", "cream"),
  food(
    "mexican crema|crema|crema mexicana|media crema|nestle media crema|crema fresca|crema agria|crema salvadorena|crema centroamericana|crema latina",
    "cream",
  ),
  food("cooking cream|cooking creme|philadelphia cooking creme|elmlea|elmlea double|elmlea single|panna da cucina|panna|cuisine cream", "cream", {
    why: "Cooking creams are cream, or buttermilk blended with vegetable fat: milk either way.",
  }),
  food("malai|kaymak cream|milk skin|milk cream", "cream"),
  food(
    "coffee creamer|creamer|coffee whitener|whitener|coffee mate|coffee-mate|coffeemate|international delight|half and half creamer|powdered creamer",
    "dairy",
    {
      why: "Creamers are cream or hold sodium caseinate, a milk protein, even when sold as non-dairy.",
    },
  ),
  food(
    "non-dairy creamer|nondairy creamer|non dairy creamer|non-dairy coffee creamer|nondairy coffee creamer|non dairy coffee whitener|non-dairy whitener",
    "food additive",
    {
      may: ["milk", "soybeans"],
      why: "In the US 'non-dairy' creamers may hold sodium caseinate, a milk protein (21 CFR 101.4(d)); many use soybean oil and lecithin.",
    },
  ),
  food(
    "whipped topping|cool whip|cool-whip|coolwhip|dream whip|non-dairy whipped topping|nondairy whipped topping|non dairy whipped topping|whip topping|frozen whipped topping|lite whipped topping|tip top whipped topping",
    "dairy",
    {
      may: ["soybeans"],
      why: "Cool Whip and similar toppings hold skim milk, cream or sodium caseinate even where sold as non-dairy.",
    },
  ),
  // butters
  food(
    "butter|salted butter|stick of butter|sticks of butter|butter stick|dairy butter|sweet butter|sweet cream butter|cultured butter|european butter|european-style butter|irish butter|kerrygold|kerrygold butter|lurpak|anchor butter|land o lakes|land o'lakes butter|president butter|plugra|churned butter|butter block|block butter|spreadable butter|lurpak spreadable|softened butter|melted butter",
    "dairy",
  ),
  food("brown butter|browned butter|beurre noisette|noisette butter", "butter"),
  food("ghee|clarified butter|desi ghee|usli ghee|pure ghee|cow ghee|butter ghee|ghee butter|drawn butter", "butter"),
  food("butterfat|butter fat|milk fat|milkfat|anhydrous milk fat|butteroil|butter oil", "butter"),
  food("niter kibbeh|niter kebbeh|nitir qibe|spiced butter|smen|smen butter|samna|samneh|maslo", "butter", {
    why: "Clarified butter, spiced (Ethiopian) or aged (North African).",
  }),
  food(
    "margarine|oleo|oleomargarine|marg|flora|stork|country crock|i cant believe its not butter|i can't believe it's not butter|smart balance|blue band|becel|benecol|butter substitute|butter spread|baking spread|vegetable spread|dairy spread|buttery spread|margarine spread|table spread|baking block|stork block|imperial margarine|parkay|promise spread",
    "fat",
    {
      without: ["pork", "beef", "meat"],
      may: ["milk", "soybeans"],
      why: "Margarines are vegetable oils but many add buttermilk or whey (milk) and soy lecithin; which, varies by brand.",
    },
  ),
  food("plant butter|earth balance|miyokos butter|miyoko's butter|naturli|flora plant|vegan block|vegetable butter|violife butter", "margarine", {
    without: ["milk"],
    may: ["tree nuts"],
    why: "Made without milk; some are cashew-based.",
  }),
  // yogurts
  food(
    "yogurt|yoghurt|yogourt|yoghourt|plain yogurt|plain yoghurt|natural yogurt|natural yoghurt|whole milk yogurt|whole-milk yogurt|full fat yogurt|full-fat yogurt|set yogurt|live yogurt|bio yogurt|probiotic yogurt|curd|curds|dahi|doi|thayir|yakult|activia|yoplait|danone|muller|chobani|stonyfield|yeo valley|onken|brown cow|dannon",
    "dairy",
  ),
  food(
    "greek yogurt|greek yoghurt|greek-style yogurt|greek style yogurt|greek-style yoghurt|strained yogurt|strained yoghurt|full-fat greek yogurt|full fat greek yogurt|whole milk greek yogurt|whole-milk greek yogurt|5% greek yogurt|fage|fage total|total greek yogurt|oikos|greek yogurt plain|0% greek yogurt|nonfat greek yogurt|non-fat greek yogurt|fat-free greek yogurt",
    "yogurt",
  ),
  food("kashk|kashk powder|liquid kashk|jameed|kurut|qurut|dried yogurt|dried yoghurt|yogurt powder|yoghurt powder", "yogurt"),
  food(
    "skyr|icelandic yogurt|icelandic skyr|icelandic-style yogurt|icelandic style yogurt|skyr yogurt|siggi's|siggis|arla skyr|plain skyr|nonfat skyr",
    "yogurt",
  ),
  food("labneh|labna|labne|lebneh|labnah|yogurt cheese|yoghurt cheese|labneh balls|strained labneh|hung curd|hung yogurt|chakka", "yogurt"),
  food(
    "vanilla yogurt|vanilla yoghurt|flavored yogurt|flavoured yogurt|fruit yogurt|fruit yoghurt|yogurt drink|yoghurt drink|drinking yogurt|yogurt smoothie",
    "yogurt",
  ),
  food("frozen yogurt|frozen yoghurt|froyo|fro yo", "yogurt"),
  food("shrikhand|amrakhand|mishti doi|srikhand", "yogurt", { why: "Sweetened strained yogurt." }),
  // other milk products
  food("whey|whey powder|whey protein|whey protein isolate|whey protein concentrate|sweet whey|acid whey|whey concentrate", "dairy"),
  food(
    "casein|caseinate|caseinates|sodium caseinate|calcium caseinate|milk protein|milk proteins|milk protein concentrate|lactalbumin|lactoglobulin|micellar casein",
    "dairy",
  ),
  food("lactose|milk sugar", "dairy", { why: "EU Annex II names lactose among milk products; lactose may carry traces of milk protein." }),
  food("khoa|khoya|mawa|khova|khoa powder|rabri|rabdi|basundi|milk reduction", "dairy"),
  food("dulce de leche|cajeta|manjar|manjar blanco|arequipe|doce de leite|confiture de lait|milk jam|milk caramel|cajeta de leche", "dairy|confectionery", {
    why: "Milk slowly cooked with sugar (cajeta is goat's milk).",
  }),
  food(
    "ice cream|icecream|ice-cream|vanilla ice cream|chocolate ice cream|strawberry ice cream|gelato|soft serve|soft-serve|frozen custard|kulfi|dondurma|semifreddo|ben and jerrys|ben & jerry's|haagen dazs|haagen-dazs|breyers|carte dor|carte d'or|neapolitan ice cream|ice cream sandwich",
    "dairy|confectionery",
    {
      may: ["egg", "tree nuts", "peanuts", "wheat", "gluten", "soybeans"],
      why: "Ice cream is milk and cream; custard-based ones hold egg yolk, and flavours add nuts, cookies or wafers.",
    },
  ),
];
