import { food } from "./entry";

/**
 * Breads, rolls, flatbreads, tortillas, breadcrumbs and crackers. "Bread" is wheat; sandwich breads
 * may hold milk, soy and sesame (bakery lines). French-style lean breads (baguette, sourdough,
 * ciabatta) are flour, water, salt and yeast (French "décret pain" 1993): no milk.
 */
const LARD = "Traditional recipes use lard; many brands use vegetable shortening.";

export const BREADS = [
  food(
    "bread|breads|white bread|sandwich bread|sliced bread|white sandwich bread|sandwich loaf|toast|toasted bread|bread slices|slice of bread|slices of bread|sliced white bread|loaf|loaf of bread|bread loaf|white loaf|tin loaf|split tin|farmhouse loaf|bloomer|cob|cob loaf|cottage loaf|texas toast|toasting bread|thick sliced bread|thick-sliced bread|pullman loaf|wonder bread|hovis|warburtons|kingsmill|day-old bread|stale bread|bread heels|bread ends|toast points|bread cubes|cubed bread|pain|pane|pan de molde|brot",
    "wheat|baked good",
    { may: ["soybeans"], why: "Sandwich breads may hold soy flour or lecithin (breads made with milk or egg are listed apart: milk bread, brioche, challah)." },
  ),
  food(
    "whole wheat bread|whole-wheat bread|wholemeal bread|wholemeal loaf|brown bread|whole grain bread|wholegrain bread|multigrain bread|multi-grain bread|seeded bread|seeded loaf|seeded batch|granary bread|granary loaf|malted bread|malted grain bread|wheatmeal bread|oatmeal bread|oat bread|seven grain bread|7 grain bread|12 grain bread|honey wheat bread|sprouted grain bread|sprouted bread|ezekiel bread|ezekiel 4:9|dave's killer bread|nine grain bread|wholegrain loaf|wheaten bread|brown soda bread",
    "bread",
  ),
  food(
    "french bread|baguette|baguettes|french baguette|demi baguette|ficelle|batard|bâtard|boule|pain de campagne|country bread|crusty bread|italian bread|ciabatta|ciabatta loaf|ciabatta bread|pane di casa|pane pugliese|pugliese|filone|sourdough|sourdough bread|sourdough loaf|sourdough boule|san francisco sourdough|levain|pain au levain|rustic bread|artisan bread|peasant bread|country loaf|crusty loaf|crusty white bread|vienna bread|vienna loaf|tiger bread|dutch crunch|pane toscano|tuscan bread|pan rustico|pan de barra|barra de pan|pão|pao|french stick|petit pain|petits pains|pain rustique|pagnotta|rosetta|michetta|baguette rolls|crusty rolls|ciabatta rolls",
    "bread",
    {
      without: ["milk", "egg", "soybeans"],
      why: "Lean breads are flour, water, salt and yeast (or leaven).",
    },
  ),
  food(
    "rye bread|rye loaf|light rye|dark rye|jewish rye|seeded rye|marble rye|deli rye|pumpernickel|pumpernickel bread|schwarzbrot|vollkornbrot|roggenbrot|borodinsky bread|borodinsky|rugbrød|rugbrod|ruisleipä|ruisleipa|danish rye bread|nordic rye bread|black bread|volkoren brood|rye sourdough|caraway rye",
    "bread|rye",
    {
      without: ["wheat"],
      may: ["wheat"],
      why: "Rye holds gluten; most rye breads add wheat flour, some (Danish rugbrød, pumpernickel) are all rye.",
    },
  ),
  food("focaccia|focaccia bread|schiacciata|fougasse|pizza bianca|sardenaira|focaccia genovese|focaccia barese", "bread", {
    why: "Wheat flour, water, olive oil, salt and yeast.",
    without: ["milk", "egg"],
  }),
  food(
    "brioche|brioche bread|brioche loaf|brioche slices|brioche bun|brioche buns|brioche roll|brioche rolls|brioches|pan brioche|brioche burger buns|brioche hot dog buns|tsoureki|kulich|panettone bread|brioche a tete",
    "bread",
    { why: "Bread enriched with egg and butter.", has: ["egg", "milk"] },
  ),
  food("challah|challah bread|challot|chalah|cholla|kalach|houska|vánočka|vanocka|egg bread|pulla|nisu|finnish cardamom bread", "bread", {
    has: ["egg"],
    may: ["milk", "sesame"],
    why: "Egg-enriched bread (challah is usually made without milk, often topped with sesame or poppy seeds).",
  }),
  food(
    "milk bread|hokkaido milk bread|shokupan|japanese milk bread|pain de mie|hawaiian rolls|hawaiian sweet rolls|king's hawaiian|kings hawaiian|king's hawaiian rolls|potato rolls|potato bread|martin's potato rolls|potato buns|potato rolls martin's|sweet rolls|sweet bread|pan de leche|pan sobao|pan de agua|pan cubano|cuban bread|pan de sal|pandesal|pan de coco|coco bread|milk buns|butter rolls",
    "bread",
    {
      has: ["milk"],
      may: ["egg"],
      why: "Enriched with milk or butter, often egg.",
    },
  ),
  food(
    "bread roll|bread rolls|roll|rolls|dinner roll|dinner rolls|soft rolls|white rolls|brown rolls|kaiser roll|kaiser rolls|kaiser|hard rolls|submarine roll|sub roll|sub rolls|hoagie roll|hoagie rolls|hoagie|hoagies|hero roll|hero rolls|grinder roll|french roll|french rolls|bap|baps|floury baps|barm cake|barm|stottie|stotty|stottie cake|bridge roll|finger roll|finger rolls|bulkie roll|parker house rolls|pretzel roll|pretzel rolls|pretzel buns|slider buns|slider rolls|sandwich roll|sandwich rolls|sandwich thins|bun|buns|hamburger bun|hamburger buns|burger bun|burger buns|hot dog bun|hot dog buns|hotdog buns|hot dog rolls|wholemeal burger buns|wholemeal rolls|bolillo|bolillos|bolillo roll|bolillo rolls|mexican roll|mexican rolls|mexican bread roll|pan frances|telera|teleras|telera roll|telera rolls|telera bread|torta roll|torta rolls|torta bread|semmel|brötchen|brotchen|pistolet|morning rolls|rowies|lobster roll buns|split top buns|new england hot dog buns",
    "bread",
  ),
  food("sesame seed buns|sesame buns|sesame seed bun|sesame rolls|seeded burger buns|sesame bagel|sesame bagels|sesame bread", "bread", {
    why: "Buns topped with sesame seeds.",
    has: ["sesame"],
  }),
  food(
    "english muffin|english muffins|sourdough english muffin|sourdough english muffins|whole wheat english muffin|whole wheat english muffins|thomas english muffins|thomas' english muffins|crumpet|crumpets|pikelet|pikelets|muffin tops",
    "bread",
  ),
  food(
    "bagel|bagels|plain bagels|plain bagel|bagel thins|mini bagels|bialy|bialys|cinnamon raisin bagels|blueberry bagels|onion bagels|poppy seed bagels|egg bagels|montreal bagels|new york bagels|pretzel bagels",
    "bread",
    { may: ["egg", "sesame"], why: "Bagels are baked beside sesame bagels; egg bagels hold egg." },
  ),
  food("everything bagel|everything bagels|everything bagel bread", "bagel", { why: "Topped with sesame and poppy seeds, garlic and onion.", has: ["sesame"] }),
  food(
    "hot cross buns|hot cross bun|teacakes|teacake|tea cakes|currant buns|iced buns|iced finger buns|chelsea buns|chelsea bun|bath buns|belgian buns|saffron buns|lussekatter|kanelbullar|cardamom buns|kardemummabullar|fruit loaf|raisin bread|cinnamon raisin bread|malt loaf|soreen|barmbrack|bara brith|lardy cake|pan dulce|conchas|concha|melonpan|melon pan|pineapple bun|bolo bao|cocktail buns",
    "bread",
    {
      has: ["milk"],
      may: ["egg", "sulphites", "pork"],
      why: "Sweet enriched buns with milk, butter, often egg and dried fruit (sulphites); lardy cake is made with lard.",
    },
  ),
  food("bao|bao buns|gua bao|steamed buns|steamed bun|mantou|man tou|baozi|hirata buns|lotus leaf buns|flower rolls|hua juan|folded steamed buns", "bread", {
    may: ["milk"],
    why: "Steamed wheat buns, some made with milk.",
  }),
  food("char siu bao|cha siu bao|char siu buns|pork buns|steamed pork buns|bbq pork buns|siopao|siopao asado|nikuman", "bao|pork", {
    has: ["soybeans"],
    may: ["sesame", "alcohol"],
    why: "Filled with char siu pork in hoisin and soy sauce.",
  }),
  // flatbreads
  food(
    "pita bread|pita|pitas|pita breads|pitta|pitta bread|pitta breads|pita pocket|pita pockets|pocket bread|pocket pitas|flatbread|flatbreads|flat bread|flat breads|lavash|lavosh|lavas|markook|saj|saj bread|shrak|khubz|khubz arabi|arabic bread|lebanese bread|mountain bread|barbari|nan-e barbari|sangak|taftoon|bazlama|pide|pide bread|turkish bread|turkish flatbread|lepinja|somun|ka'ak|kaak|greek pita|greek pitas|gyro bread|pita wraps|pita rounds|naan pizza base|sandwich flatbread|flatout|piadina|piadine|crescia|tigella|tigelle|carasau|pane carasau|pane guttiau|lefse|flatbrød|flatbrod|tunnbröd|tunnbrod",
    "bread",
    { may: ["sesame"], without: ["milk", "egg", "soybeans"], why: "Wheat flatbreads, often baked beside sesame-topped breads." },
  ),
  food(
    "manakish|manakeesh|man'oushe|manoushe|za'atar bread|zaatar bread|zaatar manakish|khachapuri|lahmacun|lahmajoun|lahmajun|sfiha|sfeeha|fatayer|fatayer bi sabanekh|pide with cheese|gözleme|gozleme",
    "bread",
    {
      may: ["sesame", "milk", "egg", "beef", "tree nuts"],
      why: "Topped or filled flatbreads: za'atar (sesame), cheese and egg (khachapuri), spiced minced lamb or beef (lahmacun, sfiha), pine nuts.",
    },
  ),
  food(
    "naan|naan bread|naans|nan bread|garlic naan|butter naan|peshwari naan|peshawari naan|keema naan|cheese naan|kulcha|kulchas|amritsari kulcha|bhatura|bhature|bhaturas|sheermal|taftan",
    "bread",
    {
      has: ["milk"],
      may: ["egg", "tree nuts"],
      why: "Naan is made with yogurt or milk and often brushed with ghee; some add egg; Peshwari naan holds almonds and coconut.",
    },
  ),
  food(
    "roti|rotis|chapati|chapatis|chapatti|chapattis|chappati|phulka|phulkas|fulka|tandoori roti|rumali roti|missi roti|bhakri|thepla|theplas|paratha|parathas|aloo paratha|laccha paratha|lachha paratha|malabar paratha|parotta|porotta|kerala parotta|roti canai|roti prata|prata|puri|puris|poori|pooris|luchi|dhalpuri|dal puri|buss up shut|paratha roti|roti skin|sada roti|frozen paratha|frozen parathas",
    "bread",
    {
      without: ["soybeans"],
      may: ["milk", "egg"],
      why: "Wheat (atta) flatbreads; parathas and roti canai are laminated with ghee or butter, some with egg.",
    },
  ),
  food("injera|injera bread|kisra|lahoh|laxoox|canjeero|anjero", "teff|baked good", {
    may: ["wheat", "gluten"],
    why: "Teff flatbread; outside Ethiopia injera is often part wheat or barley.",
  }),
  food("msemen|m'semen|rghaif|meloui|harcha|khobz|matlouh|batbout|mkhamer", "bread", {
    may: ["milk"],
    why: "Moroccan wheat or semolina breads, laminated or griddled with butter.",
  }),
  food(
    "arepa|arepas|arepa de choclo|pupusa|pupusas|gordita|gorditas|sope|sopes|tlayuda|tlayudas|huarache|huaraches|memela|memelas|tlacoyo|tlacoyos|bammy|bammies|cachapa|cachapas|chapati de maiz",
    "corn|baked good",
    {
      may: ["milk", "pork"],
      why: "Corn-masa breads; pupusas and arepas are often filled with cheese or pork, and masa for gorditas and sopes is often made with lard.",
    },
  ),
  food(
    "johnny cake|johnnycakes|johnny cakes|jonnycakes|hoecake|hoecakes|bannock|bannocks|frybread|fry bread|indian fry bread|damper|festival dumplings",
    "bread",
    { may: ["milk", "pork", "egg"], why: "Quick breads made with milk or buttermilk, often fried in lard." },
  ),
  food(
    "flour tortilla|flour tortillas|tortilla|tortillas|wheat tortilla|wheat tortillas|soft flour tortilla|soft flour tortillas|soft tortillas|burrito tortilla|burrito tortillas|burrito wraps|fajita tortillas|tortillas de harina|mission tortillas|old el paso tortillas|wrap|wraps|tortilla wraps|tortilla wrap|sandwich wraps|spinach wraps|spinach tortillas|tomato basil wraps|sun-dried tomato wraps|low carb wraps|low-carb tortillas|whole wheat tortillas|wholemeal wraps|wholemeal tortillas|large tortillas|taco size tortillas|street taco flour tortillas|uncooked tortillas|tortilla land",
    "bread",
    {
      without: ["milk", "egg"],
      may: ["pork", "milk", "soybeans"],
      why: LARD,
    },
  ),
  food(
    "corn tortilla|corn tortillas|taco tortilla|taco tortillas|tortillas de maiz|tortillas de maíz|white corn tortillas|yellow corn tortillas|blue corn tortillas|street taco tortillas|tostada|tostadas|tostada shells|taco shells|taco shell|hard taco shells|hard shell tacos|hard shells|stand and stuff shells|stand n stuff taco shells|tortilla bowls|taco bowls|corn tostadas",
    "corn|baked good",
  ),
  food(
    "lettuce wraps|lettuce wrap|lettuce cups|lettuce leaf wraps|collard wraps|nori wraps|rice paper wrap|rice paper wraps|egg wraps|cheese wraps",
    "vegetable",
    { why: "A wrap of lettuce, collards, nori or rice paper, not a wheat tortilla." },
  ),
  food("matzo|matzah|matza|matzoh|matzos|matzot|matzo crackers|matzo sheets|matzo bread|egg matzo|shmurah matzo|afikoman", "bread", {
    why: "Unleavened wheat flour and water (egg matzo adds egg).",
    without: ["milk", "soybeans", "sesame"],
    may: ["egg"],
  }),
  // crumbs, croutons, stuffing
  food(
    "breadcrumbs|breadcrumb|bread crumbs|bread crumb|dry breadcrumbs|dried breadcrumbs|plain breadcrumbs|plain bread crumbs|unseasoned breadcrumbs|unseasoned bread crumbs|fresh breadcrumbs|fresh bread crumbs|white breadcrumbs|dried bread crumbs|dry bread crumbs|fine breadcrumbs|fine dry breadcrumbs|toasted breadcrumbs|homemade breadcrumbs|breadcumbs|golden breadcrumbs|dried golden breadcrumbs|natural dried breadcrumbs|progresso breadcrumbs|4c breadcrumbs|pangrattato|pan grattato|mollica|rusk|rusks|rusk crumbs|toasted crumbs|wholemeal breadcrumbs|sourdough breadcrumbs|fresh white breadcrumbs",
    "bread",
    { without: ["soybeans"], why: "Dried crumbs of lean white bread (seasoned and Italian crumbs are apart)." },
  ),
  food(
    "italian breadcrumbs|italian bread crumbs|seasoned breadcrumbs|seasoned bread crumbs|italian seasoned breadcrumbs|italian seasoned bread crumbs|italian style bread crumbs|italian-style breadcrumbs|italian style breadcrumbs|herbed breadcrumbs|herb breadcrumbs",
    "breadcrumbs",
    {
      may: ["milk"],
      why: "Italian seasoned breadcrumbs often hold Romano or Parmesan cheese.",
    },
  ),
  food(
    "panko|panko breadcrumbs|panko bread crumbs|panko crumbs|japanese breadcrumbs|japanese bread crumbs|panko-style breadcrumbs|whole wheat panko|italian panko",
    "breadcrumbs",
    { why: "Japanese breadcrumbs of wheat bread without crusts; no milk or egg.", without: ["milk", "egg"] },
  ),
  food("matzo meal|matzah meal|matza meal|cake meal|matzo cake meal|matzo farfel|farfel", "matzo"),
  food(
    "croutons|crouton|crostini|bruschetta toasts|melba toast|melba toasts|bread chips|toasted bread cubes|garlic croutons|seasoned croutons|herb croutons|caesar croutons",
    "bread",
    {
      may: ["milk", "soybeans"],
      why: "Croutons are fried or toasted in butter or oil, often with cheese.",
    },
  ),
  food(
    "garlic bread|garlic toast|cheesy garlic bread|garlic baguette|garlic slices|texas garlic toast|frozen garlic bread|garlic knots|garlic bread slices",
    "bread",
    { has: ["milk"], why: "Spread with garlic butter." },
  ),
  food(
    "stuffing|stuffing mix|stove top|stove top stuffing|stovetop stuffing|paxo|paxo stuffing|sage and onion stuffing|sage & onion stuffing|cornbread stuffing|corn bread stuffing|corn bread stuffing mix|cornbread stuffing mix|dry corn bread stuffing mix|bread stuffing|herb stuffing mix|seasoned stuffing cubes|stuffing cubes|stuffing balls|thanksgiving stuffing|herb seasoned stuffing|pepperidge farm stuffing",
    "bread|dish",
    {
      may: ["milk", "egg", "celery", "soybeans", "pork"],
      why: "Bread with onion, celery and herbs; mixes hold milk or whey and soy; home stuffing often holds egg, butter or sausage meat.",
    },
  ),
  // crackers
  food(
    "cracker|crackers|water crackers|water biscuits|table water crackers|carr's table water|carrs water crackers|cream crackers|jacob's cream crackers|jacobs cream crackers|saltines|saltine crackers|saltine|soda crackers|premium saltines|oyster crackers|oyster cracker|hardtack|ship's biscuit|crackerbread|cracker bread|crispy crackers|thin crackers|flatbread crackers|entertainment crackers",
    "wheat|snack",
    {
      may: ["milk", "soybeans", "sesame"],
      why: "Wheat crackers; many brands add soy lecithin or milk, and are made beside sesame.",
    },
  ),
  food(
    "ritz|ritz crackers|butter crackers|club crackers|townhouse crackers|tuc|tuc crackers|hi-ho crackers|breton crackers|vegetable crackers|wheat thins|triscuit|triscuits|wheat crackers|wholewheat crackers|sociables|cheese nips|chicken in a biskit",
    "cracker",
    { why: "Butter-flavoured wheat crackers; some hold milk.", may: ["milk"] },
  ),
  food(
    "cheese crackers|cheez-it|cheez-its|cheezits|cheez its|goldfish|goldfish crackers|cheese straws|cheese biscuits|mini cheddars|cheese thins|cheese twists|cheese puffs crackers|parmesan crisps crackers|cheese wafers",
    "cracker",
    { why: "Wheat crackers made with cheese.", has: ["milk"] },
  ),
  food(
    "graham cracker|graham crackers|grahams|honey grahams|honey maid|graham cracker squares|graham cracker sheets|teddy grahams|chocolate graham crackers",
    "cracker",
    {
      has: ["animal-product"],
      may: ["milk", "soybeans"],
      why: "Graham crackers are sweetened with honey.",
    },
  ),
  food("graham cracker crust|graham cracker pie crust|graham crust|crumb crust|biscuit base|digestive biscuit base", "graham cracker", {
    has: ["milk"],
    why: "Crushed graham crackers or digestives bound with melted butter.",
  }),
  food("animal crackers|animal cookies|barnum's animals|circus animals", "cracker", {
    why: "Sweet wheat crackers; some brands add milk or egg.",
    may: ["milk", "egg"],
  }),
  food(
    "crispbread|crispbreads|ryvita|wasa|wasa crispbread|knäckebröd|knackebrod|knekkebrød|rye crispbread|rye crackers|finn crisp|finn crisps|crispbread crackers",
    "rye|snack",
    { why: "Rye crispbread (gluten), some with wheat flour or sesame.", may: ["wheat", "sesame", "milk"] },
  ),
  food("breadsticks|bread sticks|breadstick|grissini|grissini sticks|taralli|tarallini|friselle|frise|freselle|pane frattau", "bread", {
    may: ["alcohol", "sesame", "milk"],
    why: "Taralli are made with white wine; breadsticks are often sesame-topped.",
  }),
  food(
    "pretzel|pretzels|pretzel sticks|pretzel rods|pretzel twists|pretzel crisps|pretzel thins|hard pretzels|mini pretzels|pretzel pieces|salted pretzels|sourdough pretzels|snyder's pretzels|rold gold",
    "wheat|snack",
    { why: "Wheat dough dipped in lye; some coated in butter or seeds.", may: ["milk", "sesame", "soybeans"] },
  ),
  food("soft pretzels|soft pretzel|bavarian pretzels|laugenbrezel|brezel|brezn|pretzel bites", "bread", {
    why: "Soft wheat pretzels, often brushed with butter.",
    may: ["milk"],
  }),
  food(
    "pita chips|pitta chips|bagel chips|bagel crisps|toasted pita chips|naan chips|flatbread crisps|lavash crackers|melba rounds|baked pita chips",
    "bread|snack",
    { why: "Baked wheat pitta, sometimes with sesame or cheese seasoning.", may: ["sesame", "milk"] },
  ),
  food("oatcakes|oatcake|oat cakes|nairn's oatcakes|nairns oatcakes|scottish oatcakes|rough oatcakes|oat crackers|oat biscuits", "oat|snack", {
    may: ["wheat", "milk"],
    why: "Oatcakes are oats (gluten, EU Annex II), some with wheat flour and butter.",
  }),
  food(
    "rice crackers|rice cracker|senbei|arare|kaki no tane|kakinotane|japanese rice crackers|rice crisps crackers|brown rice crackers|rice thins|sesame rice crackers|seaweed rice crackers",
    "rice|snack",
    {
      may: ["soybeans", "wheat", "gluten", "sesame", "peanuts"],
      why: "Senbei and arare are glazed with soy sauce (soy, wheat); kaki no tane is mixed with peanuts.",
    },
  ),
];
