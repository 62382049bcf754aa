import { food } from "./entry";

/**
 * Prepared dishes and leftovers that recipes use as ingredients ("2 cups leftover chili", "1 frozen
 * pizza"), and preparation words that change what a food holds: "breaded", "battered", "buttered"
 * and "cheesy" are foods of their own, so "breaded chicken" holds wheat and "buttered toast" milk.
 */
const MIXED = "A prepared dish varies by recipe: the marks listed are those its usual versions hold.";

export const PREPARED = [
  food("breaded|crumbed|panko-crusted|panko crusted|breadcrumbed|crumb-coated|bread-crumbed", "wheat", {
    may: ["egg", "milk"],
    why: "Coated in breadcrumbs (wheat), usually over egg.",
  }),
  food("battered|beer-battered|beer battered|tempura|tempura-battered|floured|dredged|fried in batter|batter-fried|deep-fried battered", "wheat", {
    may: ["egg", "milk", "alcohol"],
    why: "Coated in wheat batter (tempura: wheat and egg; beer batter: beer).",
  }),
  food("buttered|buttery|butter-fried|brown-buttered|garlic-buttered", "butter"),
  food("cheesy|au gratin|gratin|gratinated|gratinéed|cheese-topped|cheese topped", "cheese", {
    may: ["wheat", "gluten"],
    why: "Topped with cheese, often breadcrumbs.",
  }),
  food("creamed|creamy-style|in cream sauce|alla panna", "cream", { may: ["wheat", "gluten"], why: "Cooked with cream or a white sauce (flour)." }),
  food("malted|malt-flavoured|malt flavored", "malt"),
  food("honey-glazed|honey glazed|honey-roasted|honey roasted|honey-baked|honeyed", "honey"),
  food(
    "curry|curries|curry sauce dish|tikka masala|tikka|butter chicken|murgh makhani|korma|vindaloo|madras|jalfrezi|rogan josh|balti|bhuna|dopiaza|pasanda|dhansak|saag|palak paneer|saag paneer|matar paneer|paneer tikka|paneer butter masala|aloo gobi|baingan bharta|malai kofta|navratan korma|keema matar|biryani|pulao|pilau|pilaf|pilaff|plov|jeera rice|kedgeree|khichdi|khichri|sambar|rasam|kadhi|kadhi pakora|avial|thoran|poriyal|kootu|japanese curry dish|katsu curry|kare raisu|curry rice|thai curry|thai green curry|thai red curry|panang curry|massaman curry dish|jungle curry|khao soi|gaeng|rendang|kari ayam|opor ayam|gulai|caldereta|kaldereta|curry goat jamaican|curry chicken jamaican|bunny chow|durban curry|bobotie",
    "dish",
    {
      may: [
        "milk",
        "tree nuts",
        "peanuts",
        "mustard",
        "fish",
        "crustacean shellfish",
        "wheat",
        "gluten",
        "meat",
        "beef",
        "pork",
        "egg",
        "soybeans",
        "celery",
        "sesame",
      ],
      why: "Curries vary: Indian curries hold ghee, cream, yogurt, cashews or almonds and mustard seed; Thai and Malaysian curries shrimp paste, fish sauce and peanuts; Japanese curry wheat roux.",
    },
  ),
  food(
    "stew|stews|irish stew|casserole|casseroles|hotpot|lancashire hotpot|goulash|gulasch|stroganoff|boeuf bourguignon|bourguignon|coq au vin|navarin|blanquette|blanquette de veau|daube|carbonnade|carbonnade flamande|pot au feu|cassoulet|ratatouille|tagine|tajine|stifado|kleftiko|moussaka|pastitsio|feijoada|ropa vieja|picadillo|carne guisada|estofado|guiso|sancocho stew|locro stew|chili con carne|chilli con carne|texas chili|chili beans in sauce|sloppy joes|sloppy joe|bolognese leftover|shepherd's pie|shepherds pie|cottage pie|pot pie|mince pies savoury|pasty|pasties|cornish pasty|cornish pasties|jamaican patty|jamaican patties|beef patties jamaican|empanada|empanadas|empanadillas|pastelitos|pastelillos|salteñas|samosa|samosas|knish|knishes|pirozhki|piroshki|pirog|kulebyaka|coulibiaca|tourtière|tourtiere|bridie|scotch pie|sausage roll|sausage rolls|pork pie|pork pies|melton mowbray pork pie|pork and egg pie|gala pie|picnic pie|spanakopita|tiropita|borek|börek|burek|sigara borek|pastilla|bastilla|calzone|calzones|stromboli|quiche|quiches|quiche lorraine|frittata slices|tortilla slices|strata|savory bread pudding|croque monsieur|croque madame|welsh rarebit dish",
    "dish",
    {
      may: [
        "meat",
        "beef",
        "pork",
        "milk",
        "egg",
        "wheat",
        "gluten",
        "celery",
        "alcohol",
        "sulphites",
        "fish",
        "crustacean shellfish",
        "mustard",
        "soybeans",
        "tree nuts",
        "sesame",
      ],
      why: MIXED + " Stews and pies hold meat, stock (celery), wine or beer and flour; pastry is wheat with butter or lard.",
    },
  ),
  food(
    "pizza|pizzas|pizza slice|pizza slices|margherita pizza|flatbread pizza|french bread pizza|pizza rolls|pizza bites|pizzette|pissaladière|pissaladiere|tarte flambée|tarte flambee|flammkuchen|lahmacun pizza|pide pizza|deep dish pizza|naan pizza|pita pizza|bagel bites|totino's|digiorno|papa john's|domino's|pizza hut",
    "wheat|dish",
    {
      has: ["milk"],
      may: ["pork", "beef", "fish", "egg", "soybeans", "slaughter"],
      why: "Pizza is a wheat base with mozzarella (milk); toppings may be pepperoni (pork, beef) or anchovies; pissaladière holds anchovies and no cheese.",
    },
  ),
  food(
    "mac and cheese|mac & cheese|macaroni and cheese|macaroni & cheese|mac n cheese|mac 'n' cheese|macaroni cheese|kraft mac and cheese|kraft macaroni and cheese|kraft dinner|boxed mac and cheese|annie's mac and cheese|velveeta shells|mac and cheese dinner",
    "wheat|dish",
    {
      has: ["milk"],
      may: ["egg", "soybeans", "slaughter"],
      why: "Macaroni (wheat) in a cheese sauce (milk); some cheeses are made with animal rennet; boxed mixes may add soy.",
    },
  ),
  food(
    "lasagne al forno|pasta bake|baked ziti|baked pasta|fettuccine alfredo|spaghetti bolognese|spag bol|spaghetti and meatballs|carbonara|spaghetti carbonara|cacio e pepe|pasta alla norma|pasta primavera|penne alla vodka|pasta salad dish|spaghettios|spaghetti-os|chef boyardee|beefaroni|hamburger helper|rice-a-roni|rice a roni|pasta-roni|noodle kugel|lokshen kugel|kugel|pastitsio dish|timballo|sformato",
    "wheat|dish",
    {
      has: ["milk"],
      may: ["egg", "beef", "pork", "meat", "fish", "celery", "alcohol", "slaughter", "soybeans"],
      why: "Baked and sauced pastas hold cheese (milk), often egg pasta, meat sauce or ham; Rice-A-Roni is rice with wheat vermicelli.",
    },
  ),
  food(
    "fried rice|yangzhou fried rice|nasi goreng|khao pad|kimchi fried rice|bokkeumbap|chahan|yakimeshi|arroz chaufa|chaufa|paella|paella valenciana|arroz con pollo|arroz con gandules|jollof rice|jollof|rice and peas|red beans and rice|dirty rice|jambalaya|risotto|risotto alla milanese|arancini|arancine|supplì|suppli|onigiri|rice balls|omurice|bibimbap|dolsot bibimbap|kimbap|gimbap|sushi|sushi rolls|maki|maki rolls|nigiri|california roll|california rolls|temaki|chirashi|poke rice|donburi|oyakodon|katsudon|gyudon|nasi lemak|nasi campur|tahdig|chelow|sabzi polo|zereshk polo|mujaddara|mujadara|koshari|kushari|dolma|dolmas|dolmades|dolmathes|stuffed grape leaves|stuffed vine leaves|yalanji|sarma|sarmale|stuffed peppers|stuffed cabbage|cabbage rolls|golabki|gołąbki|holubtsi|stuffed tomatoes|yemista|gemista",
    "dish",
    {
      may: [
        "egg",
        "soybeans",
        "wheat",
        "gluten",
        "fish",
        "crustacean shellfish",
        "molluscs",
        "pork",
        "meat",
        "beef",
        "milk",
        "sesame",
        "alcohol",
        "tree nuts",
        "celery",
        "mustard",
        "sulphites",
      ],
      why:
        MIXED +
        " Fried rice holds egg and soy sauce; paella and jambalaya seafood, chorizo and celery; risotto butter, Parmesan and wine; sushi fish, crab stick and soy sauce; dolmas pine nuts and sometimes lamb.",
    },
  ),
  food(
    "tacos|taco|tacos al pastor dish|burrito|burritos|enchilada|enchiladas|quesadilla|quesadillas|tamale|tamales|tamal|nacatamal|hallaca|humita|humitas|chilaquiles|nachos dish|loaded nachos|fajitas|chimichanga|chimichangas|flautas|taquitos|tostadas dish|gorditas dish|birria|quesabirria|barbacoa|cochinita|tinga|tinga de pollo|pupusas dish|elote dish|esquites|huevos rancheros|migas",
    "dish",
    {
      may: ["wheat", "gluten", "milk", "pork", "beef", "meat", "egg", "soybeans", "fish"],
      why: MIXED + " Mexican dishes: flour tortillas (wheat, lard), cheese and crema, pork, beef or chicken; tamales are masa beaten with lard.",
    },
  ),
  food(
    "spring rolls|spring roll|egg rolls|egg roll|lumpia|lumpia shanghai|popiah|cha gio|chả giò|nem ran|summer rolls|fresh spring rolls|goi cuon|gỏi cuốn|rice paper rolls|vietnamese spring rolls|banh mi|bánh mì|banh xeo|bánh xèo|pad thai|phad thai|pad see ew|pad kee mao|drunken noodles|pad krapow|pad kra pao|larb gai|satay chicken|mee goreng|mie goreng|char kway teow|char kuey teow|hokkien mee dish|lo mein dish|chow mein dish|chop suey|chow fun dish|dandan noodles|zhajiangmian|jajangmyeon|jjajangmyeon|japchae|chapchae|tteokbokki|ddeokbokki|topokki|bulgogi|dak galbi|dakgalbi|yangnyeom chicken|kung pao|general tso|general tso's|general tsos|mapo tofu|ma po tofu|twice cooked pork|yu xiang eggplant|fish fragrant eggplant|salt and pepper tofu|char siu bao dish|siu mai dish|okonomiyaki|takoyaki|yakisoba dish|yakitori dish|tonkatsu dish|tempura dish|oyakodon dish|adobo|adobong manok|pancit|pancit canton dish|sisig|kare-kare|kare kare|lechon kawali dish|sinigang dish|laing|bicol express",
    "dish",
    {
      may: [
        "wheat",
        "gluten",
        "soybeans",
        "egg",
        "fish",
        "crustacean shellfish",
        "molluscs",
        "peanuts",
        "tree nuts",
        "sesame",
        "pork",
        "beef",
        "meat",
        "milk",
        "alcohol",
        "celery",
      ],
      why:
        MIXED +
        " East and Southeast Asian dishes: soy sauce (soy, wheat), fish and oyster sauce, peanuts (pad thai, kung pao, satay), sesame, egg and pork; Filipino adobo is soy sauce and vinegar.",
    },
  ),
  food(
    "submarine sandwich|hoagie sandwich|hero sandwich|panini|panino|toastie|toasties|grilled cheese|grilled cheese sandwich|blt|club sandwich|reuben|reuben sandwich|cuban sandwich|cubano|muffuletta|muffaletta|po' boy|po boy|poboy|philly cheesesteak|cheesesteak|french dip|monte cristo|torta|tortas|pan bagnat|bocadillo|montadito|tramezzino|smørrebrød|smorrebrod|open sandwich|wrap sandwich",
    "dish",
    {
      has: ["wheat", "gluten"],
      may: ["milk", "egg", "pork", "beef", "meat", "fish", "soybeans", "sesame", "mustard"],
      why: MIXED + " Sandwiches are bread (wheat) with cheese, meats, mayonnaise and mustard.",
    },
  ),
  food(
    "kedgeree dish|bangers and mash|toad in the hole dish|full english|full english breakfast|full breakfast|fry up|fry-up|beans on toast|cheese on toast|egg and soldiers|eggs and soldiers|welsh cakes dish|bubble and squeak dish|ploughman's lunch|ploughmans lunch|scotch broth dish|haggis neeps and tatties|cullen skink dish|roast dinner|sunday roast|christmas dinner|thanksgiving dinner",
    "dish",
    {
      may: ["wheat", "gluten", "milk", "egg", "pork", "beef", "meat", "fish", "celery", "mustard", "sulphites"],
      why: MIXED,
    },
  ),
  food("steak tartare|tartare|filet americain|carpaccio|kibbeh nayyeh|yukhoe|steak tartar", "beef|dish", {
    may: ["egg", "fish", "mustard", "wheat", "gluten"],
    why: "Raw beef with egg yolk, capers, mustard and Worcestershire sauce (anchovy).",
  }),
  food("kibbeh|kibbe|kubba|kubbeh|içli köfte|icli kofte|kibbeh balls|baked kibbeh", "dish", {
    has: ["wheat", "gluten"],
    may: ["beef", "tree nuts"],
    why: "Bulgur wheat shells filled with spiced lamb or beef and pine nuts.",
  }),
  food(
    "lomo saltado|bistec encebollado|carne asada plate|churrasco plate|asado|parrillada|bandeja paisa|pabellon criollo|pabellón criollo|arroz chaufa de carne|anticuchos|picanha plate",
    "beef|dish",
    {
      may: ["soybeans", "wheat", "gluten", "pork", "egg"],
      why: "Latin American beef dishes; lomo saltado is stir-fried with soy sauce.",
    },
  ),
  food(
    "ackee and saltfish|ackee & saltfish|saltfish and ackee|bacalao guisado|bacalhau à brás|bacalhau a bras|brandade|brandade de morue|accra|accras|saltfish fritters|stamp and go|bacalaitos dish",
    "salt cod|dish",
    {
      may: ["egg", "wheat", "gluten", "milk"],
      why: "Salt cod dishes; fritters are wheat batter, bacalhau à Brás holds egg, brandade milk.",
    },
  ),
  food(
    "shakshuka dish|menemen|huevos a la flamenca|eggs in purgatory|uova in purgatorio|cilbir|çılbır|tamagoyaki dish|egg muffin|egg muffins|egg cups|breakfast casserole|breakfast strata",
    "egg|dish",
    { may: ["milk", "wheat", "gluten", "pork"], why: MIXED },
  ),
  food("tenkasu|tempura bits|tempura flakes|agedama|tempura scraps|tenkasu flakes", "wheat", { may: ["egg"], why: "Fried tempura batter (wheat, often egg)." }),
];
