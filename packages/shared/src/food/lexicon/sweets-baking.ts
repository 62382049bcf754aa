import { food } from "./entry";

/**
 * Sugars, syrups, sweeteners, leavening and setting agents, jams, icings and sweets. Gelatin is
 * made from the skin and bones of slaughtered pigs or cattle (or fish); agar and pectin are plants.
 * Baking powder in the UK is sometimes bulked with wheat flour; cream of tartar is a wine by-product
 * with no cream.
 */
const GELATIN = "Gelatin is made from pig skin or cattle hides and bones (fish gelatin is named so).";

export const SWEETS_BAKING = [
  // sugar: the concept "sugar" alone stands for
  food(
    "sugar|granulated sugar|white sugar|caster sugar|castor sugar|superfine sugar|cane sugar|table sugar|white granulated sugar|pure cane sugar|organic cane sugar|evaporated cane juice|baker's sugar|bakers sugar|extra fine sugar|golden caster sugar|golden granulated sugar|granulated white sugar|sugar cubes|sugar cube|sugar lumps|rock sugar|yellow rock sugar|rock candy|crystal sugar|pearl sugar|nib sugar|swedish pearl sugar|belgian pearl sugar|sanding sugar|coarse sugar|decorating sugar|preserving sugar|jam sugar|gelling sugar|jam setting sugar|azucar|azúcar|sucre|zucchero|chini|cheeni|shakkar|sugar to taste|sugar for dusting|beet sugar|sugar granules|white caster sugar|fine granulated sugar|fruit sugar|sugar of choice",
    "sweetener",
  ),
  food(
    "brown sugar|light brown sugar|dark brown sugar|packed brown sugar|firmly packed brown sugar|soft brown sugar|light brown soft sugar|dark brown soft sugar|light soft brown sugar|dark soft brown sugar|light muscovado|dark muscovado|muscovado sugar|muscovado|light brown muscovado sugar|light muscovado sugar|dark muscovado sugar|demerara sugar|demerara|turbinado sugar|turbinado|raw sugar|sugar in the raw|raw cane sugar|palm sugar|coconut sugar|coconut palm sugar|gula melaka|gula jawa|gula merah|nam tan pip|jaggery|gur|gud|jaggery powder|panela|piloncillo|rapadura|sucanat|kokuto|okinawan brown sugar|black sugar|brown sugar chunks|chinese brown sugar|brown slab sugar|slab sugar|date sugar|maple sugar|golden brown sugar|cassonade|brown sugar packed",
    "sugar",
  ),
  food(
    "powdered sugar|confectioners sugar|confectioners' sugar|confectioner's sugar|confectionery sugar|icing sugar|10x sugar|powder sugar|icing sugar mixture|pure icing sugar|fondant icing sugar|royal icing sugar|snow sugar|non-melting icing sugar|azúcar glas|azucar glass|powdered sugar for dusting|golden icing sugar",
    "sugar",
  ),
  food(
    "simple syrup|sugar syrup|gomme syrup|gomme|stock syrup|rich simple syrup|demerara syrup|cane syrup|sirop de canne|cane sugar syrup|sugarcane syrup|steen's cane syrup|flavoured syrup|flavored syrup|coffee syrup|monin|torani|vanilla syrup|caramel syrup|hazelnut syrup|lavender syrup|ginger syrup|mint syrup|sugar water|syrup|syrups|light syrup|heavy syrup",
    "sugar",
  ),
  food(
    "golden syrup|lyle's golden syrup|lyles golden syrup|lyle's|light treacle|treacle|black treacle|molasses|blackstrap molasses|unsulphured molasses|unsulfured molasses|dark molasses|light molasses|fancy molasses|mild molasses|cooking molasses|sugarcane molasses|grandma's molasses|sorghum syrup|sorghum molasses|sweet sorghum|cane molasses|melasse",
    "sugar",
    {
      may: ["sulphites"],
      why: "Sulphured molasses is treated with sulphur dioxide; unsulphured molasses is sold as such.",
    },
  ),
  food(
    "maple syrup|pure maple syrup|real maple syrup|grade a maple syrup|grade b maple syrup|dark maple syrup|amber maple syrup|very dark maple syrup|maple|maple syrup to serve|maple butter|maple cream|maple flakes|maple water|pancake syrup|table syrup|aunt jemima syrup|mrs butterworth's|mrs. butterworth's|log cabin syrup|maple flavored syrup|maple flavoured syrup|breakfast syrup|waffle syrup|sugar free syrup",
    "sweetener",
  ),
  food(
    "raw honey|clover honey|runny honey|set honey|creamed honey|manuka honey|acacia honey|orange blossom honey|wildflower honey|buckwheat honey|heather honey|thyme honey|greek honey|local honey|liquid honey|hot honey|mike's hot honey|comb honey|honey comb pieces|chestnut honey|lavender honey|eucalyptus honey|tupelo honey|blossom honey|pure honey|honey to taste|squeeze honey|miel|miele|shahad",
    "honey",
  ),
  food("honeycomb|honey comb", "sweetener", {
    may: ["animal-product"],
    why: "Comb honey, or in British baking honeycomb toffee (sugar and bicarbonate, no honey).",
  }),
  food("cinder toffee|honeycomb toffee|hokey pokey|sponge candy|seafoam candy|puff candy|dalgona|dalgona candy|ppopgi", "confectionery", {
    why: "Sugar foamed with bicarbonate of soda: no honey.",
  }),
  food("beeswax|propolis|royal jelly|bee pollen|pollen granules", "honey", { why: "Bee products: not vegan." }),
  food(
    "agave syrup|agave nectar|agave|light agave|dark agave|blue agave syrup|raw agave|agave sweetener|yacon syrup|birch syrup|coconut nectar|coconut syrup nectar|date nectar|fig syrup|monk fruit syrup|allulose syrup|tapioca syrup",
    "sweetener",
  ),
  food("rice malt syrup|brown rice syrup|rice syrup|yinnie syrup", "rice|sweetener", {
    may: ["gluten"],
    why: "Rice malt syrup may be made with barley enzymes.",
  }),
  food(
    "corn syrup|light corn syrup|dark corn syrup|glucose syrup|liquid glucose|glucose|dextrose|karo|karo syrup|karo light corn syrup|high fructose corn syrup|glucose-fructose syrup|invert sugar|invert syrup|invert sugar syrup|trimoline|isomalt|maltodextrin|dextrin|fructose|crystalline fructose|glucose powder|dextrose powder|glucose solids",
    "corn|sweetener",
    {
      why: "Glucose syrups and maltodextrin, even from wheat, are exempt from allergen labelling (EU Annex II): no wheat mark.",
    },
  ),
  food(
    "pomegranate molasses|pomegranate syrup|grenadine|grenadine syrup|dibs rumman|nar ekşisi|nar eksisi|pomegranate concentrate|pomegranate reduction",
    "pomegranate",
    { may: ["sulphites"], why: "Some brands are preserved with sulphites." },
  ),
  food("grape molasses|pekmez|petimezi|sapa|vincotto|vino cotto|mosto cotto|grape must syrup|arrope|dibs anab", "grapes", {
    may: ["sulphites"],
    why: "Cooked grape must; sulphites are common.",
  }),
  food(
    "artificial sweetener|sugar substitute|sugar replacement|stevia|liquid stevia|stevia drops|stevia powder|truvia|pure via|stevia in the raw|monk fruit|monk fruit sweetener|monkfruit|luo han guo|lakanto|lakanto monkfruit|erythritol|xylitol|allulose|sucralose|splenda|aspartame|equal|nutrasweet|saccharin|sweet'n low|sweet n low|sweet and low|canderel|sorbitol|maltitol|swerve|swerve sweetener|sukrin|granulated sweetener|brown sugar substitute|powdered erythritol|confectioners swerve|keto sweetener|natvia|whole earth sweetener|sugar alcohol|xylitol sweetener|brown swerve|golden monk fruit",
    "sweetener",
  ),
  food("stevia extract|liquid stevia extract|stevia liquid|stevia glycerite|sweetleaf drops|sweetleaf", "artificial sweetener", {
    may: ["alcohol"],
    why: "Liquid stevia extracts may be made with alcohol (glycerite ones are not).",
  }),
  // leavening and setting agents
  food(
    "baking powder|double-acting baking powder|double acting baking powder|single acting baking powder|aluminum-free baking powder|aluminium free baking powder|rumford|rumford baking powder|calumet|royal baking powder|dr oetker baking powder|supercook baking powder|baking powder heaped",
    "baking ingredient",
    { why: "Bicarbonate and acid with corn or potato starch; the wheat flour bulking older British brands used is no longer usual." },
  ),
  food(
    "baking soda|bicarbonate of soda|sodium bicarbonate|bicarb soda|bicarb|bicarbonate|bread soda|arm & hammer baking soda|arm and hammer baking soda|bicarbonate soda|soda bicarbonate|cooking soda|meetha soda|bicarbonate de soude",
    "baking ingredient",
  ),
  food("cream of tartar|tartaric acid|potassium bitartrate|cream of tartar powder|tartar cream", "baking ingredient", {
    why: "Cream of tartar is potassium bitartrate from wine-making: no cream, no milk.",
  }),
  food(
    "yeast|active dry yeast|dry yeast|instant yeast|instant dry yeast|rapid rise yeast|rapid-rise yeast|bread machine yeast|dried yeast|fast-action yeast|fast action yeast|fast action dried yeast|fast-action dried yeast|easy bake yeast|easy blend yeast|easy-blend yeast|fresh yeast|cake yeast|compressed yeast|fleischmann's|fleischmanns|saf-instant|saf instant|red star yeast|quick yeast|quick-rise yeast|osmotolerant yeast|gold yeast|baker's yeast|bakers yeast|yeast packet|packet of yeast|envelope yeast|sachet of yeast|dry active yeast|allinson yeast|doves farm yeast|lievito|levure",
    "baking ingredient",
  ),
  food("brewer's yeast|brewers yeast|brewer's yeast flakes|debittered brewer's yeast", "baking ingredient", {
    may: ["gluten"],
    why: "Brewer's yeast is grown in beer wort (barley).",
  }),
  food(
    "ammonium carbonate|baker's ammonia|bakers ammonia|hartshorn|hirschhornsalz|potash|lye|food grade lye|kansui|lye water|alkaline water|kan sui|pickling lime|calcium hydroxide|slaked lime|potassium carbonate|sodium carbonate|baked soda|washing soda food grade|pearl ash",
    "baking ingredient",
  ),
  food("bread improver|dough improver|dough conditioner|dough enhancer|bread enhancer|bread mix improver|crumb softener", "baking ingredient", {
    may: ["wheat", "gluten", "soybeans"],
    why: "Bread improvers are enzymes on wheat flour or soy flour.",
  }),
  food(
    "citric acid|sour salt|ascorbic acid|vitamin c powder|malic acid|lemon salt|fruit acid|lactic acid|sodium citrate|calcium chloride|calcium lactate|sodium alginate|glucono delta lactone|gdl|nigari|magnesium chloride|gypsum|calcium sulfate|epsom salt food grade",
    "food additive",
    {
      why: "Food acids and salts; lactic acid and calcium lactate are made by fermentation, not from milk.",
    },
  ),
  food(
    "gelatin|gelatine|unflavored gelatin|unflavoured gelatine|powdered gelatin|powdered gelatine|gelatin powder|gelatine powder|knox gelatin|knox|knox unflavored gelatin|sheet gelatin|gelatin sheets|gelatine sheets|leaf gelatin|leaf gelatine|gelatine leaves|gelatin leaves|platinum gelatin sheets|gold gelatin sheets|silver gelatine leaves|bronze gelatin|beef gelatin|bovine gelatin|pork gelatin|grass-fed gelatin|great lakes gelatin|halal gelatin|collagen|collagen peptides|collagen powder|hydrolyzed collagen|hydrolysed collagen|vital proteins|gelatin envelope|packet of gelatin|envelope unflavored gelatin|dr oetker gelatine",
    "food additive",
    {
      has: ["slaughter"],
      may: ["pork", "beef", "fish"],
      why: GELATIN,
    },
  ),
  food(
    "jello|jell-o|jelly cubes|jelly crystals|jelly powder|gelatin dessert|gelatine dessert|jelly dessert|flavoured jelly|flavored gelatin|hartley's jelly|royal gelatin|jelly mix|gelatin mix|strawberry jello|lime jello|raspberry jello|cherry jello|orange jello|lemon jello|jelly tablet|jelly packet|jello mix",
    "gelatin|confectionery",
    {
      why: "Jell-O and British jelly are flavoured gelatin.",
    },
  ),
  food("jelly|jellies", "jam", {
    may: ["slaughter", "pork", "beef"],
    why: "US jelly is a fruit jam; British jelly is a gelatin dessert.",
  }),
  food("jello shots|jelly shots|jell-o shots|vodka jelly", "jello|alcohol"),
  food(
    "pectin|fruit pectin|liquid pectin|powdered pectin|certo|sure-jell|sure jell|pomona's pectin|pomonas pectin|low sugar pectin|jam pectin|apple pectin|pectin powder|no sugar needed pectin|ball pectin",
    "food additive",
    { why: "Pectin is from apple or citrus peel: a plant gel." },
  ),
  food(
    "xanthan gum|xanthan|guar gum|guar|gum arabic|acacia gum|carrageenan|gellan gum|gellan|cellulose gum|methylcellulose|hydroxypropyl methylcellulose|tragacanth|gum tragacanth|cmc|tylose|tylose powder|cmc powder|konjac powder|glucomannan powder|locust bean gum powder|ultra-tex|instant clearjel|clearjel|clear jel|instant starch",
    "food additive",
    {
      why: "Plant and microbial gums; carrageenan is seaweed.",
    },
  ),
  food("arrowroot|arrowroot powder|arrowroot starch|arrowroot flour|arrowroot root starch|bermuda arrowroot", "vegetable|food additive"),
  // jams and spreads
  food(
    "jam|jams|preserves|fruit preserves|strawberry jam|raspberry jam|seedless raspberry jam|apricot jam|apricot preserves|blackcurrant jam|cherry jam|cherry preserves|strawberry preserves|raspberry preserves|blueberry jam|blueberry preserves|blackberry jam|blackberry preserves|seedless blackberry jam|peach jam|peach preserves|plum jam|damson jam|gooseberry jam|rhubarb jam|mixed fruit jam|fruit spread|no sugar fruit spread|conserve|conserves|confiture|mermelada|jam of choice|marmalade|orange marmalade|seville orange marmalade|lime marmalade|lemon marmalade|thick cut marmalade|grapefruit marmalade|ginger marmalade|grape jelly|concord grape jelly|apple jelly|quince preserves|bonne maman|smucker's|smuckers|st dalfour|st. dalfour|polaner|welch's grape jelly|hartley's jam|chia jam|jam to serve|apricot glaze|strained apricot jam|sieved apricot jam|jelly preserves|fruit jelly",
    "fruit",
    {
      may: ["sulphites"],
      why: "Fruit and sugar set with pectin; some jams and marmalades hold sulphite preservatives.",
    },
  ),
  // icings, frostings and decorations
  food(
    "icing|frosting|canned frosting|store-bought frosting|ready-made frosting|betty crocker frosting|pillsbury frosting|duncan hines frosting|vanilla frosting|chocolate frosting|chocolate icing|white frosting|whipped frosting|funfetti frosting|sugar glaze|icing glaze|donut glaze|doughnut glaze|mirror glaze|glacé icing|glace icing|water icing|drizzle icing|icing sugar glaze|ready to roll icing|writing icing|icing pens|decorating icing|tube icing",
    "confectionery",
    {
      may: ["milk", "egg", "soybeans", "slaughter"],
      why: "Frostings are sugar with butter or shortening; canned ones may hold milk and soy lecithin, mirror glazes gelatin.",
    },
  ),
  food(
    "buttercream|butter cream|buttercream frosting|butter icing|cream cheese frosting|cream cheese icing|chocolate buttercream|vanilla buttercream|ermine frosting|swiss meringue buttercream|italian meringue buttercream|french buttercream|german buttercream|american buttercream|brown butter frosting",
    "confectionery|butter",
    {
      may: ["egg"],
      why: "Butter (and cream cheese) beaten with sugar; meringue buttercreams add egg white.",
    },
  ),
  food("royal icing|royal icing mix|seven minute frosting|7 minute frosting|marshmallow frosting|boiled icing|meringue frosting", "confectionery|egg", {
    why: "Royal icing and seven-minute frosting are egg white and sugar.",
  }),
  food(
    "fondant|rolled fondant|ready to roll fondant|sugarpaste|sugar paste|fondant icing|regal ice|renshaw|renshaw icing|satin ice|wilton fondant|modelling paste|modeling paste|gum paste|flower paste|modelling chocolate|marzipan icing",
    "confectionery",
    {
      may: ["slaughter", "milk", "egg"],
      why: "Rolled fondants and gum paste are often set with gelatin (some with egg white); modelling chocolate holds milk.",
    },
  ),
  food("marshmallow fondant|mmf", "fondant", { has: ["slaughter"], why: "Made from marshmallows (gelatin)." }),
  food(
    "sprinkles|jimmies|hundreds and thousands|nonpareils|rainbow sprinkles|funfetti sprinkles|confetti sprinkles|sugar strands|sugar pearls|silver dragees|silver balls|gold dragees|sugar balls|edible glitter|edible gold leaf|gold leaf|silver leaf|edible silver|luster dust|lustre dust|edible pearls|candy eyes|candy eyeballs|sugar flowers|cake decorations|cupcake decorations|sugar decorations|sugar sprinkles|sanding sprinkles|heart sprinkles|christmas sprinkles|star sprinkles|unicorn sprinkles",
    "confectionery",
    {
      may: ["animal-product", "slaughter", "soybeans", "milk"],
      why: "Sprinkles are sugar and starch glazed with shellac (confectioner's glaze, from insects) and sometimes coloured with carmine (cochineal).",
    },
  ),
  food("chocolate sprinkles|chocolate jimmies|chocolate vermicelli|hagelslag|chocolate strands|chocolate hundreds and thousands|chocolate rice", "sprinkles", {
    may: ["milk"],
    why: "Chocolate sprinkles may be milk chocolate.",
  }),
  food(
    "candy melts|wilton candy melts|melting wafers|candy coating|almond bark|vanilla candy coating|chocolate candy coating|compound chocolate|coating chocolate|summer coating|merckens",
    "confectionery",
    {
      may: ["milk", "soybeans"],
      why: "Candy melts and almond bark (no almonds) are sugar, palm kernel oil and milk powder with soy lecithin.",
    },
  ),
  food(
    "food colouring|food coloring|food colour|food color|gel food coloring|gel food colouring|gel colour|gel color|liquid food coloring|paste food coloring|red food coloring|red food colouring|green food coloring|blue food coloring|yellow food coloring|orange food coloring|pink food coloring|black food coloring|natural food coloring|food dye|food dyes|americolor|wilton color|wilton icing color|colouring|coloring|red dye|caramel color|caramel colour|beet powder coloring",
    "food additive",
    {
      may: ["slaughter"],
      why: "Red and pink colourings may be carmine (cochineal insects).",
    },
  ),
  food("cochineal|carmine|carminic acid|natural red 4|e120|crimson lake|cochineal extract", "food additive", {
    has: ["slaughter"],
    why: "Carmine is made from crushed cochineal insects.",
  }),
  food("liquid smoke|smoke flavouring|smoke flavoring|hickory liquid smoke|mesquite liquid smoke|colgin liquid smoke|wright's liquid smoke", "food additive"),
  food(
    "batter|frying batter|tempura batter|tempura batter mix|tempura flour|tempura mix|beer batter mix|fish batter mix|batter mix|fish fry mix|fish fry|louisiana fish fry|zatarain's fish fry|chicken batter mix|seasoned flour|dredging flour|shake and bake|shake 'n bake|shake n bake|kentucky kernel|coating mix|breading mix|breading|seasoned coating",
    "wheat",
    {
      may: ["egg", "milk", "soybeans", "celery", "mustard"],
      why: "Batters and coating mixes are wheat flour with starch and leavening, some with egg or milk powder.",
    },
  ),
  food("beer batter|beer-batter|beer batter for fish", "batter|beer"),
  food("eno|eno fruit salt|fruit salt|eno regular", "baking ingredient", { why: "Sodium bicarbonate and citric acid." }),
  food("varq|vark|chandi varq|chandi ka varq|silver varq|silver vark|edible silver foil|gold varq", "confectionery", { why: "Beaten silver or gold leaf." }),
];
