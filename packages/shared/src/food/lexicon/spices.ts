import { food } from "./entry";

/**
 * Single spices, salts and peppers. The look-alikes: nutmeg and mace are seeds, not tree nuts
 * (FDA, EU); pink peppercorns are a cashew relative; compounded asafoetida (hing) is cut with wheat
 * flour; mustard and celery seed hold their families.
 */
export const SPICES = [
  // salt: the concept "salt" alone stands for
  food(
    "salt|table salt|fine salt|sea salt|fine sea salt|iodized salt|iodised salt|salt to taste|pinch of salt|himalayan salt|himalayan pink salt|himalayan pink sea salt|pink salt|flaky salt|flaky sea salt|maldon salt|maldon|maldon sea salt|sea salt flakes|salt flakes|fleur de sel|sel gris|grey salt|gray salt|celtic sea salt|smoked salt|smoked sea salt|hawaiian salt|alaea salt|red alaea salt|bamboo salt|salt crystals|salt substitute|lo salt|losalt|nu-salt|potassium chloride|sal|sel|namak|sal de mar|sale grosso",
    "seasoning",
  ),
  food(
    "kosher salt|coarse salt|coarse kosher salt|diamond crystal kosher salt|diamond crystal|diamond crystal salt|morton kosher salt|morton salt|coarse sea salt|rock salt|pickling salt|canning salt|pickling and canning salt|ice cream salt|coarse grey salt|kosher flake salt",
    "salt",
  ),
  food("black salt|kala namak|kala namak salt|himalayan black salt|sanchal|indian black salt|black lava salt|black hawaiian salt", "salt"),
  food(
    "curing salt|pink curing salt|prague powder|prague powder #1|prague powder #2|insta cure|instacure|curing salt #1|sodium nitrite|saltpetre|saltpeter|tender quick|morton tender quick|nitrite salt",
    "salt",
  ),
  food("brine|salt water|saltwater|salted water|pickling brine|salt brine|brining solution|wet brine|brine solution", "salt"),
  // peppers
  food(
    "black pepper|pepper|ground black pepper|freshly ground black pepper|fresh ground black pepper|cracked black pepper|coarse black pepper|coarsely ground black pepper|ground pepper|pepper to taste|black pepper to taste|tellicherry pepper|kampot pepper|malabar pepper|mignonette pepper|pimienta|pimienta negra|poivre|poivre noir|pepe nero|kali mirch|kali mirchi|milled pepper|table pepper|butcher's pepper|butcher grind pepper",
    "spice",
  ),
  food(
    "black peppercorns|black peppercorn|peppercorns|peppercorn|whole peppercorns|whole black peppercorns|whole black pepper|tellicherry peppercorns|kampot peppercorns|lampong peppercorns",
    "black pepper",
  ),
  food("white pepper|ground white pepper|white peppercorns|white peppercorn|whole white peppercorns|poivre blanc|safed mirch", "spice"),
  food("green peppercorns|green peppercorn|brined green peppercorns|green peppercorns in brine|dried green peppercorns|fresh green peppercorns", "spice"),
  food("pink peppercorns|pink peppercorn|red peppercorns|baies roses|schinus|peruvian pepper", "spice", {
    may: ["tree nuts"],
    why: "Pink peppercorns (Schinus) are related to cashew and pistachio and may cause reactions in people allergic to them.",
  }),
  food("mixed peppercorns|rainbow peppercorns|four peppercorn blend|peppercorn medley|peppercorn blend|tricolor peppercorns", "spice", {
    may: ["tree nuts"],
    why: "Mixes usually hold pink peppercorns (a cashew relative).",
  }),
  food(
    "sichuan peppercorn|sichuan peppercorns|sichuan pepper|szechuan peppercorns|szechuan peppercorn|szechuan pepper|szechwan peppercorns|hua jiao|huajiao|prickly ash|red sichuan peppercorns|green sichuan peppercorns|ground sichuan pepper|sichuan pepper powder|sansho|sansho pepper|japanese pepper|timut pepper|timur|teppal|tirphal|andaliman|mala powder",
    "spice",
  ),
  food(
    "long pepper|pippali|pipli|grains of paradise|melegueta pepper|alligator pepper|cubeb|cubebs|cubeb pepper|tailed pepper|grains of selim|kili pepper|voatsiperifery",
    "spice",
  ),
  // chilli spices
  food(
    "cayenne pepper|cayenne|ground cayenne|ground cayenne pepper|ground red pepper|red pepper powder|cayenne powder|pinch of cayenne|cayenne chile powder",
    "chili pepper|spice",
  ),
  food(
    "red pepper flakes|crushed red pepper|crushed red pepper flakes|chili flakes|chilli flakes|chile flakes|dried chili flakes|dried chilli flakes|red chili flakes|red chilli flakes|hot pepper flakes|crushed chilies|crushed chillies|crushed dried chillies|crushed chili|crushed red chili|crushed red chilli|peperoncino|peperoncino flakes|chili crushed|pepper flakes|chile de arbol flakes|calabrian chili flakes|pizza pepper flakes",
    "chili pepper|spice",
  ),
  food(
    "gochugaru|korean red pepper flakes|korean chili flakes|korean chilli flakes|korean red pepper powder|korean chili powder|korean chilli powder|gochu garu|fine gochugaru|coarse gochugaru",
    "chili pepper|spice",
  ),
  food(
    "kashmiri chili powder|kashmiri chilli powder|kashmiri red chili powder|kashmiri mirch|kashmiri lal mirch|deggi mirch|degi mirch|red chili powder|red chilli powder|lal mirch powder|indian chili powder|indian chilli powder|hot chilli powder indian|byadgi chilli powder",
    "chili pepper|spice",
  ),
  food(
    "aleppo pepper|aleppo chili|aleppo chile flakes|pul biber|urfa biber|urfa pepper|isot pepper|maras pepper|marash pepper|turkish pepper flakes|turkish chili flakes|espelette|espelette pepper|piment d'espelette|piment d'espelette powder|piri piri powder|peri peri powder|bird's eye chilli powder|thai chili powder|prik pon|roasted chili powder|ancho chili powder|ancho chile powder|ancho powder|chipotle powder|chipotle chile powder|chipotle chili powder|chipotle pepper powder|ground chipotle|ground chipotle pepper|ground chipotle chile|guajillo powder|guajillo chile powder|new mexico chile powder|pasilla chile powder|ground ancho chile|aji panca powder|aji amarillo powder|habanero powder|ghost pepper powder",
    "chili pepper|spice",
  ),
  food(
    "chili powder|chile powder|chilli powder|chili seasoning|chili powder blend|mild chili powder|hot chili powder|mild chilli powder|hot chilli powder|medium chilli powder|american chili powder|mexican chili powder|chili powder mild|extra hot chili powder|dark chili powder|chili seasoning mix|chilli con carne seasoning|chili con carne spice",
    "chili pepper|spice",
    { why: "US chili powder is ground chilli with cumin, garlic and oregano." },
  ),
  food(
    "paprika|sweet paprika|smoked paprika|hot paprika|hungarian paprika|spanish paprika|pimenton|pimentón|pimenton de la vera|pimentón de la vera|smoked sweet paprika|sweet smoked paprika|hot smoked paprika|paprika dulce|pimenton dulce|pimentón dulce|pimenton picante|pimentón picante|pimenton agridulce|paprika powder|sweet hungarian paprika|noble sweet paprika|edelsüß paprika|mild paprika|smoked spanish paprika|la chinata|paprika rosa|paprika picante",
    "bell pepper|spice",
  ),
  // seeds and barks
  food(
    "allspice|ground allspice|allspice berries|whole allspice|allspice berry|jamaican pepper|jamaica pepper|pimento berries|pimento seeds|pimento seed|pimienta gorda|pimienta de jamaica|kabab chini",
    "spice",
  ),
  food(
    "anise seed|aniseed|anise|anise seeds|aniseeds|ground anise|ground aniseed|anis|green anise|star anise|star anise pods|star anise pod|ground star anise|whole star anise|badian|badiane|chakra phool|chakri phool|bunga lawang|ba jiao|bat gok",
    "spice",
  ),
  food(
    "annatto|annatto seeds|annatto seed|achiote seeds|achiote seed|annatto powder|achiote powder|ground annatto|atsuete|achuete|urucum|colorau|annatto oil|achiote oil",
    "spice",
  ),
  food("asafoetida|asafetida|hing|heeng|hing powder|asafoetida powder|compounded asafoetida|yellow asafoetida", "spice", {
    may: ["wheat", "gluten"],
    why: "Powdered asafoetida (hing) is resin compounded with wheat flour (some brands use rice flour).",
  }),
  food(
    "cardamom|ground cardamom|cardamom pods|cardamom pod|green cardamom|cardamom seeds|green cardamom pods|whole cardamom|cardamom powder|elaichi|elachi|elaichi powder|cardamon|cardamon pods|kapulaga|illaichi|black cardamom|black cardamom pods|badi elaichi|bada elaichi|brown cardamom|tsaoko|cao guo|white cardamom",
    "spice",
  ),
  food(
    "cinnamon|ground cinnamon|cinnamon stick|cinnamon sticks|cinnamon powder|cinnamon quills|cinnamon quill|ceylon cinnamon|true cinnamon|saigon cinnamon|vietnamese cinnamon|korintje cinnamon|canela|canela sticks|dalchini|dalcheeni|kayu manis|cinammon|cinammon stick|cinnamon bark|cassia|cassia bark|cassia cinnamon|chinese cinnamon|cassia sticks|gui pi|pinch of cinnamon",
    "spice",
  ),
  food(
    "ground cloves|whole cloves|clove powder|cloves spice|cloves|clove|clove buds|laung|lavang|cravo|clavos|clavos de olor|chiodi di garofano|ding xiang",
    "spice",
    { why: "The spice; a clove of garlic is named with its garlic." },
  ),
  food(
    "cumin|ground cumin|cumin seeds|cumin seed|whole cumin|jeera|jira|zeera|cumin powder|jeera powder|roasted cumin|roasted cumin powder|bhuna jeera|toasted cumin seeds|comino|cumin en poudre|cominos|shahi jeera|kala jeera|black jeera|kashmiri cumin|royal cumin",
    "spice",
  ),
  food(
    "coriander seed|coriander seeds|ground coriander|coriander powder|dhania powder|dhaniya powder|dhana powder|whole coriander|whole coriander seeds|toasted coriander seeds|crushed coriander seeds|cracked coriander seeds|dhania seeds|dhaniya seeds|sabut dhania|cilantro seeds|coriandre|ground coriander seed",
    "spice",
  ),
  food("caraway|caraway seeds|caraway seed|ground caraway|kummel|kümmel|carvi|karawya", "spice"),
  food("dill seed|dill seeds|dill seed ground|sowa|suva seeds", "spice"),
  food(
    "fennel seeds|fennel seed|ground fennel|ground fennel seed|fennel powder|saunf|sonf|sounf|fennel pollen|lucknowi saunf|toasted fennel seeds|crushed fennel seeds|whole fennel seeds|semi di finocchio|variyali",
    "fennel|spice",
  ),
  food(
    "fenugreek seeds|fenugreek|fenugreek seed|methi seeds|methi seed|methi dana|ground fenugreek|fenugreek powder|kasuri methi|dried fenugreek leaves|dried methi leaves|kasoori methi|dry fenugreek leaves|shambhala|hilbeh|helba|venthayam",
    "spice",
    {
      why: "Fenugreek is a legume related to peanut; neither FDA nor EU lists it (some peanut-allergic people react).",
    },
  ),
  food("ajwain|ajwain seeds|ajwain seed|ajowan|ajowan seeds|carom seeds|carom seed|carom|bishop's weed|bishops weed|omam|omum|ajmo|nankhwah", "spice"),
  food("juniper berries|juniper berry|juniper|dried juniper berries|crushed juniper berries|wacholder", "spice"),
  food(
    "nutmeg|ground nutmeg|freshly grated nutmeg|whole nutmeg|whole nutmegs|grated nutmeg|nutmeg powder|jaiphal|jaifal|nuez moscada|muscade|noce moscata|mace|ground mace|blade mace|mace blades|javitri|jawitri|macis",
    "spice",
    {
      why: "Nutmeg and mace are the seed and aril of a tropical tree, not a tree nut (neither the FDA nor EU list them).",
    },
  ),
  food("mahlab|mahleb|mahlepi|mahlep|ground mahlab", "spice", { why: "Ground St Lucie cherry kernels, not a listed tree nut." }),
  food("mastic|mastiha|gum mastic|mastic gum|mastic tears|mistki", "spice", { why: "Resin of the mastic tree, not a nut." }),
  food(
    "mustard seeds|mustard seed|yellow mustard seeds|yellow mustard seed|brown mustard seeds|brown mustard seed|black mustard seeds|black mustard seed|white mustard seeds|rai|rai seeds|sarson seeds|kadugu|mustard seeds whole",
    "mustard|spice",
  ),
  food(
    "dry mustard|mustard powder|ground mustard|ground mustard seed|english mustard powder|mustard flour|colman's mustard powder|colmans mustard powder|colman's dry mustard|keens mustard|dried mustard|powdered mustard|hot mustard powder|karashi powder",
    "mustard|spice",
    {
      may: ["wheat", "gluten"],
      why: "English mustard powder (Colman's) is mustard flour with wheat flour.",
    },
  ),
  food("celery seed|celery seeds|ground celery seed|celery seed ground|celery powder|celery salt|celery seasoning|ajmod", "celery|spice"),
  food(
    "poppy seeds|poppy seed|blue poppy seeds|white poppy seeds|khus khus|khus khus seeds|posto|posto dana|poppy seed filling|poppy seed paste|mohn|poppy seeds ground",
    "seed|spice",
  ),
  food(
    "saffron|saffron threads|saffron strands|pinch of saffron|saffron powder|saffron stigmas|kesar|zafferano|azafrán|azafran|zafran|safran|saffron water|saffron infusion|spanish saffron|persian saffron|kashmiri saffron|saffron pistils",
    "spice",
  ),
  food("sumac|ground sumac|sumac powder|sumak|sumach|sumac spice|sumac berries|sumac flakes", "spice", {
    why: "Culinary sumac (Rhus coriaria) is a cashew-family berry, not a listed tree nut.",
  }),
  food("turmeric|ground turmeric|turmeric powder|haldi|haldi powder|curcuma|cúrcuma|kurkuma|manjal|kunyit powder|turmeric ground", "spice"),
  food("amchur|amchoor|aamchur|amchur powder|amchoor powder|dried mango powder|mango powder|green mango powder|raw mango powder|aamchoor", "spice"),
  food("kokum|kokum petals|dried kokum|kokam|kudampuli|garcinia cambogia|malabar tamarind|fish tamarind|gamboge|asam gelugur|asam keping", "spice", {
    why: "Dried Garcinia fruit, called 'fish tamarind' for its use in fish curries: no fish.",
  }),
  food("kalpasi|dagad phool|stone flower|black stone flower|marathi moggu|kapok buds|nagkesar|jakhya|radhuni|wild celery seed", "spice", {
    may: ["celery"],
    why: "Radhuni is a wild celery seed; the others are lichens and buds.",
  }),
  food("tonka bean|tonka beans|tonka|sweet woodruff powder|orris root|orris powder|licorice root|liquorice root|mulethi|grains of selim powder", "spice"),
  food(
    "vanilla bean|vanilla beans|vanilla pod|vanilla pods|vanilla seeds|vanilla bean seeds|vanilla caviar|scraped vanilla bean|madagascar vanilla bean|tahitian vanilla bean|mexican vanilla bean|vanilla powder|ground vanilla bean|vanilla bean powder|vanilla sugar|vanillin sugar|vanilla salt|vanilla stick",
    "spice",
  ),
  food(
    "vanilla|vanilla flavoring|vanilla flavouring|imitation vanilla|imitation vanilla extract|artificial vanilla|vanilla flavor|vanilla flavour|vanillin|mexican vanilla",
    "spice",
    {
      may: ["alcohol"],
      why: "'Vanilla' in a recipe line is usually vanilla extract (at least 35% alcohol, 21 CFR 169.175); imitation vanillas may be alcohol-based.",
    },
  ),
  food(
    "vanilla extract|pure vanilla extract|vanilla essence|natural vanilla extract|madagascar vanilla extract|bourbon vanilla extract|nielsen-massey vanilla|mexican vanilla extract|tahitian vanilla extract|double strength vanilla|homemade vanilla extract",
    "vanilla",
    {
      has: ["alcohol"],
      why: "US vanilla extract is at least 35% alcohol (21 CFR 169.175); essences are usually alcohol-based.",
    },
  ),
  food("vanilla bean paste|vanilla paste|nielsen-massey vanilla bean paste|vanilla bean paste extract", "vanilla", {
    why: "Vanilla seeds in a syrup with vanilla extract (alcohol).",
  }),
  food("alcohol-free vanilla|alcohol free vanilla extract|glycerin vanilla|vanilla glycerite|vanilla glycerin extract", "vanilla bean", {
    why: "Vanilla in glycerin: no alcohol.",
  }),
];
