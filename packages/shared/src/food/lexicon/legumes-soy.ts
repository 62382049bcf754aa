import { food } from "./entry";

/**
 * Peanuts, beans, lentils, peas and soy in every form (tofu, tempeh, edamame, miso, natto, yuba,
 * TVP, lecithin). Peanuts (a legume) and soybeans are their own families; other legumes hold none,
 * lupin aside (a root). Meat substitutes are here too: most are soy, wheat gluten, pea or egg.
 */
export const LEGUMES_SOY = [
  // peanuts
  food(
    "roasted peanuts|dry roasted peanuts|dry-roasted peanuts|salted peanuts|unsalted peanuts|raw peanuts|chopped peanuts|crushed peanuts|honey roasted peanuts|spanish peanuts|valencia peanuts|boiled peanuts|peanut halves|redskin peanuts|blanched peanuts|cocktail peanuts|beer nuts|mani|maní|cacahuetes|cacahuates|kacang tanah|moongphali|singdana|peanuts in shell|roasted salted peanuts",
    "peanut",
  ),
  food(
    "peanut butter|creamy peanut butter|smooth peanut butter|crunchy peanut butter|chunky peanut butter|natural peanut butter|peanut butter powder|powdered peanut butter|pb2|pb fit|jif|skippy|peter pan|sun-pat|sunpat|whole earth peanut butter|peanut spread|peanut paste|groundnut paste|peanut flour|peanut protein|peanut butter chips",
    "peanut",
  ),
  food("arachis oil|arachide|groundnut oil|peanut oil", "peanut", {
    why: "Peanut oil: the highly refined kind is exempt from labelling (FALCPA; EU Annex II), but cold-pressed and roasted peanut oils are not.",
  }),
  food(
    "peanut sauce|satay sauce|satay|peanut dressing|peanut dipping sauce|gado gado sauce|gado-gado sauce|bumbu kacang|sambal kacang|nuoc leo|peanut satay sauce|kare kare sauce|groundnut stew|groundnut soup|peanut stew|peanut soup|maafe|mafe|domoda|nkatenkwan",
    "peanut",
    {
      may: ["soybeans", "wheat", "gluten", "fish", "crustacean shellfish", "milk"],
      why: "Peanuts with soy sauce (soy, wheat), and in Southeast Asia fish sauce or shrimp paste; some add milk.",
    },
  ),
  food("bambara groundnut|bambara groundnuts|bambara nuts|bambara beans|hog peanut", "legume", { why: "Bambara groundnut is a bean, not a peanut." }),
  // beans
  food(
    "black bean|black beans|canned black beans|black beans canned|drained black beans|black turtle beans|turtle beans|frijoles negros|dried black beans|black beans dried|dry black beans|uncooked black beans|cooked black beans|black beans cooked|boiled black beans|black bean soup beans|canned black beans drained",
    "bean",
  ),
  food(
    "kidney bean|kidney beans|red kidney beans|red kidney bean|dark red kidney beans|light red kidney beans|canned kidney beans|dried kidney beans|dry kidney beans|dried red kidney beans|cooked kidney beans|kidney beans cooked|boiled kidney beans|rajma|red beans|small red beans|red bean|camellia red beans|chili beans|ranch style beans|ranch-style beans",
    "bean",
  ),
  food(
    "pinto bean|pinto beans|pinto|frijoles|frijoles pintos|canned pinto beans|cooked pinto beans|dried pinto beans|dry pinto beans|uncooked pinto beans|mayocoba beans|mayocoba|peruano beans|peruvian beans|canary beans|yellow beans dried|bayo beans",
    "bean",
  ),
  food("frijoles de la olla|charro beans|borracho beans|frijoles charros|frijoles borrachos", "pinto bean", {
    may: ["pork", "alcohol"],
    why: "Charro and borracho beans are cooked with bacon or chorizo (and beer, for borracho).",
  }),
  food(
    "white beans|white bean|cannellini|cannellini beans|cannellini bean|white kidney beans|canned white beans|canned cannellini beans|great northern beans|great northern|navy beans|navy bean|haricot beans|haricot bean|pea beans|boston beans|dried white beans|dry white beans|dried cannellini beans|dried navy beans|dried great northern beans|marrow beans|coco beans|tarbais beans|soissons|alubias|alubias blancas|judias|judías blancas|fagioli|white beans canned",
    "bean",
  ),
  food(
    "butter beans|butter bean|lima beans|lima bean|baby lima beans|fordhook limas|sieva beans|gigantes|gigante beans|gigandes|giant beans|giant white beans|judion beans|judiones|dried butter beans|dried lima beans|large lima beans|gigantes plaki",
    "bean",
    { why: "Butter beans hold no butter." },
  ),
  food(
    "borlotti|borlotti beans|cranberry beans|cranberry bean|roman beans|romano beans dried|flageolet|flageolet beans|flageolets|tongues of fire beans|christmas lima beans|anasazi beans|appaloosa beans|jacob's cattle beans|heirloom beans|rancho gordo beans|zolfini|corona beans|runner beans dried|scarlet runner beans",
    "bean",
  ),
  food("adzuki|adzuki beans|adzuki bean|azuki|azuki beans|aduki|aduki beans|red mung beans|red adzuki beans", "bean"),
  food(
    "red bean paste|anko|sweet red bean paste|tsubuan|koshian|adzuki paste|adzuki bean paste|dou sha|hong dou sha|patbingsu beans|red bean filling",
    "adzuki",
  ),
  food(
    "mung bean|mung beans|moong|moong beans|whole moong|green gram|green moong|dried mung beans|mung dal|moong dal|split moong|split moong dal|yellow moong dal|green moong dal|split mung beans|peeled mung beans|mung bean flour|moong dal flour|pesarattu batter",
    "bean",
  ),
  food(
    "black-eyed peas|black eyed peas|blackeyed peas|black-eyed beans|black eyed beans|black-eyed pea|black eyed pea|canned black-eyed peas|canned black eyed peas|drained black-eyed peas|dried black-eyed peas|dried black eyed peas|dry black-eyed peas|dry black eyed peas|uncooked black-eyed peas|cowpeas|cowpea|cow peas|dried cowpeas|lobia|chawli|crowder peas|field peas|purple hull peas|lady peas|zipper peas|cream peas",
    "bean",
  ),
  food(
    "fava beans|fava bean|fava|favas|faba beans|faba bean|broad beans|broad bean|canned fava beans|canned broad beans|fresh broad beans|frozen broad beans|baby broad beans|dried fava beans|split fava beans|dried broad beans|habas|fèves|feves|ful|ful medames|foul|foul medames|fool medames|foul mudammas|ful mudammas|bigilla",
    "bean",
    {
      why: "Fava beans are a legume without a family of their own (favism is an enzyme deficiency, not an allergy).",
    },
  ),
  food(
    "chickpea|chickpeas|chick peas|chick pea|garbanzo beans|garbanzo bean|garbanzos|garbanzo|ceci|ceci beans|canned chickpeas|canned garbanzo beans|drained chickpeas|chana|kabuli chana|kala chana|black chickpeas|bengal gram|dried chickpeas|dry chickpeas|dried garbanzo beans|uncooked chickpeas|cooked chickpeas|chickpeas cooked|boiled chickpeas|cooked garbanzo beans|roasted chickpeas|crispy chickpeas|chole|chholay|hummus chickpeas|chana dal|chana daal|split chickpeas|split bengal gram|desi chana",
    "bean",
  ),
  food(
    "chickpea flour|besan|gram flour|garbanzo bean flour|garbanzo flour|chana flour|chana atta|besan flour|channa flour|chickpea meal|farina di ceci|fine besan|farine de pois chiche",
    "chickpea",
  ),
  food(
    "lentils|lentil|brown lentils|green lentils|french lentils|french green lentils|puy lentils|du puy lentils|lentilles du puy|black lentils|beluga lentils|dried lentils|canned lentils|tinned lentils|cooked lentils|lentils cooked|boiled lentils|sprouted lentils|lentejas|lenticchie|castelluccio lentils|umbrian lentils|spanish pardina lentils|pardina lentils",
    "legume",
  ),
  food("red lentils|red lentil|split red lentils|masoor dal|masoor|masoor daal|masur dal|yellow lentils|orange lentils|red split lentils", "lentils"),
  food(
    "toor dal|toovar dal|tuvar dal|arhar dal|arhar|tur dal|pigeon peas|pigeon pea|split pigeon peas|gandules|gungo peas|congo peas|toor daal|togari bele",
    "legume",
  ),
  food(
    "split black gram|urad dal|urad daal|urid dal|urd dal|split urad dal|white urad dal|black gram dal|black gram|ulundu|ulundu paruppu|urad|whole urad|sabut urad|whole black gram|white lentils|urad flour|black matpe|mash dal",
    "legume",
  ),
  food("dal|daal|dhal|dahl|dals|mixed dal|panchmel dal|lentil dal|tadka dal|dal tadka|dal makhani|dal fry|sambar dal", "legume", {
    may: ["milk"],
    why: "Cooked dal is often finished with ghee or cream (dal makhani).",
  }),
  food(
    "split peas|split pea|green split peas|yellow split peas|dried split peas|marrowfat peas|mushy peas|pease pudding|dried peas|whole dried peas|carlin peas|maple peas|badger peas|black peas|dried green peas",
    "legume",
  ),
  food(
    "horse gram|kulthi|kulthi dal|kollu|moth beans|moth bean|matki|matki beans|rice beans|velvet beans|winged beans|jack beans|sword beans|hyacinth beans|lablab beans|lablab|val dal|val beans|papdi|guar beans|cluster beans|gawar|gavar|indian flat beans|broad flat beans",
    "legume",
  ),
  food("carob|carob powder|carob flour|carob syrup|carob molasses|carob chips|carob bar|locust bean gum|carob gum|carob bean gum|harrub", "legume", {
    may: ["milk"],
    why: "Carob is a pod; carob chips and bars may hold milk.",
  }),
  food(
    "baked beans|heinz baked beans|beans in tomato sauce|baked beans in tomato sauce|boston baked beans|bush's baked beans|bushs baked beans|b&m baked beans|canned baked beans|beanz|haricot beans in tomato sauce",
    "bean",
    {
      may: ["pork", "meat", "mustard"],
      why: "UK baked beans are navy beans in tomato sauce; US baked beans are often cooked with bacon or salt pork and mustard.",
    },
  ),
  food("pork and beans|pork & beans|beans and franks|franks and beans|beanie weenies|beans and sausages", "bean|pork"),
  food(
    "refried beans|frijoles refritos|refritos|canned refried beans|refried pinto beans|refried black beans|old el paso refried beans|rosarita refried beans|frijoles fritos",
    "bean",
    {
      may: ["pork", "meat", "milk"],
      why: "Refried beans are traditionally fried in lard (many canned brands still use it); some add cheese.",
    },
  ),
  food(
    "mixed beans|bean salad|three bean mix|three bean salad|five bean mix|mixed bean salad|bean medley|beans mix|15 bean soup mix|16 bean soup mix|bean soup mix|soup mix beans|legume mix|mixed pulses",
    "bean",
  ),
  food(
    "hummus|houmous|hommus|humus|hummous|houmus|hoummos|store-bought hummus|roasted red pepper hummus|garlic hummus|classic hummus|hummus dip|sabra hummus|hummus bi tahini|msabbaha|musabaha",
    "chickpea",
    { has: ["sesame"], why: "Hummus is chickpeas with tahini (sesame)." },
  ),
  food("falafel|falafels|felafel|ta'ameya|taameya|tameya|falafel mix|falafel balls|falafel patties|frozen falafel", "chickpea", {
    may: ["sesame", "wheat", "gluten"],
    why: "Chickpeas or fava beans with herbs, sometimes bound with flour; served with tahini.",
  }),
  // soy
  food(
    "edamame|edamame beans|shelled edamame|frozen edamame|green soybeans|green soy beans|mukimame|edamame pods|edamame in pods|edamame in shell|frozen shelled edamame|soybeans in pods",
    "soy",
  ),
  food("black soybeans|black soy beans|black soya beans|kuromame|black soybean", "soy"),
  food(
    "soy flour|soya flour|kinako|roasted soybean flour|soy protein|soy protein isolate|soya protein|isolated soy protein|soy protein concentrate|hydrolyzed soy protein|hydrolysed soy protein|textured vegetable protein|tvp|textured soy protein|soy chunks|soya chunks|nutrela|soya mince|soy mince|soy granules|soya granules|soy curls|butler soy curls|soy meat|soya meat|meal maker",
    "soy",
  ),
  food("soy lecithin|soya lecithin|soy lecithin granules|lecithin e322 soy", "soy"),
  food("lecithin|lecithin granules|e322|emulsifier lecithin|liquid lecithin", "food additive", {
    may: ["soybeans", "egg"],
    why: "Lecithin not named by its source is usually soy, sometimes sunflower or egg.",
  }),
  food("sunflower lecithin|rapeseed lecithin", "food additive"),
  food("soybean oil|soy oil|soya oil|soya bean oil|soybean salad oil|soyabean oil", "vegetable oil", {
    may: ["soybeans"],
    why: "Highly refined soybean oil is exempt from labelling (FALCPA; EU Annex II 6(a)); cold-pressed soybean oil is not.",
  }),
  food(
    "tofu|bean curd|beancurd|regular tofu|medium tofu|medium-firm tofu|medium firm tofu|soft tofu|fresh tofu|tofu block|block of tofu|tofu cubes|cubed tofu|doufu|dubu|tahu|tokwa|tauhu|tau hu|dou fu|momen tofu|momendofu|firm tofu|extra-firm tofu|extra firm tofu|pressed tofu|firm bean curd|super firm tofu|high protein tofu|sprouted tofu|organic tofu",
    "soy",
  ),
  food(
    "silken tofu|soft silken tofu|silken soft tofu|silk tofu|japanese silken tofu|firm silken tofu|extra firm silken tofu|morinaga|mori-nu|mori nu|kinugoshi|kinugoshi tofu|sundubu|soondubu|tofu pudding|tofu fa|douhua|tau foo fa",
    "tofu",
  ),
  food(
    "smoked tofu|marinated tofu|baked tofu|five spice tofu|five-spice tofu|seasoned tofu|teriyaki tofu|tofu puffs|fried tofu|deep-fried tofu|deep fried tofu|fried tofu puffs|aburaage|abura age|abura-age|usuage|atsuage|atsu-age|inari|inari age|inari pockets|inari wrappers|dried tofu|dou gan|dougan|doufu gan|taukwa|tau kwa|pressed bean curd|stinky tofu|freeze-dried tofu|koya tofu|koyadofu|kori tofu|tofu noodles|tofu skin noodles|tofu knots|bean curd knots",
    "tofu",
    {
      may: ["wheat", "gluten", "sesame"],
      why: "Seasoned and marinated tofu is flavoured with soy sauce (wheat); inari pockets are simmered in soy sauce and mirin.",
    },
  ),
  food(
    "yuba|tofu skin|bean curd skin|bean curd sheets|tofu sheets|dried bean curd sticks|bean curd sticks|fuzhu|fu zhu|dried tofu skin|yuba sheets|bean curd rolls|beancurd skin",
    "soy",
  ),
  food(
    "fermented bean curd|fermented tofu|fu ru|furu|fuyu|doufu ru|red fermented bean curd|nam yu|nam yue|white fermented bean curd|preserved bean curd|chao|chao tofu|tahuri",
    "tofu",
    { may: ["alcohol", "wheat", "gluten"], why: "Tofu fermented in brine with rice wine; the red kind adds red yeast rice." },
  ),
  food("egg tofu|japanese egg tofu|tamago dofu|tamagodofu|chinese egg tofu|egg bean curd", "egg", {
    may: ["soybeans"],
    why: "Egg tofu is egg set with stock; Chinese egg tofu adds soy milk.",
  }),
  food("tempeh|tempe|soy tempeh|smoked tempeh|tempeh strips|marinated tempeh|tempeh slices|tempeh block|lightlife tempeh", "soy", {
    may: ["gluten"],
    why: "Tempeh is fermented soybeans; some add barley or other grains.",
  }),
  food("natto|nattō|hikiwari natto|natto beans|fermented soybeans", "soy"),
  food("okara|soy pulp|soybean pulp|tofu pulp|kongbiji", "soy"),
  food("soy nuts|soynuts|soy nut|roasted soybeans|roasted soy beans|soy nut butter|soynut butter|wowbutter|wow butter|i.m. healthy soynut butter", "soy", {
    why: "Soy nut butter is roasted soybeans, no peanut or tree nut.",
  }),
  food(
    "douchi|fermented black beans|fermented black bean|salted black beans|chinese black beans|preserved black beans|dau si|dou chi|tau si|tausi|tausi beans|black bean paste|salted black soybeans|yang jiang black beans",
    "soy",
    {
      may: ["wheat", "gluten"],
      why: "Douchi are fermented, salted soybeans (not turtle beans), some fermented with wheat flour.",
    },
  ),
  food(
    "miso|miso paste|red miso|yellow miso|aka miso|awase miso|hatcho miso|miso powder|instant miso|miso soup paste|dark miso|country miso|hikari miso|miso tare",
    "soy",
    { may: ["gluten", "wheat"], why: "Miso is fermented soybeans with rice, barley (mugi miso, gluten) or wheat koji." },
  ),
  food("white miso|shiro miso|saikyo miso|genmai miso|brown rice miso|light miso|mellow white miso|sweet white miso", "miso", {
    without: ["gluten", "wheat"],
    why: "White (shiro) and saikyo miso are soybeans fermented with rice koji: no barley or wheat.",
  }),
  food("mugi miso|barley miso|mugi miso paste", "miso", { has: ["gluten"], why: "Fermented with barley koji." }),
  food(
    "doenjang|dwenjang|daenjang|korean soybean paste|soybean paste|fermented soybean paste|doenjang paste|korean miso|cheonggukjang|chunggukjang|yellow bean paste|soybean sauce paste",
    "miso",
    {
      may: ["wheat", "gluten"],
      why: "Korean soybean paste; many commercial doenjang add wheat flour.",
    },
  ),
  food("chickpea miso|chickpea miso paste|soy-free miso|soy free miso|adzuki miso|barley and chickpea miso", "legume", {
    may: ["gluten"],
    why: "Miso made from chickpeas or adzuki, without soy (some with barley koji).",
  }),
  // meat substitutes
  food(
    "meat substitute|meat substitutes|meat alternative|meat alternatives|meat analogue|fake meat|mock meat|plant-based meat|plant based meat|plant meat|vegan meat|vegetarian meat|meat-free mince|meat free mince|plant-based mince|plant based mince|plant mince|vegan mince|veggie mince|vegetarian mince|veggie ground|meatless crumbles|meatless grounds|veggie crumbles|vegetarian crumbles|meatless mince|veggie burger|veggie burgers|vegetable burger|vegetable burgers|vegetarian burger|vegetarian burgers|veggie patty|veggie patties|bean burger|bean burgers|veggie meatballs|vegan meatballs|veggie sausages|veggie sausage|vegetarian sausages|vegan sausages|veggie dogs|veggie hot dogs|tofu dogs|vegetarian bacon|vegan bacon|veggie bacon|vegan chicken|chick'n|vegetarian chicken pieces|mock chicken|vegetarian nuggets|vegan nuggets|plant-based nuggets",
    "food additive",
    {
      may: ["soybeans", "wheat", "gluten", "egg", "milk", "peanuts", "tree nuts", "lupin", "celery", "mustard"],
      why: "Meat substitutes are soy, wheat gluten, pea or mycoprotein, often bound with egg white or milk protein; which, varies by brand.",
    },
  ),
  food("quorn|quorn mince|quorn pieces|quorn fillets|quorn sausages|quorn nuggets|quorn chicken pieces|quorn meat free mince|mycoprotein", "meat substitute", {
    has: ["egg"],
    why: "Quorn mycoprotein is bound with egg white (the vegan range uses potato protein: read 'vegan Quorn' as such).",
  }),
  food(
    "beyond meat|beyond burger|beyond burgers|beyond sausage|beyond beef|beyond chicken|impossible burger|impossible meat|impossible beef|impossible sausage|impossible nuggets|tofurky|tofurkey|gardein|morningstar|morningstar farms|boca|boca burger|boca burgers|linda mccartney|linda mccartney sausages|this isnt chicken|this isn't chicken|vivera|heura|field roast|lightlife|yves|yves veggie|oumph|naturli mince|richmond meat free|meatless farm|the vegetarian butcher",
    "meat substitute",
    {
      why: "Branded meat substitutes: Impossible is soy, Tofurky and Gardein wheat gluten and soy, Beyond pea protein, Morningstar often egg and milk.",
    },
  ),
  food("locust beans|iru|dawadawa|daddawa|ogiri|ogiri igbo|soumbala|netetou|fermented locust beans", "legume", {
    may: ["sesame"],
    why: "Fermented African locust beans (Parkia); ogiri may be made from sesame or melon seed.",
  }),
  food("feijao|feijão|feijao preto|feijão preto|feijao carioca|feijão carioca|frijol|frijoles negros brasileños", "bean"),
  food("impossible ground|impossible ground beef|impossible burger patty|impossible beef ground", "meat substitute", {
    has: ["soybeans"],
    why: "Impossible is soy protein and heme from yeast.",
  }),
];
