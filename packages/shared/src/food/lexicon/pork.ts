import { food } from "./entry";

/**
 * Pork: cuts, fats and whole cured cuts (bacon, ham, prosciutto, pancetta, guanciale, lardo...),
 * so a "pork" dislike, a no-pork diet and a halal or kosher household keep them all out.
 * Sausages, salami and pâtés are in charcuterie.ts. Names such as "honey ham" and "maple bacon" are
 * listed whole: the reader would otherwise take "bacon" as a form of the honey or maple before it.
 */
export const PORK = [
  food("ground pork|pork mince|minced pork|pork ground|lean pork mince", "pork"),
  food("pork tenderloin|pork tenderloins|pork fillet|pork fillets|pork filet|pork medallions|pork tenderloin medallions", "pork"),
  food(
    "pork chop|pork chops|pork loin|pork loin chops|boneless pork chops|boneless pork chop|pork loin roast|center-cut pork chops|centre cut pork chops|bone-in pork chops|loin chop|loin chops|pork cutlet|pork cutlets|pork escalope|pork escalopes|pork steak|pork steaks|pork loin steaks|pork rib chop|rack of pork|loin of pork|pork crown roast|crown roast of pork|pork rack|pork loin joint|regular-cut pork chops|pork shoulder chops|pork sirloin",
    "pork",
  ),
  food(
    "pork shoulder|pork butt|boston butt|pork shoulder roast|pork collar|pork collar roast|picnic shoulder|picnic roast|pork shoulder blade|pork blade steak|pork blade steaks|shoulder of pork|pork neck|pork neck steaks|pork scotch fillet|pork scotch|collar of pork|pork shoulder steak|pork leg|leg of pork|fresh ham|pork leg roast|pork leg steaks",
    "pork",
  ),
  food(
    "pork belly|pork belly slices|samgyeopsal|skin-on pork belly|belly pork|belly of pork|lean belly of pork|side pork|streaky pork|pork side|belly pork slices|pork belly strips|sliced pork belly|pork belly rashers|crispy pork belly|siu yuk|lechon kawali|roast pork belly|chashu|chashu pork|cha shu",
    "pork",
  ),
  food(
    "pork spareribs|pork spare ribs|spare ribs|spareribs|spare rib|pork ribs|pork rib|baby back ribs|baby back rib|back ribs|loin back ribs|st. louis ribs|st louis ribs|st. louis style ribs|st louis style spare ribs|country-style ribs|country style ribs|country style pork ribs|riblets|rib tips|pork rib tips|boneless pork spareribs|char siu ribs|ribs|rack of ribs|pork rack of ribs",
    "pork",
    {
      why: "'Ribs' alone, in a US or UK recipe, are pork ribs; beef ribs and lamb ribs are named so.",
    },
  ),
  food(
    "pork hock|pork hocks|pork knuckle|schweinshaxe|eisbein|pork shank|pork shanks|hock|hocks|pig's trotters|pigs trotters|pig trotters|trotters|pigs feet|pig's feet|pig feet|pork trotters|pork feet|pied de cochon|manitas de cerdo|pork hocks smoked|pig's head|pigs head|pig head|pork jowl|pork jowls|pig ears|pig's ears|pork ears|pig tail|pig tails|pork tails",
    "pork",
  ),
  food(
    "suckling pig|sucking pig|whole pig|hog|pork carcass|cochinillo|lechon|lechón|porchetta|pernil|pork roast|roast pork|roast pork loin|pulled pork|bbq pulled pork|smoked pork|barbecue pork|chinese bbq pork|chinese barbecue pork|pig roast|kalua pork|kalua pig",
    "pork",
  ),
  food("char siu|char siew|cha siu|charsiu|bbq roast pork|honey roast pork|chinese roast pork|chinese red pork", "pork", {
    has: ["soybeans", "wheat", "gluten"],
    may: ["sesame", "alcohol"],
    why: "Char siu is marinated in hoisin and soy sauce (soy, wheat), often with Shaoxing wine and sesame.",
  }),
  food(
    "tonkatsu|katsu pork|pork katsu|tonkatsu cutlet|pork schnitzel|schweineschnitzel|schweinschnitzel|jägerschnitzel|jaegerschnitzel|milanesa de cerdo|pork milanesa|breaded pork chop|breaded pork chops|breaded pork cutlet",
    "pork",
    {
      has: ["wheat", "gluten"],
      may: ["egg", "milk"],
      why: "Breaded in flour, egg and breadcrumbs.",
    },
  ),
  food(
    "pork rind|pork rinds|pork skin|pork skins|chicharron|chicharrones|chicharrón|pork scratchings|scratchings|pork crackling|crackling|cracklings|cueritos|pork crackle|pork puffs|pork cracklins|cracklins|grattons|griebenschmalz",
    "pork",
  ),
  food("pork floss|rousong|meat floss|pork fu|ruo song|bak kwa|bakkwa|rougan|pork jerky", "pork", {
    may: ["soybeans", "wheat", "gluten", "sesame"],
    why: "Seasoned with soy sauce (soy, wheat), sometimes sesame.",
  }),
  // fats
  food(
    "lard|pork lard|manteca|manteca de cerdo|pork fat|leaf lard|fatback|back fat|pork back fat|strutto|saindoux|rendered pork fat|schmalz|smalec|salo|szalonna",
    "pork|fat",
    { why: "Lard is rendered pig fat.", without: ["milk", "beef"] },
  ),
  food("bacon grease|bacon fat|bacon drippings|bacon dripping|reserved bacon fat|reserved bacon grease", "pork|fat", {
    why: "The rendered fat of (pork) bacon.",
    without: ["milk", "beef"],
  }),
  food("lardo|lardo di colonnata|lardo d'arnad|cured fatback", "pork|fat", { why: "Cured pork back fat.", without: ["milk", "beef"] }),
  // bacon and its kin: the concept "bacon" alone stands for
  food(
    "bacon|sliced bacon|thick-cut bacon|thick cut bacon|thin cut bacon|streaky bacon|streaky rashers|bacon rashers|rashers|rasher|rasher of bacon|rashers of bacon|smoked bacon|unsmoked bacon|back bacon|canadian bacon|peameal bacon|cottage bacon|real bacon bits|slab bacon|dry-cured bacon|dry cured bacon|maple bacon|maple-cured bacon|maple cured bacon|brown sugar bacon|applewood smoked bacon|applewood-smoked bacon|apple smoked bacon|apple-smoked bacon|hickory smoked bacon|hickory-smoked bacon|cherrywood smoked bacon|pepper bacon|peppered bacon|honey cured bacon|honey-cured bacon|middle bacon|collar bacon|bacon medallions|bacon joint|rindless bacon|cured bacon|uncured bacon|bacon crumbles|crumbled bacon|cooked bacon|precooked bacon|microwave bacon|jowl bacon|irish bacon|danish bacon|honey bacon|honey smoked bacon|honey-smoked bacon|brown sugar cured bacon|sugar cured bacon|sugar-cured bacon|bourbon bacon|jalapeno bacon|jalapeño bacon|garlic bacon|black pepper bacon|cracked pepper bacon|candied bacon|pig candy|millionaire's bacon|smoked streaky bacon|dry cured streaky bacon|bacon rashers smoked",
    "pork",
  ),
  food("lardons|lardon|lardons fumes|lardons fumés|lardoons|diced bacon|bacon cubes|bacon lardon", "bacon"),
  food(
    "pancetta|pancetta cubes|cubed pancetta|diced pancetta|pancetta slices|sliced pancetta|pancetta arrotolata|rolled pancetta|flat pancetta|pancetta tesa|smoked pancetta|pancetta affumicata",
    "bacon",
  ),
  food("guanciale|cured pork jowl|cured pork cheek|pork cheek|pork cheeks|guanciale cubes|guanciale strips|cured jowl", "pork"),
  food("speck|speck alto adige|südtiroler speck|sudtiroler speck|schinkenspeck|speck ham|tiroler speck|spek", "pork"),
  food("salt pork|white bacon|fat pork|streak o lean|streak of lean|side meat|salt belly|salted pork belly|petit sale|petit salé", "pork"),
  food(
    "imitation bacon bits|bacos|bac-os|bac os|imitation bacon|vegetarian bacon bits|soy bacon bits|facon|fakin bacon|tempeh bacon|coconut bacon|mushroom bacon|rice paper bacon|carrot bacon|eggplant bacon",
    "food additive",
    {
      may: ["soybeans", "wheat", "gluten"],
      why: "Bacon-flavoured bits (Bac-Os) are soy flour and oil; plant 'bacon' is tempeh, coconut or vegetables: no pork.",
    },
  ),
  // ham: the concept "ham" alone stands for
  food(
    "ham|hams|sliced ham|deli ham|cooked ham|diced ham|cubed ham|smoked ham|ham steak|ham steaks|ham slices|ham slice|honey ham|honey roast ham|honey-roast ham|honey roasted ham|honey glazed ham|honey-glazed ham|honey baked ham|honeybaked ham|maple ham|maple glazed ham|maple-glazed ham|brown sugar ham|brown sugar glazed ham|glazed ham|spiral ham|spiral cut ham|spiral-cut ham|spiral-sliced ham|spiral sliced ham|baked ham|boiled ham|christmas ham|easter ham|gammon|gammon steak|gammon steaks|gammon joint|ham joint|ham off the bone|wiltshire ham|york ham|sugar cured ham|sugar-cured ham|city ham|picnic ham|canned ham|tinned ham|ham shank|ham bone|hambone|ham hock|ham hocks|smoked ham hock|smoked ham hocks|ham hough|jambon|jambon blanc|jamon york|jamón york|leg ham|shaved ham|wafer thin ham|chopped ham|ham chunks|ham pieces|leftover ham|pit ham|tavern ham|forest ham|black forest ham|schwarzwalder schinken|schwarzwälder schinken",
    "pork",
  ),
  food(
    "prosciutto|prosciutto di parma|parma ham|prosciutto crudo|prosciutto cotto|prosciutto di san daniele|san daniele|san daniele ham|jamon|jamón|jamon serrano|jamón serrano|serrano ham|serrano jamon|jamon iberico|jamón ibérico|iberico ham|ibérico ham|pata negra|bayonne ham|jambon de bayonne|jambon cru|westphalian ham|country ham|virginia ham|smithfield ham|kentucky ham|culatello|culatello di zibello|cured ham|dry-cured ham|dry cured ham|air-dried ham|air dried ham|presunto|schinken|kassler|kasseler|kaiserfleisch|prosciutto slices|sliced prosciutto|shaved prosciutto",
    "ham",
  ),
  food(
    "coppa|capicola|capocollo|capicollo|gabagool|capicola ham|coppa di parma|coppa piacentina|lomo|lomo embuchado|lonza|lonzino|fiocco|lomo iberico|cabecero",
    "pork",
  ),
  food("spam|spam lite|spam musubi|tulip luncheon meat|pork luncheon meat|luncheon pork|chopped pork and ham|chopped pork|treet|pork and ham", "ham", {
    why: "Spam is pork shoulder and ham.",
  }),
];
