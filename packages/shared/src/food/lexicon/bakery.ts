import { food } from "./entry";

/**
 * Cakes, cookies and biscuits, sweet pastries, pancakes and waffles: what a recipe names as an
 * ingredient (ladyfingers for tiramisu, digestives for a base, a bought pound cake for trifle).
 */
const BAKED = "Baked goods are wheat flour with egg and butter or milk; many brands add soy lecithin and are made beside nuts.";

export const BAKERY = [
  food(
    "cake|cakes|sponge cake|sponge|sponges|victoria sponge|genoise|génoise|pound cake|madeira cake|chiffon cake|layer cake|sheet cake|cake layers|cupcake|cupcakes|fairy cakes|bundt cake|loaf cake|coffee cake|chocolate cake|vanilla cake|yellow cake|white cake|birthday cake|cake scraps|leftover cake|trifle sponges|trifle sponge|sponge cake fingers|sponge flan case|flan case|flan base|madeleines|madeleine|financiers|financier|friands|lamingtons|battenberg|battenberg cake|lemon drizzle|lemon drizzle cake|carrot cake|red velvet cake|devil's food cake|marble cake|pound cake slices|sara lee pound cake|castella|kasutera|tres leches cake|angel cake|upside down cake|honey cake|sponge cake layers",
    "wheat|baked good",
    {
      has: ["egg", "milk"],
      may: ["soybeans", "tree nuts", "peanuts"],
      why: BAKED,
    },
  ),
  food("angel food cake|angel food cakes|angel food", "cake", { without: ["milk"], may: ["milk"], why: "Egg whites, sugar and flour; no butter." }),
  food("swiss roll|swiss rolls|jelly roll|jelly rolls|roulade|roulades|yule log|bûche de noël|buche de noel|mini rolls|cake roll", "cake"),
  food("jaffa cakes|jaffa cake", "cake", { may: ["slaughter"], why: "Sponge, orange jelly (pectin or gelatin) and chocolate." }),
  food(
    "muffin|muffins|blueberry muffins|blueberry muffin|chocolate chip muffins|bran muffins|corn muffins|corn muffin|banana muffins|morning glory muffins",
    "cake",
    { why: "US muffins are small cakes of wheat flour, egg and milk or butter.", may: ["milk"] },
  ),
  food("brownie|brownies|fudge brownies|chocolate brownies|blondie|blondies|brownie bites|brownie pieces", "cake", {
    may: ["tree nuts", "peanuts"],
    why: "Brownies are often made with walnuts or pecans.",
  }),
  food("cheesecake|cheesecakes|new york cheesecake|baked cheesecake|no-bake cheesecake|japanese cheesecake|basque cheesecake", "cake|cheese", {
    why: "Cream cheese, egg and a wheat biscuit base.",
  }),
  food(
    "fruit cake|fruitcake|christmas cake|dundee cake|simnel cake|bara brith cake|rich fruit cake|boiled fruit cake|panettone|pandoro|stollen|christstollen|colomba|colomba pasquale|babka|chocolate babka|kugelhopf|gugelhupf|kouglof|bundt|king cake|rosca de reyes|galette des rois|bolo rei|pan de muerto",
    "cake",
    {
      may: ["alcohol", "sulphites", "tree nuts"],
      why: "Enriched cakes with dried fruit (sulphites), candied peel, almonds or marzipan (stollen, galette des rois) and often brandy or rum.",
    },
  ),
  food(
    "banana bread|banana loaf|zucchini bread|courgette bread|pumpkin bread|date loaf|date and walnut loaf|apple bread|lemon loaf|tea loaf|gingerbread loaf|sticky toffee pudding|parkin|ginger cake|jamaica ginger cake",
    "cake",
    { may: ["tree nuts"], why: "Quick breads with egg and butter, often with walnuts." },
  ),
  food(
    "cornbread|corn bread|skillet cornbread|southern cornbread|spoonbread|spoon bread|hushpuppies|hush puppies|hushpuppy|corn pone|broa|broa de milho",
    "corn|baked good",
    {
      may: ["wheat", "gluten", "egg", "milk", "pork"],
      why: "Cornmeal usually with wheat flour, egg and buttermilk; Southern cornbread is baked in bacon fat or lard.",
    },
  ),
  // cookies and biscuits
  food(
    "cookie|cookies|sugar cookies|sugar cookie|chocolate chip cookies|chocolate chip cookie|oatmeal cookies|oatmeal cookie|oatmeal raisin cookies|double chocolate cookies|butter cookies|danish butter cookies|sandwich cookies|biscuit|biscuits|sweet biscuits|cookie crumbs|cookie pieces|store-bought cookies|snickerdoodles|snickerdoodle|thumbprint cookies|linzer cookies|pizzelle|pizzelles|krumkake|florentines|florentine|langues de chat|tuile|tuiles|cut-out cookies|spritz cookies|crinkle cookies|chocolate crinkle cookies|whoopie pies|whoopie pie|cookie bars|bar cookies|shortcake|shortcakes|strawberry shortcake|welsh cakes|rock cakes|rock buns",
    "wheat|baked good",
    {
      may: ["egg", "milk", "soybeans", "tree nuts", "peanuts", "gluten"],
      why: "Cookies are wheat flour with butter and egg; many hold nuts or are made beside them. (A US 'biscuit' is a buttermilk scone, a UK 'biscuit' a cookie.)",
    },
  ),
  food(
    "shortbread|shortbread cookies|shortbread fingers|shortbread biscuits|scottish shortbread|walkers shortbread|millionaire's shortbread|millionaires shortbread|caramel shortbread|petticoat tails",
    "cookie",
    { has: ["milk"], why: "Shortbread is flour, sugar and butter." },
  ),
  food(
    "digestive biscuits|digestive biscuit|digestives|mcvitie's digestives|mcvities digestives|chocolate digestives|rich tea|rich tea biscuits|marie biscuits|marie biscuit|maria cookies|maria biscuits|galletas maria|tea biscuits|nice biscuits|malted milk biscuits|arrowroot biscuits|arrowroot cookies",
    "cookie",
    { may: ["milk"], why: "Wheat (digestives also wholemeal), with milk or whey in many brands." },
  ),
  food(
    "ginger nuts|gingernuts|ginger nut|gingernut|ginger nut biscuits|gingernut biscuits|gingersnaps|ginger snaps|gingersnap|ginger biscuits|ginger cookies|gingerbread|gingerbread cookies|gingerbread men|gingerbread man|pepparkakor|lebkuchen|pfeffernüsse|pfeffernusse",
    "cookie",
    {
      without: ["tree nuts", "peanuts"],
      may: ["milk", "egg", "soybeans", "tree nuts"],
      why: "'Ginger nuts' are ginger biscuits, not nuts; Biscoff is wheat with soy flour; lebkuchen often hold almonds or hazelnuts.",
    },
  ),
  food(
    "speculoos|speculaas|biscoff|lotus biscoff|lotus biscuits|biscoff cookies|biscoff biscuits|lotus cookies|caramelised biscuits|caramelized biscuits|biscoff crumbs",
    "cookie",
    {
      has: ["soybeans"],
      without: ["egg", "milk", "tree nuts", "peanuts"],
      why: "Lotus Biscoff is wheat flour, sugar, vegetable oils, candy syrup and soy flour: no egg, milk or nuts.",
    },
  ),
  food(
    "oreo|oreos|oreo cookies|oreo crumbs|oreo cookie crumbs|oreo thins|chocolate sandwich cookies|chocolate sandwich cookie crumbs|chocolate cookie crumbs|chocolate wafer cookies|famous chocolate wafers|hydrox|bourbon biscuits|bourbon biscuit|bourbon creams|custard creams|custard cream biscuits|jammie dodgers|party rings|pink wafers|oreo pie crust|chocolate cookie crust",
    "cookie",
    {
      has: ["soybeans"],
      may: ["milk"],
      why: "Oreo-type cookies are wheat with soy lecithin, and are made on lines with milk.",
    },
  ),
  food(
    "chips ahoy|chips ahoy cookies|famous amos|toll house cookies|pepperidge farm cookies|milano cookies|nutter butter|nutter butters|fig newtons|fig newton|fig rolls|fig roll|garibaldi biscuits|garibaldi|anzac biscuits|anzac cookies|hobnobs|hobnob|hobnob biscuits|chocolate hobnobs|oaty biscuits|flapjack biscuits|penguin biscuits|club biscuits|tim tams|tim tam|wagon wheels|viennese whirls|lorna doone|pecan sandies|keebler cookies|keebler fudge stripes|fudge stripes",
    "cookie",
    {
      may: ["gluten"],
      why: "Branded cookies: Hobnobs and Anzac biscuits hold oats, Nutter Butters peanuts, Pecan Sandies pecans.",
    },
  ),
  food(
    "nilla wafers|nilla|vanilla wafers|vanilla wafer|'nilla wafers|wafer|wafers|wafer biscuits|wafer cookies|wafer rolls|pirouline|rolled wafers|ice cream wafers|wafer cones|ice cream cones|ice cream cone|waffle cones|waffle cone|sugar cones|cake cones|ice cream cups|wafer cups|manner wafers|loacker wafers",
    "cookie",
    { why: "Vanilla wafers: wheat flour, often egg, milk and soy lecithin.", may: ["egg", "milk", "soybeans"] },
  ),
  food(
    "ladyfinger|ladyfingers|lady finger|lady fingers|savoiardi|savoiardi biscuits|sponge fingers|boudoir biscuits|boudoirs|pavesini|champagne biscuits|ladyfinger biscuits",
    "cookie",
    { has: ["egg"], without: ["tree nuts", "peanuts"], why: "Ladyfingers (savoiardi) are egg-rich sponge biscuits of wheat flour." },
  ),
  food("biscotti|cantucci|cantuccini|biscotti di prato|mandelbrot|mandel bread|almond biscotti|pistachio biscotti|anise biscotti", "cookie", {
    has: ["egg"],
    may: ["tree nuts"],
    why: "Twice-baked egg biscuits, usually with almonds or pistachios.",
  }),
  food(
    "amaretti|amaretti biscuits|amaretti cookies|amaretto cookies|ricciarelli|almond macaroons|almond cookies|almond crescents|vanillekipferl|kipferl|marzipan cookies|polvorones|russian tea cakes|mexican wedding cookies|mexican wedding cakes|kourabiedes|snowball cookies|ghraybeh|ma'amoul|maamoul|ka'ak bi tamr",
    "cookie|almond",
    {
      why: "Ground almonds (or walnuts, pecans, pistachios in wedding cookies and ma'amoul) with egg white or butter.",
    },
  ),
  food("macarons|macaron|french macarons|french macaron|macaron shells|parisian macarons", "almond|confectionery", {
    has: ["egg"],
    may: ["milk"],
    why: "Almond flour and egg white, filled with buttercream or ganache.",
  }),
  food("macaroons|macaroon|coconut macaroons|coconut macaroon|coconut cookies|coconut ice", "confectionery", {
    has: ["egg"],
    may: ["wheat", "gluten", "milk"],
    why: "Coconut bound with egg white (some with condensed milk or flour).",
  }),
  food(
    "alfajores|alfajor|rugelach|rugelakh|hamantaschen|hamantasch|kolaczki|kolache|kolaches|stroopwafel|stroopwafels|syrup waffles|caramel wafers|empire biscuits|jam sandwich cookies|linzer torte|sachertorte|black forest cake|black forest gateau|schwarzwälder kirschtorte|gateau|gâteau|torte|tortes|opera cake|dobos torte|esterhazy torte|mille-feuille|millefeuille|mille feuille|napoleon|napoleons|vanilla slice|custard slice|cremeschnitte",
    "cookie|cake",
    {
      may: ["tree nuts", "alcohol"],
      why: "Butter pastries and layered cakes with dulce de leche, cream cheese, jam, nuts or kirsch.",
    },
  ),
  // pastries
  food(
    "croissant|croissants|butter croissant|butter croissants|all-butter croissants|mini croissants|day-old croissants|pain au chocolat|pains au chocolat|chocolate croissant|chocolate croissants|almond croissant|almond croissants|pain aux raisins|kouign amann|kouign-amann|palmiers|palmier|elephant ears|croissant dough|cruffin|cronut",
    "wheat|baked good",
    {
      has: ["milk", "egg"],
      may: ["tree nuts", "soybeans"],
      why: "Laminated with butter and glazed with egg; almond croissants hold frangipane.",
    },
  ),
  food(
    "danish pastry|danish pastries|cinnamon roll|cinnamon rolls|cinnamon bun|cinnamon buns|cinnamon swirl|cinnamon swirls|sticky buns|sticky bun|morning buns|bear claw|bear claws|cheese danish|kanelsnegle|schnecken|cinnabon|pecan rolls|pecan sticky buns",
    "wheat|baked good",
    {
      has: ["milk", "egg"],
      may: ["tree nuts", "soybeans"],
      why: "Enriched, laminated doughs with butter and egg; sticky buns and bear claws hold nuts.",
    },
  ),
  food(
    "choux pastry|choux|pâte à choux|pate a choux|choux buns|eclair|eclairs|éclair|éclairs|profiteroles|profiterole|cream puffs|cream puff|gougeres|gougères|paris-brest|croquembouche|religieuse|chouquettes|beignets soufflés",
    "wheat|baked good",
    { has: ["egg", "milk"], why: "Choux is butter, water or milk, flour and egg." },
  ),
  food(
    "doughnut|doughnuts|donut|donuts|krispy kreme|dunkin donuts|jam doughnuts|glazed doughnuts|glazed donuts|donut holes|doughnut holes|munchkins|timbits|beignets|beignet|zeppole|zeppoli|bomboloni|bombolone|sufganiyot|paczki|pączki|berliner|berliners|krapfen|malasadas|malasada|loukoumades|crullers|cruller|apple fritters|apple fritter|fritters|fritter|funnel cake|funnel cakes|sopapillas|sopaipillas|oliebollen|puff puff|mandazi|bolinhos de chuva",
    "wheat|baked good",
    {
      may: ["egg", "milk", "soybeans", "tree nuts", "peanuts"],
      why: "Fried enriched doughs; many hold egg and milk; fried in shared oil.",
    },
  ),
  food("churros|churro|churros con chocolate|porras|tejeringos", "wheat|baked good", {
    may: ["egg", "milk"],
    why: "Flour and water dough, some with egg and butter; served with chocolate.",
  }),
  food(
    "strudel|strudels|apple strudel|apfelstrudel|cherry strudel|turnover|turnovers|apple turnover|apple turnovers|cherry turnovers|pop tarts|pop-tarts|poptarts|toaster strudel|toaster strudels|toaster pastries|hand pies|hand pie|fried pies",
    "wheat|baked good",
    {
      may: ["milk", "egg", "soybeans", "slaughter"],
      why: "Pastry with butter, often egg-glazed; frosted Pop-Tarts hold beef gelatin.",
    },
  ),
  food(
    "baklava|baklawa|baklavas|bird's nest baklava|kataifi nests|kadaif|kunafa|knafeh|kanafeh|kunefe|künefe|konafa|kataifi pastry dessert|ma'amoul nests|galaktoboureko|bougatsa|shaabiyat|warbat",
    "wheat|baked good",
    {
      has: ["milk"],
      may: ["tree nuts", "animal-product", "egg"],
      why: "Filo or kataifi with butter or ghee, syrup (sometimes honey), filled with nuts (pistachio, walnut) or cheese and cream.",
    },
  ),
  food(
    "cannoli|cannolo|cannoli shells|cannoli shell|cannoli tubes|sfogliatelle|sfogliatella|pastel de nata|pasteis de nata|pastéis de nata|portuguese custard tarts|portuguese tarts|egg tarts|egg tart|dan tat|custard tart|custard tarts|creme brulee tart|bakewell tart|bakewell tarts|cherry bakewell|treacle tart|jam tarts|tarte tatin|tarte au citron|lemon tart|fruit tart|fruit tarts|frangipane tart|pear frangipane tart|pastiera|crostata|linzer tart",
    "wheat|baked good",
    {
      has: ["milk"],
      may: ["egg", "tree nuts", "alcohol"],
      why: "Butter pastry with custard, cream, ricotta or frangipane (almond); cannoli shells are made with Marsala.",
    },
  ),
  food("frangipane|almond cream|almond filling|crème d'amande|creme d'amande", "almond", {
    has: ["egg", "milk"],
    may: ["wheat", "gluten", "alcohol"],
    why: "Ground almonds, butter, egg and sugar, often with a little flour and rum.",
  }),
  food("mincemeat|mince meat|luxury mincemeat|vegetarian mincemeat|fruit mincemeat|robertson's mincemeat|none such mincemeat", "fruit", {
    may: ["sulphites", "beef", "wheat", "gluten", "alcohol", "tree nuts"],
    why: "Jarred mincemeat is dried fruit (sulphites), peel and suet (beef, or vegetable suet; shredded suet is dusted with wheat flour), often brandy and almonds.",
  }),
  food("mince pie|mince pies|eccles cakes|eccles cake|chorley cakes|banbury cakes", "wheat|baked good", {
    may: ["beef", "milk", "egg", "sulphites", "alcohol", "tree nuts"],
    why: "Mincemeat is dried fruit (sulphites), peel, suet (beef, or vegetable suet) and brandy, sometimes almonds; mince pies add butter pastry.",
  }),
  // pies and tart cases
  food(
    "pie|pies|apple pie|cherry pie|blueberry pie|peach pie|rhubarb pie|berry pie|mixed berry pie|apple crumble pie|dutch apple pie|slab pie|galette|galettes|crostata di frutta|fruit pie|fruit pies",
    "wheat|baked good",
    {
      may: ["milk", "egg", "pork"],
      why: "Pie crusts are made with butter, shortening or lard.",
    },
  ),
  food(
    "pie filling|apple pie filling|cherry pie filling|blueberry pie filling|peach pie filling|fruit filling|canned pie filling|comstock pie filling|lemon pie filling",
    "fruit",
    {
      may: ["wheat", "gluten", "egg", "milk"],
      why: "Fruit thickened with starch (which may be wheat); lemon fillings hold egg and butter.",
    },
  ),
  food(
    "pumpkin pie|sweet potato pie|pecan pie|chess pie|key lime pie|lemon meringue pie|banoffee pie|banoffi pie|mud pie|mississippi mud pie|cream pie|banana cream pie|coconut cream pie|chocolate cream pie|boston cream pie|french silk pie|shoofly pie|buttermilk pie|custard pie|lemon pie|grasshopper pie",
    "pie",
    {
      has: ["milk", "egg"],
      may: ["tree nuts", "alcohol"],
      why: "Custard and cream pies hold milk, cream or condensed milk and egg; pecan pie holds pecans.",
    },
  ),
  food(
    "pie crust|pie crusts|jus-roll|jus roll|jusroll|jus-roll shortcrust pastry|jus-roll shortcrust|jus-roll sweet shortcrust pastry|pie dough|pie pastry|piecrust|pie shell|pie shells|refrigerated pie crusts|refrigerated pie crust|refrigerated pie dough|deep dish pie crust|deep-dish pie crust|frozen pie crust|frozen pie shell|single pie crust pastry|double pie crust|unbaked pie crust|prebaked pie crust|pillsbury pie crust|marie callender's pie shell|tart shell|tart shells|tart case|tart cases|pastry case|pastry cases|pastry shell|pastry shells|tartlet shells|tartlet cases|mini tart shells|tart crust|tart dough|tart pastry|shortcrust|shortcrust pastry|short crust pastry|short pastry|sweet shortcrust|sweet shortcrust pastry|sweet pastry|pâte brisée|pate brisee|pâte sucrée|pate sucree|pâte sablée|pate sablee|hot water crust|hot water crust pastry|hot water pastry|rough puff|rough puff pastry|flaky pastry|pastry|pastries|ready-rolled shortcrust|ready rolled shortcrust pastry|jus-rol shortcrust|pastry dough|pastry sheets",
    "wheat|baked good",
    {
      may: ["milk", "egg", "pork", "soybeans"],
      why: "Shortcrust and pie doughs are made with butter, vegetable shortening or lard (hot water crust, many UK and Mexican doughs).",
    },
  ),
  food(
    "puff pastry|puff pastry sheet|jus-roll puff pastry|jus-roll puff|puff pastry sheets|frozen puff pastry|all butter puff pastry|all-butter puff pastry|ready-rolled puff pastry|ready rolled puff pastry|jus-rol puff pastry|jus rol|jusrol|pepperidge farm puff pastry|dufour puff pastry|puff pastry shells|vol au vent|vol-au-vent|vol au vents|vol-au-vents|pastry puffs|bouchées",
    "wheat|baked good",
    {
      may: ["milk", "egg"],
      why: "Made with butter (all-butter) or vegetable fat; often egg-glazed.",
    },
  ),
  food(
    "phyllo dough|phyllo|jus-roll filo pastry|jus-roll filo|phyllo pastry|phyllo sheet|phyllo sheets|filo|filo pastry|filo dough|filo sheets|fillo|fillo dough|fillo sheets|yufka|phyllo shells|phyllo cups|mini phyllo shells|kataifi|kataifi dough|kadayif|kadaif dough|shredded phyllo|shredded filo|brik pastry|feuilles de brick|brick pastry|warqa|warka|malsouka|bastilla pastry|samosa pastry|samosa sheets|samosa wrappers|spring roll pastry sheets",
    "wheat|baked good",
    { why: "Thin wheat doughs, usually without butter or egg." },
  ),
  food(
    "empanada dough|empanada discs|empanada disks|empanada wrappers|empanada shells|tapas para empanadas|discos|discos para empanadas|masa para empanadas|empanadilla wrappers|goya discos|pastelitos dough|pastelillo wrappers|patty dough|turnover dough",
    "wheat|baked good",
    { may: ["pork", "milk", "egg"], why: "Empanada dough is made with lard, butter or shortening, sometimes egg." },
  ),
  food(
    "pizza dough|pizza base|pizza bases|pizza crust|pizza crusts|premade pizza crust|pre-made pizza crust|pizza shells|pizza shell|boboli|pizza dough ball|pizza dough balls|fresh pizza dough|frozen pizza dough|refrigerated pizza dough|pizza base mix|pizza dough mix|focaccia dough|bread dough|frozen bread dough|rhodes rolls|rhodes dough|yeast dough|sweet dough|enriched dough|dough balls|dough ball",
    "wheat|baked good",
    { why: "Wheat flour dough; some add milk, egg or soy flour.", may: ["milk", "soybeans", "egg"] },
  ),
  food(
    "crescent rolls|crescent roll|refrigerated crescent rolls|crescent dough|crescent dough sheet|crescent roll dough|pillsbury crescent rolls|pillsbury crescents|crescent sheets|biscuit dough|refrigerated biscuits|refrigerated biscuit dough|canned biscuits|grands biscuits|pillsbury grands|pillsbury biscuits|flaky layers biscuits|cinnamon roll dough|refrigerated cinnamon rolls|refrigerated pizza crust|pillsbury pizza crust|pillsbury dough",
    "wheat|baked good",
    {
      has: ["soybeans"],
      may: ["milk", "egg"],
      why: "Refrigerated doughs (Pillsbury) are wheat with soybean oil and soy lecithin; some hold milk or buttermilk.",
    },
  ),
  food("sourdough starter|sourdough discard|levain starter|poolish|biga|sponge starter|mother dough|rye starter", "wheat", {
    why: "A flour-and-water leaven, usually wheat or rye.",
  }),
  food(
    "cookie dough|edible cookie dough|refrigerated cookie dough|sugar cookie dough|chocolate chip cookie dough|pillsbury cookie dough|toll house cookie dough|cookie dough bites|cookie dough balls",
    "wheat|baked good",
    { why: "Raw dough of wheat flour, butter, sugar and often egg.", has: ["milk"], may: ["egg", "soybeans", "peanuts"] },
  ),
  // biscuits (US), scones, pancakes, waffles
  food(
    "scone|scones|cheese scones|fruit scones|plain scones|sultana scones|buttermilk scones|drop scones|scotch pancakes|potato scones|tattie scones|potato farls|farls|soda farls|soda bread|irish soda bread|buttermilk biscuits|buttermilk biscuit|southern biscuits|drop biscuits|baking powder biscuits|cheddar bay biscuits|red lobster biscuits|frozen biscuits",
    "wheat|baked good",
    {
      has: ["milk"],
      may: ["egg", "pork"],
      why: "Butter and buttermilk or milk, sometimes egg; Southern biscuits may use lard.",
    },
  ),
  food(
    "pancake|pancakes|hotcakes|hot cakes|buttermilk pancakes|american pancakes|fluffy pancakes|silver dollar pancakes|crepe|crepes|crêpe|crêpes|crepe batter|galettes de sarrasin|blini|blinis|blintz|blintzes|dutch baby|dutch babies|german pancake|kaiserschmarrn|palatschinken|poffertjes|frozen pancakes|pancake batter|crumpet batter|yorkshire pudding|yorkshire puddings|yorkies|popovers|popover|toad in the hole",
    "wheat|baked good",
    {
      has: ["egg", "milk"],
      may: ["pork", "soybeans"],
      why: "Flour, egg and milk (toad in the hole holds sausages).",
    },
  ),
  food(
    "waffle|waffles|belgian waffles|belgian waffle|liege waffles|eggo|eggo waffles|frozen waffles|waffle batter|french toast|french toast sticks|pain perdu|eggy bread|torrijas|rabanadas",
    "wheat|baked good",
    { why: "Wheat batter with egg and milk.", has: ["egg", "milk"], may: ["soybeans"] },
  ),
  food(
    "flapjack|flapjacks|oat bars|oat slices|granola bar|granola bars|muesli bar|muesli bars|cereal bar|cereal bars|breakfast bars|nature valley|nature valley bars|chewy bars|quaker chewy|clif bar|clif bars|kind bar|kind bars|larabar|larabars|rxbar|rx bar|nakd bar|nakd bars|protein bar|protein bars|energy bar|energy bars|energy balls|bliss balls|protein balls",
    "oat|snack",
    {
      may: ["milk", "tree nuts", "peanuts", "soybeans", "wheat", "egg", "animal-product", "sesame"],
      why: "UK flapjacks are oats with butter and golden syrup; bars hold oats, nuts, peanuts, honey, soy protein, milk or egg white (RXBAR).",
    },
  ),
];
