import { food } from "./entry";

/**
 * Vegetables: alliums, roots and tubers, squashes, tomatoes, peppers and chillies, and the rest
 * (greens, brassicas, mushrooms and seaweeds are in greens-mushrooms.ts). The look-alikes hold
 * nothing of their namesake: eggplant no egg, butternut squash no nut, water chestnut no tree nut.
 */
export const VEGETABLES = [
  // alliums
  food(
    "yellow onion|yellow onions|brown onion|brown onions|white onion|white onions|sweet onion|sweet onions|spanish onion|spanish onions|vidalia onion|vidalia onions|vidalia|walla walla onions|walla walla|maui onion|maui onions|bermuda onion|bermuda onions|chopped onion|diced onion|large onion|medium onion|small onion|onion halves|cebolla|oignon|cipolla|pyaz|pyaaz|piyaz",
    "onion",
  ),
  food("red onion|red onions|purple onion|purple onions|torpedo onion|tropea onion|tropea onions|red spanish onion|salad onion red", "onion"),
  food(
    "pearl onion|pearl onions|cocktail onions|pickled onions|pickled onion|silverskin onions|silverskin|button onions|button onion|baby onions|pickling onions|cipollini|cipollini onions|cipolline|boiler onions|boiling onions|small white onions|frozen pearl onions|borettane|borettane onions|pickled pearl onions",
    "onion",
  ),
  food(
    "shallot|shallots|eschalot|eschalots|banana shallot|banana shallots|echalion|echalions|french shallots|grey shallots|thai shallots|asian shallots|red shallots|pink shallots|sambar onions|small red onions|bawang merah|hom daeng|shallot rings",
    "onion",
  ),
  food(
    "green onion|green onions|scallion|scallions|spring onion|spring onions|salad onion|salad onions|welsh onion|welsh onions|negi|naganegi|japanese leek|long onion|long green onion|bunching onion|green onion tops|scallion greens|scallion whites|green shallots|eschallots|daepa|jjokpa|cebollitas|cebollín|knob onions|spring onion bulbs",
    "onion",
  ),
  food(
    "caramelized onions|caramelised onions|onion jam|onion marmalade|red onion marmalade|onion confit|grilled onions|sauteed onions|pickled red onions|quick pickled onions|onion relish",
    "onion",
  ),
  food(
    "fried onions|crispy fried onions|french's fried onions|frenchs fried onions|french fried onions|crispy onions|fried shallots|crispy shallots|fried shallot|birista|bawang goreng|hom jiew|crispy onion topping|onion crisps",
    "onion",
    {
      may: ["wheat", "gluten", "soybeans"],
      why: "Store-bought crispy onions (French's) are coated in wheat flour with soy flour; fried shallots may be dusted with flour.",
    },
  ),
  food(
    "onion rings|onion ring|beer battered onion rings|battered onion rings|onion bhaji|onion bhajis|onion bhajee|pakora|pakoras|pakodas|pakoda|bhajiya|bhajia|vegetable pakora|kanda bhaji",
    "onion",
    {
      may: ["wheat", "gluten", "egg", "milk", "alcohol"],
      why: "Onion rings are battered in wheat flour, egg or beer; bhajis and pakoras are gram flour, some with wheat or rice flour.",
    },
  ),
  food(
    "garlic|garlic clove|garlic cloves|clove garlic|cloves garlic|clove of garlic|cloves of garlic|minced garlic|fresh garlic|head of garlic|heads of garlic|garlic bulb|garlic bulbs|whole garlic|garlic head|garlic heads|jarred garlic|jarred minced garlic|crushed garlic|garlic puree|garlic purée|roasted garlic|roast garlic|smoked garlic|elephant garlic|green garlic|spring garlic|wet garlic|garlic confit|fried garlic|crispy garlic|garlic chips|pickled garlic|garlic in oil|chopped garlic|sliced garlic|grated garlic|lasan|lahsun|ajo|ajos|ail|aglio|knoblauch|bawang putih|kratiem|garlic scapes|garlic scape|garlic shoots",
    "vegetable",
  ),
  food("black garlic|black garlic cloves|fermented black garlic|aged black garlic", "garlic"),
  food("wild garlic|ramps|ramp|ramsons|ransoms|bear's garlic|bears garlic|wild leeks|wild garlic leaves|three-cornered leek", "garlic"),
  food("leek|leeks|baby leeks|leek tops|white part of leeks|white part of leek|white parts of leeks|leek whites|puerro|poireau|porri", "vegetable"),
  // roots and tubers
  food(
    "carrot|carrots|baby carrots|baby carrot|shredded carrot|shredded carrots|grated carrot|grated carrots|carrot sticks|carrot batons|heirloom carrots|rainbow carrots|purple carrots|chantenay carrots|dutch carrots|bunched carrots|matchstick carrots|julienned carrots|carrot coins|frozen carrots|canned carrots|zanahoria|zanahorias|gajar|ninjin|danggeun",
    "vegetable",
  ),
  food(
    "peas and carrots|carrots and peas|frozen peas and carrots|mixed frozen vegetables|frozen mixed vegetables|frozen vegetables|stir fry vegetables|stir-fry vegetables|stir fry mix|vegetable mix|soup vegetables|soup mix vegetables|mirepoix|soffritto|sofrito base|holy trinity|battuto|suppengrün|soup greens|frozen veg",
    "vegetable",
    {
      may: ["celery"],
      why: "Mirepoix, soffritto, the Cajun holy trinity and soup-vegetable mixes hold celery.",
    },
  ),
  food("parsnip|parsnips|baby parsnips|pastinaca", "vegetable"),
  food("turnip|turnips|baby turnips|hakurei turnips|white turnips|purple top turnips|shalgam|navet", "vegetable"),
  food("rutabaga|rutabagas|swede|swedes|yellow turnip|neeps|turnip-rooted cabbage", "vegetable"),
  food(
    "beet|beets|beetroot|beetroots|red beet|red beets|golden beets|golden beet|yellow beets|chioggia beets|candy cane beets|candy stripe beets|baby beets|cooked beetroot|cooked beets|pickled beetroot|pickled beets|vacuum packed beetroot|vacuum-packed beetroot|roasted beets|canned beets|beet juice|beetroot juice|remolacha|betabel|chukandar|beet greens|beetroot leaves|beet tops",
    "vegetable",
  ),
  food(
    "radish|radishes|red radish|red radishes|french breakfast radishes|breakfast radishes|watermelon radish|watermelon radishes|black radish|easter egg radishes|easter egg radish|radish greens|cherry belle radishes|icicle radishes|mooli|daikon|daikon radish|daikon radishes|white radish|chinese radish|korean radish|mu|lo bok|loh bak|green radish|green daikon|mooli radish|muli|rabanos|rábano",
    "vegetable",
  ),
  food(
    "pickled daikon|takuan|takuwan|danmuji|yellow pickled radish|pickled radish|pickled turnip|pickled turnips|lift|torshi|turshi|pink pickled turnips|preserved radish|chai poh|dried radish|kiriboshi daikon|sweet preserved radish",
    "radish",
    {
      may: ["sulphites"],
      why: "Pickles may be preserved with sulphites.",
    },
  ),
  food("celery root|celeriac|celery roots|celery knob|knob celery|celeriac root|celeri-rave", "celery", {
    why: "Celeriac is celery (EU Annex II: celery and products thereof).",
  }),
  food(
    "rib celery|ribs celery|sticks celery|celery hearts|celery heart|celery leaves|celery leaf|celery tops|chinese celery|kintsai|leaf celery|smallage|cutting celery|celery seedlings|celery juice|celery stalks and leaves|pascal celery",
    "celery",
  ),
  food(
    "potato|potatoes|white potato|white potatoes|baking potato|baking potatoes|russet|russets|russet potato|russet potatoes|idaho potato|idaho potatoes|maris piper|maris pipers|king edward|king edwards|desiree|desiree potatoes|charlotte potatoes|jersey royals|jersey royal potatoes|new potato|new potatoes|baby potatoes|baby potato|baby new potatoes|red potato|red potatoes|red bliss|red bliss potatoes|red skin potatoes|red-skinned potatoes|yukon gold|yukon gold potato|yukon gold potatoes|yukon golds|gold potato|gold potatoes|yellow potato|yellow potatoes|fingerling potatoes|fingerlings|fingerling potato|purple potatoes|blue potatoes|waxy potatoes|floury potatoes|salad potatoes|chipping potatoes|mashing potatoes|roasting potatoes|boiling potatoes|creamer potatoes|little potatoes|kipfler|kipfler potatoes|ratte|ratte potatoes|pink fir apple|pink fir apple potatoes|vitelotte|agria|agria potatoes|papas|papa|aloo|batata|patate|kartoffel|kartoffeln|pommes de terre|patatas|jagaimo|gamja|potato halves",
    "vegetable",
  ),
  food(
    "mashed potatoes|mashed potato|potato mash|leftover mashed potatoes|creamy mashed potatoes|pomme puree|pommes purée|champ|colcannon|bubble and squeak|duchess potatoes|potato croquettes|croquetas de patata|aloo mash",
    "potato",
    {
      has: ["milk"],
      may: ["egg", "wheat", "gluten"],
      why: "Mashed with butter and milk or cream; croquettes and duchess potatoes add egg and breadcrumbs.",
    },
  ),
  food(
    "instant mashed potatoes|instant mashed potato|instant potato flakes|potato flakes|dehydrated potato flakes|instant potatoes|smash|idahoan|potato buds|dried potato flakes|mashed potato flakes",
    "potato",
    {
      may: ["milk", "sulphites"],
      why: "Potato flakes are often preserved with sodium bisulphite; flavoured kinds hold milk and butter.",
    },
  ),
  food("potato starch|potato flour|katakuriko|farina di patate|fecule de pomme de terre", "potato"),
  food(
    "hash browns|hash brown|shredded hash browns|frozen hash browns|hash brown patties|tater tots|potato gems|potato wedges|roast potatoes|roasted potatoes|jacket potatoes|jacket potato|baked potatoes|baked potato|potato skins|rosti|rösti|latkes|latke|potato latkes|potato pancakes|boxty|home fries|hasselback potatoes|patatas bravas|papas fritas",
    "potato",
    {
      may: ["wheat", "gluten", "egg", "milk"],
      why: "Frozen potato products may be coated in wheat flour; latkes and potato pancakes hold egg and flour.",
    },
  ),
  food(
    "french fries|frozen fries|oven fries|shoestring fries|curly fries|steak fries|crinkle cut fries|waffle fries|oven chips|frozen chips|chunky chips|thick-cut chips|mcdonald's fries|ore-ida|mccain chips|mccain fries|pommes frites|frites|poutine fries|chip shop chips",
    "potato",
    {
      may: ["wheat", "gluten", "milk", "beef"],
      why: "Frozen fries may be batter-coated (wheat); US McDonald's fries hold beef flavouring made with wheat and milk; chip shops fry in beef dripping.",
    },
  ),
  food(
    "sweet potato|sweet potatoes|yam|yams|garnet yams|jewel yams|orange sweet potato|orange sweet potatoes|white sweet potato|white sweet potatoes|japanese sweet potato|japanese sweet potatoes|satsumaimo|purple sweet potato|purple sweet potatoes|okinawan sweet potato|kumara|kumaras|camote|camotes|boniato|boniatos|batata doce|goguma|shakarkandi|sweet potato puree|canned yams|canned sweet potatoes|sweet potato chunks|sweet potato fries|sweet potato wedges|sweet potato leaves|kamote tops",
    "vegetable",
  ),
  food("candied yams|candied sweet potatoes|sweet potato casserole|yams with marshmallows", "sweet potato", {
    has: ["milk"],
    may: ["slaughter", "tree nuts", "egg"],
    why: "Baked with butter and brown sugar, often under marshmallows (gelatin) or pecans.",
  }),
  food(
    "ube|purple yam|purple yams|ube extract|true yam|african yam|white yam|puna yam|yellow yam|water yam|chinese yam|nagaimo|yamaimo|mountain yam|jinenjo|dioscorea|pounded yam|poundo yam|iyan",
    "vegetable",
    { why: "True yams (Dioscorea); ube halaya and ube jam are cooked with milk or butter." },
  ),
  food(
    "cassava|yuca|yucca|yucca root|manioc|mandioca|aipim|cassava root|frozen cassava|frozen yuca|tapioca root|cassava flour|cassava meal|garri|eba|attieke|attiéké|farinha de mandioca|farinha|cassava leaves|pondu|saka saka|kwanga|chikwangue|bammy flour",
    "vegetable",
  ),
  food(
    "tapioca|tapioca starch|tapioca flour|tapioca pearls|small pearl tapioca|large pearl tapioca|minute tapioca|instant tapioca|quick-cooking tapioca|boba|boba pearls|tapioca balls|black tapioca pearls|sago|sago pearls|sabudana|sagu|sago flour|cassava starch|polvilho|polvilho doce|polvilho azedo|tapioca maltodextrin",
    "cassava",
  ),
  food("fufu|foofoo|fufu flour|plantain fufu|manioc flour", "cassava"),
  food("farofa", "cassava", {
    may: ["milk", "pork"],
    why: "Brazilian farofa is cassava meal toasted in butter, often with bacon.",
  }),
  food(
    "taro|taro root|taro roots|dasheen|eddo|eddoes|eddos|malanga|malangas|yautia|arbi|arvi|colocasia|cocoyam|satoimo|kolokasi|gabi|taro leaves|dasheen leaves|callaloo|callalloo|luau leaves|laulau leaves|poi",
    "vegetable",
  ),
  food("jerusalem artichoke|jerusalem artichokes|sunchoke|sunchokes|topinambur|topinambour|earth apple", "vegetable"),
  food("jicama|jicamas|yam bean|mexican turnip|mexican potato|singkamas|bangkuang|sa kot", "vegetable"),
  food("lotus root|lotus roots|renkon|kamal kakdi|nadru|bhein|lian ou|yeongeun|sliced lotus root|frozen lotus root", "vegetable"),
  food(
    "burdock|burdock root|gobo|ueong|salsify|salsifies|scorzonera|black salsify|oyster plant|yacon|oca|parsley root|hamburg parsley|root parsley|skirret|crosnes|chinese artichokes|chorogi|mashua|ulluco|arrowroot root",
    "vegetable",
  ),
  food("horseradish root|fresh horseradish|fresh horseradish root|grated fresh horseradish|horseradish roots|khren", "vegetable"),
  food(
    "water chestnut|water chestnuts|canned water chestnuts|sliced water chestnuts|fresh water chestnuts|chinese water chestnuts|water chestnut starch|water chestnut flour|water chestnut powder|water chestnut cake|singhara|singhara atta|singoda|matai|ma tai|water caltrop|ling jiao",
    "vegetable",
    {
      why: "Water chestnuts are the corms of a sedge, not nuts.",
    },
  ),
  food(
    "bamboo shoots|bamboo shoot|canned bamboo shoots|sliced bamboo shoots|bamboo shoot strips|fresh bamboo shoots|winter bamboo shoots|bamboo shoot tips|takenoko|boiled bamboo shoots|fermented bamboo shoots|bamboo shoots in water",
    "vegetable",
  ),
  food("menma|seasoned bamboo shoots|ramen bamboo shoots", "bamboo shoots", {
    may: ["soybeans", "wheat", "gluten", "sesame"],
    why: "Menma is seasoned with soy sauce and sesame oil.",
  }),
  food(
    "ginger|fresh ginger|ginger root|gingerroot|root ginger|minced ginger|grated ginger|young ginger|baby ginger|ginger knob|knob of ginger|thumb of ginger|chopped ginger|sliced ginger|ginger coins|jarred ginger|ginger puree|ginger purée|adrak|jengibre|gingembre|zenzero|shoga|saenggang|khing|halia|jahe",
    "spice|vegetable",
  ),
  food("ground ginger|ginger powder|dried ginger|dry ginger|powdered ginger|sonth|saunth|sukku", "ginger"),
  food(
    "stem ginger|stem ginger in syrup|ginger in syrup|preserved ginger|crystallised ginger|crystallized ginger|candied ginger|glacé ginger|glace ginger|ginger chews|uncrystallised ginger",
    "ginger",
  ),
  food("pickled ginger|gari|sushi ginger|beni shoga|benishoga|beni-shoga|red pickled ginger|pink pickled ginger|young pickled ginger|amazu shoga", "ginger", {
    may: ["sulphites"],
    why: "Pickled ginger may be preserved or coloured with sulphite-treated ingredients.",
  }),
  food(
    "galangal|galangal root|fresh galangal|greater galangal|thai ginger|siamese ginger|blue ginger|lengkuas|laos|kha|galangal powder|dried galangal|galangal slices|lesser galangal|kencur|aromatic ginger|sand ginger|fingerroot|krachai|grachai|temu kunci",
    "spice",
  ),
  food("fresh turmeric|turmeric root|turmeric fresh|fresh turmeric root|haldi root|kunyit|kamin|white turmeric|amba haldi|mango ginger", "turmeric"),
  // squashes, gourds, cucumbers
  food(
    "squash|squashes|summer squash|yellow squash|yellow squashes|yellow summer squash|crookneck squash|pattypan|pattypan squash|patty pan|patty pan squash|scallop squash|marrow|marrows|vegetable marrow|tromboncino|grey squash|zapallito",
    "vegetable",
  ),
  food(
    "zucchini|zucchinis|zucchine|courgette|courgettes|green zucchini|yellow zucchini|baby courgettes|baby zucchini|cousa|kousa|koosa|calabacita|calabacitas|lebanese zucchini|mexican squash|round zucchini|eight ball zucchini",
    "squash",
  ),
  food(
    "courgette flowers|zucchini flowers|zucchini blossoms|squash blossoms|squash flowers|flor de calabaza|flores de calabaza|fiori di zucca|pumpkin flowers",
    "zucchini",
  ),
  food(
    "butternut squash|butternut|butternut squashes|butternut pumpkin|winter squash|acorn squash|kabocha|kabocha squash|japanese pumpkin|hokkaido pumpkin|red kuri squash|red kuri|kuri squash|delicata|delicata squash|hubbard squash|blue hubbard|buttercup squash|carnival squash|sweet dumpling squash|turban squash|calabaza|west indian pumpkin|crown prince squash|honeynut squash|honeynut|kent pumpkin|jap pumpkin|queensland blue|danish squash|spaghetti squash|spaghetti squashes",
    "squash",
    {
      why: "Butternut squash is a squash, not a nut.",
    },
  ),
  food(
    "pumpkin|pumpkins|fresh pumpkin|sugar pumpkin|sugar pumpkins|pie pumpkin|pie pumpkins|pumpkin flesh|pumpkin chunks|canned pumpkin|pumpkin puree|pumpkin purée|canned pumpkin puree|solid pack pumpkin|libby's pumpkin|libbys pumpkin|pure pumpkin|pumpkin pie mix|pumpkin pie filling|kaddu|zapallo|calabaza puree",
    "squash",
  ),
  food("chayote|chayotes|chayote squash|choko|chokos|christophene|cho cho|chocho|mirliton|mirlitons|sayote|pipinola|tayota|xuxu|chuchu", "vegetable"),
  food(
    "bitter melon|bitter melons|bitter gourd|bitter gourds|karela|karella|ampalaya|balsam pear|goya champuru|kho qua|mướp đắng|bottle gourd|lauki|dudhi|doodhi|ghiya|calabash|opo squash|upo|long squash|hulu|ridge gourd|luffa|loofah|loofa|turai|torai|tori|silk squash|angled luffa|sponge gourd|snake gourd|padwal|pudalangai|ash gourd|winter melon|wax gourd|petha|tinda|apple gourd|ivy gourd|tindora|tendli|kundru|parwal|pointed gourd|kantola|spiny gourd|teasel gourd|chow chow vegetable",
    "vegetable",
  ),
  food(
    "cucumber|cucumbers|english cucumber|english cucumbers|persian cucumber|persian cucumbers|seedless cucumber|kirby cucumber|kirby cucumbers|pickling cucumbers|pickling cucumber|mini cucumbers|baby cucumbers|cocktail cucumbers|lebanese cucumbers|lebanese cucumber|japanese cucumber|japanese cucumbers|korean cucumbers|telegraph cucumber|continental cucumber|hothouse cucumber|long cucumber|kheera|kakdi|pepino|pepinos|concombre|cetriolo|gurke|kyuri",
    "vegetable",
  ),
  food(
    "dill pickle|dill pickles|pickle|pickles|kosher dill pickle|kosher dill pickles|pickled cucumber|pickled cucumbers|gherkins|gherkin|cornichons|cornichon|bread and butter pickles|bread & butter pickles|bread and butter pickle|sweet pickles|sweet pickle slices|half-sour pickles|half sour pickles|sour pickles|pickle spears|pickle chips|dill pickle chips|dill chips|pickle slices|hamburger dill chips|hamburger pickles|polish pickles|cucumber pickles|pickled gherkins|new york pickles|claussen pickles|vlasic pickles|pickle brine|pickle juice|dill pickle juice|cucumber relish",
    "cucumber",
    {
      may: ["mustard", "sulphites"],
      why: "Pickling brines often hold mustard seed; some jarred pickles hold sulphite preservatives.",
    },
  ),
  // tomatoes
  food(
    "tomato|tomatoes|ripe tomato|ripe tomatoes|fresh tomato|fresh tomatoes|vine tomatoes|vine-ripened tomatoes|vine ripened tomatoes|tomatoes on the vine|truss tomatoes|heirloom tomato|heirloom tomatoes|salad tomatoes|globe tomatoes|field tomatoes|hothouse tomatoes|campari tomatoes|kumato|kumatos|green tomato|green tomatoes|yellow tomatoes|tomate|tomates|jitomate|jitomates|pomodoro|pomodori|tamatar|tomat|tomato halves|tomato wedges|tomato slices|sliced tomatoes|diced fresh tomatoes",
    "vegetable|fruit",
  ),
  food(
    "beefsteak tomato|beefsteak tomatoes|beef tomato|beef tomatoes|beef steak tomato|oxheart tomato|oxheart tomatoes|ox heart tomato|ox heart tomatoes|ox-heart tomato|ox-heart tomatoes|coeur de boeuf tomatoes|cuore di bue|brandywine tomatoes|brandywine|cherokee purple|marmande tomatoes|marmande",
    "tomato",
    {
      why: "Beefsteak and oxheart are tomato varieties: no beef.",
    },
  ),
  food("roma tomato|roma tomatoes|plum tomato|plum tomatoes|italian plum tomatoes|paste tomatoes|saladette|saladette tomatoes|roma", "tomato"),
  food(
    "cherry tomato|cherry tomatoes|grape tomato|grape tomatoes|cocktail tomatoes|baby plum tomatoes|pomodorini|datterini|datterini tomatoes|pachino|pachino tomatoes|sungold|sungold tomatoes|sun gold tomatoes|tomberries|currant tomatoes|mini tomatoes|mixed cherry tomatoes|rainbow cherry tomatoes|baby tomatoes|cherry vine tomatoes|piccolo tomatoes",
    "tomato",
  ),
  food(
    "canned diced tomatoes|diced tomatoes|canned tomatoes|tinned tomatoes|chopped tomatoes|canned chopped tomatoes|tinned chopped tomatoes|whole peeled tomatoes|canned whole tomatoes|whole canned tomatoes|peeled tomatoes|peeled plum tomatoes|san marzano tomatoes|san marzano|fire-roasted tomatoes|fire roasted tomatoes|fire-roasted diced tomatoes|petite diced tomatoes|stewed tomatoes|diced tomatoes with green chiles|rotel|ro-tel|ro tel|canned cherry tomatoes|tinned cherry tomatoes|tomatoes in tomato puree|tomatoes in juice|tomatoes in their juice|italian tomatoes|mutti|cento|muir glen|hunt's|hunts|del monte tomatoes|cirio|pomi|polpa|polpa di pomodoro|finely chopped tomatoes|tomatoes with onion|tomatoes with garlic|chopped tomatoes with herbs",
    "tomato",
  ),
  food(
    "crushed tomatoes|canned crushed tomatoes|ground tomatoes|passata|tomato passata|sieved tomatoes|strained tomatoes|crushed tomatoes in puree|tomato pulp|tomato puree|tomato purée|canned tomato puree|tomato concentrate|tomato paste|double concentrated tomato paste|double concentrate tomato paste|tube tomato paste|tomato paste tube|triple concentrated tomato paste|sun-dried tomato paste|sundried tomato paste|tomato powder|tomato flakes",
    "tomato",
  ),
  food("tomato bouillon|caldo de tomate|knorr tomato bouillon|tomato bouillon cube|tomato stock cube", "stock cube|tomato", {
    may: ["celery", "milk", "wheat", "gluten"],
    why: "Tomato bouillon (Knorr caldo de tomate) holds celery and sometimes milk and wheat.",
  }),
  food("tomato sauce|canned tomato sauce|plain tomato sauce|tinned tomato sauce|tomato sauce can|hunts tomato sauce|tomato basil sauce", "tomato"),
  food("tomato juice|v8|v8 juice|vegetable juice|tomato water|bloody mary mix|tomato cocktail", "tomato", {
    may: ["celery", "fish"],
    why: "V8 and Bloody Mary mixes hold celery; Bloody Mary mix often holds Worcestershire sauce (anchovy).",
  }),
  food(
    "sun-dried tomatoes|sun-dried tomato|sundried tomatoes|sun dried tomatoes|sun dried tomato|dried tomatoes|oil-packed sun-dried tomatoes|sun-dried tomatoes in oil|sun-dried tomatoes not oil packed|semi-dried tomatoes|semi dried tomatoes|sunblush tomatoes|sun-blushed tomatoes|sunblushed tomatoes|julienne sun dried tomatoes|pomodori secchi",
    "tomato",
    {
      may: ["sulphites"],
      why: "Sun-dried tomatoes are often treated with sulphur dioxide.",
    },
  ),
  food("tomatillo|tomatillos|tomate verde|tomates verdes|husk tomato|husk tomatoes|miltomate|canned tomatillos", "vegetable"),
  food(
    "eggplant|eggplants|aubergine|aubergines|japanese eggplant|japanese eggplants|chinese eggplant|chinese eggplants|globe eggplant|italian eggplant|graffiti eggplant|thai eggplant|thai eggplants|pea eggplant|pea eggplants|pea aubergines|apple eggplant|indian eggplant|indian eggplants|baby eggplant|baby eggplants|baby aubergines|brinjal|brinjals|baingan|baigan|berenjena|berenjenas|melanzane|melanzana|talong|nasu|fairy tale eggplant|white eggplant|rosa bianca|aubergine slices|eggplant slices|grilled eggplant|roasted eggplant|makheua",
    "vegetable",
    {
      why: "Eggplant (aubergine) holds no egg.",
    },
  ),
  // other vegetables
  food("okra|okra pods|okras|lady finger okra|bhindi|bhendi|bamia|bamya|frozen okra|sliced okra|quiabo|gombo", "vegetable"),
  food(
    "artichoke|artichokes|globe artichoke|globe artichokes|baby artichokes|baby artichoke|artichoke hearts|artichoke heart|marinated artichoke hearts|canned artichoke hearts|frozen artichoke hearts|artichoke bottoms|jarred artichokes|artichoke quarters|carciofi|carciofini|alcachofa|alcachofas|cardoon|cardoons|cardi",
    "vegetable",
  ),
  food(
    "asparagus|asparagus spears|asparagus spear|green asparagus|white asparagus|purple asparagus|wild asparagus|sprue|asparagus tips|asparagus stalks|thin asparagus|jumbo asparagus|esparragos|espárragos|asperges|spargel",
    "vegetable",
  ),
  food("fennel|fennel bulb|fennel bulbs|florence fennel|baby fennel|fennel fronds|finocchio|finocchi", "vegetable"),
  food(
    "green peas|peas|pea|frozen peas|garden peas|green pea|english peas|petit pois|petits pois|sweet peas|baby peas|minted peas|fresh peas|shelled peas|canned peas|frozen garden peas|matar|mattar|guisantes|piselli|chícharos|ervilhas",
    "vegetable|legume",
  ),
  food(
    "snow peas|snow pea|sugar snap peas|sugar snap pea|sugar snaps|snap peas|snap pea|mangetout|mange tout|mange-tout|pea pods|chinese pea pods|sugar peas",
    "green peas",
  ),
  food("pea shoots|pea tendrils|pea sprouts|pea tips|dou miao|dau miu|pea leaves", "green peas"),
  food(
    "green beans|green bean|string beans|string bean|snap beans|haricots verts|haricot vert|french beans|french bean|fine beans|long beans|yard long beans|yardlong beans|snake beans|chinese long beans|runner beans|runner bean|flat beans|romano beans|italian flat beans|wax beans|yellow wax beans|pole beans|bush beans|helda beans|dragon tongue beans|purple beans|frozen green beans|canned green beans|cut green beans|french cut green beans|french-style green beans|judías verdes|ejotes|fagiolini|haricots|sitaw|bobby beans|green beans frozen",
    "vegetable|legume",
  ),
  food(
    "avocado|avocados|hass avocado|hass avocados|ripe avocado|ripe avocados|florida avocado|avocado halves|avocado slices|avocado chunks|frozen avocado|aguacate|aguacates|palta|paltas|avo",
    "fruit|vegetable",
  ),
  food(
    "bean sprouts|bean sprout|mung bean sprouts|mung bean sprout|sprouts|taugeh|tauge|sukju|sukjunamul|moyashi|alfalfa sprouts|alfalfa|broccoli sprouts|radish sprouts|daikon sprouts|kaiware|sprouted lentils sprouts|microgreens|micro greens|micro herbs|cress|salad cress|garden cress|land cress|upland cress|watercress|watercress sprigs|watercress leaves|nasturtium leaves|nasturtiums",
    "vegetable",
  ),
  food("soybean sprouts|soy bean sprouts|soya bean sprouts|kongnamul|soybean sprout", "soy|vegetable"),
  food("mustard cress|mustard and cress|mustard & cress|mustard sprouts|mustard microgreens", "vegetable", {
    may: ["mustard"],
    why: "Mustard and cress is white mustard seedlings (or rape, sold under the name).",
  }),
  food("hearts of palm|heart of palm|palm hearts|palmito|palmitos|canned hearts of palm|palm heart", "vegetable"),
  food(
    "jackfruit|jackfruits|young jackfruit|green jackfruit|unripe jackfruit|canned jackfruit|jackfruit in brine|jackfruit in water|pulled jackfruit|kathal|langka|nangka|ripe jackfruit|jackfruit pods|jackfruit seeds",
    "fruit|vegetable",
  ),
  food("banana blossom|banana flower|banana blossoms|banana flowers|banana heart|puso ng saging|hoa chuoi|vazhaipoo|banana blossom in brine", "vegetable"),
  food("breadfruit|breadfruits|ulu|fruta de pan|bread fruit", "fruit|vegetable", { why: "Breadfruit is a fruit eaten like potato: no wheat." }),
  food(
    "plantain|plantains|green plantain|green plantains|yellow plantain|yellow plantains|ripe plantain|ripe plantains|black plantains|platano|plátano|platanos|plátanos|platano verde|maduros|tostones|patacones|plantain chips|mariquitas|chifles|kelewele|dodo|green bananas|cooking bananas|matoke|saba bananas|saba banana",
    "fruit|vegetable",
  ),
  food("mofongo|mangu|mangú|trifongo", "plantain", {
    may: ["pork", "milk"],
    why: "Mashed plantain with garlic and pork crackling (mofongo) or butter (mangú).",
  }),
  food(
    "nopal|nopales|nopalitos|nopalito|cactus paddle|cactus paddles|cactus pad|cactus pads|prickly pear pads|nopal cactus|cactus|canned nopales|nopales en escabeche",
    "vegetable",
  ),
  food(
    "olive|olives|pitted olives|black olive|black olives|ripe olives|ripe olive|kalamata olives|kalamata olive|kalamata|kalamatas|niçoise olives|nicoise olives|gaeta olives|taggiasca olives|ligurian olives|oil-cured olives|oil cured olives|dry-cured olives|beldi olives|green olive|green olives|manzanilla olives|castelvetrano olives|castelvetrano|picholine|picholine olives|lucques|lucques olives|cerignola|cerignola olives|gordal|gordal olives|queen olives|sevillano|arbequina olives|nocellara|pimento-stuffed olives|pimiento stuffed olives|pimento stuffed olives|stuffed olives|stuffed green olives|garlic stuffed olives|sliced black olives|sliced olives|canned black olives|mixed olives|marinated olives|olive medley|cracked olives|aceitunas|olives noires|olive verdi",
    "vegetable|fruit",
  ),
  food(
    "capers|caper|capers in brine|drained capers|nonpareil capers|salted capers|salt-packed capers|caperberries|caper berries|caper berry|alcaparras|alcaparrado|capperi|câpres|capers in vinegar",
    "vegetable",
  ),
  food("ackee|ackees|akee|canned ackee|ackee fruit|ackee tins", "fruit|vegetable"),
  food("ube halaya|ube jam|halayang ube|ube spread", "ube", { has: ["milk"], why: "Purple yam cooked down with condensed milk and butter." }),
];
