import { food } from "./entry";

/**
 * Western and Latin American sauces and condiments: ketchup, mustards, mayonnaise and its kin,
 * hot sauces, Worcestershire, gravies, white and tomato sauces, pesto, salsas and moles. Asian
 * sauces are in asian-sauces.ts, chutneys and pickles in pastes.ts.
 */

export const SAUCES = [
  food(
    "ketchup|tomato ketchup|catsup|heinz ketchup|heinz tomato ketchup|reduced sugar ketchup|organic ketchup|curry ketchup|spicy ketchup|sriracha ketchup|ketchup to serve",
    "condiment|tomato",
    {
      may: ["celery"],
      why: "European ketchups (Heinz UK) list celery among their spice extracts.",
    },
  ),
  food("banana ketchup|banana sauce|jufran|uft banana sauce", "condiment", { why: "Filipino banana ketchup: banana, sugar, vinegar and colour." }),
  // mustards (the root "mustard" is the plain word)
  food(
    "yellow mustard|prepared mustard|american mustard|french's mustard|frenchs mustard|french's classic yellow mustard|ballpark mustard|hot dog mustard|classic yellow mustard|squeeze mustard",
    "mustard|condiment",
  ),
  food(
    "dijon mustard|dijon|grey poupon|maille|maille dijon|dijon style mustard|dijon-style mustard|smooth dijon|smooth dijon mustard|moutarde de dijon|moutarde|whole-grain mustard|wholegrain mustard|whole grain mustard|grainy mustard|stone-ground mustard|stoneground mustard|stone ground mustard|coarse grain mustard|coarse-grain mustard|old-style mustard|moutarde a l'ancienne|moutarde à l'ancienne|moutarde de meaux|pommery mustard|pommery|seeded mustard|whole seed mustard|tarragon mustard|champagne mustard|creole mustard|zatarain's creole mustard",
    "mustard|condiment",
    {
      may: ["sulphites"],
      why: "French mustards are made with white wine or verjuice and often preserved with metabisulphite.",
    },
  ),
  food(
    "english mustard|colman's mustard|colmans mustard|colman's english mustard|hot english mustard|hot mustard|chinese mustard|chinese hot mustard|karashi|japanese mustard|karashi paste|spicy brown mustard|brown mustard|deli mustard|deli-style mustard|gulden's|guldens|bavarian mustard|sweet bavarian mustard|düsseldorf mustard|dusseldorf mustard|beer mustard|horseradish mustard|spicy mustard|hot dog mustard spicy|yellow mustard sauce",
    "mustard|condiment",
    {
      may: ["wheat", "gluten", "alcohol"],
      why: "Prepared English mustard (Colman's) holds wheat flour; beer mustards hold beer.",
    },
  ),
  food("honey mustard|honey mustard sauce|honey dijon|honey dijon mustard|honey mustard dipping sauce|sweet mustard", "mustard|condiment", {
    has: ["animal-product"],
    may: ["egg"],
    why: "Mustard with honey (dipping sauces add mayonnaise).",
  }),
  food("mostarda|mostarda di cremona|mostarda di frutta|mustard fruits|fruit mustard", "mustard|condiment", {
    may: ["sulphites"],
    why: "Candied fruit in syrup sharpened with mustard essence.",
  }),
  // mayonnaise and its kin
  food(
    "mayonnaise|mayo|real mayonnaise|full fat mayonnaise|full-fat mayonnaise|light mayonnaise|light mayo|reduced fat mayonnaise|lite mayonnaise|hellmann's|hellmanns|hellmann's mayonnaise|hellmann's real|best foods|best foods mayonnaise|duke's mayonnaise|dukes mayonnaise|dukes mayo|duke's|kraft mayo|kraft mayonnaise|homemade mayonnaise|heinz mayonnaise|mayonesa|mayonnaise to serve|olive oil mayonnaise",
    "egg|condiment",
    {
      may: ["mustard"],
      why: "Egg yolk and oil (the soybean oil in US brands is refined, so no soy mark); homemade and many European mayonnaises add mustard.",
    },
  ),
  food("japanese mayonnaise|kewpie|kewpie mayonnaise|kewpie mayo|japanese mayo|kewpie mayonnaise japanese", "mayonnaise", {
    why: "Kewpie is egg yolk, vinegar, oil, MSG and spices (mustard).",
  }),
  food("miracle whip|miracle whip salad dressing|salad dressing spread|whipped dressing", "mayonnaise", {
    has: ["mustard"],
    why: "Miracle Whip is soybean oil, egg and mustard flour with vinegar and sugar.",
  }),
  food(
    "vegenaise|follow your heart vegenaise|just mayo|hellmann's vegan|hellmanns vegan|plant-based mayo|eggless mayonnaise|egg-free mayonnaise|vegan mayo|vegan mayonnaise|aquafaba mayo",
    "condiment",
    {
      may: ["soybeans", "mustard"],
      why: "Egg-free mayonnaises are oil emulsified with soy protein, pea protein or aquafaba.",
    },
  ),
  food(
    "aioli|aïoli|garlic aioli|garlic mayo|garlic mayonnaise|allioli|all i oli|sriracha mayo|spicy mayo|spicy mayonnaise|chipotle mayo|chipotle mayonnaise|chipotle aioli|truffle aioli|truffle mayo|lemon aioli|saffron aioli|wasabi mayo|wasabi mayonnaise|curry mayo|yum yum sauce|japanese steakhouse sauce|white sauce hibachi|fry sauce|comeback sauce|burger sauce|special sauce|big mac sauce|secret sauce|mayo-ketchup|mayoketchup|salsa golf|salsa rosada|alabama white sauce|white bbq sauce|rouille|sauce andalouse|samurai sauce",
    "mayonnaise",
    {
      may: ["mustard", "soybeans"],
      why: "Garlic and flavoured mayonnaises (and shop aioli) are egg-based.",
    },
  ),
  food("thousand island|thousand island dressing|russian dressing|marie rose sauce|marie rose|prawn cocktail sauce mix", "mayonnaise", {
    may: ["mustard", "fish"],
    why: "Mayonnaise with ketchup, relish and Worcestershire sauce.",
  }),
  food(
    "tartar sauce|tartare sauce|tartar|remoulade|rémoulade|remoulade sauce|sauce gribiche|gribiche|ravigote sauce|louis dressing|crab louie dressing",
    "mayonnaise",
    {
      may: ["mustard", "fish"],
      why: "Mayonnaise with pickles and capers; remoulade often holds mustard and anchovy.",
    },
  ),
  food("toum|lebanese garlic sauce|garlic whip|toum sauce|toumie|garlic sauce", "garlic|condiment", {
    why: "Toum is garlic emulsified with oil and lemon: no egg.",
  }),
  // hot sauces and chilli condiments
  food(
    "hot sauce|louisiana hot sauce|tabasco|tabasco sauce|frank's redhot|franks redhot|frank's red hot|franks red hot|hot pepper sauce|cholula|valentina|valentina hot sauce|tapatio|tapatío|crystal hot sauce|texas pete|louisiana brand hot sauce|el yucateco|habanero hot sauce|green hot sauce|chipotle hot sauce|hot sauce to taste|pepper sauce|west indian hot pepper sauce|encona|grace hot pepper sauce|matouk's|scotch bonnet sauce|tabasco green|secret aardvark|yellowbird|truff hot sauce",
    "chili pepper|condiment",
    {
      may: ["mustard"],
      why: "Louisiana-style hot sauces are chilli, vinegar and salt; Caribbean pepper sauces are often mustard-based.",
    },
  ),
  food(
    "sriracha|sriracha sauce|sriracha hot sauce|rooster sauce|sriracha chili sauce|huy fong sriracha|huy fong|flying goose sriracha|chili garlic sauce|chilli garlic sauce|sambal oelek|sambal ulek|sambal olek|hot chili sauce|hot chilli sauce|chili sauce|chilli sauce|heinz chili sauce|red chili sauce|chinese chili sauce|sweet chili sauce|sweet chilli sauce|thai sweet chili sauce|sweet chile sauce|mae ploy|mae ploy sweet chili|sweet chilli dipping sauce|nam jim kai|peri peri sauce|piri piri sauce|peri-peri sauce|nando's|nandos|nando's peri peri|pili pili|harissa|harissa paste|rose harissa|tunisian harissa|zhug|zhoug|skhug|schug|shatta|dabbous|chilli jam|chili jam|pepper jelly|hot pepper jelly|jalapeno jelly",
    "chili pepper|condiment",
  ),
  food(
    "sambal|sambal belacan|sambal terasi|sambal bajak|sambal badjak|sambal tumis|sambal matah|sambal ijo|sambal udang|sambal hijau|sambal goreng|nasi lemak sambal",
    "chili pepper|condiment",
    {
      may: ["crustacean shellfish", "fish"],
      why: "Most sambals (belacan, terasi, tumis) are made with shrimp paste; some with dried anchovies.",
    },
  ),
  food(
    "buffalo sauce|buffalo wing sauce|wing sauce|frank's buffalo|frank's wings sauce|hot wing sauce|buffalo hot sauce|buffalo wing sauce butter",
    "hot sauce",
    { may: ["milk"], why: "Buffalo sauce is hot sauce with butter (bottled ones with butter flavour or none)." },
  ),
  food("pickapeppa|pickapeppa sauce|pickapeppa original", "condiment", {
    may: ["sulphites"],
    why: "Jamaican cane vinegar, tomato, mango, raisin and tamarind sauce; raisins may carry sulphites.",
  }),
  food(
    "chili crisp|chilli crisp|lao gan ma|laoganma|lao gan ma chili crisp|spicy chili crisp|chili onion crunch|momofuku chili crunch|fly by jing|chili crunch|crispy chilli in oil|crispy chili oil|chiu chow chili oil|chili bean crisp",
    "chili pepper|condiment",
    {
      has: ["soybeans"],
      may: ["peanuts", "sesame", "wheat", "gluten"],
      why: "Lao Gan Ma and most chilli crisps hold fermented soybeans (douchi) in soybean oil; some add peanuts or sesame.",
    },
  ),
  food(
    "chili oil|chilli oil|la you|lajiao you|hot chili oil|hot chilli oil|red chili oil|sichuan chili oil|rayu|la-yu|taberu rayu|chili sesame oil|crispy garlic chili oil",
    "chili pepper|condiment",
    { may: ["sesame", "soybeans"], why: "Chilli oils are often made with sesame seeds or sesame oil (Japanese rayu always), some with fermented soybeans." },
  ),
  food("salsa macha|salsa macha sauce|salsa de chile de arbol con cacahuate", "chili pepper|condiment", {
    may: ["peanuts", "sesame", "tree nuts"],
    why: "Dried chillies fried in oil with peanuts, sesame or almonds.",
  }),
  // Worcestershire and brown sauces
  food(
    "worcestershire sauce|worcestershire|worcester sauce|lea & perrins|lea and perrins|lea perrins|lea & perrins worcestershire sauce|lea and perrins worcestershire sauce|worcestershire powder|french's worcestershire|worcestershire sauce uk|wostershire|holbrook's worcestershire",
    "condiment",
    {
      has: ["fish"],
      may: ["gluten"],
      why: "Worcestershire sauce is made with anchovies (fish); the UK recipe uses barley malt vinegar (gluten), the US one distilled vinegar.",
    },
  ),
  food(
    "vegan worcestershire|vegetarian worcestershire|annie's worcestershire|wizard sauce|the wizard's worcestershire|henderson's relish|hendersons relish|hendersons",
    "condiment",
    {
      may: ["soybeans", "wheat", "gluten"],
      why: "Anchovy-free Worcestershire (Henderson's Relish, Annie's) often uses soy sauce or tamari.",
    },
  ),
  food(
    "hp sauce|brown sauce|daddies|daddies brown sauce|daddies sauce|heinz 57|heinz 57 sauce|a1|a.1.|a1 steak sauce|a1 sauce|a.1. steak sauce|steak sauce|hp brown sauce|fruity hp",
    "condiment",
    {
      may: ["gluten", "wheat", "fish", "celery"],
      why: "UK brown sauces (HP) hold barley malt vinegar and rye flour (gluten); steak sauces vary.",
    },
  ),
  food(
    "barbecue sauce|bbq sauce|barbeque sauce|bar-b-q sauce|sweet baby ray's|sweet baby rays|stubb's|stubbs|bulls-eye|bull's-eye|kc masterpiece|kansas city bbq sauce|kansas city barbecue sauce|carolina bbq sauce|carolina gold|carolina gold bbq sauce|mustard bbq sauce|memphis bbq sauce|texas bbq sauce|hickory bbq sauce|hickory smoke barbecue sauce|honey bbq sauce|honey barbecue sauce|smoky barbecue sauce|barbecue glaze|bbq glaze|bbq sauce of choice|your favorite bbq sauce",
    "condiment",
    {
      may: ["mustard", "fish", "gluten", "wheat", "soybeans", "celery", "animal-product"],
      why: "Barbecue sauces may hold mustard, Worcestershire sauce (anchovy), malt vinegar, soy sauce or honey.",
    },
  ),
  food(
    "maggi|maggi seasoning|maggi sauce|maggi liquid seasoning|liquid seasoning|golden mountain sauce|golden mountain seasoning|golden mountain|seasoning sauce|knorr liquid seasoning|knorr seasoning|maggi arome|arome maggi|aroma maggi|maggi würze|maggi wurze",
    "condiment",
    {
      has: ["wheat", "gluten"],
      may: ["soybeans", "celery"],
      why: "Maggi seasoning is hydrolysed wheat protein; the Asian and Golden Mountain versions add soy.",
    },
  ),
  food(
    "liquid aminos|bragg liquid aminos|bragg's liquid aminos|braggs liquid aminos|braggs|bragg's aminos|bragg aminos|soy aminos|amino acids seasoning|all purpose seasoning liquid aminos",
    "soy|condiment",
    { why: "Bragg Liquid Aminos is hydrolysed soy protein, no wheat." },
  ),
  food("coconut aminos|coconut amino|coconut secret aminos|coconut aminos sauce|coconut secret", "coconut|condiment", {
    why: "Coconut sap and salt: no soy, no wheat.",
  }),
  // gravies
  food(
    "gravy|brown gravy|beef gravy|chicken gravy|turkey gravy|pan gravy|onion gravy|mushroom gravy|roast gravy|jarred gravy|homemade gravy|leftover gravy|gravy to serve|jus|au jus|red wine jus|venison jus|lamb jus|jus gras|reduction|pan sauce|red wine reduction|red wine sauce|bordelaise|bordelaise sauce|marchand de vin|madeira sauce|port sauce|diane sauce|steak diane sauce|espagnole|espagnole sauce|sauce espagnole|velouté|veloute|veloute sauce|sauce supreme",
    "condiment",
    {
      may: ["wheat", "gluten", "meat", "beef", "pork", "milk", "celery", "alcohol", "sulphites"],
      why: "Gravies and jus are meat juices or stock (often with celery), thickened with flour, and may hold butter, cream or wine.",
    },
  ),
  food(
    "gravy granules|bisto|bisto gravy granules|bisto best|bisto original|gravy mix|brown gravy mix|gravy powder|instant gravy|vegetable gravy granules|chicken gravy granules|au jus mix|au jus gravy mix|mccormick gravy mix|bisto onion gravy|oxo gravy",
    "condiment",
    {
      has: ["wheat", "gluten"],
      may: ["milk", "celery", "soybeans", "beef", "meat"],
      why: "Gravy granules (Bisto) hold wheat flour and barley; flavours add milk, celery or meat extracts.",
    },
  ),
  food("gravy browning|kitchen bouquet|gravy master|browning sauce|browning|grace browning|caramel browning", "condiment", {
    may: ["celery"],
    why: "Browning is caramel colour with vegetable extracts (Kitchen Bouquet holds celery); no wheat.",
  }),
  food("sausage gravy|country gravy|sawmill gravy|white gravy|cream gravy|milk gravy|biscuits and gravy|red eye gravy|redeye gravy", "condiment", {
    has: ["milk", "wheat", "gluten"],
    may: ["pork"],
    why: "A milk and flour roux cooked in sausage or bacon fat (red eye gravy is ham drippings and coffee).",
  }),
  // white, butter and emulsion sauces
  food(
    "béchamel|bechamel|bechamel sauce|béchamel sauce|white sauce|cream sauce|besciamella|besciamel|salsa blanca|parsley sauce|onion sauce|bread sauce|cheese and parsley sauce|lasagne white sauce|dolmio white sauce|dolmio lasagne sauce",
    "condiment",
    {
      has: ["milk", "wheat", "gluten"],
      why: "Milk thickened with a butter and flour roux (bread sauce with breadcrumbs).",
    },
  ),
  food("mustard sauce|mustard cream sauce|creamy mustard sauce|senapssas|senapssås|sennepssaus|dill mustard sauce|hovmästarsås|hovmastarsas", "mustard", {
    may: ["milk", "wheat", "gluten", "egg"],
    why: "A British mustard sauce is a roux with milk; a Scandinavian one is mustard, sugar and oil, sometimes with egg: each may hold them.",
  }),
  food(
    "alfredo sauce|alfredo|fettuccine alfredo sauce|jarred alfredo|four cheese sauce|quattro formaggi sauce|vodka sauce|pink sauce|rosé sauce|rose sauce pasta|parma rosa|cream of tomato sauce|carbonara sauce|jarred carbonara|cacio e pepe sauce",
    "condiment",
    {
      has: ["milk"],
      may: ["wheat", "gluten", "egg", "alcohol", "pork", "slaughter"],
      why: "Cream and Parmesan (animal rennet), often thickened with flour; vodka sauce holds vodka, carbonara egg and guanciale.",
    },
  ),
  food(
    "hollandaise|hollandaise sauce|béarnaise|bearnaise|bearnaise sauce|béarnaise sauce|choron sauce|maltaise sauce|mousseline sauce|beurre blanc|beurre blanc sauce|beurre nantais|lemon butter sauce|garlic butter sauce|butter sauce|beurre monté|beurre monte|peppercorn sauce|pepper sauce steak|steak au poivre sauce|sauce au poivre|green peppercorn sauce|mushroom cream sauce|creamy mushroom sauce|mushroom sauce|whisky sauce|brandy sauce|dill sauce",
    "condiment",
    {
      has: ["milk"],
      may: ["egg", "alcohol", "sulphites", "wheat", "gluten", "beef"],
      why: "Butter emulsions (hollandaise and béarnaise with egg yolk; béarnaise and beurre blanc with wine or wine vinegar) and cream pan sauces with brandy or stock.",
    },
  ),
  food(
    "horseradish sauce|creamed horseradish|hot horseradish|prepared horseradish|horseradish|horseradish cream|beetroot horseradish|horseradish with beets|chrain|khrenovina|tewksbury mustard",
    "condiment",
    {
      may: ["milk", "egg", "mustard", "sulphites"],
      why: "Grated horseradish in vinegar; creamed horseradish adds cream or egg, some mustard flour and sulphite preservatives.",
    },
  ),
  food("wasabi|wasabi paste|wasabi powder|real wasabi|fresh wasabi|wasabi root|kizami wasabi|s&b wasabi|kinjirushi|wasabi tube|hon wasabi", "condiment", {
    may: ["mustard", "soybeans"],
    why: "Most wasabi paste and powder is horseradish with mustard flour and colour; some add soy.",
  }),
  food("mint sauce|mint jelly|redcurrant jelly|red currant jelly|rowan jelly|crab apple jelly|cumberland sauce|mint sauce concentrate", "condiment", {
    may: ["gluten", "sulphites", "alcohol"],
    why: "UK mint sauce is made with malt vinegar (barley); Cumberland sauce holds port.",
  }),
  food("cocktail sauce|seafood cocktail sauce|shrimp cocktail sauce|seafood sauce", "condiment", {
    may: ["fish", "celery"],
    why: "Ketchup and horseradish, usually with Worcestershire sauce (anchovy).",
  }),
  // tomato sauces
  food(
    "marinara sauce|marinara|pasta sauce|spaghetti sauce|tomato pasta sauce|jarred marinara|jarred pasta sauce|jarred tomato sauce|red sauce|arrabbiata sauce|arrabbiata|arrabiata|arrabiata sauce|napoletana sauce|neapolitan sauce|pomodoro sauce|sugo|sugo di pomodoro|salsa di pomodoro|rao's|raos|rao's marinara|prego|classico|bertolli sauce|dolmio|dolmio sauce|lloyd grossman|passata sauce|pizza sauce|pizza base sauce|pizza topping sauce|tomato and basil sauce|tomato basil pasta sauce|newman's own marinara|simple tomato sauce|salsa de tomate|tomato sugo|prego sauce|classico sauce|raos sauce|rao's sauce|newman's own sauce|hunt's pasta sauce|barilla sauce|sacla sauce|loyd grossman sauce|napolina sauce",
    "tomato|condiment",
    {
      may: ["milk", "celery", "sulphites"],
      why: "Jarred pasta sauces may hold cheese and celery; wine-based ones sulphites.",
    },
  ),
  food("puttanesca sauce|puttanesca|alla puttanesca", "condiment", { has: ["fish"], why: "Puttanesca holds anchovies." }),
  food("bagna cauda|bagna càuda|bagnet vert|italian salsa verde|green sauce|sauce verte|italian salsa verde|salsa verde italiana", "condiment", {
    may: ["fish", "milk"],
    why: "Italian salsa verde and bagna cauda are made with anchovies (Mexican salsa verde is tomatillo); bagna cauda with butter.",
  }),
  food(
    "bolognese|bolognese sauce|ragù|ragu|ragu sauce|meat sauce|ragu alla bolognese|ragù alla bolognese|ragù napoletano|sugo di carne|beef ragu|lamb ragu|pork ragu|ragout|amatriciana sauce|amatriciana|all'amatriciana",
    "condiment",
    {
      has: ["meat"],
      may: ["beef", "pork", "milk", "alcohol", "celery", "sulphites"],
      why: "Ragù and Bolognese are beef, often pork (pancetta), with soffritto (celery), wine and milk; amatriciana is guanciale and pecorino.",
    },
  ),
  food(
    "pesto|basil pesto|pesto genovese|pesto alla genovese|genovese pesto|jarred pesto|fresh pesto|green pesto|pesto sauce|sacla pesto|classic pesto|basil pesto sauce|pesto verde",
    "basil|pine nut|condiment",
    {
      has: ["milk"],
      may: ["slaughter", "tree nuts", "peanuts"],
      why: "Pesto genovese is basil, pine nuts (tree nuts) and Parmesan or pecorino (milk, animal rennet); jarred pestos may swap in cashews.",
    },
  ),
  food(
    "red pesto|pesto rosso|sun-dried tomato pesto|sundried tomato pesto|pesto trapanese|pesto alla trapanese|sicilian pesto|kale pesto|arugula pesto|rocket pesto|wild garlic pesto|pistachio pesto|walnut pesto|pesto calabrese|spinach pesto|cilantro pesto|mint pesto|parsley pesto|almond pesto",
    "condiment",
    {
      has: ["milk", "tree nuts"],
      may: ["slaughter", "peanuts"],
      why: "Pestos of other leaves or tomatoes, still with nuts (almonds, walnuts, pistachios, pine nuts) and cheese.",
    },
  ),
  food("pistou|pistou sauce", "basil|condiment", { may: ["milk"], why: "Provençal pistou is basil, garlic and oil (sometimes cheese), no nuts." }),
  // Latin American
  food(
    "salsa|jarred salsa|tomato salsa|chunky salsa|salsa roja|pico de gallo|salsa fresca|salsa cruda|tomatillo salsa|salsa verde mexicana|salsa taquera|salsa de chile de arbol|salsa ranchera|salsa mexicana|salsa casera|pace picante sauce|picante sauce|pace salsa|tostitos salsa|herdez salsa|mild salsa|medium salsa|hot salsa|fruit salsa|mango salsa|pineapple salsa|corn salsa|black bean salsa|salsa of choice|salsa brava|salsa criolla|pebre|chirmol|chimol|ajvar|ajvar relish|lyutenitsa|zacusca|pindjur|salsa cruda mexicana|que pasa salsa|salsa to serve|salsa verde",
    "condiment",
    { may: ["sulphites"], why: "Jarred salsas are vegetables and vinegar; some preserved with sulphites." },
  ),
  food(
    "enchilada sauce|red enchilada sauce|green enchilada sauce|old el paso enchilada sauce|las palmas|las palmas enchilada sauce|taco sauce|taco bell sauce|ortega taco sauce|hot taco sauce|mild taco sauce|adobo marinade|guajillo sauce|chile colorado sauce|red chile sauce|green chile sauce|chile verde sauce",
    "condiment",
    {
      may: ["wheat", "gluten", "soybeans"],
      why: "Enchilada sauces are often thickened with wheat flour.",
    },
  ),
  food(
    "mole|mole sauce|mole poblano|mole negro|mole rojo|mole verde|mole coloradito|mole amarillo|pipian|pipián|pipian verde|pipian rojo|mole de olla|prepared mole",
    "condiment",
    {
      may: ["sesame", "peanuts", "tree nuts", "wheat", "gluten", "milk", "pork", "soybeans"],
      why: "Moles are chillies ground with sesame, peanuts or almonds, bread or tortilla, chocolate and often lard; pipián is pumpkin seed.",
    },
  ),
  food("mole paste|dona maria mole|doña maría mole|dona maria|doña maría|mole concentrate|jarred mole|mole poblano paste", "condiment", {
    has: ["wheat", "gluten", "sesame", "peanuts"],
    may: ["soybeans", "milk"],
    why: "Doña María mole paste holds wheat crackers, sesame seeds and peanuts in soybean oil.",
  }),
  food("chimichurri|chimichurri sauce|chimichurri rojo|chimichurri verde|argentine chimichurri", "condiment", {
    may: ["sulphites"],
    why: "Parsley, garlic, oil and red wine vinegar (sulphites).",
  }),
  food(
    "mojo|mojo sauce|mojo criollo|mojo marinade|mojo picon|mojo picón|mojo verde|mojo rojo|goya mojo criollo|sofrito|sofrito sauce|goya sofrito|recaito|recao sauce|criollo sauce|salsa criolla cubana",
    "condiment",
    { may: ["sulphites"], why: "Mojo and sofrito are garlic, citrus or peppers, herbs and oil; some jarred sofritos hold sulphites." },
  ),
  food(
    "ají sauce|aji sauce|aji verde|peruvian green sauce|green aji sauce|huancaina sauce|huancaína sauce|salsa huancaina|salsa huancaína|ocopa|ocopa sauce|uchucuta|llajwa",
    "condiment",
    {
      may: ["milk", "egg", "wheat", "gluten", "peanuts", "tree nuts"],
      why: "Peruvian ají verde and huancaína hold queso fresco, evaporated milk, mayonnaise and crackers; ocopa peanuts or walnuts.",
    },
  ),
];
