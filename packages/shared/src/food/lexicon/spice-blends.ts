import { food } from "./entry";

/**
 * Seasoning blends and rubs. A blend not named by what it holds may hold celery and mustard
 * (both common in blends and EU Annex II allergens) or wheat; named blends say what they hold:
 * za'atar and dukkah sesame, Old Bay celery, panch phoron and pickling spice mustard seed, suya
 * spice peanuts, ranch seasoning buttermilk.
 */
const BLEND = "Seasoning blends vary by maker: many hold celery or mustard seed, some wheat flour, milk powder or soy.";

export const SPICE_BLENDS = [
  food(
    "seasoning blend|spice blend|spice mix|spice rub|rub|dry rub|all purpose seasoning|all-purpose seasoning|seasoning mix|house seasoning|seasoned salt|seasoning salt|lawry's|lawrys|lawry's seasoned salt|lawrys seasoned salt|season all|season-all|johnny's seasoning salt|aromat|knorr aromat|vegeta|vegeta seasoning|bbq rub|barbecue rub|steak rub|pork rub|chicken rub|brisket rub|meat rub|rib rub|burger seasoning|grill seasoning|sazon completa|complete seasoning|badia complete seasoning|chicken seasoning|fish seasoning|seafood seasoning|vegetable seasoning|spice paste mix",
    "seasoning",
    {
      may: ["celery", "mustard", "wheat", "gluten", "milk", "soybeans"],
      why: BLEND,
    },
  ),
  food(
    "curry powder|madras curry powder|mild curry powder|hot curry powder|medium curry powder|japanese curry powder|s&b curry powder|jamaican curry powder|caribbean curry powder|thai curry powder|malaysian curry powder|meat curry powder|fish curry powder|curry seasoning|curry spice|curry blend|sharwood's curry powder|bolst's curry powder|clubhouse curry powder",
    "seasoning",
    { may: ["mustard", "celery"], why: "Curry powders often hold mustard seed, some celery seed." },
  ),
  food(
    "garam masala|garam masala powder|tandoori masala|tandoori spice|tandoori seasoning|tikka masala spice|tikka spice|biryani masala|biryani spice|pav bhaji masala|chole masala|chana masala|chana masala powder|kitchen king masala|meat masala|kashmiri garam masala|punjabi garam masala|kolhapuri masala|malvani masala|kasuri methi masala|everest masala|mdh masala|shan masala|shan biryani masala|national masala|dhana jeera powder|dhania jeera powder|jeera powder mix|chai masala|chai spice|tea masala",
    "seasoning",
    { why: "Indian spice mixes of whole spices ground: no listed allergen (chaat and sambar powders, with asafoetida, are apart)." },
  ),
  food(
    "chaat masala|chat masala|chaat spice|sambar powder|sambar masala|sambhar powder|rasam powder|rasam masala|pulihora powder|vangi bath powder|bisi bele bath powder|puliyogare powder|podi|milagai podi|idli podi|chutney powder|molaga podi|goda masala|kala masala|malvani spice",
    "seasoning",
    {
      may: ["wheat", "gluten", "sesame"],
      why: "Chaat masala and South Indian powders hold asafoetida (compounded with wheat); podis and goda masala often hold sesame seeds and dal.",
    },
  ),
  food("fish masala|fish curry masala|kerala fish masala|machli masala", "seasoning", { may: ["mustard", "wheat", "gluten"], why: BLEND }),
  food("panch phoron|panch phoran|panch puran|bengali five spice|bengali five-spice", "mustard|seasoning", {
    why: "Panch phoron is fenugreek, nigella, cumin, black mustard and fennel seed.",
  }),
  food(
    "pickling spice|pickling spices|mixed pickling spice|crab boil|crab boil seasoning|shrimp boil|shrimp boil seasoning|seafood boil seasoning|zatarain's crab boil|zatarains crab boil|zatarains|zatarain's|crawfish boil|low country boil seasoning|liquid crab boil",
    "mustard|seasoning",
    {
      may: ["celery"],
      why: "Pickling spice and crab boils are built on mustard seed with coriander, bay, allspice and chilli; some add celery seed.",
    },
  ),
  food("old bay|old bay seasoning|old bay spice|chesapeake bay seasoning|j.o. spice|jo spice|bay seasoning", "celery|seasoning", {
    may: ["mustard"],
    why: "Old Bay is built on celery salt, with mustard among its spices.",
  }),
  food("mrs dash|mrs. dash|mrs dash seasoning|dash seasoning|dash original blend|dash salt-free seasoning|salt-free seasoning", "seasoning", {
    has: ["celery", "mustard"],
    why: "Dash (formerly Mrs. Dash) Original Blend lists celery seed and mustard among its spices.",
  }),
  food(
    "cajun seasoning|cajun spice|cajun spice mix|cajun|cajun rub|blackening seasoning|blackened seasoning|blackening spice|creole seasoning|creole spice|creole|tony chachere's|tony chacheres|tony's creole seasoning|slap ya mama|emeril's essence|emerils essence|louisiana seasoning|cajun creole seasoning|cajun powder",
    "seasoning",
    {
      may: ["celery", "mustard", "wheat", "gluten"],
      why: "Cajun and Creole blends are paprika, pepper, garlic and herbs; several brands add celery salt or mustard.",
    },
  ),
  food(
    "jerk seasoning|jerk spice|jamaican jerk seasoning|dry jerk seasoning|walkerswood|jerk rub|jerk marinade|jerk sauce|jerk paste|wet jerk seasoning|walkerswood jerk seasoning",
    "seasoning",
    {
      may: ["celery", "mustard", "soybeans", "wheat", "gluten"],
      why: BLEND,
    },
  ),
  food(
    "adobo seasoning|goya adobo|adobo all purpose seasoning|adobo con pimienta|adobo sin pimienta|adobo light|sazon|sazón|sazon goya|sazón goya|sazon con culantro y achiote|sazon seasoning|recaito seasoning",
    "seasoning",
    {
      why: "Goya Adobo and Sazón are salt, garlic, oregano, turmeric or annatto and MSG: no listed allergen.",
    },
  ),
  food(
    "taco seasoning|taco seasoning mix|taco spice|taco mix|old el paso taco seasoning|fajita seasoning|fajita spice|fajita mix|burrito seasoning|enchilada seasoning|mexican seasoning|tex-mex seasoning|nacho seasoning",
    "seasoning",
    {
      may: ["wheat", "gluten", "milk", "celery", "soybeans"],
      why: "Taco and fajita mixes often hold wheat flour or maltodextrin from wheat, some milk powder.",
    },
  ),
  food(
    "ranch seasoning|ranch mix|ranch dressing mix|hidden valley ranch mix|hidden valley ranch seasoning|dry ranch mix|ranch powder|dill pickle seasoning|sour cream and onion seasoning|cheddar seasoning",
    "seasoning",
    {
      has: ["milk"],
      may: ["soybeans", "egg", "wheat", "gluten"],
      why: "Ranch seasoning is built on buttermilk powder.",
    },
  ),
  food(
    "onion soup mix|dry onion soup mix|french onion soup mix|lipton onion soup mix|lipton recipe secrets|onion dip mix|french onion dip mix|vegetable soup mix|knorr vegetable soup mix|knorr vegetable recipe mix|soup mix|dry soup mix|packet soup|cup a soup|cup-a-soup",
    "seasoning",
    {
      may: ["wheat", "gluten", "celery", "milk", "soybeans", "egg"],
      why: "Dry soup mixes hold starch (often wheat), celery, milk powder and soy.",
    },
  ),
  food("italian dressing mix|good seasons|zesty italian dressing mix|caesar dressing mix|salad dressing mix|dressing mix", "seasoning", {
    may: ["milk", "mustard", "celery", "egg", "wheat", "gluten", "fish"],
    why: BLEND,
  }),
  food(
    "chinese five spice|five spice powder|five-spice powder|five spice|five-spice|chinese five-spice|chinese five-spice powder|wu xiang fen|ng heung fun|ten spice|thirteen spice|shisanxiang",
    "seasoning",
  ),
  food(
    "ras el hanout|ras al hanout|baharat|lebanese seven spice|seven spice|7 spice|lebanese 7 spice|syrian seven spice|advieh|advieh spice|hawaij|hawayej|hawaij for coffee|berbere|berbere spice|mitmita|shawarma spice|shawarma seasoning|kebab spice|kofta spice|tabil|tagine spice|moroccan spice|moroccan seasoning|harissa spice|harissa powder|chermoula spice|quatre epices|quatre épices|four spice|mixed spice|pumpkin pie spice|pumpkin spice|apple pie spice|gingerbread spice|speculaas spice|speculoos spice|mulling spices|mulling spice|lebkuchen spice|pickling spice sweet|allspice blend|poudre de colombo|colombo powder|pilau masala|pilau spice|bahārāt",
    "seasoning",
  ),
  food(
    "za'atar|zaatar|za atar|zahtar|zatar|za'atar spice|za'atar blend|zaatar spice|zaatar blend|za'atar mix|zaatar mix|green za'atar|palestinian za'atar|lebanese za'atar",
    "sesame|seasoning",
    { why: "Za'atar is thyme or wild oregano, sumac and sesame seeds." },
  ),
  food("dukkah|duqqa|dukka|dukkah spice|hazelnut dukkah|egyptian dukkah", "sesame|hazelnut|seasoning", {
    may: ["peanuts", "tree nuts"],
    why: "Dukkah is hazelnuts (sometimes other nuts or peanuts), sesame, coriander and cumin.",
  }),
  food("gomasio|gomashio|goma shio|sesame salt|gomasio seaweed", "sesame|seasoning"),
  food(
    "everything bagel seasoning|everything bagel spice|everything seasoning|everything but the bagel|everything but the bagel seasoning|everything spice",
    "sesame|seasoning",
    { why: "Sesame and poppy seeds, dried garlic, onion and salt." },
  ),
  food(
    "shichimi togarashi|shichimi|togarashi|japanese seven spice|japanese seven-spice|nanami togarashi|japanese chili pepper blend|shichimi pepper|ichimi togarashi|ichimi",
    "sesame|seasoning",
    { why: "Shichimi is chilli, sansho, orange peel, sesame, hemp or poppy seeds, nori and ginger (sansho is not a tree nut)." },
  ),
  food(
    "furikake|furikake seasoning|nori komi furikake|nori furikake|furikake rice seasoning|bonito furikake|salmon furikake|egg furikake|wasabi furikake|shiso furikake|yukari|katsuo furikake|noritama",
    "sesame|seasoning",
    {
      may: ["fish", "egg", "wheat", "gluten", "soybeans", "crustacean shellfish", "milk"],
      why: "Furikake is sesame and nori, with bonito flakes (fish), egg, soy sauce, shrimp or salmon depending on the kind.",
    },
  ),
  food("suya spice|suya pepper|yaji|yaji spice|kuli kuli powder|kuli-kuli", "peanut|seasoning", {
    why: "Suya spice (yaji) is ground kuli-kuli (roasted peanut cake) with chilli and ginger.",
  }),
  food(
    "lemon pepper|lemon pepper seasoning|lemon-pepper seasoning|garlic pepper|garlic pepper seasoning|montreal steak seasoning|montreal steak spice|montreal chicken seasoning|steak seasoning|steak spice|peppercorn seasoning|herb salt|herbamare|garlic and herb seasoning|garlic herb seasoning|italian seasoning blend|pizza seasoning|pasta seasoning|bruschetta seasoning|greek seasoning|cavender's greek seasoning|tuscan seasoning|salad seasoning|salad supreme|mccormick salad supreme",
    "seasoning",
    {
      may: ["celery", "mustard", "sesame", "milk", "soybeans", "wheat", "gluten"],
      why: "Herbamare holds celery; Salad Supreme holds Romano cheese and sesame; other blends vary.",
    },
  ),
  food(
    "chicken salt|chicken stock powder seasoning|msg seasoning|umami seasoning|umami powder|hondashi seasoning|mushroom seasoning powder|mushroom bouillon powder|vegetarian mushroom seasoning",
    "seasoning",
    {
      may: ["celery", "wheat", "gluten", "milk", "soybeans", "meat"],
      why: "Australian chicken salt is usually vegetarian flavouring with celery or wheat; some hold chicken fat or stock.",
    },
  ),
  food(
    "msg|monosodium glutamate|accent|accent seasoning|ajinomoto|aji-no-moto|aji no moto|wei jing|vetsin|sodium glutamate|e621|disodium inosinate|disodium guanylate|i+g",
    "food additive",
    { why: "MSG is fermented from sugar cane or corn: no listed allergen." },
  ),
  food("tajin|tajín|tajin clasico|chili lime seasoning|chile lime seasoning|chamoy powder|chili lime salt|trechas|tajin seasoning", "seasoning", {
    why: "Chilli, dehydrated lime and salt.",
  }),
  food("nanami|sansho powder|yuzu kosho paste|kosho", "seasoning"),
];
