import { food } from "./entry";

/** Water, ice, soft drinks, coffee, tea, juices and drinks made with milk or protein powders. */
export const DRINKS = [
  // water: the concept "water" alone stands for
  food(
    "water|cold water|warm water|hot water|boiling water|ice water|iced water|ice-cold water|lukewarm water|tap water|filtered water|bottled water|spring water|mineral water|still water|distilled water|boiled water|chilled water|water as needed|water to cover|cup of water|more water|extra water|agua|eau|acqua|pani|water for the dressing|hot tap water|very warm water|just boiled water|boiling-hot water|reserved water",
    "drink",
  ),
  food(
    "sparkling water|club soda|soda water|seltzer|seltzer water|carbonated water|fizzy water|sparkling mineral water|perrier|san pellegrino|topo chico|la croix|lacroix|soda syphon water|flavored sparkling water|flavoured sparkling water|tonic water|tonic|indian tonic water|fever-tree tonic|fever tree tonic|schweppes tonic|diet tonic|quinine water",
    "water",
  ),
  food("ice|ice cube|ice cubes|crushed ice|cubed ice|ice chips|shaved ice|ice blocks|ice block|ice bath|bag of ice|ice to serve|handful of ice", "water"),
  food(
    "soda|soft drink|soft drinks|pop|cola|coca-cola|coca cola|coke|diet coke|coke zero|pepsi|diet pepsi|dr pepper|dr. pepper|root beer|a&w root beer|cream soda|raspberry cream soda|vanilla cream soda|ginger ale|canada dry|schweppes|7up|7-up|seven up|sprite|lemon-lime soda|lemon lime soda|fizzy lemonade|fanta|orange soda|grape soda|mountain dew|fresca|squirt|irn bru|irn-bru|lemon soda|limonata|san pellegrino limonata|aranciata|ting|kola champagne|inca kola|jarritos|mexican coke|tamarind soda|club mate|cheerwine|vernors|sarsaparilla|birch beer|sarsi|energy drink|red bull|monster energy|sports drink|gatorade|powerade|lucozade|electrolyte drink|pedialyte|vitamin water|vitaminwater|tang|kool-aid|kool aid|crystal light|drink mix|powdered drink mix|orange squash|lemon squash|robinsons squash|cordial|elderflower cordial|fruit cordial|blackcurrant cordial|sirup|rooh afza|roohafza|sharbat|jallab|vimto|lemonade|pink lemonade|homemade lemonade|cloudy lemonade|limeade|arnold palmer",
    "drink",
    {
      may: ["sulphites"],
      why: "Soft drinks, squashes and cordials; some are preserved with sulphites. Root beer and cream soda hold no beer or cream.",
    },
  ),
  food("ginger beer|ginger beer non alcoholic|fentimans ginger beer|old jamaica ginger beer|bundaberg ginger beer|traditional ginger beer", "drink", {
    may: ["alcohol"],
    why: "Brewed ginger beer can hold up to about 0.5% alcohol; alcoholic ginger beer is sold as such.",
  }),
  food("kombucha|kombucha tea|booch|water kefir|tibicos|tepache|kvass|kwas|boza|chicha", "drink", {
    may: ["alcohol", "gluten"],
    why: "Fermented drinks hold a little alcohol; kvass is rye bread (gluten), boza millet or wheat.",
  }),
  food(
    "agua fresca|aguas frescas|agua de jamaica|agua de tamarindo|agua de horchata|agua de pepino|jamaica drink|hibiscus drink|sorrel drink|mauby|sugarcane juice|sugar cane juice|sugarcane drink|tamarind drink|nimbu pani|shikanji|jaljeera|aam panna|sherbet drink|falooda|faluda|sikanjvi|ayran drink|bandung|air bandung|chia fresca|switchel|shrub|drinking vinegar",
    "drink",
    {
      may: ["milk", "alcohol", "tree nuts"],
      why: "Sweetened fruit and herb drinks; Caribbean sorrel is often spiked with rum; falooda and bandung hold milk.",
    },
  ),
  food(
    "smoothie|smoothies|fruit smoothie|green smoothie|smoothie mix|smoothie packs|frozen smoothie packs|smoothie base|protein smoothie|acai bowl base|milkshake base",
    "drink",
    {
      may: ["milk", "tree nuts", "peanuts", "soybeans", "gluten"],
      why: "Smoothies are fruit blended with yogurt, milk, nut butters, oats or protein powder.",
    },
  ),
  food(
    "protein powder|whey protein powder|protein shake|protein drink|vanilla protein powder|chocolate protein powder|plant protein powder|plant-based protein powder|vegan protein powder|soy protein powder|casein protein|casein protein powder|meal replacement shake|meal replacement|ensure shake|boost drink|slimfast|slim fast|huel|soylent|premier protein|fairlife protein shake|orgain|protein water|unflavored protein powder|scoop of protein powder|collagen protein",
    "food additive",
    {
      may: ["milk", "soybeans", "egg", "tree nuts", "peanuts", "gluten", "wheat"],
      why: "Protein powders are whey or casein (milk), soy, egg white or pea and rice protein; shakes may add nuts or oats.",
    },
  ),
  food("pea protein|pea protein powder|pea protein isolate|rice protein|brown rice protein|pumpkin seed protein|sacha inchi protein", "food additive"),
  // coffee
  food(
    "coffee|brewed coffee|strong coffee|black coffee|cold brew|cold-brew|brew|cold brew coffee|cold-brew coffee|cold brew concentrate|espresso|espressos|brewed espresso|strong brewed coffee|hot coffee|iced coffee|decaf coffee|decaffeinated coffee|instant coffee|instant coffee granules|instant coffee powder|coffee granules|instant espresso|instant espresso powder|espresso powder|espresso shots|shot of espresso|espresso shot|coffee beans|ground coffee|whole coffee beans|coffee grounds|finely ground coffee|espresso beans|chocolate covered espresso beans|nescafe|nescafé|kahwa|qahwa|arabic coffee|turkish coffee|greek coffee|cuban coffee|cafecito|cafe de olla|café de olla|chicory coffee|camp coffee|coffee essence|coffee concentrate|ristretto|americano|long black|lungo|doppio|filter coffee|drip coffee|french press coffee|moka pot coffee|percolated coffee|dark roast coffee|medium roast coffee|coffee liquid|leftover coffee|day old coffee|coffee powder|kopi|kopi o|ca phe|cà phê|vietnamese coffee grounds|cafe du monde coffee|bustelo|cafe bustelo",
    "drink",
  ),
  food(
    "vietnamese coffee|vietnamese iced coffee|ca phe sua da|cà phê sữa đá|ca phe sua|egg coffee|ca phe trung|dalgona coffee|frappuccino|coffee frappe|coffee milkshake",
    "coffee",
    {
      has: ["milk"],
      may: ["egg"],
      why: "Made with sweetened condensed milk or milk; Hanoi egg coffee adds egg yolk.",
    },
  ),
  // tea
  food(
    "tea|black tea|black tea leaves|tea leaves|loose tea|loose-leaf tea|loose leaf tea|loose black tea|loose-leaf black tea|loose leaf black tea|tea bag|tea bags|black tea bag|black tea bags|earl grey|earl grey tea|lady grey|english breakfast|english breakfast tea|irish breakfast tea|scottish breakfast tea|builder's tea|builders tea|assam|assam tea|assam tea leaves|ceylon tea|ceylon tea leaves|darjeeling|darjeeling tea|keemun|lapsang souchong|lapsang|russian caravan|pg tips|yorkshire tea|lipton|lipton tea|lipton tea bags|tetley|typhoo|twinings|ctc tea|chai tea leaves|chai tea bags|chai tea|strong tea|brewed tea|cold brewed tea|iced tea|sweet tea|southern sweet tea|arizona iced tea|snapple|tea concentrate|orange pekoe|pekoe",
    "drink",
  ),
  food(
    "green tea|green tea leaves|green tea bags|sencha|gyokuro|bancha|hojicha|houjicha|kukicha|genmaicha|jasmine tea|jasmine green tea|gunpowder tea|gunpowder green tea|dragon well|longjing|matcha|matcha powder|culinary matcha|culinary grade matcha|ceremonial matcha|ceremonial grade matcha|green tea powder|oolong|oolong tea|tieguanyin|da hong pao|pu-erh|pu erh|puerh|pu'er|white tea|silver needle|white peony tea|yellow tea|chinese tea|japanese green tea|moroccan mint tea|atay",
    "tea",
  ),
  food(
    "herbal tea|tisane|infusion|rooibos|rooibos tea|redbush|redbush tea|honeybush|chamomile tea|camomile tea|chamomile|camomile|peppermint tea|mint tea|spearmint tea|hibiscus tea|ginger tea|lemon ginger tea|lemon and ginger tea|fruit tea|berry tea|lemongrass tea|rosehip tea|nettle tea|fennel tea|licorice tea|liquorice tea|yerba mate|yerba maté|mate|maté|guayusa|tulsi tea|turmeric tea|butterfly pea tea|barley tea bags|corn silk tea|buckwheat tea|soba cha|roasted corn tea|oksusu cha|yuzu tea|citron tea syrup|ginseng tea|jujube tea|chrysanthemum tea|osmanthus tea|lemon balm tea|sleepytime",
    "drink",
    {
      why: "Infusions of herbs and flowers (barley and buckwheat teas are named with their grain).",
    },
  ),
  food("golden milk|turmeric latte|haldi doodh|matcha latte|chai latte mix|london fog|tea latte|hojicha latte|ube latte", "milk", {
    why: "Made with steamed milk.",
  }),
  food("chicha morada|purple corn drink|mazamorra morada", "corn|drink", { why: "Purple corn simmered with fruit and spices." }),
];
