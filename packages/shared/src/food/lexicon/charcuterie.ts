import { food } from "./entry";

/**
 * Sausages, salami, frankfurters, pâtés and puddings. They descend from "processed meat", which may
 * hold beef, milk, wheat, soy, mustard, celery and (UK) sulphites: binders and spices vary by maker.
 * Those that are pork by definition or tradition hold pork for certain.
 */
const PORK_SAUSAGE = "Traditionally a pork sausage; a turkey or chicken version is named so ('turkey italian sausage').";

export const CHARCUTERIE = [
  // the concepts the forms "sausage", "banger", "frank", "hotdog" stand for
  food(
    "sausage|sausages|sausage links|sausage link|link sausage|links sausage|fresh sausage|sausage meat|sausagemeat|bulk sausage|loose sausage|sausage patties|sausage patty|breakfast patties|breakfast sausage|breakfast sausages|breakfast sausage links|breakfast links|country sausage|sage sausage|jimmy dean|jimmy dean sausage|bob evans sausage|sausage crumbles|salchicha|salchichas",
    "processed meat",
  ),
  food(
    "pork sausage|pork sausages|bangers|banger|british bangers|cumberland sausage|cumberland sausages|cumberland ring|lincolnshire sausage|lincolnshire sausages|toulouse sausage|toulouse sausages|saucisse de toulouse|chipolata|chipolatas|cocktail sausages|pork chipolatas|gloucester old spot sausages|pork and apple sausages|pork and leek sausages|sausage roll meat|italian sausage|italian sausages|sweet italian sausage|hot italian sausage|mild italian sausage|italian sausage links|salsiccia|salsicce|luganega|lucanica|luganiga|fennel sausage",
    "sausage|pork",
    {
      why: PORK_SAUSAGE,
    },
  ),
  food(
    "frankfurter|frankfurters|frankfurt sausage|frankfurt sausages|wiener|wieners|weiner|weiners|hot dog|hot dogs|hotdog|hotdogs|frank|franks|weenie|weenies|vienna sausage|vienna sausages|viennas|cocktail franks|little smokies|lil smokies|red hots|skinless franks|all beef franks|all-beef hot dogs|beef franks|beef hot dogs|hebrew national hot dogs|ballpark franks|oscar mayer wieners|bockwurst|knackwurst|knockwurst|saveloy|saveloys|red sausage|cheerios sausages|cocktail weiners|smoked sausage|smoked sausages|hillshire farm smoked sausage|polish hot dogs",
    "processed meat",
    {
      may: ["pork", "beef"],
      why: "Frankfurters are pork, beef, chicken or a mix (kosher and halal ones all beef).",
    },
  ),
  food(
    "corn dog|corn dogs|corndog|pogo|pogos|battered sausage|battered sausages|pigs in blankets|pigs in a blanket|pig in a blanket|sausage in blankets",
    "frankfurter",
    {
      has: ["wheat", "gluten"],
      may: ["egg", "milk", "pork"],
      why: "A frankfurter in cornmeal and wheat batter or in pastry (UK pigs in blankets are wrapped in bacon).",
    },
  ),
  food(
    "bratwurst|bratwursts|brats|brat|thuringer|thüringer|nurnberger|nürnberger|nuremberg sausages|weisswurst|weißwurst|currywurst|bierwurst|cervelat|servelat|krakauer|landjaeger|landjäger|mettwurst|teewurst|leberkase|leberkäse|fleischkase|fleischkäse|jagdwurst|fleischwurst|lyoner|extrawurst|parizer|bockwurst sausages",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["beef"],
      why: "German sausages are pork or pork and veal.",
    },
  ),
  food(
    "kielbasa|kielbasy|polish sausage|polska kielbasa|kabanos|kabanosy|krakowska|krakowska sausage|hurka|hurka sausage|kolbasz|kolbász|debrecener|debreziner|csabai|kranjska|kransky|kranski|kranjska klobasa|klobasa|klobása|kovbasa|kolbasa",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["beef"],
      why: "Central and Eastern European smoked sausages are pork, often with beef.",
    },
  ),
  food(
    "andouille|andouille sausage|andouille sausages|andouillette|tasso|tasso ham|boudin|boudin blanc|cajun boudin|boudin balls|chaurice|hot links|hot link|louisiana hot links|hot sausage",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["beef", "milk", "egg", "wheat", "gluten"],
      why: "Cajun and French sausages are pork; boudin blanc is bound with milk, egg or bread.",
    },
  ),
  food(
    "chorizo|chorizos|mexican chorizo|spanish chorizo|chorizo sausage|chorizo sausages|chorizo picante|chorizo dulce|cooking chorizo|chorizo ring|chorizo slices|sliced chorizo|chouriço|chourico|chorizo de bilbao|longaniza|longanisa|longganisa|linguica|linguiça|chorizo verde|chorizo cantimpalo|chorizo iberico|chistorra|txistorra|mexican pork chorizo|chouriço de sangue",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["beef"],
      why: "Chorizo is pork sausage with paprika or chilli (some Mexican chorizo is beef).",
    },
  ),
  food("soy chorizo|soyrizo|soy-rizo|tofu chorizo|veggie chorizo|plant chorizo|plant-based chorizo|vegan chorizo|vegetarian chorizo", "food additive", {
    has: ["soybeans"],
    may: ["wheat", "gluten"],
    why: "Soy protein seasoned like chorizo: no pork.",
  }),
  food(
    "salami|salamis|salame|salami slices|sliced salami|salami sticks|snack salami|genoa salami|hard salami|milano salami|napoli salami|finocchiona|soppressata|sopressata|soppresatta|sopresatta|cacciatore|cacciatorini|felino|salame toscano|salame di felino|salame rosa|fuet|salchichon|salchichón|saucisson|saucisson sec|saucisson à l'ail|rosette de lyon|rosette|hungarian salami|danish salami|german salami|italian salami|dry salami|cured sausage|dried sausage|cervelat salami|ventricina|hot sopressata|calabrese salami|salame calabrese|pepperoni stick",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["beef"],
      why: "Salami is pork, sometimes with beef (summer sausage, Hungarian and some Genoa salami).",
    },
  ),
  food("pepperoni|pepperonis|sliced pepperoni|pepperoni slices|mini pepperoni|pepperoni cups|cup and char pepperoni|pizza pepperoni", "sausage|pork", {
    has: ["pork"],
    may: ["beef"],
    why: "US pepperoni is pork and beef (turkey pepperoni is named so).",
  }),
  food("nduja|'nduja|n'duja|n duja|spreadable salami|sobrasada|sobrassada|sobrasada de mallorca|spicy spreadable salami|nduja paste", "sausage|pork", {
    why: "Calabrian spreadable pork salami with chilli.",
    has: ["pork"],
  }),
  food("mortadella|mortadella bologna|mortadella with pistachios|pistachio mortadella|mortadella slices", "sausage|pork", {
    has: ["pork"],
    may: ["tree nuts"],
    why: "Mortadella is pork, and Mortadella Bologna is often studded with pistachios.",
  }),
  food(
    "bologna|baloney|polony|summer sausage|garlic sausage|luncheon sausage|german sausage|beef bologna|ring bologna|lebanon bologna|deli sausage",
    "sausage",
    { why: "Emulsified sausage of pork, beef or chicken.", may: ["pork", "beef"] },
  ),
  food("merguez|merguez sausage|merguez sausages", "sausage|lamb", {
    without: ["pork"],
    may: ["beef"],
    why: "Merguez is lamb or beef with harissa; no pork (a North African, halal sausage).",
  }),
  food("boerewors|boerewors sausage", "sausage|beef", { has: ["beef"], may: ["pork"], why: "South African boerewors is beef with pork or lamb." }),
  food("sucuk|sujuk|soudjouk|sucuk sausage|lukanka|basturma sausage|kulen|kulen sausage", "sausage", {
    may: ["beef", "pork"],
    why: "Turkish sucuk is beef (halal); Balkan lukanka and kulen are pork.",
  }),
  food("loukaniko|loukanika|lukanika|greek sausage|cypriot sausage|sheftalia", "sausage|pork", {
    has: ["pork"],
    may: ["alcohol"],
    why: "Greek pork sausages are flavoured with wine and orange.",
  }),
  food(
    "chinese sausage|chinese sausages|lap cheong|lap chong|lop chong|lap cheung|lap chang|lap xuong|lạp xưởng|laap cheung|chinese cured sausage|yun chang|kiam chiang|sai ua|sai krok|nem chua|longganisa hamonado",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["alcohol", "soybeans", "wheat", "gluten"],
      why: "Chinese sausage is pork cured with rose wine and soy sauce.",
    },
  ),
  food(
    "blood sausage|blood sausages|morcilla|morcilla de burgos|boudin noir|blutwurst|kaszanka|sundae|soondae|drisheen|sanguinaccio|biroldo|moronga|rellena|verivorst|mustamakkara|kiszka",
    "sausage|pork",
    {
      has: ["pork"],
      may: ["gluten", "wheat", "milk", "beef"],
      why: "Pig's blood with fat and a cereal (rice, barley, oats or breadcrumbs).",
    },
  ),
  food("black pudding|black puddings|stornoway black pudding|bury black pudding|clonakilty black pudding", "sausage|pork", {
    has: ["pork", "gluten"],
    may: ["wheat", "beef"],
    why: "British and Irish black pudding is pig's blood with oatmeal or barley (cereals containing gluten, EU Annex II).",
  }),
  food("white pudding|white puddings|hog's pudding|hogs pudding|mealy pudding|oatmeal pudding|goetta|pon haus", "sausage|pork", {
    has: ["pork", "gluten"],
    may: ["wheat", "beef"],
    why: "Pork with oatmeal or pinhead oats (EU Annex II counts oats as a cereal containing gluten).",
  }),
  food("scrapple|scrapple slices|pennsylvania scrapple", "pork|processed meat", {
    may: ["wheat", "gluten"],
    why: "Pork scraps with cornmeal, often with wheat or buckwheat flour.",
  }),
  food("haggis|haggises|macsween haggis", "lamb|offal", {
    has: ["gluten"],
    may: ["beef", "wheat"],
    why: "Sheep's offal with oatmeal (gluten, EU Annex II) and beef or mutton suet.",
  }),
  food("faggot|faggots|brains faggots|mr brains", "pork|offal", {
    has: ["wheat", "gluten"],
    may: ["sulphites"],
    why: "Pig's liver and offal bound with breadcrumbs.",
  }),
  food(
    "head cheese|headcheese|brawn|souse|souse meat|sulze|sülze|zampone|cotechino|cotechino sausage|musetto|presskopf|tête pressée|tete pressee",
    "pork|processed meat",
    {
      has: ["slaughter"],
      why: "Meat from a pig's head set in its own gelatin; cotechino and zampone are pork rind sausages.",
    },
  ),
  food("liver sausage|liverwurst|leberwurst|braunschweiger|liver cheese|pasztetowa", "sausage|pork", {
    why: "Pork liver sausage; some bind with milk or egg.",
    has: ["pork"],
    may: ["milk", "egg"],
  }),
  food(
    "pate|pâté|paté|pates|pâtés|liver pate|liver pâté|pate de campagne|pâté de campagne|country pate|country pâté|terrine|terrines|pate en croute|pâté en croûte|meat paste|potted meat|potted beef|devilled ham|deviled ham|underwood deviled ham",
    "processed meat",
    {
      may: ["pork", "beef", "milk", "egg", "alcohol", "wheat", "gluten"],
      why: "Pâtés and terrines are liver and pork or game, with cream, egg, brandy or port, and sometimes breadcrumbs.",
    },
  ),
  food("rillettes|pork rillettes|duck rillettes|rillons|rillettes de tours|rillettes du mans", "processed meat", {
    may: ["pork"],
    why: "Meat slow-cooked and potted in its fat: pork, duck, goose or rabbit.",
  }),
  food("cha lua|chả lụa|gio lua|giò lụa|vietnamese pork roll|vietnamese ham|pork roll|taylor ham|taylor pork roll", "processed meat|pork", {
    may: ["fish"],
    why: "Vietnamese pork roll is pork pounded with fish sauce; the New Jersey pork roll is cured pork.",
  }),
];
