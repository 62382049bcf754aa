import { food } from "./entry";

/**
 * Cheeses by kind and by name. Every cheese is milk. Cheeses whose protected recipe requires
 * animal rennet (Parmigiano-Reggiano, Grana Padano, Pecorino Romano, Gruyère, Comté, Emmentaler,
 * Roquefort: PDO/AOP specifications) hold "slaughter", so a vegetarian diet keeps them out; where
 * the rennet varies by maker the mark is `may` (the Vegetarian Society's guidance).
 */
const PDO_RENNET = "Its PDO/AOP specification requires animal (calf or lamb) rennet, from slaughtered animals.";
const MAYBE_RENNET = "Traditionally made with animal rennet; some makers use microbial rennet.";

export const CHEESES = [
  food("hard cheese|hard cheeses|grating cheese|aged cheese|mature cheese", "cheese"),
  food("semi-hard cheese|semi hard cheese|firm cheese|sliceable cheese|melting cheese|table cheese", "cheese"),
  food(
    "soft cheese|soft cheeses|fresh cheese|fresh cheeses|spreadable cheese|soft-ripened cheese|soft ripened cheese|washed rind cheese|bloomy rind cheese",
    "cheese",
  ),
  food("blue cheese|bleu cheese|blue vein cheese|blue-veined cheese|crumbled blue cheese|blue cheese crumbles", "cheese", {
    may: ["slaughter"],
    why: MAYBE_RENNET,
  }),
  food("processed cheese|process cheese|processed cheese food|cheese food|cheese product|pasteurized process cheese", "cheese"),
  food(
    "cheese blend|mexican blend cheese|mexican blend|mexican cheese blend|italian blend cheese|italian cheese blend|pizza cheese|pizza blend|cheese mix|four cheese blend|three cheese blend|quattro formaggi|taco cheese|shredded cheese blend|cheese sprinkle",
    "cheese",
    { may: ["slaughter"], why: "Blends often include parmesan or romano, made with animal rennet." },
  ),
  food("rennet|animal rennet|calf rennet|lamb rennet|rennet tablets|junket tablets", "food additive", {
    has: ["slaughter"],
    why: "Animal rennet is taken from the stomach of slaughtered calves or lambs.",
  }),
  // hard
  food(
    "parmesan|parmesan cheese|grated parmesan|grated parmesan cheese|shaved parmesan|freshly grated parmesan|parmesan shavings|kraft parmesan|parm|parmesan rind|parmesan rinds|parmesan crisps",
    "hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food("parmigiano reggiano|parmigiano-reggiano|parmigiano|parmigiano reggiano cheese|reggiano|parmigiano rind", "parmesan", {
    has: ["slaughter"],
    why: PDO_RENNET,
  }),
  food("grana padano|grana|grana padano cheese|trentingrana", "parmesan", { has: ["slaughter"], why: PDO_RENNET }),
  food(
    "vegetarian parmesan|vegetarian hard cheese|italian hard cheese|italian-style hard cheese|pasta cheese|vegetarian italian hard cheese|vegetarian parmesan-style cheese",
    "hard cheese",
    { why: "Made with microbial rennet for vegetarians; still milk." },
  ),
  food(
    "pecorino|pecorino cheese|grated pecorino|pecorino sardo|pecorino toscano|pecorino siciliano|pecorino pepato|romano|romano cheese|locatelli",
    "hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food("pecorino romano|pecorino romano cheese|pecorino-romano", "pecorino", { has: ["slaughter"], why: PDO_RENNET }),
  food("asiago|asiago cheese|aged asiago|asiago fresco", "hard cheese", { may: ["slaughter"], why: MAYBE_RENNET }),
  food(
    "manchego|manchego cheese|queso manchego|zamorano|mahon|mahon cheese|idiazabal|roncal|ossau-iraty|ossau iraty|etorki|tomme|tomme de savoie",
    "hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food("sbrinz|piave|montasio|mimolette|aged gouda|old amsterdam|beemster|boerenkaas|bellavitano|sartori|parrano|gran kinara", "hard cheese", {
    may: ["slaughter"],
    why: MAYBE_RENNET,
  }),
  food("kefalotyri|kefalotiri|kefalograviera|graviera|myzithra|mizithra|anthotyros|kashkaval|kasseri|kasar|kaşar", "hard cheese", {
    may: ["slaughter"],
    why: MAYBE_RENNET,
  }),
  food("ricotta salata|ricotta salata cheese|salted ricotta|ricotta forte", "hard cheese"),
  food("cotija|cotija cheese|queso cotija|queso anejo|queso añejo|anejo cheese|queso seco|queso duro", "hard cheese"),
  food("dry jack|dry monterey jack|aged jack", "hard cheese"),
  // semi-hard
  food(
    "cheddar|cheddar cheese|sharp cheddar|sharp cheddar cheese|mild cheddar|medium cheddar|extra sharp cheddar|white cheddar|aged cheddar|mature cheddar|extra mature cheddar|vintage cheddar|shredded cheddar|shredded cheddar cheese|grated cheddar|cheddar slices|cathedral city|pilgrims choice|tillamook|cabot|cracker barrel|seriously strong|irish cheddar|vermont cheddar|orange cheddar|red cheddar",
    "semi-hard cheese",
  ),
  food(
    "red leicester|leicester|double gloucester|gloucester|cheshire|cheshire cheese|wensleydale|lancashire|lancashire cheese|caerphilly|derby|sage derby|red windsor|shropshire|coastal cheddar|applewood cheese|applewood smoked cheese|cornish yarg|yarg",
    "semi-hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food("colby|colby cheese|colby jack|colby-jack|colby jack cheese|cojack|longhorn", "semi-hard cheese"),
  food("monterey jack|monterey jack cheese|jack cheese|jack|monterey|pepper jack|pepper jack cheese|pepperjack|habanero jack", "semi-hard cheese"),
  food(
    "gouda|gouda cheese|smoked gouda|young gouda|edam|edam cheese|leerdammer|maasdam|maasdammer|leyden|havarti|havarti cheese|dill havarti|danbo|samso|tilsit|tilsiter|port salut|saint paulin|st paulin|esrom|butterkase|butterkäse|bruder basil",
    "semi-hard cheese",
  ),
  food(
    "swiss|swiss cheese|swiss cheese slices|baby swiss|lacy swiss|jarlsberg|jarlsberg cheese|emmental|emmentaler|emmenthal|emmenthaler|emmental cheese",
    "semi-hard cheese",
    { may: ["slaughter"], why: "Emmentaler AOP uses animal rennet; other Swiss-type cheeses vary." },
  ),
  food("gruyere|gruyère|gruyere cheese|gruyère cheese|raclette|raclette cheese", "semi-hard cheese", {
    may: ["slaughter"],
    why: "Gruyère AOP uses animal rennet, but in the US 'gruyere' is a generic name any maker may use (2022 ruling): it may.",
  }),
  food(
    "gruyere aop|gruyère aop|le gruyere|le gruyère|le gruyere aop|comte|comté|comte cheese|comté cheese|beaufort|appenzeller|vacherin fribourgeois|abondance|tete de moine|tête de moine",
    "semi-hard cheese",
    { has: ["slaughter"], why: PDO_RENNET },
  ),
  food(
    "fontina|fontina cheese|fontina val d'aosta|fontal|taleggio|taleggio cheese|reblochon|morbier|saint nectaire|st nectaire|cantal|salers|tomme de montagne|raschera|castelmagno|toma",
    "semi-hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food(
    "provolone|provolone cheese|sliced provolone|provolone piccante|provolone dolce|provola|scamorza|smoked scamorza|caciocavallo|caciotta",
    "semi-hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food(
    "muenster|muenster cheese|munster|munster cheese|munster gerome|limburger|limburger cheese|brick cheese|liederkranz|epoisses|époisses|livarot|pont l'eveque|maroilles|langres",
    "semi-hard cheese",
    { may: ["slaughter"], why: MAYBE_RENNET },
  ),
  food(
    "halloumi|halloumi cheese|haloumi|haloumi cheese|hellim|grilling cheese|grill cheese|juustoleipa|juustoleipä|bread cheese|queso para freir|queso de freir|queso frito|frying cheese|akkawi|akawi|nabulsi|nabulsi cheese|jibneh|jibne|jibna",
    "semi-hard cheese",
  ),
  food(
    "oaxaca cheese|oaxaca|queso oaxaca|quesillo|asadero|queso asadero|chihuahua cheese|queso chihuahua|menonita|queso menonita|queso quesadilla|quesadilla cheese",
    "semi-hard cheese",
  ),
  food(
    "string cheese|cheese string|cheese strings|cheestrings|cheese sticks|mozzarella sticks|mozzarella string cheese|part-skim mozzarella string cheese|polly-o string cheese|twist cheese|sweet string cheese",
    "semi-hard cheese",
  ),
  food("cheese curd|cheese curds|squeaky cheese|poutine curds|fresh cheese curds", "semi-hard cheese"),
  food("smoked cheese|smoked cheddar|rauchkase|oscypek", "semi-hard cheese"),
  // soft and fresh
  food(
    "mozzarella|mozzarella cheese|fresh mozzarella|whole-milk mozzarella|whole milk mozzarella|shredded mozzarella|grated mozzarella|mozzarella balls|mozzarella ball|mozzarella pearls|ciliegine|bocconcini|ovoline|fior di latte|mozzarella di bufala|buffalo mozzarella|mozzarella di bufala campana|bufala|low-moisture mozzarella|low moisture mozzarella|part-skim mozzarella|part skim mozzarella|part-skim mozzarella cheese|pizza mozzarella|galbani|belgioioso",
    "soft cheese",
  ),
  food("burrata|burrata cheese|stracciatella|stracciatella cheese|stracciatella di bufala", "mozzarella"),
  food(
    "ricotta|ricotta cheese|whole-milk ricotta|whole milk ricotta|fresh ricotta|part-skim ricotta|part skim ricotta|sheep's milk ricotta|sheep ricotta|ricotta di bufala|requeson|requesón|ricotta infornata",
    "soft cheese",
  ),
  food("mascarpone|mascarpone cheese|italian cream cheese", "soft cheese"),
  food("brunost|brown cheese|gjetost|geitost|mysost|ekte geitost|primost|messmör|mesost", "cheese", {
    why: "Norwegian brown cheese is caramelised whey (milk) with cream; no rennet.",
  }),
  food(
    "cream cheese|cream cheese block|softened cream cheese|philadelphia|philadelphia cream cheese|philly|philly cream cheese|neufchatel|neufchâtel|neufchatel cheese|light cream cheese|whipped cream cheese|cream cheese spread|full fat cream cheese|full-fat cream cheese|soft cheese spread|st moret|primula",
    "soft cheese",
  ),
  food(
    "cottage cheese|small curd cottage cheese|large curd cottage cheese|4% cottage cheese|low-fat cottage cheese|pot cheese|hoop cheese|dry curd cottage cheese|farmer cheese|farmer's cheese|farmers cheese|farmers' cheese|tvorog|tvarog|twarog|twaróg|quark|quarg|kvarg|topfen|fromage frais|fromage blanc|faisselle|petit suisse|petits suisses",
    "soft cheese",
  ),
  food("paneer|panir|paneer cheese|fresh paneer|indian cottage cheese|chhena|chenna|chena|malai paneer|paneer cubes", "soft cheese"),
  food(
    "queso fresco|queso blanco|mexican cheese|queso fresco cheese|queso panela|panela cheese|queso de hoja|queso de mano|queso criollo|queso campesino|queso casero|cuajada|fresh farmer cheese|mexican fresh cheese|queso",
    "soft cheese",
  ),
  food(
    "feta|feta cheese|crumbled feta|feta crumbles|greek feta|bulgarian feta|french feta|danish feta|barrel aged feta|sheep feta|goat feta|white cheese|beyaz peynir|sirene|brinza|bryndza|telemea|salad cheese|greek salad cheese|salad feta",
    "soft cheese",
  ),
  food(
    "brie|brie cheese|brie de meaux|brie de melun|camembert|camembert cheese|camembert de normandie|coulommiers|chaource|brillat-savarin|brillat savarin|delice de bourgogne|saint andre|st andre|triple cream|triple cream brie|double cream brie|cambozola|saint albray|vacherin mont d'or|mont d'or|robiola|stracchino|crescenza|teleme",
    "soft cheese",
    {
      may: ["slaughter"],
      why: MAYBE_RENNET,
    },
  ),
  food("boursin|boursin cheese|garlic and herb cheese|garlic & herb soft cheese|roule|alouette|herbed cheese spread|herb cheese spread|rondele", "soft cheese"),
  // goat and sheep
  food(
    "goat cheese|goats cheese|goat's cheese|goats' cheese|goat milk cheese|chevre|chèvre|soft goat cheese|fresh goat cheese|crumbled goat cheese|goat cheese crumbles|goat log|goats cheese log|goat's curd|goats curd|crottin|crottin de chavignol|bucheron|buche de chevre|sainte-maure|sainte maure|valencay|selles-sur-cher|humboldt fog|montrachet|aged goat cheese|goat gouda|garrotxa|caprino|capricorn goats cheese|chevre log",
    "soft cheese",
  ),
  food("sheep cheese|sheeps cheese|sheep's cheese|sheep milk cheese|sheep's milk cheese|ewe's cheese|ewes cheese|ewe's milk cheese|brocciu|manouri", "cheese"),
  // blue
  food(
    "gorgonzola|gorgonzola cheese|gorgonzola dolce|gorgonzola piccante|dolcelatte|stilton|stilton cheese|blue stilton|white stilton|shropshire blue|danish blue|danablu|maytag|maytag blue|bleu d'auvergne|fourme d'ambert|cabrales|valdeon|saint agur|st agur|castello blue|point reyes blue|buttermilk blue|blue castello|dorset blue vinny|cashel blue|stichelton|picos de europa",
    "blue cheese",
  ),
  food("roquefort|roquefort cheese", "blue cheese", { has: ["slaughter"], why: PDO_RENNET }),
  // processed and melted
  food(
    "american cheese|american cheese slice|american cheese slices|american slices|american singles|processed american cheese|cheese singles|kraft singles|kraft slices|cheese slices|sliced cheese|burger cheese|deli cheese|velveeta|velveeta cheese|cheez whiz|cheese whiz|easy cheese|squeeze cheese|spray cheese|aerosol cheese|cheese spread|spreadable cheese spread|laughing cow|the laughing cow|laughing cow wedges|dairylea|dairylea triangles|cheese triangles|primula cheese|babybel|mini babybel|kraft cheese",
    "processed cheese",
    {
      may: ["soybeans"],
      why: "Processed cheeses are cheese melted with milk proteins and emulsifying salts; some add soy lecithin.",
    },
  ),
  food(
    "nacho cheese|nacho cheese sauce|queso dip|queso sauce|cheese dip|chile con queso|chili con queso|queso blanco dip|cheese sauce|cheddar cheese sauce|mornay sauce|mornay|cheese fondue|fondue|welsh rarebit|rarebit|cheese powder|cheddar cheese powder|mac and cheese powder|mac & cheese powder|cheese seasoning",
    "processed cheese",
    {
      may: ["wheat", "gluten", "alcohol", "soybeans"],
      why: "Cheese sauces are often thickened with wheat flour (mornay, rarebit); fondue and rarebit add wine or beer.",
    },
  ),
  // made without milk (the "vegan" and "dairy-free" modifiers cover "vegan cheese")
  food(
    "plant cheese|plant-based cheese|violife|daiya|miyokos|miyoko's|sheese|follow your heart cheese|vegan parmesan|nutritional yeast parmesan|dairy free cheese slices|tofutti|tofutti cream cheese|kite hill|treeline",
    "cheese",
    {
      without: ["milk"],
      may: ["soybeans", "tree nuts", "wheat", "gluten"],
      why: "Plant cheeses are coconut oil, starch, nuts or soy: no milk, but brands vary.",
    },
  ),
  food("cashew cheese|cashew ricotta|cashew cream cheese|cashew parmesan|cashew brie", "cheese|cashew", {
    without: ["milk"],
    why: "Cultured or blended cashews, no milk.",
  }),
  food("almond cheese|almond ricotta|almond feta|almond cream cheese", "cheese|almond", { without: ["milk"], why: "Cultured or blended almonds, no milk." }),
  food("nut cheese|macadamia cheese|nut-based cheese|nut based cheese", "cheese|tree nut", { without: ["milk"], why: "Cultured or blended nuts, no milk." }),
  food("tofu ricotta|tofu feta|tofu cream cheese|tofu cheese", "cheese|tofu", {
    without: ["milk"],
    why: "Tofu seasoned to stand in for cheese: soy, no milk.",
  }),
  food("queijo|queijo minas|queijo coalho|queijo fresco|queijo prato|queijo da serra|requeijao|requeijão|catupiry", "cheese"),
  food(
    "daiya cheddar|daiya cheddar shreds|daiya mozzarella|daiya shreds|daiya slices|violife cheddar|violife mozzarella|violife feta|violife parmesan|violife slices|violife prosociano|follow your heart parmesan|follow your heart mozzarella|sheese cheddar|kite hill ricotta|kite hill cream cheese|tofutti slices",
    "plant cheese",
    { why: "Plant cheeses by brand and kind: no milk." },
  ),
];
