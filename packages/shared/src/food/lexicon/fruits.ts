import { food } from "./entry";

/**
 * Fresh and dried fruit. Dried fruit is often preserved with sulphur dioxide (EU Annex II:
 * sulphites over 10 mg/kg): apricots, golden raisins, mango, figs, candied peel. Juice and zest of
 * a fruit are forms of it ("lime juice", "orange zest"); juice and zest alone are entries.
 */
const SULPHURED = "Dried fruit is often preserved with sulphur dioxide (sulphites); unsulphured fruit is sold as such.";

export const FRUITS = [
  // citrus
  food("citrus|citrus fruit|citrus fruits", "fruit"),
  food(
    "lemon|lemons|whole lemon|meyer lemon|meyer lemons|unwaxed lemon|unwaxed lemons|organic lemon|lemon halves|lemon wedge|lemon wedges|lemon slices|lemon slice|limon|limón|citron jaune|limone|nimbu|preserved lemon|preserved lemons|preserved lemon rind|salted lemons|moroccan preserved lemons",
    "citrus",
  ),
  food("lemon juice|fresh lemon juice|juice of a lemon|juice of 1 lemon|lemon juice fresh|bottled lemon juice|realemon|lemon juice concentrate", "lemon", {
    may: ["sulphites"],
    why: "Bottled lemon juice is often preserved with sulphites.",
  }),
  food(
    "lemon zest|lemon peel|grated lemon zest|zest of a lemon|zest of 1 lemon|lemon rind|grated lemon rind|lemon zest strips|candied lemon peel|dried lemon peel",
    "lemon",
  ),
  food(
    "lime|limes|whole lime|key lime|key limes|persian lime|persian limes|tahiti lime|lime halves|lime wedge|lime wedges|lime slices|lima|limon verde|calamansi|calamondin|kalamansi|calamansi juice|kalamansi juice|finger lime|finger limes|desert lime",
    "citrus",
  ),
  food(
    "lime juice|fresh lime juice|juice of a lime|juice of 1 lime|key lime juice|bottled lime juice|rose's lime juice|roses lime juice|lime cordial",
    "lime",
    { may: ["sulphites"], why: "Bottled lime juice and cordial are often preserved with sulphites." },
  ),
  food(
    "makrut lime leaf|makrut lime leaves|kaffir lime leaf|kaffir lime leaves|kaffir lime|makrut lime|lime leaves|lime leaf|double lime leaves|bai makrut|daun jeruk|combava|makrut limes|makrut lime zest",
    "lime",
  ),
  food("dried lime|dried limes|black lime|black limes|loomi|limoo amani|noomi basra|dried lime powder", "lime"),
  food(
    "orange|oranges|navel orange|navel oranges|blood orange|blood oranges|valencia orange|valencia oranges|seville orange|seville oranges|bitter orange|bitter oranges|cara cara orange|cara cara oranges|jaffa orange|sweet orange|juice oranges|naranja|naranjas|arancia|orange segments|orange slices|orange wedges|orange halves|sour orange|naranja agria",
    "citrus",
  ),
  food(
    "orange juice|fresh orange juice|oj|juice of an orange|juice of 1 orange|freshly squeezed orange juice|orange juice concentrate|frozen orange juice concentrate|blood orange juice|sour orange juice|tropicana",
    "orange",
  ),
  food(
    "orange zest|orange peel|orange rind|grated orange zest|zest of an orange|zest of 1 orange|dried orange peel|chenpi|chen pi|tangerine peel|dried tangerine peel|mandarin peel",
    "orange",
  ),
  food(
    "clementine|clementines|mandarin|mandarins|tangerine|tangerines|mandarin orange|mandarin oranges|canned mandarin oranges|satsuma|satsumas|tangelo|tangelos|minneola|ugli fruit|ugli|cuties|cutie|halos|dekopon|sumo citrus|kinnow|ponkan|mikan|clementine juice|mandarin juice|tangerine juice",
    "citrus",
  ),
  food(
    "grapefruit|grapefruits|pink grapefruit|red grapefruit|ruby red grapefruit|white grapefruit|grapefruit juice|grapefruit segments|pomelo|pomelos|pummelo|shaddock|oroblanco",
    "citrus",
  ),
  food(
    "yuzu|yuzu juice|yuzu zest|yuzu kosho|sudachi|kabosu|bergamot|bergamot orange|citron|etrog|buddha's hand|kumquat|kumquats|cumquat|limequat|yuzu paste|yuja|yuja cha|citron tea",
    "citrus",
  ),
  food("citrus juice|juice|fruit juice|fresh juice|100% juice|juice of choice|juices", "fruit", {
    why: "Juice not named by its fruit is read as fruit juice.",
  }),
  food("zest|citrus zest|citrus peel|peel|rind", "citrus", { why: "Zest, peel or rind alone is citrus peel." }),
  food("candied peel|candied citrus peel|mixed peel|cut mixed peel|candied orange peel|orangeat|succade|zitronat", "citrus", {
    may: ["sulphites"],
    why: "Candied and mixed peel is preserved with sulphur dioxide.",
  }),
  // pome and stone fruit
  food(
    "apple|apples|granny smith apple|granny smith apples|granny smith|honeycrisp apple|honeycrisp apples|honeycrisp|fuji apple|fuji apples|gala apple|gala apples|red apple|red apples|green apple|green apples|golden delicious|golden delicious apples|red delicious|pink lady|pink lady apples|braeburn|braeburn apples|cox|cox apples|cox's orange pippin|jazz apples|envy apples|mcintosh|mcintosh apples|jonagold|jonathan apples|cortland apples|northern spy|empire apples|macoun|crispin|mutsu|opal apples|cosmic crisp|ambrosia apples|eating apple|eating apples|dessert apples|cooking apple|cooking apples|bramley|bramley apples|bramley apple|tart apples|tart apple|baking apples|crab apple|crab apples|crabapples|manzana|manzanas|pomme|pommes|mela|apfel|apple slices|apple wedges|sliced apples|diced apples",
    "fruit",
  ),
  food(
    "applesauce|apple sauce|unsweetened applesauce|sweetened applesauce|apple puree|apple purée|stewed apples|apple compote|mott's applesauce|apple pie filling canned|baby food apples",
    "apple",
  ),
  food(
    "apple juice|unsweetened apple juice|apple cider|fresh apple cider|sweet cider|cloudy apple juice|pressed apple juice|apple juice concentrate|frozen apple juice concentrate|sparkling apple juice|martinelli's|martinellis",
    "apple",
  ),
  food(
    "pear|pears|bosc pear|bosc pears|bosc|bartlett pear|bartlett pears|anjou pear|anjou pears|d'anjou pears|red anjou|comice pear|comice pears|conference pear|conference pears|williams pear|williams pears|forelle pears|seckel pears|concorde pears|asian pear|asian pears|nashi pear|nashi pears|nashi|korean pear|korean pears|apple pear|singo pear|pera|peras|poire|pear halves|canned pears|pear juice",
    "fruit",
  ),
  food("quince|quinces|membrillo|quince paste|dulce de membrillo|cotignac|quince jelly|quince cheese|damson cheese|fruit cheese|membrillo paste", "fruit"),
  food(
    "peach|peaches|fresh peaches|yellow peaches|white peaches|donut peaches|flat peaches|saturn peaches|canned peaches|tinned peaches|peach slices|canned peach slices|peach halves|frozen peaches|frozen peach slices|durazno|duraznos|melocoton|pesca|pêche",
    "fruit",
  ),
  food("nectarine|nectarines|white nectarines|yellow nectarines", "fruit"),
  food(
    "plum|plums|black plums|red plums|damson|damsons|greengage|greengages|mirabelle|mirabelles|italian prune plums|prune plums|santa rosa plums|umeboshi|umeboshi plums|ume|pickled plums|salted plums|li hing mui|plum halves|ciruela|ciruelas|sloes|sloe|sloe berries|blackthorn berries|bullace",
    "fruit",
  ),
  food("pluot|pluots|plumcot|plumcots|aprium|apriums", "fruit"),
  food("apricot|apricots|fresh apricots|canned apricots|apricot halves|apricot kernels|albaricoque|chabacano|abricot|albicocca", "fruit", {
    why: "Apricot kernels are used for bitter almond flavour but are not a tree nut by FDA or EU law.",
  }),
  food(
    "cherry|cherries|sweet cherries|bing cherries|rainier cherries|fresh cherries|frozen cherries|frozen pitted cherries|pitted cherries|sour cherries|sour cherry|tart cherries|tart cherry|morello cherries|morellos|montmorency cherries|amarena cherries|griottines|black cherries|canned cherries|cherries in syrup|cherries in juice|cherry halves|tart cherries in water|cerezas|ciliegie|cerises|kirschen|sour cherry juice|tart cherry juice|cherry juice",
    "fruit",
  ),
  food(
    "maraschino cherries|maraschino cherry|cocktail cherries|glace cherries|glacé cherries|candied cherries|luxardo cherries|luxardo maraschino cherries|amarena fabbri|natural glacé cherries|red glace cherries",
    "cherry",
    {
      may: ["sulphites", "alcohol"],
      why: "Maraschino and glacé cherries are brined in sulphur dioxide before candying; Luxardo cherries are in marasca syrup.",
    },
  ),
  food(
    "mango|mangoes|mangos|ripe mango|ripe mangoes|mango chunks|frozen mango|frozen mango chunks|alphonso mango|alphonso mangoes|ataulfo mango|ataulfo mangoes|honey mango|champagne mango|kent mango|tommy atkins|kesar mango|green mango|green mangoes|unripe mango|raw mango|kairi|mango pulp|canned mango pulp|alphonso mango pulp|kesar mango pulp|mango puree|mango purée|mango nectar|mango juice|mango slices|mango cheeks|aam",
    "fruit",
  ),
  food(
    "lychee|lychees|litchi|litchis|lichee|canned lychees|lychees in syrup|longan|longans|dried longan|rambutan|rambutans|mangosteen|mangosteens|salak|snake fruit|langsat|duku",
    "fruit",
  ),
  // berries
  food(
    "strawberries|strawberry|fresh strawberries|frozen strawberries|hulled strawberries|sliced strawberries|red strawberries|strawberries with leaves|wild strawberries|fraises des bois|alpine strawberries|freeze-dried strawberries|strawberry halves|fresas|fragole|fraises|ichigo|sliced frozen strawberries",
    "fruit",
  ),
  food(
    "blueberries|blueberry|fresh blueberries|frozen blueberries|wild blueberries|wild blueberry|bilberries|bilberry|huckleberries|huckleberry|arandanos|arándanos|mirtilli|myrtilles|saskatoon berries|haskap|honeyberries",
    "fruit",
  ),
  food(
    "raspberries|raspberry|fresh raspberries|frozen raspberries|golden raspberries|black raspberries|freeze-dried raspberries|framboises|lamponi|frambuesas",
    "fruit",
  ),
  food(
    "blackberries|blackberry|fresh blackberries|frozen blackberries|brambles|boysenberries|boysenberry|loganberries|loganberry|marionberries|marionberry|tayberries|dewberries|mulberries|mulberry|moras",
    "fruit",
  ),
  food(
    "mixed berries|frozen mixed berries|berries|berry mix|summer berries|frozen berries|forest fruits|frozen forest fruits|fruits of the forest|triple berry blend|berry medley|frozen berry mix",
    "fruit",
  ),
  food(
    "cranberries|cranberry|fresh cranberries|frozen cranberries|whole fresh cranberries|cranberry juice|cranberry juice cocktail|ocean spray|lingonberries|lingonberry|lingonberry jam|cowberries|cloudberries|cloudberry|sea buckthorn|sea buckthorn berries|rowan berries|aronia|aronia berries|chokeberries|elderberries|elderberry|goldenberries|goldenberry|physalis|cape gooseberries|cape gooseberry|ground cherries|ground cherry|inca berries",
    "fruit",
  ),
  food(
    "cranberry sauce|canned cranberry sauce|jellied cranberry sauce|whole berry cranberry sauce|cranberry relish|cranberry chutney|ocean spray cranberry sauce",
    "cranberries",
    { may: ["alcohol"], why: "Some home cranberry sauces add port or orange liqueur." },
  ),
  food(
    "gooseberries|gooseberry|green gooseberries|red gooseberries|amla|indian gooseberry|amla powder|currants fresh|redcurrants|red currants|redcurrant|red currant|blackcurrants|black currants|blackcurrant|black currant|white currants|whitecurrants|jostaberries|ribena|cassis berries",
    "fruit",
  ),
  // melons, grapes
  food("watermelon|watermelons|seedless watermelon|watermelon cubes|watermelon chunks|watermelon juice|yellow watermelon|sandia|sandía|tarbooz", "fruit"),
  food(
    "cantaloupe|cantaloupes|muskmelon|rockmelon|honeydew|honeydew melon|honeydew melons|melon|melons|galia melon|galia|charentais melon|charentais|piel de sapo|santa claus melon|canary melon|casaba|crenshaw melon|korean melon|chamoe|hami melon|melon balls|melon cubes",
    "fruit",
  ),
  food(
    "grapes|grape|red grapes|green grapes|black grapes|white grapes|seedless grapes|seedless red grapes|seedless green grapes|concord grapes|cotton candy grapes|muscat grapes|frozen grapes|table grapes|uvas|raisins frais",
    "fruit",
  ),
  food(
    "grape juice|purple grape juice|white grape juice|red grape juice|welch's grape juice|welchs|concord grape juice|verjuice|verjus|agresto|sour grape juice|grape must|mosto",
    "grapes",
    {
      may: ["sulphites"],
      why: "Grape juice and verjuice are often preserved with sulphites.",
    },
  ),
  // tropical and other
  food(
    "banana|bananas|ripe banana|ripe bananas|mashed banana|mashed bananas|overripe bananas|overripe banana|very ripe bananas|frozen banana|frozen bananas|frozen banana slices|banana slices|sliced banana|cavendish bananas|lady finger bananas|red bananas|baby bananas|manzano bananas|plátano maduro|banane|kela",
    "fruit",
  ),
  food(
    "pineapple|pineapple chunks|fresh pineapple|diced pineapple|pineapples|pineapple rings|pineapple slices|canned pineapple|canned pineapple chunks|crushed pineapple|canned crushed pineapple|pineapple tidbits|pineapple chunks in juice|pineapple in juice|pineapple in syrup|frozen pineapple|frozen pineapple chunks|pineapple juice|pineapple core|piña|ananas|pineapple cubes",
    "fruit",
  ),
  food("papaya|papayas|green papaya|green papayas|unripe papaya|ripe papaya|red papaya|papaya chunks|pawpaw|paw paw|lechosa|fruta bomba", "fruit"),
  food("kiwi|kiwis|kiwifruit|kiwi fruit|kiwi fruits|golden kiwi|gold kiwi|green kiwi|kiwi berries|kiwiberries|kiwano|horned melon", "fruit"),
  food(
    "pomegranate|pomegranates|pomegranate seeds|pomegranate arils|pomegranate pearls|pomegranate juice|pom juice|anardana|dried pomegranate seeds|pomegranate powder|granada|granadas",
    "fruit",
  ),
  food("passion fruit|passionfruit|passion fruits|passion fruit pulp|passionfruit pulp|maracuya|maracujá|granadilla|lilikoi|passion fruit juice", "fruit"),
  food("guava|guavas|pink guava|guava paste|guava nectar|guava juice|goiabada|pasta de guayaba|guayaba|guayabas|strawberry guava", "fruit"),
  food("dragon fruit|dragonfruit|pitaya|pitahaya|red dragon fruit|frozen pitaya|pitaya packs", "fruit"),
  food("star fruit|starfruit|carambola|carambolas", "fruit"),
  food("persimmon|persimmons|fuyu persimmon|fuyu persimmons|hachiya persimmons|sharon fruit|kaki|dried persimmons|hoshigaki|gotgam", "fruit"),
  food("fig|figs|fresh figs|fresh fig|black mission figs|mission figs|brown turkey figs|green figs|kadota figs|higos|fichi|figues|anjeer", "fruit"),
  food("dried figs|dried fig|dried black mission figs|dried turkish figs|dried calimyrna figs|fig jam|fig paste|fig preserves", "fig", {
    may: ["sulphites"],
    why: SULPHURED,
  }),
  food(
    "dates|date|medjool dates|medjool date|pitted dates|deglet noor dates|deglet noor|dried dates|chopped dates|date paste|date puree|khajoor|khajur|tamar|tamr|halawi dates|barhi dates",
    "fruit",
  ),
  food("date syrup|date molasses|silan|dibs|date honey", "dates"),
  food("prunes|prune|dried plums|dried plum|pitted prunes|agen prunes|pruneaux|prune juice|prune puree|stewed prunes", "plum", {
    may: ["sulphites"],
    why: SULPHURED,
  }),
  food(
    "raisins|raisin|golden raisins|sultanas|sultana|currants|currant|zante currants|dried currants|black raisins|seedless raisins|thompson raisins|flame raisins|muscat raisins|jumbo raisins|kishmish|munakka|pasas|uvetta|raisins secs|golden sultanas|yellow raisins|raisins soaked",
    "grapes",
    {
      may: ["sulphites"],
      why: SULPHURED + " Golden raisins nearly always are.",
    },
  ),
  food(
    "dried apricots|dried apricot|dried apricot halves|turkish apricots|turkish dried apricots|california apricots|unsulphured apricots|unsulphured dried apricots|hunza apricots|apricot pieces|chopped dried apricots|qamar al din|amardeen|apricot leather",
    "apricot",
    { may: ["sulphites"], why: SULPHURED },
  ),
  food(
    "dried cranberries|dried cranberry|craisins|sweetened dried cranberries|dried cherries|dried sour cherries|dried tart cherries|dried mango|dried mango slices|dried pineapple|dried papaya|dried banana|banana chips|dried apple|dried apples|apple rings|dried apple rings|dried pears|dried peaches|dried strawberries|freeze-dried fruit|freeze dried fruit|dried fruit|dried fruits|mixed dried fruit|dried mixed fruit|dried fruit mix|mixed fruit dried|fruit leather|fruit rolls|goji berries|goji|gojiberries|wolfberries|dried goji berries|dried blueberries|dried mulberries|golden berries dried|dried barberries|barberries|barberry|dried barberry|zereshk|zereshk berries|dried fruit bits",
    "fruit",
    {
      may: ["sulphites"],
      why: SULPHURED + " Banana chips and some dried fruit are fried or coated in oil, sometimes coconut.",
    },
  ),
  food(
    "acai puree|açaí puree|acai|açaí|acai pulp|frozen acai|frozen acai puree|frozen açaí|unsweetened acai|acai packs|acai smoothie packs|acai packets|acai powder|acai berries|acai berry",
    "fruit",
  ),
  food(
    "tamarind|tamarind pulp|tamarind paste|tamarind concentrate|tamarind block|wet tamarind|seedless tamarind|tamarind water|tamarind juice|tamarind pods|sweet tamarind|imli|asam|asam jawa|sampalok|tamarindo|tamarind puree|tamcon",
    "fruit",
    {
      why: "Tamarind is a pod fruit: no nut.",
    },
  ),
  food("coconut water|coconut juice|young coconut water|fresh coconut water|vita coco|coconut water with pulp", "coconut"),
  food(
    "durian|durians|soursop|guanabana|guanábana|graviola|cherimoya|custard apple|custard apples|sugar apple|sweetsop|atemoya|sapote|mamey|mamey sapote|black sapote|chico|sapodilla|naseberry|lucuma|lúcuma|lucuma powder|feijoa|feijoas|pineapple guava|jabuticaba|cupuacu|noni|breadnut|marang|rose apple|wax apple|jambu|java apple|loquat|loquats|medlar|medlars|pawpaw fruit|jujube|jujubes|red dates|chinese red dates|hong zao|jujube dates|mulberry fruit|quandong|davidson plum|lilly pilly|naranjilla|lulo|tamarillo|tree tomato|pepino melon|cactus pear|prickly pear|prickly pears|tuna fruit|pitahaya amarilla",
    "fruit",
  ),
  food("rhubarb|rhubarb stalks|rhubarb stalk|forced rhubarb|frozen rhubarb|rhubarb compote|ruibarbo", "fruit|vegetable"),
  food(
    "fruit cocktail|canned fruit cocktail|fruit salad|canned fruit salad|tropical fruit salad|fruit cup|fruit cups|mixed fruit in juice|fruit medley|fresh fruit|seasonal fruit|seasonal fruits|fruit platter|stone fruit|stone fruits|tropical fruit|tropical fruits|summer fruit|fruit of choice|chopped fruit",
    "fruit",
    {
      may: ["sulphites"],
      why: "Canned fruit cocktail may hold sulphite-treated cherries.",
    },
  ),
  food(
    "rose petals|rose petal|rose water|rosewater|rose essence|rose syrup|rose jam|rose petal jam|gulkand|rose powder|dried rose petals|edible rose petals|rose buds|dried rose buds|rosehips|rose hips|rosehip|hibiscus|hibiscus flowers|dried hibiscus|flor de jamaica|jamaica flowers|sorrel flowers|roselle|elderflower|elderflowers|elderflower heads|lavender|culinary lavender|dried lavender|lavender buds|edible flowers|edible flower petals|violets|violet petals|pansies|marigold petals|calendula|chamomile flowers|butterfly pea flowers|butterfly pea|osmanthus|dried osmanthus|jasmine flowers|chrysanthemum flowers|nasturtium flowers|squash blossom petals|orange blossoms|cherry blossoms|sakura|salted cherry blossoms",
    "herb",
    {
      why: "Flowers and petals hold no family of their own.",
    },
  ),
];
