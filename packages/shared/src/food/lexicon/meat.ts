import { food } from "./entry";

/**
 * Beef, veal, lamb, goat, game and offal: cuts by their US and UK names, so a "beef" dislike or a
 * no-beef diet covers sirloin and brisket. Pork is in pork.ts, sausages and cured meats in
 * charcuterie.ts, birds in poultry.ts. Cuts are children of their animal: they hold its marks.
 */
export const MEAT = [
  // beef: the concepts forms stand for ("steak", "mince", "burger" alone)
  food(
    "beef steak|beef steaks|beefsteak|steak strips|steak tips|minute steak|minute steaks|sandwich steak|sandwich steaks|cube steak|cubed steak|braising steak|frying steak|stewing steak|casserole steak|grilling steak|carne asada|asada|churrasco|bistec|bistek|bistec de res|steak frites|pepper steak|swiss steak",
    "beef",
  ),
  food(
    "minced beef|ground beef|beef mince|mince beef|minced steak|steak mince|ground chuck|ground round|ground sirloin|hamburger meat|burger meat|ground beef 80%|lean ground beef|extra lean ground beef|extra-lean ground beef|carne molida|picadillo meat",
    "beef",
  ),
  food(
    "beef burger|beef burgers|hamburger|hamburgers|beef patty|beef patties|burger patty|burger patties|hamburger patty|hamburger patties|quarter pounder|smash burger|smash burgers|steak burger",
    "beef",
    {
      may: ["wheat", "gluten", "egg", "soybeans", "sulphites"],
      why: "Ready-made burgers may hold breadcrumbs or rusk (wheat), egg, soy protein and, in the UK, sulphite preservatives.",
    },
  ),
  food("cheeseburger|cheeseburgers|bacon cheeseburger", "beef burger", { why: "A beef burger with cheese (milk), often bacon.", has: ["milk"], may: ["pork"] }),
  // beef cuts
  food(
    "sirloin|sirloin steak|sirloin steaks|top sirloin|top sirloin steak|beef sirloin|sirloin tip|sirloin tips|sirloin roast|sirloin tip roast|tri-tip|tri tip|tritip|picanha|rump|rump steak|rump steaks|rump roast|rump cap|coulotte|culotte|top butt",
    "beef",
  ),
  food(
    "tenderloin|beef tenderloin|tenderloin steak|fillet steak|fillet steaks|filet mignon|filets mignons|fillet of beef|beef fillet|beef filet|chateaubriand|tournedos|eye fillet|beef medallions|centre cut fillet",
    "beef",
  ),
  food(
    "ribeye|rib eye|rib-eye|ribeye steak|rib eye steak|rib-eye steak|scotch fillet|delmonico|delmonico steak|entrecote|entrecôte|cowboy steak|tomahawk steak|tomahawk|rib steak|cote de boeuf|côte de boeuf|prime rib|standing rib roast|rib roast|beef rib roast|rib of beef|fore rib|forerib|beef rib eye",
    "beef",
  ),
  food(
    "strip steak|new york strip|ny strip|new york strip steak|strip loin|striploin|sirloin strip|kansas city strip|porterhouse|porterhouse steak|t-bone|t bone|t-bone steak|t bone steak|club steak|shell steak|top loin",
    "beef",
  ),
  food(
    "flank steak|flank|beef flank|london broil|skirt steak|skirt|outside skirt|inside skirt|hanger steak|hanger|onglet|bavette|bavette steak|flap steak|flap meat|arrachera|fajita meat|fajita steak|sobrebarriga|vacio|vacío",
    "beef",
  ),
  food(
    "chuck|beef chuck|chuck roast|beef chuck roast|chuck steak|chuck eye|chuck eye steak|chuck eye roast|blade steak|blade roast|flat iron|flat iron steak|denver steak|beef shoulder|shoulder clod|pot roast|chuck tender|mock tender|petite tender|teres major|beef cubes|beef chunks|diced beef|braising beef|beef for stew|stew beef|stewing beef|beef stew meat|beef stew chunks|beef stir fry strips|stir fry beef|shaved beef|shaved steak|thinly sliced beef|hot pot beef|shabu shabu beef|beef for bulgogi",
    "beef",
  ),
  food(
    "brisket|beef brisket|beef brisket flat|brisket flat|brisket point|point cut brisket|flat cut brisket|deckle|whole packer brisket|packer brisket",
    "beef",
  ),
  food(
    "short rib|short ribs|beef short ribs|beef short rib|boneless short ribs|boneless short rib|galbi|kalbi|flanken|flanken ribs|flanken-style short ribs|english short ribs|beef ribs|beef back ribs|dino ribs|plate ribs|jacob's ladder|beef plate|short plate",
    "beef",
  ),
  food(
    "top round|bottom round|eye of round|eye round|round steak|round roast|beef round|topside|top side|silverside|rolled topside|beef topside|beef knuckle|knuckle of beef|top rump|thick flank",
    "beef",
  ),
  food(
    "beef shank|shank of beef|beef shin|shin of beef|shin beef|shin|cross cut shank|beef leg|gravy beef|heel muscle|beef cheek|beef cheeks|ox cheek|ox cheeks|barbacoa meat",
    "beef",
  ),
  food("oxtail|oxtails|ox tail|ox tails|beef tail|rabo de toro|cola de res", "beef"),
  food("marrow bone|marrow bones|bone marrow|beef marrow|canoe cut marrow bones|beef bones|beef soup bones|knuckle bones|veal bones", "beef", {
    why: "Marrow and soup bones are beef or veal.",
  }),
  food(
    "corned beef|salt beef|corned beef brisket|bully beef|canned corned beef|tinned corned beef|corned silverside|salt beef brisket|hash corned beef",
    "beef",
  ),
  food("pastrami|beef pastrami|pastrami slices|montreal smoked meat", "beef", {
    may: ["pork"],
    why: "Pastrami is cured beef; some delis sell pork or turkey pastrami.",
  }),
  food(
    "bresaola|bresaola slices|cecina|cecina de res|biltong|droewors|droëwors|dried beef|carne seca|machaca|tasajo|pastirma|basturma|pastırma|bündnerfleisch|bundnerfleisch|viande des grisons",
    "beef",
    {
      may: ["sulphites"],
      why: "Air-dried or cured beef; some are preserved with sulphites.",
    },
  ),
  food("chipped beef|creamed chipped beef|chipped beef on toast|armour dried beef", "beef", {
    may: ["milk", "wheat", "gluten"],
    why: "Chipped beef is often served or sold creamed (milk, flour).",
  }),
  food("jerky|jerkies|meat jerky|dried meat|meat sticks|meat snack|meat snacks|slim jim|slim jims|jack link's|jack links", "processed meat", {
    may: ["soybeans", "wheat", "gluten"],
    why: "Jerky is marinated in soy sauce, often with wheat.",
  }),
  food("suet|beef suet|shredded suet|atora|atora suet|kidney fat|beef kidney fat|suet pastry", "beef|fat", {
    without: ["milk", "pork"],
    may: ["wheat", "gluten"],
    why: "Suet is beef kidney fat; shredded suet (Atora) is coated in wheat flour.",
  }),
  food("vegetable suet|vegetarian suet|atora light|light suet|vegetable shortening suet", "fat", {
    without: ["milk", "pork", "beef", "meat"],
    may: ["wheat", "gluten"],
    why: "Palm oil shreds coated in wheat flour (Atora Light): no beef.",
  }),
  food("tallow|beef tallow|beef fat|rendered beef fat|mutton tallow|wagyu fat", "beef|fat", {
    without: ["milk", "pork"],
    why: "Tallow is rendered beef (sometimes mutton) fat.",
  }),
  food("dripping|drippings|pan drippings|meat drippings|roast drippings|roasting juices|meat juices|pan juices", "fat", {
    has: ["meat"],
    without: ["milk"],
    may: ["beef", "pork"],
    why: "Dripping is the fat and juices of roast meat; in the UK it is usually beef dripping.",
  }),
  food("stew meat|stewing meat|braising meat|casserole meat|diced meat|meat cubes|mixed mince|mixed ground meat|meatloaf mix|meatloaf meat|meat mix", "meat", {
    why: "Cubed stewing meat, usually beef, sometimes pork.",
    may: ["beef", "pork"],
  }),
  food(
    "meatball|meatballs|meat ball|meat balls|swedish meatballs|polpette|polpettine|albondigas|albóndigas|frikadeller|frikadelle|kottbullar|köttbullar|bitterballen|keftedes|keftethes|meatball subs",
    "meat",
    {
      may: ["beef", "pork", "egg", "wheat", "gluten", "milk"],
      why: "Meatballs are beef, pork or both, bound with egg, breadcrumbs and often milk or cheese.",
    },
  ),
  food("meatloaf|meat loaf|meatloaves|hamburger steak|salisbury steak|salisbury steaks|hamburg steak|hambagu", "meat", {
    may: ["beef", "pork", "egg", "wheat", "gluten", "milk"],
    why: "Minced meat bound with egg, breadcrumbs and milk.",
  }),
  food("chicken fried steak|chicken-fried steak|country fried steak|country-fried steak", "beef", {
    has: ["wheat", "gluten"],
    may: ["egg", "milk"],
    why: "Beef steak breaded in flour, egg and milk; 'chicken' names the way it is fried.",
  }),
  food("roast beef|beef roast|deli roast beef|sliced roast beef|rare roast beef|roast beef slices", "beef"),
  food(
    "veal cutlet|veal cutlets|veal escalope|veal escalopes|veal scallopini|veal scaloppine|scallopini|scaloppine|scaloppini|veal chop|veal chops|veal shank|veal shanks|osso buco|ossobuco|osso bucco|veal mince|ground veal|minced veal|veal loin|veal breast|veal cheeks|calf|calves|vitello|veal rump|rose veal",
    "veal",
  ),
  // lamb and goat
  food(
    "lamb chop|lamb chops|lamb cutlet|lamb cutlets|lamb loin chops|lamb rack|rack of lamb|racks of lamb|frenched rack of lamb|lamb leg|leg of lamb|legs of lamb|boneless leg of lamb|butterflied leg of lamb|lamb shoulder|shoulder of lamb|lamb shank|lamb shanks|lamb neck|neck of lamb|lamb neck fillet|lamb rump|rump of lamb|lamb loin|loin of lamb|saddle of lamb|lamb breast|breast of lamb|lamb ribs|lamb riblets|lamb stew meat|diced lamb|lamb cubes|lamb steaks|lamb leg steaks|barnsley chop|barnsley chops|lamb noisettes|noisettes of lamb|crown roast of lamb|crown of lamb|spring lamb|mutton chop|mutton chops|scrag end|middle neck|double lamb loin",
    "lamb",
  ),
  food("ground lamb|lamb mince|minced lamb|mutton mince|ground mutton|minced mutton", "lamb"),
  food("keema|qeema|kheema", "lamb", {
    may: ["beef"],
    why: "Keema is minced lamb, mutton or goat (in India 'mutton' is usually goat); some use beef.",
  }),
  food(
    "kofta|koftas|kofte|köfte|kofteh|kefta|kafta|kabab koobideh|koobideh|seekh kebab|seekh kebabs|shami kebab|shami kebabs|cevapi|cevapcici|ćevapi|ćevapčići|mici|mititei|lula kebab|lyulya kebab|adana kebab|urfa kebab|kebab meat",
    "meat",
    {
      may: ["beef", "pork", "egg", "wheat", "gluten"],
      why: "Minced lamb or beef (ćevapi and mici may add pork), sometimes bound with egg or breadcrumbs.",
    },
  ),
  food("kebab|kebabs|kabob|kabobs|kebap|shish kebab|shish kabob|souvlaki|souvlakia|brochette|brochettes|satay skewers|yakitori", "meat|dish", {
    may: ["beef", "pork", "soybeans", "wheat", "gluten", "milk", "peanuts"],
    why: "Skewered meat of any kind, marinated (yogurt, soy sauce) or served with peanut sauce.",
  }),
  food(
    "doner|doner kebab|döner|döner kebab|donair|gyro|gyros|gyro meat|shawarma|shwarma|schwarma|shawerma|chicken shawarma|beef shawarma|lamb shawarma",
    "meat|dish",
    {
      may: ["beef", "pork", "milk", "wheat", "gluten", "egg", "sesame"],
      why: "Shaved spit-roast meat (lamb, beef, chicken; gyros in Greece are pork), often in pitta with yogurt or tahini sauce.",
    },
  ),
  food("al pastor|tacos al pastor|trompo|carne al pastor|carnitas|cochinita pibil|puerco pibil", "pork"),
  food("goat curry|curry goat|curried goat|kid goat|kid meat|goat leg|goat shoulder|mutton curry", "goat"),
  // game
  food(
    "venison|deer|deer meat|venison steak|venison loin|venison haunch|haunch of venison|venison mince|ground venison|venison shoulder|venison leg|elk|moose|caribou|reindeer|antelope|roe deer|fallow deer|red deer|sika",
    "game",
  ),
  food("bison|buffalo|buffalo meat|ground bison|bison burger|bison mince|american buffalo|water buffalo meat|yak|yak meat", "game", {
    why: "Bison is not cattle: a no-beef diet does not keep it out, a vegetarian one does.",
  }),
  food("wild boar|boar|wild pig|feral pig|wild boar sausage", "pork|game"),
  food(
    "rabbit|rabbits|bunny|hare|hares|jugged hare|squirrel|squirrels|kangaroo|kangaroo meat|horse meat|horsemeat|horse|camel meat|camel|goat kid|alpaca|llama",
    "game",
  ),
  food(
    "alligator|gator|alligator meat|crocodile|crocodile meat|turtle|turtle meat|snapping turtle|frog legs|frogs legs|frog's legs|cuisses de grenouille|rattlesnake|snake|iguana",
    "game",
    {
      why: "Reptiles and frogs are counted as meat here: neither vegetarian nor pescatarian.",
    },
  ),
  // offal: the concepts forms stand for ("liver", "kidney", "tongue" alone)
  food("liver|livers|lamb's fry|lambs fry", "offal", { may: ["beef", "pork"], why: "Liver alone may be calf, lamb, pig or chicken liver." }),
  food("kidney|kidneys", "offal", { may: ["beef", "pork"], why: "Kidneys alone may be lamb, pig or ox kidneys." }),
  food("tongue|tongues|lengua|lengua de res", "offal", { may: ["beef", "pork"], why: "Tongue alone is usually ox or calf tongue, sometimes pork or lamb." }),
  food("tripe|honeycomb tripe|beef tripe|book tripe|omasum|mondongo|callos|trippa|tripes|tripe a la mode|lampredotto|menudo tripe|dobrada", "offal", {
    why: "Stomach lining, usually beef, sometimes pork or lamb.",
    may: ["beef", "pork"],
  }),
  food("sweetbreads|sweetbread|ris de veau|ris d'agneau|mollejas", "offal", { may: ["beef"], why: "Thymus or pancreas of calves or lambs." }),
  food("brains|brain|calf brains|lamb brains|sesos", "offal", { why: "Calf, lamb or pig brains.", may: ["beef", "pork"] }),
  food(
    "chitterlings|chitlins|chittlins|intestines|intestine|tripas|pork intestines|andouille casings|sausage casing|sausage casings|hog casings|natural casings|sheep casings|collagen casings",
    "offal",
    {
      may: ["pork", "beef"],
      why: "Chitterlings and natural casings are pig (or sheep) intestines; collagen casings are made from beef hide.",
    },
  ),
  food("blood|pig's blood|pigs blood|pork blood|beef blood|duck blood|blood tofu|congealed blood", "offal", {
    may: ["pork", "beef"],
    why: "Blood of slaughtered animals, usually pig or duck.",
  }),
  food("fish roe|roe|hard roe|soft roe|milt|shirako|herring roe|kazunoko", "fish"),
  food(
    "caviar|sturgeon caviar|beluga caviar|osetra|oscietra|sevruga|salmon roe|ikura|salmon caviar|trout roe|trout caviar|ocean trout caviar|tobiko|flying fish roe|masago|capelin roe|lumpfish roe|lumpfish caviar|cod roe|smoked cod roe|mentaiko|mentaiko paste|tarako|bottarga|botargo|avgotaracho|boutargue",
    "fish roe",
  ),
  food(
    "cricket flour|cricket powder|crickets|roasted crickets|insect flour|insect protein|mealworms|mealworm flour|edible insects|chapulines|grasshoppers|silkworm pupae|beondegi",
    "game",
    {
      may: ["crustacean shellfish"],
      why: "Insects are animals (not vegetarian) and share tropomyosin with crustaceans: EU novel-food rules warn people allergic to crustaceans.",
    },
  ),
];
