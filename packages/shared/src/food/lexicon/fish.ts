import { food } from "./entry";

/** Finfish by US and UK names, cured and smoked fish, and what is made of fish (surimi, katsuobushi). */
export const FISH = [
  food(
    "salmon|salmon fillet|salmon fillets|salmon filet|salmon filets|atlantic salmon|farmed salmon|skin-on salmon|salmon steak|salmon steaks|salmon side|side of salmon|salmon portions|salmon belly|salmon collar|salmon head|norwegian salmon|scottish salmon|salmon trimmings|salmon mince",
    "fish",
  ),
  food(
    "wild salmon|wild-caught salmon|sockeye salmon|sockeye|coho salmon|coho|king salmon|chinook salmon|chinook|pink salmon|chum salmon|keta salmon|red salmon|alaskan salmon|canned salmon|tinned salmon|salmon in a can",
    "salmon",
  ),
  food(
    "smoked salmon|lox|cold-smoked salmon|cold smoked salmon|nova lox|gravlax|gravlaks|gravadlax|hot-smoked salmon|hot smoked salmon|smoked salmon trimmings|smoked salmon slices|scottish smoked salmon|kippered salmon|salmon candy",
    "salmon",
  ),
  food(
    "trout|rainbow trout|trout fillet|trout fillets|steelhead|steelhead trout|brown trout|sea trout|arctic char|arctic charr|ocean trout|smoked trout|trout fillets smoked|brook trout",
    "fish",
  ),
  food(
    "tuna|tuna fish|tuna steak|tuna steaks|fresh tuna|ahi|ahi tuna|yellowfin|yellowfin tuna|bluefin|bluefin tuna|bigeye tuna|sushi-grade tuna|sushi grade tuna|sashimi tuna|maguro|toro|otoro|chutoro|tuna belly|ventresca|tuna loin|skipjack|skipjack tuna|albacore|albacore tuna|bonito|atun|atún|thon|tonno",
    "fish",
  ),
  food(
    "canned tuna|tinned tuna|canned tuna in water|tuna in water|tuna in oil|tuna in olive oil|oil-packed tuna|oil packed tuna|chunk light tuna|light tuna|solid white tuna|white tuna|solid white albacore|drained tuna|tuna chunks|flaked tuna|tuna flakes|tuna pouch|jarred tuna|tonno in olio|starkist|bumble bee tuna|john west tuna|genova tuna|ortiz tuna",
    "tuna",
  ),
  food(
    "mackerel|mackerels|mackerel fillets|atlantic mackerel|spanish mackerel|king mackerel|kingfish|horse mackerel|jack mackerel|saba|smoked mackerel|peppered mackerel|canned mackerel|mackerel in oil|mackerel in tomato sauce|scad",
    "fish",
  ),
  food(
    "sardine|sardines|canned sardines|sardines in oil|tinned sardines|fresh sardines|pilchard|pilchards|sprat|sprats|smoked sprats|brisling|brisling sardines|sardinas|sardine fillets",
    "fish",
  ),
  food(
    "anchovy|anchovies|anchovy fillet|anchovy fillets|oil-packed anchovies|anchovies in oil|salt-packed anchovies|salted anchovies|tinned anchovies|boquerones|white anchovies|marinated anchovies|alici|acciughe|anchois|ikan bilis|ikan teri|dilis|myeolchi|dried anchovies|niboshi|iriko|dried sardines|dried baby sardines|shirasu|chirimen jako|jako",
    "fish",
  ),
  food(
    "anchovy paste|anchovy cream|anchovy sauce|anchovy essence|anchovy butter|gentleman's relish|gentlemans relish|patum peperium|colatura|colatura di alici|garum|liquamen",
    "anchovy",
    {
      may: ["milk"],
      why: "Anchovies ground to a paste or pressed for their liquor; Gentleman's Relish is anchovy with butter.",
    },
  ),
  food(
    "herring|herrings|kipper|kippers|kippered herring|bloater|bloaters|rollmop|rollmops|pickled herring|soused herring|matjes|matjes herring|maatjes|surstromming|surströmming|buckling|sild|schmaltz herring|herring fillets|herring in sour cream|herring in wine sauce|bismarck herring",
    "fish",
    {
      may: ["milk", "alcohol", "mustard", "sulphites"],
      why: "Pickled herring comes in sour cream, wine or mustard sauce.",
    },
  ),
  food(
    "cod|cod fillet|cod fillets|cod loin|cod loins|atlantic cod|pacific cod|cod steak|cod cheeks|cod tongues|haddock|haddock fillet|haddock fillets|smoked haddock|finnan haddie|arbroath smokie|arbroath smokies|pollock|pollack|alaska pollock|coley|saithe|hake|hake fillets|whiting|ling|hoki|hoki fillets|hoki steaks|blue grenadier|torsk|cusk|tusk|white fish fillet|white fish fillets|whitefish fillets|fish fillet|fish fillets|fish filet|fish filets|fish steaks|fish pieces|fish chunks|firm white fish|flaky white fish|mild white fish",
    "fish",
  ),
  food(
    "salt cod|saltfish|salt fish|salted cod|bacalao|bacalhau|baccala|baccalà|bacalhau de molho|klippfisk|klipfish|stockfish|stoccafisso|dried cod|dried salted cod|lutefisk|morue|dried fish|dried salted fish|salted fish|tuyo|daing|bokkoms|dried whitebait",
    "fish",
  ),
  food(
    "tilapia|tilapia fillet|tilapia fillets|catfish|catfish fillets|catfish nuggets|swai|basa|basa fillets|pangasius|pangasius fillets|river cobbler|cream dory|vietnamese catfish|channel catfish|mudfish",
    "fish",
  ),
  food(
    "halibut|halibut fillet|halibut fillets|halibut steaks|sole|sole fillets|dover sole|lemon sole|petrale sole|flounder|flounder fillets|plaice|plaice fillets|turbot|brill|megrim|witch sole|fluke|sand dab|sanddab|flatfish|skate|skate wing|skate wings|ray|ray wing|ray wings",
    "fish",
  ),
  food(
    "sea bass|seabass|sea bass fillet|sea bass fillets|striped bass|black sea bass|chilean sea bass|patagonian toothfish|toothfish|branzino|branzini|loup de mer|spigola|lubina|barramundi|asian sea bass|grouper|grouper fillets|snapper|red snapper|red snapper fillets|snapper fillets|whole snapper|yellowtail snapper|vermilion snapper|sea bream|bream|gilthead bream|dorade|daurade|orata|porgy|scup|red bream|madai|john dory|st peter's fish|monkfish|monkfish tail|monkfish fillets|monkfish cheeks|anglerfish|gurnard|red gurnard|red mullet|mullet|grey mullet|striped mullet|rouget|blackfish|tautog|black cod|sablefish|butterfish|escolar|orange roughy|tilefish|rockfish|pacific rockfish|redfish|ocean perch|lingcod|pollock fillets|hogfish|wreckfish|opah|moonfish|parrotfish|pomfret|pompano|golden pompano|pomfret fish|pampano",
    "fish",
  ),
  food(
    "mahi-mahi|mahi mahi|mahimahi|mahi|dolphinfish|dorado|swordfish|swordfish steaks|marlin|wahoo|ono|yellowtail|hamachi|buri|kingfish fillets|amberjack|kanpachi|cobia|bluefish|shad|shad roe|milkfish|bangus|threadfin|kurau|snakehead|tenggiri|spanish mackerel steaks|king fish|seer fish|surmai|pomfret steaks|rohu|hilsa|ilish|katla|bombay duck|bombil|sardinella|tamban",
    "fish",
  ),
  food(
    "perch|yellow perch|pike|northern pike|pickerel|walleye|zander|pike perch|pike-perch|carp|common carp|grass carp|silver carp|crucian carp|lake whitefish|smoked whitefish|cisco|vendace|crappie|sunfish|bluegill|bass|largemouth bass|smallmouth bass|black bass|sturgeon|paddlefish|trout perch|tench|roach|chub|loach|gudgeon",
    "fish",
  ),
  food("eel|eels|freshwater eel|unagi|anago|sea eel|conger|conger eel|elvers|angulas|smoked eel|jellied eels|eel fillets|lamprey|lampreys", "fish"),
  food("unagi kabayaki|kabayaki|grilled eel|broiled eel|unagi don|unadon|eel with sauce", "eel", {
    has: ["soybeans", "wheat", "gluten"],
    may: ["alcohol"],
    why: "Glazed with tare: soy sauce (soy, wheat), mirin and sake.",
  }),
  food(
    "smelt|smelts|whitebait|capelin|shishamo|sand eel|sand lance|sandeel|anchoveta|sprat fry|young fish|icefish|shirauo|ayu|sweetfish|sanma|pacific saury|saury|kisu|hokke|atka mackerel|mojama|panga",
    "fish",
  ),
  food("shark|shark fin|shark meat|dogfish|huss|rock salmon|rock eel|mako|mako shark|thresher shark", "fish"),
  food(
    "fish head|fish heads|fish bones|fish frames|fish trimmings|fish collar|fish collars|fish skin|fish cheeks|fish offal|fish maw|dried fish maw|swim bladder|fish lips",
    "fish",
  ),
  food(
    "smoked fish|smoked fish fillets|smoked white fish|smoked kipper|cold smoked fish|hot smoked fish|smoked sardines|smoked herring|finnan haddock",
    "fish",
  ),
  food(
    "bonito flakes|katsuobushi|katsuo bushi|katsuo|dried bonito|dried bonito flakes|hana katsuo|hanakatsuo|kezuri-bushi|kezuribushi|shaved bonito|bonito shavings|fish flakes|okaka|bonito powder|katsuobushi powder|itokezuri|maldive fish|maldives fish|umbalakada",
    "fish",
    { why: "Katsuobushi is smoked, fermented, dried skipjack tuna." },
  ),
  food(
    "surimi|imitation crab|imitation crab meat|imitation crabmeat|crab sticks|crab stick|crabsticks|seafood sticks|seafood sticks|seafood extender|kanikama|kani|krab|krab meat|crab flavoured sticks|crab flavored sticks|ocean sticks|imitation lobster|imitation shrimp|imitation scallops|crab delights|louis kemp",
    "fish",
    {
      has: ["egg", "wheat", "gluten"],
      may: ["crustacean shellfish", "soybeans", "molluscs"],
      why: "Surimi is minced white fish (pollock) bound with egg white and wheat starch; many brands add crab or shellfish extract.",
    },
  ),
  food(
    "fish cake|fish cakes|fishcake|fishcakes|fish ball|fish balls|fishball|fishballs|fish tofu|kamaboko|chikuwa|narutomaki|naruto|hanpen|satsuma age|satsuma-age|tempura fish cake|eomuk|odeng|eomuk bokkeum|fish tofu balls|fish dumplings|fish paste|fish mousse|fish quenelles|fish sausage|fish stick|fish sticks|fish fingers|fish finger|fish goujons|battered fish|breaded fish|beer battered fish|fish and chips|fried fish|fish nuggets|fish patties|fish burger|filet o fish|fish fritters|fish croquettes|bacalaitos",
    "fish",
    {
      may: ["wheat", "gluten", "egg", "milk", "soybeans", "crustacean shellfish", "alcohol"],
      why: "Fish bound with wheat or potato starch, egg or milk; breaded or battered (beer batter); Asian fish cakes may hold shrimp.",
    },
  ),
  food("gefilte fish|gefilte|gefillte fish|gefilte fish balls", "fish", {
    has: ["egg"],
    may: ["wheat", "gluten"],
    why: "Minced carp, pike or whitefish bound with egg and matzo meal (wheat).",
  }),
  food("fish gelatin|fish gelatine|isinglass|fish glue", "fish", { has: ["slaughter"], why: "Gelatin or isinglass from fish skin and swim bladders." }),
  food("tuna salad|tuna mayo|tuna mayonnaise|tuna sweetcorn|tuna and sweetcorn|salmon salad|tuna spread|tuna melt", "tuna", {
    has: ["egg"],
    may: ["mustard", "milk"],
    why: "Made with mayonnaise (egg).",
  }),
  food(
    "sashimi|sashimi grade fish|sushi grade fish|sushi-grade fish|sushi fish|raw fish|crudo|fish crudo|fish carpaccio|tuna tartare|salmon tartare|tuna carpaccio|kinilaw|kilawin|tiradito|yusheng|yee sang",
    "fish",
  ),
  food("poke|ahi poke|tuna poke|salmon poke|poke bowl|poké|poke bowls", "fish|dish", {
    has: ["soybeans", "wheat", "gluten"],
    may: ["sesame", "egg"],
    why: "Raw fish dressed with shoyu (soy, wheat) and sesame oil, often with spicy mayo.",
  }),
  food("ceviche|cebiche|seviche|fish ceviche|ceviche de pescado|leche de tigre|tiger's milk", "fish|dish", {
    may: ["crustacean shellfish", "molluscs"],
    why: "Fish cured in lime juice; mixed ceviches add shrimp, octopus or scallops.",
  }),
];
