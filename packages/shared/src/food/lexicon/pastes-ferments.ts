import { food } from "./entry";

/**
 * Curry and spice pastes, chutneys, pickles and relishes, sesame pastes and ferments. Thai curry
 * pastes are usually made with shrimp paste (Thai Kitchen's are not): crustaceans "may". Indian
 * pickles are made with mustard oil or seed.
 */
const THAI_PASTE = "Thai curry pastes are chillies, lemongrass and galangal pounded with shrimp paste (kapi) in most brands; some add fish sauce.";

export const PASTES_FERMENTS = [
  food(
    "curry paste|thai curry paste|red curry paste|thai red curry paste|green curry paste|thai green curry paste|yellow curry paste|thai yellow curry paste|jungle curry paste|khao soi paste|khao soi curry paste|sour curry paste|gaeng som paste|kaeng som paste|prik gaeng|prik kaeng|red curry|green curry|yellow curry|mae ploy curry paste|maesri curry paste|aroy-d curry paste|thai kitchen curry paste|kaeng phet|gaeng phet|gaeng keow wan|keow wan|phanaeng|prik king paste|chu chee curry paste",
    "condiment",
    {
      may: ["crustacean shellfish", "fish"],
      why: THAI_PASTE,
    },
  ),
  food(
    "massaman curry paste|massaman paste|massaman|mussaman curry paste|matsaman|panang curry paste|penang curry paste|panang paste|phanaeng curry paste|panang|massaman curry",
    "curry paste",
    {
      may: ["peanuts", "tree nuts"],
      why: THAI_PASTE + " Massaman and panang pastes sometimes include peanuts.",
    },
  ),
  food(
    "tom yum paste|tom yam paste|tom yum soup paste|tom yum|tom yam|tom yum goong paste|nam prik pao tom yum|tom kha paste|tom kha|tom kha gai paste",
    "condiment",
    {
      may: ["crustacean shellfish", "fish", "milk"],
      why: "Tom yum paste is chilli jam (dried shrimp, shrimp paste) with lemongrass and fish sauce; some add milk powder.",
    },
  ),
  food(
    "laksa paste|laksa|curry laksa paste|laksa lemak paste|laksa curry paste|rendang paste|rendang curry paste|sambal paste|nasi goreng paste|mee goreng paste|bumbu|bumbu bali|base gede|base genep|rempah|rempah paste|bumbu kuning|satay paste|sate paste|kari ayam paste|malaysian curry paste|singapore curry paste|kapitan paste|assam pedas paste",
    "condiment",
    {
      may: ["crustacean shellfish", "fish", "tree nuts", "soybeans", "wheat", "gluten", "peanuts"],
      why: "Malaysian and Indonesian spice pastes are built on shrimp paste (belacan, terasi) and dried shrimp, often with candlenuts; satay paste holds peanuts.",
    },
  ),
  food(
    "tikka paste|tikka masala paste|tandoori paste|madras paste|madras curry paste|korma paste|korma curry paste|balti paste|balti curry paste|rogan josh paste|rogan josh curry paste|vindaloo paste|vindaloo curry paste|jalfrezi paste|biryani paste|patak's|pataks|patak's paste|patak's curry paste|sharwood's paste|indian curry paste|garam masala paste|tikka curry paste|bhuna paste|dopiaza paste|pasanda paste|dhansak paste",
    "condiment",
    {
      may: ["mustard", "milk", "tree nuts", "celery", "wheat", "gluten", "soybeans", "sesame"],
      why: "Indian curry pastes (Patak's) are spices in oil with mustard seed or powder; korma and pasanda pastes hold almonds or cashews, tandoori paste yogurt.",
    },
  ),
  food(
    "tikka masala sauce|butter chicken sauce|korma sauce|jalfrezi sauce|rogan josh sauce|balti sauce|bhuna sauce|curry sauce|chip shop curry sauce|curry sauce mix|jarred curry sauce|simmer sauce|curry simmer sauce|makhani sauce|makhani gravy|tikka sauce|dopiaza sauce|madras sauce|vindaloo sauce|pasanda sauce|dhansak sauce|curry base|restaurant curry base|curry gravy",
    "condiment",
    {
      may: ["milk", "tree nuts", "mustard", "celery", "wheat", "gluten", "soybeans", "peanuts"],
      why: "Curry sauces are tomato and onion with cream, yogurt or ghee, often ground cashews or almonds; chip shop curry sauce is thickened with wheat flour.",
    },
  ),
  food(
    "japanese curry roux|japanese curry|curry roux|curry block|curry blocks|golden curry|s&b golden curry|s&b curry|vermont curry|house vermont curry|java curry|house java curry|kokumaro curry|glico curry|curry roux cubes|japanese curry cubes|japanese curry mix|instant curry roux",
    "condiment",
    {
      has: ["wheat", "gluten"],
      may: ["milk", "soybeans", "celery", "sesame", "beef", "pork"],
      why: "Japanese curry roux is wheat flour and fat (palm or beef and pork lard) with curry powder; Vermont Curry holds milk, apple and honey.",
    },
  ),
  food(
    "chili paste|chilli paste|red chili paste|red chilli paste|chili garlic paste|garlic chili paste|calabrian chili paste|calabrian chiles|calabrian chilies|pepper paste|red pepper paste|biber salcasi|biber salçası|hot pepper paste|sweet pepper paste|tomato pepper paste|salça|salca|chipotle paste|ancho paste|rocoto paste|pasta de aji|aji panca paste|ají panca paste|chili sambal paste",
    "chili pepper|condiment",
    {
      may: ["soybeans"],
      why: "Chilli pastes are chillies with salt, oil or vinegar; some Asian brands add soy.",
    },
  ),
  food(
    "aji amarillo paste|ají amarillo paste|aji amarillo|ají amarillo|aji amarillo chili paste|aji amarillo pepper paste|yellow chili paste|yellow pepper paste|peruvian yellow chili paste|amarillo paste|aji amarillo peppers|inca's food aji amarillo|goya aji amarillo",
    "chili pepper|condiment",
  ),
  food(
    "achiote paste|achiote|annatto paste|recado rojo|recado colorado|achiote recado|pasta de achiote|recado negro|recado|el yucateco achiote|la anita achiote|achiote condimentado",
    "annatto|condiment",
    { why: "Annatto ground with spices, corn flour, vinegar or bitter orange." },
  ),
  food(
    "tahini|tahina|tahini paste|tahini sauce|sesame paste|sesame butter|chinese sesame paste|zhi ma jiang|zhimajiang|black sesame paste|nerigoma|neri goma|atari goma|tehina|tahinah|ardeh|raw tahini|hulled tahini|whole tahini|light tahini|dark tahini|soom tahini|lebanese tahini|tahini dressing|lemon tahini dressing|tahini lemon sauce|tarator sauce|taratoor",
    "sesame",
    { why: "Ground sesame seeds." },
  ),
  food("halva|halvah|helva|tahini halva|sesame halva|marble halva|chocolate halva|pistachio halva|halawa|halawa tahiniyeh", "sesame|confectionery", {
    may: ["tree nuts", "milk"],
    why: "Halva is tahini and sugar, often with pistachios or chocolate.",
  }),
  food("halwa|carrot halwa|gajar halwa|gajar ka halwa|sooji halwa|suji halwa|moong dal halwa|badam halwa|lauki halwa|kesari|sheera", "confectionery", {
    has: ["milk"],
    may: ["tree nuts", "wheat", "gluten"],
    why: "Indian halwas are cooked in ghee and milk with nuts; sooji halwa is semolina (wheat).",
  }),
  // chutneys, pickles and relishes
  food(
    "chutney|chutneys|mango chutney|sweet mango chutney|major grey chutney|major grey's chutney|tamarind chutney|imli chutney|date and tamarind chutney|date tamarind chutney|saunth chutney|sonth chutney|meethi chutney|tomato chutney|onion chutney|caramelised onion chutney|caramelized onion chutney|apple chutney|fig chutney|plum chutney|apricot chutney|peach chutney|pear chutney|rhubarb chutney|beetroot chutney|chilli chutney|sweet chilli chutney|chutney of choice|chutney to serve|patak's mango chutney|geeta's mango chutney|garlic chutney|lehsun chutney",
    "condiment",
    {
      may: ["sulphites", "mustard"],
      why: "Fruit chutneys are cooked with vinegar (some with sulphite-preserved dried fruit) and sometimes mustard seed.",
    },
  ),
  food(
    "green chutney|cilantro-mint chutney|cilantro mint chutney|mint-cilantro chutney|mint cilantro chutney|mint-coriander chutney|mint coriander chutney|coriander mint chutney|mint chutney|coriander chutney|cilantro chutney|green coriander chutney|hari chutney|pudina chutney|dhaniya chutney|dhania chutney|green chilli chutney|hari chatni|mint and yogurt chutney|mint yogurt chutney|mint raita chutney",
    "cilantro|condiment",
    { why: "Green chutneys are herbs, chilli, lemon and salt (a mint-yogurt chutney is named so)." },
  ),
  food(
    "coconut chutney|nariyal chutney|thengai chutney|peanut chutney|groundnut chutney|shengdana chutney|tomato onion chutney|kara chutney|ginger chutney|allam pachadi|gongura chutney|curry leaf chutney|podi chutney|sesame chutney|til chutney",
    "condiment",
    {
      may: ["mustard", "peanuts", "sesame", "wheat", "gluten"],
      why: "South Indian chutneys are tempered with mustard seeds and asafoetida (compounded with wheat); some are ground with peanuts, dal or sesame.",
    },
  ),
  food(
    "indian pickle|achar|aachar|achaar|atchar|mixed pickle|indian mixed pickle|lime pickle|lemon pickle|mango pickle|chilli pickle|chili pickle|green chilli pickle|garlic pickle|gongura pickle|avakaya|avakai|aavakaya|carrot pickle|gajar achar|amla pickle|patak's lime pickle|pataks lime pickle|hot lime pickle|sweet lime pickle",
    "mustard|condiment",
    {
      may: ["sesame", "sulphites"],
      why: "Indian pickles are made with mustard oil or mustard seed (some with sesame oil).",
    },
  ),
  food("amba|mango amba|amba sauce|amba pickle|israeli amba", "condiment", {
    may: ["mustard", "sulphites"],
    why: "Pickled green mango with fenugreek, turmeric and often mustard seed.",
  }),
  food("branston pickle|branston|branston small chunk|ploughman's pickle|ploughmans pickle|brown pickle", "condiment", {
    has: ["gluten"],
    may: ["sulphites"],
    why: "Branston-type pickle is vegetables in barley malt vinegar (gluten) with dates and sugar.",
  }),
  food("piccalilli|picalilli|haywards piccalilli|mustard pickle|mustard pickles|chow chow|chow-chow|chowchow relish|amish chow chow", "mustard|condiment", {
    may: ["wheat", "gluten", "sulphites"],
    why: "Piccalilli and chow-chow are vegetables in a mustard sauce, often thickened with wheat flour and made with malt vinegar.",
  }),
  food(
    "relish|sweet pickle relish|pickle relish|sweet relish|dill relish|hot dog relish|hamburger relish|corn relish|tomato relish|chilli relish|chili relish|pepper relish|jalapeno relish|relish of choice|heinz relish|zucchini relish|beet relish|india relish",
    "cucumber|condiment",
    {
      may: ["mustard", "sulphites", "celery"],
      why: "Relishes are chopped pickles in sweetened vinegar, often with mustard seed or celery seed.",
    },
  ),
  // ferments
  food("koji|rice koji|barley koji|shio koji|shio-koji|soy sauce koji|shoyu koji|koji rice|kome koji|koji spores|aspergillus oryzae", "rice", {
    may: ["gluten", "soybeans"],
    why: "Koji is rice (or barley, holding gluten) grown with Aspergillus oryzae; shoyu koji holds soy.",
  }),
  food("amazake|amazake drink|rice amazake|sikhye drink", "rice|drink", {
    may: ["alcohol"],
    why: "Rice amazake has no alcohol; amazake made from sake lees does.",
  }),
  food("sake kasu|sake lees|sakekasu|kasu|sake kasu paste|mirin lees|kasuzuke", "alcohol", { why: "The lees of sake brewing hold about 8% alcohol." }),
  food(
    "fermented rice|jiu niang|jiuniang|lao zao|laozao|sweet fermented rice|fermented glutinous rice|sweet rice wine lees|tapai|tape ketan|brem|khao mak|red yeast rice|red rice yeast|hong qu|red koji",
    "rice",
    {
      may: ["alcohol"],
      why: "Sweet fermented rice (jiuniang, tapai) holds some alcohol.",
    },
  ),
  food(
    "jeotgal|saeujeot|salted shrimp jeotgal|myeolchijeot|salted anchovies korean|fermented seafood|salted fish paste|pekasam|prahok|pra hok|pla ra|plaa raa|padaek|mam nem|mam ruoc paste|fermented fish|fermented fish paste|garum paste",
    "seafood",
    {
      may: ["fish", "crustacean shellfish", "molluscs"],
      why: "Salted and fermented fish, shrimp or shellfish.",
    },
  ),
  food("umeboshi paste|ume paste|bainiku|neri ume|plum paste", "plum", { why: "Pickled ume plum paste." }),
  food(
    "preserved vegetables|pickled vegetables|pickled veggies|tsukemono|japanese pickles|oshinko|shibazuke|fukujinzuke|rakkyo|pickled shallots|pickled chilies|pickled chillies|pickled chiles|pickled jalapeños and carrots|escabeche|quick pickles|refrigerator pickles|fermented vegetables|fermented carrots|curtido salvadoreño|atchara|achara|do chua|đồ chua|pickled carrots and daikon|turshi mix|torshi mix",
    "vegetable",
    {
      may: ["soybeans", "wheat", "gluten", "sulphites", "mustard"],
      why: "Pickled vegetables in brine or vinegar; Japanese fukujinzuke and some tsukemono are pickled in soy sauce, Western mixes hold mustard seed.",
    },
  ),
];
