import { food } from "./entry";

/**
 * Brassicas, salad and cooking greens, mushrooms and seaweeds. Mustard greens and their pickles
 * are mustard plants (Brassica juncea) and hold mustard; mushrooms all descend from "mushroom", so
 * a mushroom dislike covers shiitake and porcini.
 */
export const GREENS_MUSHROOMS = [
  food(
    "cabbage|cabbages|green cabbage|white cabbage|savoy cabbage|savoy|head of cabbage|shredded cabbage|coleslaw mix|cole slaw mix|coleslaw cabbage|slaw mix|shredded coleslaw mix|tri-color coleslaw mix|pointed cabbage|sweetheart cabbage|hispi cabbage|hispi|january king|spring cabbage|cabbage leaves|cabbage wedges|repollo|cavolo|bandhgobhi|patta gobhi|yangbaechu",
    "vegetable",
  ),
  food("red cabbage|purple cabbage|red cabbage shredded|pickled red cabbage|braised red cabbage|rotkohl|blaukraut", "cabbage"),
  food(
    "napa cabbage|chinese cabbage|nappa cabbage|napa|wombok|celery cabbage|chinese leaf|chinese leaves|pe tsai|wong bok|baechu|hakusai|da bai cai|chinese white cabbage large",
    "cabbage",
  ),
  food(
    "bok choy|bok choi|pak choi|pak choy|baby bok choy|baby bok choi|baby pak choi|baby pak choy|chinese white cabbage|shanghai bok choy|shanghai choy|shanghai bok choi|qing cai|choy sum|choi sum|choy sam|yu choy|yu choy sum|cai xin|tatsoi|tat soi|mizuna|komatsuna|japanese mustard spinach|chinese flowering cabbage",
    "cabbage",
    {
      why: "Bok choy, choy sum, tatsoi and komatsuna are Brassica rapa, not mustard.",
    },
  ),
  food(
    "sauerkraut|sauerkraut with liquid|saurkraut|choucroute|kapusta kiszona|sauerkraut juice|fermented cabbage|curtido|kiseli kupus|sour cabbage|pickled cabbage",
    "cabbage",
    {
      may: ["sulphites"],
      why: "Some jarred sauerkraut holds sulphite preservatives.",
    },
  ),
  food(
    "kimchi|kimchee|kim chi|napa cabbage kimchi|cabbage kimchi|baechu kimchi|kkakdugi|radish kimchi|cubed radish kimchi|chonggak kimchi|oi sobagi|cucumber kimchi|white kimchi|baek kimchi|kimchi juice|kimchi brine|aged kimchi|sour kimchi|mukeunji|mukeun kimchi|store-bought kimchi|jongga kimchi",
    "cabbage",
    {
      may: ["fish", "crustacean shellfish", "molluscs", "wheat", "gluten"],
      why: "Kimchi is usually made with fish sauce and salted shrimp (saeujeot), sometimes oysters, and a rice or wheat flour paste.",
    },
  ),
  food(
    "mustard greens|mustard green|gai choy|kai choy|dai gai choy|chinese mustard greens|leaf mustard|mustard leaves|mustard leaf|sarson|sarson ka saag|sarson da saag|takana|gatkimchi|indian mustard greens|red mustard greens|giant red mustard|mibuna",
    "mustard|vegetable",
    {
      why: "Mustard greens are the mustard plant (Brassica juncea); EU Annex II names mustard.",
    },
  ),
  food(
    "pickled mustard greens|suan cai|haam choy|ham choy|mei cai|mui choy|preserved mustard greens|zha cai|sichuan preserved vegetable|sichuan pickle|ya cai|yacai|sui mi ya cai|pickled mustard stems|pickled mustard tuber|takana zuke|dua cai|dưa cải|pickled mustard|chinese pickled mustard",
    "mustard greens",
    {
      may: ["sulphites", "soybeans"],
      why: "Pickled mustard greens and stems; some are preserved with sulphites or soy sauce.",
    },
  ),
  food(
    "broccoli|broccoli florets|broccoli floret|broccoli crown|broccoli crowns|head of broccoli|broccoli heads|broccoli head|broccolini|baby broccoli|tenderstem|tenderstem broccoli|purple sprouting broccoli|sprouting broccoli|broccoli stems|broccoli stalks|frozen broccoli|frozen broccoli florets|broccoli rice|riced broccoli|romanesco|romanesco broccoli|broccoflower|chinese broccoli|gai lan|kai lan|kailan|chinese kale|calabrese",
    "vegetable",
  ),
  food("broccoli rabe|broccoli raab|rapini|cime di rapa|friarielli|turnip greens|turnip tops|turnip leaves", "vegetable"),
  food(
    "cauliflower|cauliflower florets|cauliflower floret|head of cauliflower|cauliflower head|purple cauliflower|orange cauliflower|green cauliflower|cauliflower rice|riced cauliflower|cauli rice|cauliflower steaks|frozen cauliflower|cauliflower mash|gobi|phool gobi|coliflor|cavolfiore|chou-fleur",
    "vegetable",
  ),
  food(
    "brussels sprouts|brussels sprout|brussel sprouts|brussel sprout|shaved brussels sprouts|shredded brussels sprouts|sprout tops|brussels tops|frozen brussels sprouts",
    "vegetable",
  ),
  food("kohlrabi|kohlrabis|knol khol|nol kol|kohlrabi greens", "vegetable"),
  food(
    "kale|curly kale|lacinato kale|tuscan kale|dinosaur kale|dino kale|cavolo nero|black kale|black cabbage|kale leaves|baby kale|red russian kale|redbor kale|kalettes|flower sprouts|chopped kale|frozen kale|kale stems|col rizada",
    "vegetable",
  ),
  food(
    "collard greens|collards|collard green|collard leaves|collard|couve|sukuma wiki|spring greens|winter greens|mixed greens for cooking|southern greens|greens mix",
    "vegetable",
  ),
  food("arugula|rocket|baby arugula|roquette|rucola|rugola|wild rocket|rocket leaves|baby rocket|arugula leaves|wild arugula|roka", "vegetable"),
  food(
    "radicchio|radicchios|treviso|radicchio di treviso|castelfranco|radicchio castelfranco|chicory|chicories|endive|endives|belgian endive|belgian endives|curly endive|frisee|frisée|escarole|puntarelle|catalogna|witloof|red endive|sugarloaf chicory|chicory leaves",
    "vegetable",
  ),
  food(
    "lettuce|lettuces|lettuce leaves|lettuce leaf|romaine|romaine lettuce|romaine hearts|romaine heart|heart of romaine|hearts of romaine|cos|cos lettuce|little gem|little gems|little gem lettuce|baby gem|baby gem lettuce|gem lettuce|iceberg|iceberg lettuce|head lettuce|butter lettuce|butterhead lettuce|butterhead|bibb lettuce|bibb|boston lettuce|butter lettuce leaves|green leaf lettuce|leaf lettuce|red leaf lettuce|oak leaf lettuce|oakleaf lettuce|lollo rosso|lollo biondo|batavia|batavia lettuce|shredded lettuce|lechuga|laitue|lattuga|sangchu|lettuce cups leaves",
    "vegetable",
    {
      why: "Butter lettuce is a lettuce variety: no butter.",
    },
  ),
  food(
    "mixed greens|salad greens|spring mix|mesclun|mesclun mix|salad leaves|mixed salad leaves|mixed leaves|salad mix|bagged salad|baby leaf salad|baby greens|baby salad leaves|field greens|herb salad|salad|green salad|side salad|garden salad|leafy greens|mixed baby greens|power greens|spinach and rocket mix|spinach arugula mix|italian salad mix|crispy salad|salad bag",
    "vegetable",
  ),
  food(
    "lamb's lettuce|lambs lettuce|lamb lettuce|mache|mâche|corn salad|rapunzel|feldsalat|doucette|lamb's quarters|lambs quarters|fat hen|goosefoot|bathua",
    "vegetable",
    {
      why: "Lamb's lettuce and lamb's quarters are salad plants: no lamb.",
    },
  ),
  food(
    "spinach|baby spinach|fresh spinach|spinach leaves|english spinach|leaf spinach|bunch spinach|mature spinach|baby spinach leaves|frozen spinach|frozen chopped spinach|chopped frozen spinach|frozen leaf spinach|spinach balls|frozen spinach portions|palak|espinaca|espinacas|spinaci|epinards|épinards|horenso|hourensou|sigeumchi|bayam|spinach and rocket|perpetual spinach|spinach beet|new zealand spinach|malabar spinach|ceylon spinach|basella|poi saag|saan choy",
    "vegetable",
  ),
  food("water spinach|morning glory|rau muong|ong choy|on choy|kangkong|kang kung|kangkung|pak boong|swamp cabbage|tong choy", "vegetable"),
  food(
    "swiss chard|chard|rainbow chard|red chard|ruby chard|silverbeet|silver beet|chard leaves|chard stems|chard stalks|acelga|acelgas|blette|blettes|bietola|bietole|mangold",
    "vegetable",
  ),
  food(
    "dandelion greens|dandelion|dandelion leaves|sorrel|french sorrel|wood sorrel|sorrel leaves|purslane|verdolagas|amaranth leaves|amaranth greens|chaulai|lal saag|red amaranth|moringa|moringa leaves|drumstick leaves|drumstick pods|drumstick vegetable|murungakkai|saijan|sahjan|sajna|malunggay|ugu|ugwu|pumpkin leaves|bitterleaf|bitter leaf|waterleaf|jute leaves|molokhia|mulukhiyah|molokhiya|ewedu|saluyot|nettles|stinging nettles|nettle|nettle leaves|chickweed|wild greens|foraged greens|sea beet|samphire|marsh samphire|sea beans|sea asparagus|glasswort|salicornia|ice plant|fenugreek leaves|methi|methi leaves|fresh methi|shepu|dill leaves|chukka kura|gongura|pak kwan|katuk|sayur manis|callaloo leaves|amaranthus|celtuce|stem lettuce|wosun|a choy|a-choy|chinese lettuce|garland chrysanthemum|chrysanthemum greens|shungiku|tong ho|ssukgat|borage|borage leaves|vine spinach|okra leaves|pea greens",
    "vegetable",
  ),
  // mushrooms
  food(
    "white mushroom|white mushrooms|button mushroom|button mushrooms|sliced mushrooms|closed cup mushrooms|closed cup|open cup mushrooms|flat mushrooms|field mushrooms|champignon|champignons|champiñones|champinones|funghi|fresh mushrooms|canned mushrooms|tinned mushrooms|mushroom stems and pieces|mushroom pieces|jarred mushrooms|sliced button mushrooms|whole mushrooms|cup mushrooms|mushroom caps|stuffing mushrooms",
    "mushroom",
  ),
  food(
    "cremini mushroom|cremini mushrooms|cremini|crimini|crimini mushrooms|baby bella|baby bellas|baby bella mushrooms|baby portobello|brown mushrooms|chestnut mushrooms|chestnut mushroom|swiss brown mushrooms|swiss browns|portobello mushroom|portobello mushrooms|portobello|portobellos|portabella|portabella mushroom|portabella mushrooms|portabello|portabellos|large flat mushrooms|portobello caps",
    "mushroom",
    { why: "Chestnut mushrooms are brown button mushrooms: no chestnut." },
  ),
  food(
    "shiitake mushroom|shiitake mushrooms|shiitake|shiitakes|fresh shiitake|shitake|shitake mushrooms|shiitake caps|dried shiitake mushroom|dried shiitake mushrooms|dried shiitake|dried shiitakes|dried mushrooms|dried black mushrooms|dried chinese mushrooms|chinese black mushrooms|chinese mushrooms|black mushrooms|flower mushrooms|donko|donko shiitake|pyogo|xiang gu|dong gu",
    "mushroom",
  ),
  food(
    "oyster mushroom|oyster mushrooms|king oyster mushroom|king oyster mushrooms|king oysters|king trumpet|king trumpet mushrooms|trumpet mushrooms|eryngii|eringi|pink oyster mushrooms|yellow oyster mushrooms|golden oyster mushrooms|blue oyster mushrooms|pleurotus",
    "mushroom",
    { why: "Oyster mushrooms hold no oyster." },
  ),
  food("enoki mushroom|enoki mushrooms|enoki|enokitake|enokidake|golden needle mushrooms|golden mushrooms|enoki needle mushrooms|paengi beoseot", "mushroom"),
  food(
    "maitake|maitake mushrooms|hen of the woods|hen-of-the-woods|chicken of the woods|chicken-of-the-woods|sulphur shelf|lion's mane|lions mane|lion's mane mushrooms|pom pom mushrooms|hedgehog mushrooms|pied de mouton|lobster mushroom|lobster mushrooms|beefsteak mushroom|beefsteak fungus|beef steak fungus",
    "mushroom",
    {
      why: "Named for their look or taste: chicken of the woods, lobster and beefsteak mushrooms hold no meat or shellfish.",
    },
  ),
  food(
    "shimeji|shimeji mushrooms|beech mushrooms|brown beech mushrooms|white beech mushrooms|bunashimeji|buna shimeji|bunapi|seafood mushrooms|clamshell mushrooms",
    "mushroom",
  ),
  food(
    "porcini|porcini mushrooms|dried porcini|dried porcini mushrooms|cep|ceps|cèpes|cepes|penny bun|penny buns|boletus|king bolete|boletes|funghi porcini|porcini powder|porcini dust|steinpilze",
    "mushroom",
  ),
  food(
    "chanterelle|chanterelles|girolles|girolle|golden chanterelles|yellowfoot chanterelles|winter chanterelles|pfifferlinge|morel|morels|dried morels|morel mushrooms|morilles|black trumpet|black trumpets|trompette|trompettes|trompettes de la mort|horn of plenty|matsutake|nameko|blewits|blewit|puffball|giant puffball|fairy ring mushrooms|saffron milk caps|caesar's mushroom",
    "mushroom",
  ),
  food(
    "wood ear|wood ears|wood ear mushrooms|wood ear fungus|black fungus|cloud ear|cloud ears|cloud ear fungus|cloud ear mushrooms|tree ear|tree ears|kikurage|mu er|muer|jelly ear|snow fungus|white fungus|silver ear|silver ear fungus|tremella|white wood ear",
    "mushroom",
  ),
  food("straw mushrooms|straw mushroom|paddy straw mushrooms|canned straw mushrooms|padi straw mushrooms|nameko mushrooms", "mushroom"),
  food(
    "wild mushrooms|mixed mushrooms|mixed wild mushrooms|exotic mushrooms|forest mushrooms|gourmet mushrooms|mushroom medley|mushroom blend|foraged mushrooms|mixed dried mushrooms|mushroom powder|mushroom seasoning|dried mushroom powder",
    "mushroom",
  ),
  food(
    "truffle|truffles|black truffle|black truffles|white truffle|white truffles|summer truffle|winter truffle|perigord truffle|burgundy truffle|truffle shavings|shaved truffle|truffle paste|truffle peelings|tartufata|tartufo|tartufi|truffe|canned truffles|truffle juice",
    "mushroom",
  ),
  food("duxelles|mushroom duxelles|mushroom pate|mushroom pâté|mushroom ketchup|mushroom xo", "mushroom", {
    may: ["milk", "alcohol", "soybeans", "wheat", "gluten"],
    why: "Duxelles are cooked in butter, often with sherry or cream; mushroom pâté and ketchup vary.",
  }),
  // seaweeds
  food(
    "seaweed|seaweeds|sea vegetables|sea vegetable|dried seaweed|mixed seaweed|seaweed flakes|seaweed mix|seaweed salad mix|sea moss|irish moss|carrageen|carrageen moss|dulse|dulse flakes|hijiki|hiziki|arame|sea grapes|umibudo|lato|mozuku|tengusa|ogonori|sea lettuce|laverbread|bara lawr|welsh laverbread|spirulina|chlorella|kelp granules|kelp powder|bladderwrack",
    "vegetable",
  ),
  food(
    "kombu|konbu|dried kombu|dashi kombu|kombu seaweed|dried kelp|kelp|dashima|kombu sheets|kombu strip|kombu strips|hidaka kombu|rishiri kombu|ma kombu|kombu pieces|dasima",
    "seaweed",
  ),
  food("shio kombu|shio konbu|kombu tsukudani|tsukudani|kombu no tsukudani", "kombu", {
    has: ["soybeans"],
    may: ["wheat", "gluten", "alcohol"],
    why: "Kombu simmered in soy sauce and mirin.",
  }),
  food(
    "nori|nori sheet|nori sheets|sushi nori|toasted nori|roasted nori|yaki nori|yakinori|yaki-nori|roasted seaweed|roasted seaweed sheets|seaweed sheet|seaweed sheets|shredded nori|kizami nori|nori strips|nori flakes|nori powder|laver|gim|sushi seaweed|toasted seaweed|toasted seaweed sheets|half sheets nori|nori half sheets|purple laver",
    "seaweed",
  ),
  food(
    "seasoned seaweed|seasoned laver|seasoned nori|gim snacks|seaweed snacks|seaweed snack|korean seaweed|korean seaweed snacks|korean seasoned seaweed|nori snacks|ajitsuke nori|gimjaban|kim snack|roasted seaweed snacks|seaweed crisps|tao kae noi",
    "nori|snack",
    {
      may: ["sesame", "soybeans", "wheat", "gluten"],
      why: "Korean seasoned laver is brushed with sesame or perilla oil; Japanese ajitsuke nori is glazed with soy sauce.",
    },
  ),
  food(
    "dried wakame|wakame|cut wakame|dried cut wakame|wakame seaweed|dried wakame seaweed|miyeok|dried miyeok|dried sea mustard|sea mustard|fresh wakame|salted wakame|wakame flakes|instant wakame",
    "seaweed",
    { why: "'Sea mustard' is wakame: no mustard." },
  ),
  food("seaweed salad|wakame salad|goma wakame|hiyashi wakame|chuka wakame|kaiso salad|sesame seaweed salad", "dried wakame", {
    has: ["sesame"],
    may: ["soybeans", "wheat", "gluten"],
    why: "Dressed with sesame oil and seeds, often soy sauce.",
  }),
  food("aonori|ao nori|ao-nori|aonori flakes|green laver|green laver flakes|green nori flakes|green nori|aosa|aosa flakes", "seaweed"),
  food("agar|agar agar|agar-agar|kanten|agar powder|agar flakes|agar strips|agar bar|china grass|agar sticks|kanten powder", "seaweed|food additive", {
    why: "Agar is a seaweed gel: a vegan gelatin substitute.",
  }),
  food("minari|water dropwort|water celery|seri|japanese parsley|mitsuba", "vegetable", {
    why: "Water dropwort and mitsuba are umbellifers eaten as herbs, not celery (EU Annex II names celery only).",
  }),
];
