import { food } from "./entry";

/**
 * Chocolate, confectionery and candy bars, crisps and breakfast cereals. Dark chocolate is cocoa
 * and sugar but most brands add milk fat or are made on milk lines, with soy lecithin; milk and
 * white chocolate hold milk. Many cereals hold barley malt (gluten) even when made of corn or rice.
 */
const DARK = "Dark and semisweet chocolate is cocoa and sugar, but most brands add milk fat or share milk lines, and use soy lecithin.";
const MALT = "Sweetened with barley malt extract (gluten, EU Annex II).";

export const CHOCOLATE_SNACKS = [
  food(
    "chocolate|dark chocolate|dark chocolate bar|70% dark chocolate|70% chocolate|85% chocolate|90% chocolate|dark chocolate chips|dark chocolate chunks|cooking chocolate|plain chocolate|chocolate bar|chocolate bars|couverture|couverture chocolate|chocolate callets|callets|chocolate pistoles|chocolate discs|chocolate wafers melting|chocolate buttons|bittersweet chocolate|bittersweet chocolate chips|semisweet chocolate|semi-sweet chocolate|semisweet chocolate chips|semi-sweet chocolate chips|semisweet chocolate chunks|chocolate chips|chocolate chip|choc chips|chocolate chunks|mini chocolate chips|chocolate morsels|toll house morsels|nestle toll house|toll house|ghirardelli|lindt|lindt excellence|green & black's|green and blacks|valrhona|callebaut|guittard|scharffen berger|hershey's special dark|special dark|chocolate to melt|melting chocolate|chocolate for melting|chocolate pieces|grated chocolate|chocolate shavings|chocolate curls|chocolate flakes|bournville|cadbury bournville|baking chips|chocolate baking chips|dark choc|good quality dark chocolate|chocolate chips of choice|enjoy life chocolate chips|lily's chocolate|chocolate squares dark|chocolat|cioccolato",
    "confectionery",
    {
      may: ["milk", "soybeans"],
      why: DARK,
    },
  ),
  food(
    "unsweetened chocolate|baking chocolate|unsweetened baking chocolate|chocolate squares|bitter chocolate|100% chocolate|100% cacao|cacao paste|cocoa mass|cocoa liquor|chocolate liquor|baker's chocolate|bakers chocolate|baker's unsweetened chocolate|unsweetened chocolate squares|cacao mass|ceremonial cacao",
    "chocolate",
    { why: "Chocolate liquor: cocoa solids and cocoa butter (no alcohol)." },
  ),
  food(
    "milk chocolate|milk chocolate chips|milk chocolate bar|milk chocolate buttons|milk chocolate chunks|milk choc|cadbury dairy milk|cadbury|cadbury's|galaxy|galaxy chocolate|hershey's|hershey's milk chocolate|hershey bar|hersheys|hershey's kisses|hershey kisses|kisses|giant chocolate buttons|kinder|kinder chocolate|milka|aero|aero bar|freddo|cadbury flake|mini eggs|cadbury mini eggs|creme egg|crème egg|creme eggs|easter eggs|easter egg|chocolate eggs|chocolate egg|chocolate coins|chocolate santa|advent calendar chocolate|chocolate bunny|wispa|twirl|yorkie|caramello|dairy milk buttons|chocolate orange|terry's chocolate orange|chocolate fingers|cadbury fingers",
    "chocolate",
    {
      has: ["milk"],
      why: "Milk chocolate holds milk powder. Chocolate eggs are not eggs.",
    },
  ),
  food(
    "white chocolate|white chocolate chips|white chocolate chunks|white baking chips|white chocolate buttons|milkybar|white choc|white chocolate bar|vanilla chips|vanilla baking chips|caramelised white chocolate|caramelized white chocolate|blond chocolate|blonde chocolate|dulcey|white chocolate curls",
    "chocolate",
    {
      has: ["milk"],
      why: "White chocolate is cocoa butter, sugar and milk solids.",
    },
  ),
  food(
    "chocolate syrup|hershey's syrup|hersheys syrup|chocolate sauce|chocolate ice cream sauce|chocolate topping|chocolate drizzle|magic shell|chocolate shell|chocolate dip|chocolate fondue",
    "chocolate",
    { may: ["milk"], why: "Chocolate syrups are cocoa and sugar syrup; sauces add cream or butter." },
  ),
  food(
    "hot fudge|hot fudge sauce|fudge sauce|chocolate fudge sauce|ganache|chocolate ganache|dark chocolate ganache|white chocolate ganache|whipped ganache|chocolate glaze|chocolate mousse|mousse au chocolat|chocolate pudding|chocolate custard|chocolate pots",
    "chocolate",
    {
      has: ["milk"],
      may: ["egg"],
      why: "Cream or butter with chocolate; mousse holds egg.",
    },
  ),
  food(
    "chocolate truffles|truffles chocolate|chocolate truffle|rum truffles|rum balls|brigadeiros|brigadeiro|lindor|lindt lindor|ferrero rocher|rocher|raffaello|bonbons|chocolate bonbons|chocolate pralines|box of chocolates|quality street|roses chocolates|heroes chocolates|after eight|after eights|andes mints|andes|andes creme de menthe|junior mints|york peppermint patties|peppermint patties|peppermint patty|thin mints|mint chocolates|chocolate covered raisins|raisinets|chocolate covered nuts|chocolate covered almonds|chocolate covered peanuts|chocolate covered pretzels|chocolate covered strawberries|chocolate coated",
    "chocolate",
    {
      has: ["milk"],
      may: ["tree nuts", "peanuts", "alcohol", "wheat", "gluten", "egg", "sulphites"],
      why: "Filled chocolates hold cream, butter or condensed milk, often nuts (Ferrero Rocher: hazelnuts, wheat wafer) or spirits (rum truffles).",
    },
  ),
  food("toblerone|toblerone bar", "chocolate", {
    has: ["milk", "tree nuts", "egg", "animal-product"],
    why: "Milk chocolate with honey and almond nougat (egg white).",
  }),
  food("kinder bueno|kinder surprise|kinder joy|kinder country|nutella biscuits|nutella b-ready bar", "chocolate", {
    has: ["milk", "wheat", "gluten", "soybeans"],
    may: ["tree nuts"],
    why: "Milk chocolate with wafer (wheat) and hazelnut cream.",
  }),
  food(
    "snickers|snickers bar|snickers bars|baby ruth|payday|pay day|picnic bar|picnic|butterfinger|butterfinger bar|reese's|reeses|reese's pieces|reeses pieces|reese's peanut butter cups|reeses peanut butter cups|peanut butter cups|peanut butter cup|reese's cups|reeses cups|reese's minis|mr goodbar|peanut m&ms|peanut m&m's|peanut butter m&ms|peanut butter m&m's|nutrageous|take 5|oh henry|chunky bar|peanut chews|squirrel nut zippers|peanut butter eggs|reese's eggs|peanut clusters",
    "chocolate|peanut",
    {
      has: ["milk"],
      may: ["egg", "soybeans", "tree nuts", "wheat", "gluten"],
      why: "Chocolate bars built on peanuts or peanut butter, with milk chocolate (Snickers adds egg white).",
    },
  ),
  food(
    "m&ms|m&m's|m and ms|m&m|plain m&ms|milk chocolate m&ms|m&ms minis|smarties|chocolate beans|chocolate lentils|chocolate candies|candy coated chocolate|mini m&ms",
    "chocolate",
    {
      has: ["milk"],
      may: ["peanuts", "soybeans", "wheat", "gluten"],
      why: "Candy-coated milk chocolate made on peanut lines (UK Smarties are milk chocolate; US Smarties are dextrose tablets).",
    },
  ),
  food(
    "twix|twix bar|kit kat|kitkat|kit-kat|kit kats|kit kat bar|lion bar|double decker|boost bar|crunchie|crunchie bar|maltesers|malteser|whoppers|malted milk balls|malt balls|milky way|milky way bar|mars bar|mars|mars bars|3 musketeers|three musketeers|100 grand|nestle crunch|crunch bar|rolo|rolos|milk duds|caramel chocolates|star bar|bounty|bounty bar|almond joy|mounds|mounds bar|heath|heath bar|heath bits|heath toffee bits|skor|skor bar|toffee bits|english toffee bits|almond toffee|daim|dime bar|violet crumble|cherry ripe|timeout bar|fudge bar|walnut whip",
    "chocolate",
    {
      has: ["milk"],
      may: ["wheat", "gluten", "egg", "soybeans", "tree nuts", "peanuts"],
      why: "Chocolate bars: Twix, KitKat and Lion hold wheat; Maltesers, Crunchie, Milky Way and Mars barley malt; Almond Joy, Heath and Daim almonds; Mars and Milky Way egg white.",
    },
  ),
  food(
    "cocoa powder|unsweetened cocoa powder|cocoa|unsweetened cocoa|dutch-process cocoa|dutch process cocoa|dutch-processed cocoa powder|dutch processed cocoa|dutched cocoa|cacao powder|raw cacao powder|natural cocoa powder|black cocoa|black cocoa powder|hershey's cocoa|hersheys cocoa|hershey's special dark cocoa|droste cocoa|cadbury bournville cocoa|bournville cocoa|cocoa powder unsweetened|cacao nibs|cocoa nibs|roasted cacao nibs|cacao beans|cocoa beans|cocoa bean|cacao|cocoa solids|cacao husk|cocoa dusting",
    "seed",
    { why: "Cocoa solids: no milk." },
  ),
  food(
    "hot chocolate|hot cocoa|drinking chocolate|hot chocolate mix|hot cocoa mix|cocoa mix|swiss miss|chocolate powder|drinking chocolate powder|hot chocolate powder|chocolate milk powder|nesquik powder|cadbury drinking chocolate|galaxy hot chocolate|options hot chocolate|mexican hot chocolate|mexican chocolate|abuelita|nestle abuelita|ibarra|chocolate ibarra|champurrado|chocolate caliente|chocolate de mesa|table chocolate|tablet chocolate|sipping chocolate",
    "cocoa powder|drink",
    {
      may: ["milk", "soybeans", "wheat", "gluten"],
      why: "Cocoa mixes hold milk powder or whey; Mexican table chocolate is cocoa, sugar and soy lecithin; champurrado adds masa or wheat.",
    },
  ),
  // candies
  food(
    "marshmallows|marshmallow|mini marshmallows|miniature marshmallows|large marshmallows|jumbo marshmallows|jet-puffed|jet puffed|jet-puffed marshmallows|campfire marshmallows|marshmallow bits|dehydrated marshmallows|toasted marshmallows|peeps|marshmallow peeps|rainbow marshmallows|pink and white marshmallows|chamallows|haribo chamallows",
    "confectionery",
    {
      has: ["slaughter"],
      may: ["pork", "beef", "egg"],
      why: "Marshmallows are set with gelatin (pork or beef); some brands add egg white.",
    },
  ),
  food(
    "dandies|dandies marshmallows|freedom marshmallows|vegan marshmallow|vegan marshmallows|vegetarian marshmallows|gelatin free marshmallows|gelatin-free marshmallows|trader joe's vegan marshmallows",
    "confectionery",
    { why: "Made with carrageenan or agar: no gelatin." },
  ),
  food(
    "gummy bears|gummi bears|gummies|gummy candy|gummy candies|gummy worms|gummi worms|haribo|haribo goldbears|jelly babies|wine gums|fruit gums|jelly sweets|gum drops|gumdrops|fruit pastilles|fruit snacks|fruit gummies|sour gummies|jelly tots|midget gems|percy pigs|candy corn|starburst|starburst chews|chewy candy|taffy|salt water taffy|saltwater taffy|laffy taffy|airheads|mambas|chewits|tootsie rolls|tootsie roll",
    "confectionery",
    {
      may: ["slaughter", "pork", "beef", "animal-product", "wheat", "gluten", "milk"],
      why: "Gummies and chews are set with pork or beef gelatin (wine gums hold no wine); some use beeswax, carmine or wheat flour.",
    },
  ),
  food(
    "jelly beans|jelly bean|jelly belly|jellybeans|sour patch kids|swedish fish|skittles|nerds|sweet tarts|sweetarts|pez|dextrose tablets|love hearts|refreshers|parma violets|fizzers|sherbet lemons|sherbet powder|sherbet dip|dip dab|flying saucers|candy hearts|conversation hearts|necco wafers",
    "confectionery",
    {
      may: ["animal-product", "slaughter"],
      why: "Boiled and pressed sweets; jelly beans are glazed with beeswax or shellac; some colours are carmine.",
    },
  ),
  food(
    "licorice|liquorice|black licorice|red licorice|black liquorice|red liquorice|twizzlers|red vines|licorice allsorts|liquorice allsorts|allsorts|bassetts allsorts|licorice wheels|liquorice wheels|pontefract cakes|salmiak|salty licorice|licorice bites|panda licorice",
    "confectionery",
    {
      has: ["wheat", "gluten"],
      may: ["slaughter", "milk", "animal-product"],
      why: "Licorice candy is made with wheat flour; allsorts add gelatin and coconut.",
    },
  ),
  food("turkish delight|lokum|rahat lokum|loukoumi|lokma candy", "confectionery", {
    may: ["tree nuts", "slaughter"],
    why: "Starch and sugar gel, often with pistachios or hazelnuts; some brands use gelatin.",
  }),
  food(
    "hard candy|hard candies|boiled sweets|lollipop|lollipops|lollies|candy canes|candy cane|peppermint candies|starlight mints|breath mints|polo mints|polos|tic tac|tic tacs|altoids|mint imperials|humbugs|rock candy sticks|edinburgh rock|seaside rock|barley sugar|jolly ranchers|jolly rancher|lifesavers|life savers|life saver|werther's original|cough drops|cotton candy|candy floss|fairy floss|boiled lollies|gobstoppers|jawbreakers|ring pops|dum dums|chupa chups|sugar free mints|crushed peppermint|crushed candy canes|peppermint candy|butter mints|after dinner mints",
    "confectionery",
    { may: ["milk"], why: "Sugar candies; butterscotch and butter mints hold butter." },
  ),
  food(
    "caramel|caramels|soft caramels|kraft caramels|caramel bits|caramel squares|caramel candies|chewy caramels|salted caramel|salted caramel sauce|caramel sauce|dulce caramel|caramel topping|caramel drizzle|butterscotch|butterscotch chips|butterscotch morsels|butterscotch sauce|butterscotch candies|butterscotch pudding|toffee|toffees|english toffee|toffee sauce|sticky toffee sauce|toffee pieces|fudge|chocolate fudge|vanilla fudge|fudge pieces|fudge chunks|scottish tablet|penuche|praline sauce|cajeta caramel|goat milk caramel|werthers caramels|caramel chips|rolo caramels|dulce de leche candy|krówki|krowki|sugar mouse|coconut ice sweets|pralines and cream",
    "confectionery",
    {
      has: ["milk"],
      may: ["soybeans", "tree nuts"],
      why: "Caramel, toffee, fudge and butterscotch are sugar cooked with butter, cream or condensed milk (a dry caramel of sugar alone is read as 'caramel' too).",
    },
  ),
  food(
    "candied fruit|glacé fruit|glace fruit|crystallized fruit|crystallised fruit|candied citron|citron peel|candied angelica|angelica candied|candied pineapple|candied orange slices|candied lemon slices|fruit peel candied|mixed candied fruit|fruitcake mix|fruit cake mix|tutti frutti|tutti-frutti|candied papaya|candied fruit mix",
    "fruit|confectionery",
    {
      may: ["sulphites"],
      why: "Candied fruit is sulphite-preserved before candying.",
    },
  ),
  food(
    "sorbet|sorbets|fruit sorbet|lemon sorbet|mango sorbet|raspberry sorbet|sorbetto|granita|italian ice|water ice|shaved ice syrup|popsicle|popsicles|ice pop|ice pops|ice lolly|ice lollies|freezer pops|otter pops|fruit bars frozen",
    "confectionery",
    { may: ["egg", "milk"], why: "Fruit and sugar; some sorbets add egg white, some pops milk." },
  ),
  food("sherbet|rainbow sherbet|orange sherbet|lime sherbet|sherbert", "confectionery", {
    may: ["milk"],
    why: "US sherbet is frozen fruit with milk or cream; UK sherbet is a fizzy sweet powder.",
  }),
  food(
    "pudding|puddings|instant pudding|pudding mix|instant pudding mix|jell-o pudding|jello pudding|vanilla pudding|vanilla pudding mix|instant vanilla pudding|butterscotch pudding mix|pudding cups|snack pack|rice pudding|rice pudding canned|ambrosia rice pudding|kheer|payasam|arroz con leche|sutlac|firni|phirni|semolina pudding|tapioca pudding|bread pudding|bread and butter pudding|christmas pudding|plum pudding|figgy pudding|steamed pudding|sticky toffee pudding mix|banana pudding|trifle|eton mess|fool|gooseberry fool|rhubarb fool|syllabub|posset|lemon posset|panna cotta|pannacotta|blancmange|junket|mousse|fruit mousse|zabaglione pudding|tiramisu|tiramisù|mousses|chocolate mousses",
    "dairy|confectionery",
    {
      may: ["egg", "wheat", "gluten", "slaughter", "alcohol", "sulphites", "tree nuts"],
      why: "Puddings and creamy desserts are milk or cream (instant mixes are made up with milk), often with egg, flour, gelatin (panna cotta), sponge or ladyfingers and liqueur (trifle, tiramisu), or suet and brandy (Christmas pudding).",
    },
  ),
  // crisps and savoury snacks
  food(
    "potato chips|potato crisps|bag of crisps|packet of crisps|kettle chips|kettle cooked chips|kettle crisps|lay's|lays|walkers|walkers crisps|ready salted crisps|plain crisps|salted chips|salt and vinegar crisps|salt & vinegar chips|salt and vinegar chips|cheese and onion crisps|sour cream and onion chips|bbq chips|barbecue chips|ruffles|ridged chips|crinkle cut chips|tyrrells|kettle brand|cape cod chips|utz|miss vickie's|sea salt chips|potato sticks|shoestring potatoes|crushed potato chips|crushed crisps|veggie straws|vegetable crisps|terra chips|root vegetable chips|cassava chips|taro chips|sweet potato chips|kale chips|apple chips|hula hoops|quavers|skips|frazzles|monster munch|french fries crisps|snack chips|chips and dip",
    "potato|snack",
    {
      may: ["milk", "wheat", "gluten", "soybeans", "fish", "celery", "mustard"],
      why: "Plain crisps are potato, oil and salt; flavours add milk, wheat, soy or celery (prawn cocktail crisps hold no prawn).",
    },
  ),
  food("pringles|pringle", "potato|snack", { has: ["wheat", "gluten"], may: ["milk", "soybeans"], why: "Pringles are made with wheat starch and rice flour." }),
  food("doritos|cool ranch doritos|nacho cheese doritos|takis|nacho|nachos", "corn|snack", {
    may: ["milk", "soybeans", "wheat", "gluten"],
    why: "Doritos and Takis flavours hold milk, soy and wheat.",
  }),
  food(
    "tostitos|tortilla chips|tortilla chip|corn tortilla chips|white corn tortilla chips|yellow corn tortilla chips|blue corn tortilla chips|restaurant-style tortilla chips|restaurant style tortilla chips|corn chips|fritos|frito|totopos|nacho chips|tostitos scoops|baked tortilla chips|multigrain tortilla chips|santitas|mission tortilla chips|crushed tortilla chips|tortilla strips|crispy tortilla strips",
    "corn|snack",
    { may: ["soybeans"], why: "Tortilla chips are corn, oil and salt; some are fried in soybean oil or seasoned." },
  ),
  food(
    "cheetos|cheese puffs|cheese curls|wotsits|cheesy puffs|puffcorn|cheez balls|cheese balls snack|cheddar puffs|pirate's booty|pirates booty",
    "corn|snack",
    { has: ["milk"], why: "Corn puffs coated in cheese powder." },
  ),
  food(
    "funyuns|bugles|sun chips|sunchips|twiglets|chex mix|gardetto's|gardettos|party mix|snack mix|bits and bites|cheese nips mix|combos|goldfish mix|japanese party mix|arare mix",
    "snack",
    {
      has: ["wheat", "gluten"],
      may: ["milk", "soybeans", "peanuts", "sesame", "celery"],
      why: "Wheat-based snacks: Funyuns, Bugles and SunChips hold wheat or oat flour; snack mixes hold wheat cereal, pretzels and peanuts.",
    },
  ),
  food(
    "bombay mix|chevda|chivda|chiwda|namkeen|indian mixture|kerala mixture|chanachur|dalmoth|dal moth|dal biji|bhel|bhel puri|bhel mix|jhal muri|sev mamra|chakna",
    "snack",
    {
      may: ["peanuts", "tree nuts", "wheat", "gluten", "sesame"],
      why: "Indian snack mixes are gram-flour noodles, lentils and puffed rice, usually with peanuts and sometimes cashews or wheat flakes.",
    },
  ),
  food(
    "sev|nylon sev|besan sev|thin sev|sev bhujia|bhujia sev|bhujia|aloo bhujia|ratlami sev|namkeen sev|plain sev|ganthiya|gathiya|papdi gathiya|boondi|khara boondi",
    "chickpea flour|snack",
  ),
  food(
    "papadum|papadums|papad|papads|poppadom|poppadoms|pappadum|pappadums|pappadam|appalam|appalams|fryums|mini poppadoms|urad papad|masala papad",
    "split black gram|snack",
    { may: ["wheat", "gluten"], why: "Papadums are urad dal or rice flour, seasoned with asafoetida (compounded with wheat)." },
  ),
  food(
    "murukku|murukkus|chakli|chakri|chakkuli|thenkuzhal|mullu murukku|ribbon pakoda|khakhra|khakra|mathri|mathris|namak para|nimki|shankarpali|kachori|kachoris|khasta kachori|samosa chips",
    "snack",
    {
      may: ["wheat", "gluten", "sesame", "milk"],
      why: "Rice and dal (murukku, often with sesame and butter) or wheat flour snacks (mathri, khakhra, kachori).",
    },
  ),
  // cereals
  food("cereal|breakfast cereal|cold cereal|cereal of choice|dry cereal|cereal flakes|kids cereal|crushed cereal", "cereal grain", {
    may: ["wheat", "gluten", "milk", "soybeans", "tree nuts", "peanuts"],
    why: "Breakfast cereals are wheat, oats, corn or rice, often with barley malt, nuts or milk powder.",
  }),
  food(
    "corn flakes|cornflakes|kellogg's corn flakes|frosted flakes|frosties|rice krispies|rice bubbles|rice krispies cereal|cocoa krispies|coco pops|corn pops|crispy rice cereal|crisped rice cereal|rice krispies treats|rice crispy treats|rice crispy cereal|cornflake crumbs|crushed cornflakes|crunchy nut cornflakes base|krispie cakes",
    "cereal",
    {
      has: ["gluten"],
      why: MALT,
    },
  ),
  food(
    "cheerios|honey nut cheerios|multigrain cheerios|cheerios cereal|cheerio cereal|quaker oat squares|oat squares|life cereal|honey bunches of oats|cap'n crunch|capn crunch|captain crunch|oat cereal|oat o's|apple jacks|lucky charms|cinnamon oat crunch",
    "cereal|oat",
    {
      may: ["tree nuts", "animal-product", "slaughter", "wheat"],
      why: "Oat cereals (oats: gluten, EU Annex II); Honey Nut Cheerios hold honey and almond flavour; Lucky Charms marshmallows hold gelatin.",
    },
  ),
  food(
    "special k|shredded wheat|shreddies|frosted mini wheats|mini wheats|frosted shreddies|weetabix|weetbix|wheat bix|bran flakes cereal|raisin bran|all-bran|all bran|fiber one|fibre one|puffed wheat|wheaties|wheatie|golden grahams|cinnamon toast crunch|cinnamon grahams|wheat chex|crispix|kix|froot loops|fruit loops|cookie crisp|krave|honey smacks|sugar puffs|honey monster puffs|alpen|weetos",
    "cereal|wheat",
    {
      may: ["milk", "soybeans", "tree nuts"],
      why: "Wheat cereals (and Grape-Nuts, which hold wheat and barley but neither grapes nor nuts).",
    },
  ),
  food("grape-nuts|grape nuts|grapenuts|grape nuts cereal", "cereal|wheat", {
    without: ["tree nuts", "peanuts", "milk", "soybeans"],
    why: "Grape-Nuts are wheat and malted barley: neither grapes nor nuts.",
  }),
  food("rice chex|corn chex|chex|puffed corn|puffed millet|puffed kamut|puffed rice cereal|rice puffs cereal|corn puffs", "cereal", {
    without: ["wheat", "gluten"],
    may: ["wheat", "gluten"],
    why: "Rice and corn Chex hold no malt; puffed grains are one grain each.",
  }),
  food("reese's puffs|reeses puffs|crunchy nut|crunchy nut cornflakes|honey nut corn flakes|honey nut flakes", "cereal|peanut", {
    has: ["gluten"],
    why: "Peanuts with corn and barley malt.",
  }),
  food(
    "muesli|bircher muesli|swiss muesli|toasted muesli|fruit muesli|no added sugar muesli|granola|granola clusters|homemade granola|store-bought granola|granola of choice|crunchy granola|maple granola|nut granola|grain-free granola|paleo granola|oat clusters|jordans granola|nature valley granola|bear naked|kind granola",
    "oat|cereal",
    {
      may: ["tree nuts", "peanuts", "milk", "animal-product", "soybeans", "wheat", "sesame", "sulphites"],
      why: "Oats (gluten) with nuts, seeds, dried fruit (sulphites), honey and sometimes milk powder or wheat flakes.",
    },
  ),
];
