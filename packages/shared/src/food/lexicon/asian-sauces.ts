import { food } from "./entry";

/**
 * East and Southeast Asian sauces. Soy sauce is brewed from soybeans and wheat; tamari is
 * traditionally wheat-free but not always; fish sauce, dashi-based tsuyu and ponzu hold fish;
 * oyster sauce molluscs; hoisin and black bean sauces soy and wheat.
 */
export const ASIAN_SAUCES = [
  food(
    "soy sauce|soya sauce|shoyu|light soy sauce|regular soy sauce|all-purpose soy sauce|all purpose soy sauce|japanese soy sauce|kikkoman|kikkoman soy sauce|yamasa|yamasa soy sauce|dark soy sauce|thin soy sauce|thick soy sauce|superior soy sauce|premium soy sauce|naturally brewed soy sauce|reduced sodium soy sauce|low sodium soy sauce|low-sodium soy sauce|less sodium soy sauce|lite soy sauce|light soya sauce|dark soya sauce|usukuchi|koikuchi|usukuchi shoyu|koikuchi shoyu|shiro shoyu|white soy sauce|mushroom soy sauce|mushroom dark soy sauce|mushroom flavored dark soy sauce|double black soy sauce|superior dark soy sauce|superior light soy sauce|pearl river bridge|lee kum kee soy sauce|kimlan|silver swan|joseon ganjang|guk ganjang|korean soup soy sauce|jin ganjang|ganjang|sempio soy sauce|soy sauce for soup|seasoned soy sauce|chinese soy sauce|black soy sauce|dashi shoyu|soy sauce to serve|soy sauce for dipping|sweet soy glaze|amoy soy sauce|blue dragon soy sauce|healthy boy soy sauce|thin soy|soy sauce packets",
    "soy|condiment",
    { has: ["wheat", "gluten"], why: "Soy sauce is brewed from soybeans and wheat (FDA and EU: soy, wheat)." },
  ),
  food(
    "tamari|tamari sauce|tamari soy sauce|wheat-free tamari|wheat free tamari|san-j tamari|san-j|san j tamari|tamari lite|reduced sodium tamari|low sodium tamari|organic tamari|japanese tamari",
    "soy sauce",
    {
      without: ["wheat", "gluten"],
      may: ["wheat", "gluten"],
      why: "Tamari is brewed with little or no wheat; only bottles sold as gluten-free are certainly wheat-free.",
    },
  ),
  food(
    "kecap manis|ketjap manis|kecap|sweet soy sauce|indonesian sweet soy sauce|sweet soy|thick sweet soy sauce|abc kecap manis|abc sweet soy sauce|kicap manis|kicap|kecap asin|ketjap asin|kicap lemak|sweet dark soy sauce|thick caramel sauce",
    "soy sauce",
    { why: "Soy sauce (soybeans and wheat) thickened with palm sugar." },
  ),
  food("ponzu|ponzu sauce|ponzu shoyu|yuzu ponzu|citrus soy sauce|mizkan ponzu|kikkoman ponzu|ajipon|ponzu dressing", "soy sauce", {
    may: ["fish"],
    why: "Ponzu is soy sauce with citrus and often dashi (bonito, fish).",
  }),
  food(
    "tsuyu|mentsuyu|men tsuyu|mentsuyu concentrate|noodle soup base|soba sauce|soba tsuyu|soba dipping sauce|somen sauce|udon soup base|tentsuyu|tempura dipping sauce|memmi|tsuyu concentrate|kaeshi|hon tsuyu|shiro dashi",
    "soy sauce",
    {
      has: ["fish"],
      may: ["alcohol"],
      why: "Tsuyu is soy sauce, mirin (alcohol) and dashi made with bonito (fish).",
    },
  ),
  food(
    "teriyaki sauce|teriyaki|teriyaki marinade|teriyaki glaze|kikkoman teriyaki|yakitori sauce|yakitori tare|tare sauce|kabayaki sauce|eel sauce|unagi sauce|unagi tare|japanese barbecue sauce|bachan's|bachans|yakiniku sauce|yakiniku no tare|ebara yakiniku sauce|sukiyaki sauce|warishita|gyudon sauce|donburi sauce|katsudon sauce",
    "soy sauce",
    {
      may: ["alcohol", "sesame"],
      why: "Soy sauce with mirin and sake (alcohol) and sugar; yakiniku sauces add sesame.",
    },
  ),
  food(
    "bulgogi sauce|bulgogi marinade|galbi marinade|galbi sauce|kalbi marinade|korean bbq sauce|korean barbecue sauce|korean bbq marinade|korean marinade|jang sauce|dakgalbi sauce|japchae sauce|korean soy garlic sauce|yangnyeom sauce|yangnyeom chicken sauce|korean fried chicken sauce",
    "soy sauce",
    {
      may: ["sesame", "alcohol", "peanuts"],
      why: "Soy sauce with sesame oil, garlic, pear and rice wine; fried chicken glazes may add peanuts.",
    },
  ),
  food(
    "stir fry sauce|stir-fry sauce|lo mein sauce|chow mein sauce|kung pao sauce|general tso sauce|general tso's sauce|orange sauce|orange chicken sauce|szechuan sauce|sichuan sauce|mapo sauce|mapo tofu sauce|garlic sauce chinese|chinese brown sauce|egg roll sauce|dumpling sauce|dumpling dipping sauce|potsticker sauce|gyoza sauce|gyoza dipping sauce|chili vinegar sauce|fish fragrant sauce|yu xiang sauce|sesame noodle sauce|cold noodle sauce|dan dan sauce|black pepper sauce|ginger scallion sauce|scallion oil sauce|honey garlic sauce|sticky sauce|katsu curry sauce",
    "soy sauce",
    {
      may: ["sesame", "peanuts", "alcohol", "molluscs", "fish", "egg"],
      why: "Chinese-style sauces are soy sauce based (soy, wheat), often with oyster sauce, Shaoxing wine, sesame or peanuts.",
    },
  ),
  food(
    "fish sauce|nam pla|nuoc mam|nước mắm|thai fish sauce|vietnamese fish sauce|patis|tuk trey|teuk trey|ngan pya ye|red boat|red boat fish sauce|tiparos|golden boy fish sauce|megachef fish sauce|phu quoc fish sauce|anchovy fish sauce|fish gravy|budu|aekjeot|myeolchi aekjeot|korean fish sauce|kanari aekjeot|fish sauce to taste|squid brand fish sauce|squid brand|flying lion fish sauce|thai kitchen fish sauce|blue dragon fish sauce",
    "condiment",
    {
      has: ["fish"],
      why: "Fish sauce is fermented anchovies (or other fish) and salt.",
    },
  ),
  food("three crabs|three crabs fish sauce|viet huong fish sauce|3 crabs fish sauce", "fish sauce", {
    has: ["wheat", "gluten"],
    why: "Three Crabs brand is anchovy fish sauce with hydrolysed wheat protein; it holds no crab.",
  }),
  food(
    "nuoc cham|nước chấm|nuoc mam cham|vietnamese dipping sauce|nam jim|nam jim jaew|jaew|nam jim seafood|nam pla prik|prik nam pla|nam prik|thai dipping sauce|seafood dipping sauce thai|nam jim gai",
    "fish sauce",
    {
      may: ["crustacean shellfish"],
      why: "Dipping sauces built on fish sauce; Thai nam prik often holds shrimp paste or dried shrimp.",
    },
  ),
  food(
    "oyster sauce|oyster-flavored sauce|oyster flavored sauce|oyster flavoured sauce|oyster-flavoured sauce|lee kum kee oyster sauce|panda oyster sauce|panda brand oyster sauce|premium oyster sauce|megachef oyster sauce|mae krua oyster sauce|oyster sauce lkk|maekrua",
    "condiment",
    {
      has: ["molluscs"],
      may: ["wheat", "gluten", "soybeans"],
      why: "Oyster extract (molluscs), thickened with wheat flour or starch in many brands.",
    },
  ),
  food(
    "vegetarian oyster sauce|mushroom oyster sauce|vegan oyster sauce|vegetarian stir-fry sauce|vegetarian stir fry sauce|mushroom stir fry sauce|mushroom flavoured sauce|mushroom vegetarian sauce",
    "condiment",
    {
      has: ["soybeans"],
      may: ["wheat", "gluten"],
      why: "Mushroom extract and soy sauce in place of oysters.",
    },
  ),
  food("hoisin sauce|hoisin|hoi sin sauce|hoi sin|lee kum kee hoisin|hoisin glaze|peking sauce|haixian jiang|hoisin sauce lkk", "soy|condiment", {
    has: ["soybeans", "wheat", "gluten"],
    may: ["sesame"],
    why: "Hoisin is fermented soybean paste (soy, wheat flour) with sugar, garlic and often sesame paste.",
  }),
  food("char siu sauce|char siu marinade|chinese bbq sauce|chinese barbecue sauce|char siu glaze|lee kum kee char siu sauce|cha siu sauce", "hoisin sauce", {
    may: ["alcohol"],
    why: "Hoisin, soy sauce and rice wine.",
  }),
  food(
    "plum sauce|duck sauce|chinese plum sauce|sweet plum sauce|saucy susan|apricot duck sauce|sweet and sour sauce|sweet & sour sauce|sweet n sour sauce|sweet-and-sour sauce|sweet and sour|sweet sour sauce",
    "condiment",
    {
      may: ["sulphites", "soybeans", "wheat", "gluten"],
      why: "Fruit, sugar and vinegar (sulphite-preserved fruit in some); some add soy sauce.",
    },
  ),
  food(
    "black bean sauce|black bean garlic sauce|lee kum kee black bean garlic sauce|chinese black bean sauce|black bean and garlic sauce|black bean chili sauce",
    "douchi|condiment",
    {
      may: ["wheat", "gluten"],
      why: "Fermented black soybeans (douchi), often with soy sauce (wheat).",
    },
  ),
  food(
    "tianmianjiang|tian mian jiang|sweet bean sauce|sweet bean paste|sweet flour sauce|sweet noodle sauce|zhajiang|zha jiang|zhajiang sauce|chunjang|jajang sauce|jjajang sauce|korean black bean paste|yellow bean sauce|yellow soybean paste|huang jiang|ground bean sauce|min see jeung|bean sauce|soybean sauce|taucu|taucheo|tau cheo|tao jiew|tao jiaw",
    "soy|condiment",
    {
      has: ["wheat", "gluten"],
      why: "Fermented soybean and wheat flour pastes (tianmianjiang is mostly wheat).",
    },
  ),
  food("bean paste|chinese bean paste|fermented bean paste", "condiment", {
    may: ["soybeans", "wheat", "gluten"],
    why: "'Bean paste' alone may be soybean (doenjang, yellow bean), chili broad bean (doubanjiang, with wheat) or sweet red bean paste.",
  }),
  food(
    "doubanjiang|dou ban jiang|douban jiang|toban djan|toban jan|tobanjan|chili bean paste|chili bean sauce|chile bean paste|chilli bean paste|chilli bean sauce|spicy bean paste|broad bean paste|broad bean chili paste|spicy broad bean paste|fermented chili bean paste|pixian doubanjiang|pixian chili bean paste|pixian|la doubanjiang|toban djan lee kum kee|hot bean paste|hot bean sauce|sichuan chili bean paste",
    "fava beans|condiment",
    {
      has: ["wheat", "gluten"],
      may: ["soybeans"],
      why: "Doubanjiang is fermented broad beans with wheat flour and chilli; many brands add soybeans.",
    },
  ),
  food(
    "gochujang|korean chili paste|korean chilli paste|korean red pepper paste|gochujang paste|korean hot pepper paste|gochu jang|gochu-jang|kochujang|sunchang gochujang|chung jung one gochujang|mother in law's gochujang|gochujang sauce|cho gochujang|chogochujang|vinegared gochujang|bibimbap sauce|tteokbokki sauce|buldak sauce|korean chili sauce|korean hot sauce",
    "soy|chili pepper|condiment",
    {
      has: ["wheat", "gluten"],
      why: "Gochujang is chilli, glutinous rice, fermented soybean powder and usually wheat (flour or barley malt).",
    },
  ),
  food("ssamjang|ssam jang|ssam sauce|ssamjang sauce|korean dipping paste", "doenjang|gochujang", {
    may: ["sesame"],
    why: "Doenjang and gochujang with sesame oil and seeds.",
  }),
  food("xo sauce|xo chili sauce|lee kum kee xo sauce|x.o. sauce", "condiment|pork", {
    has: ["molluscs", "crustacean shellfish", "pork", "meat"],
    may: ["fish", "soybeans", "alcohol"],
    why: "XO sauce is dried scallops (molluscs), dried shrimp (crustaceans) and Jinhua ham (pork) in chilli oil.",
  }),
  food(
    "sha cha sauce|shacha sauce|sa cha sauce|sacha sauce|bullhead barbecue sauce|bull head bbq sauce|bull head barbecue sauce|chinese satay sauce|shacha paste",
    "condiment",
    {
      has: ["fish", "crustacean shellfish"],
      may: ["sesame", "peanuts", "soybeans"],
      why: "Sha cha is dried brill (fish) and dried shrimp with garlic and chilli; some add sesame or peanuts.",
    },
  ),
  food(
    "goma dressing|gomadare|goma dare|goma-dare|sesame dressing|japanese sesame dressing|roasted sesame dressing|deep roasted sesame dressing|kewpie sesame dressing|sesame sauce|sesame dipping sauce|shabu shabu sauce|shabu-shabu dipping sauce|chinese sesame sauce|cold sesame sauce|ma jiang",
    "sesame|condiment",
    {
      may: ["soybeans", "wheat", "gluten", "egg", "peanuts"],
      why: "Sesame paste with soy sauce and vinegar; Kewpie's dressing adds egg yolk, Chinese cold sesame sauce sometimes peanut butter.",
    },
  ),
  food(
    "miso dressing|miso sauce|miso glaze|sweet miso sauce|dengaku miso|nerimiso|neri miso|misoyaki marinade|saikyo marinade|miso butter|miso mayo",
    "miso|condiment",
    {
      may: ["alcohol", "milk", "egg"],
      why: "Miso with mirin or sake; miso butter and miso mayo add milk or egg.",
    },
  ),
  food("pad thai sauce|pad thai paste|pad see ew sauce|pad kra pao sauce|thai stir fry sauce|tamarind sauce|tamarind dipping sauce|nam makham", "condiment", {
    has: ["fish"],
    may: ["crustacean shellfish", "soybeans", "wheat", "gluten", "molluscs"],
    why: "Pad thai sauce is tamarind, fish sauce and palm sugar (some with dried shrimp); pad see ew and kra pao sauces are soy and oyster sauce.",
  }),
  food(
    "nam prik pao|nam prik pow|thai chili jam|chilli jam thai|thai chili paste in oil|shito|shitor|shito sauce|ghanaian shito|nam phrik phao",
    "chili pepper|condiment",
    {
      has: ["crustacean shellfish", "fish"],
      why: "Nam prik pao is roasted chillies with dried shrimp, shrimp paste and fish sauce; Ghanaian shito is chilli oil with dried fish and shrimp.",
    },
  ),
  food(
    "tonkatsu sauce|katsu sauce|bulldog sauce|bull-dog sauce|bulldog tonkatsu sauce|okonomiyaki sauce|okonomi sauce|otafuku sauce|otafuku okonomi sauce|yakisoba sauce|takoyaki sauce|japanese worcestershire sauce|usuta sauce|chuno sauce|tonkatsu dipping sauce",
    "condiment",
    {
      may: ["soybeans", "wheat", "gluten", "fish", "molluscs", "celery", "sesame"],
      why: "Japanese fruit and vegetable brown sauces; several brands add soy sauce, wheat, oyster or bonito extract. Tonkatsu sauce holds no pork.",
    },
  ),
];
