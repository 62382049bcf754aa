import { food } from "./entry";

/**
 * Stocks, bouillons, dashi and soups. A stock named with its food is read as that food plus the
 * form "stock" ("chicken stock" is chicken; the form adds celery, "may"); cubes, pots and powders
 * may also hold wheat, milk and soy. Dashi holds fish (bonito) unless it is kombu dashi.
 */
const CUBE = "Stock cubes, pots and powders hold salt, starch, fat and flavourings: often celery, sometimes wheat, milk or soy.";

export const STOCKS_SOUPS = [
  food(
    "stock|stocks|broth|broths|stock of choice|homemade stock|bouillon|consomme|consommé|brown stock|white stock|light stock|fond|fond de cuisine|liquid stock|carton stock|boxed broth|low sodium stock|low-sodium broth|unsalted stock",
    "dish",
    {
      may: ["meat", "beef", "pork", "fish", "celery", "wheat", "gluten", "milk", "soybeans"],
      why: "A stock not named by its food may be meat, fish or vegetable stock, usually with celery.",
    },
  ),
  food(
    "stock cube|stock cubes|bouillon cube|bouillon cubes|stock pot|stock pots|stockpot|knorr stock pot|knorr stockpot|jelly stock pot|knorr jelly pot|stock powder|bouillon powder|bouillon granules|granulated bouillon|stock granules|stock concentrate|concentrated stock|liquid stock concentrate|bouillon paste|stock paste|knorr|knorr cube|knorr stock cube|knorr bouillon|maggi cube|maggi cubes|maggi stock cube|maggi stock cubes|maggi bouillon|herb-ox|herb ox|wyler's|wylers|better than bouillon|better than bouillon base|bouillon base|soup base|stock base|caldo|caldo de pollo|caldo de res|knorr caldo de pollo|knorr chicken bouillon|consomme powder|consomme de pollo|stock tablet|stock tablets|bouillon tablet|bouillon tablets|soup cube|soup cubes|stock sachet|liquid stock pot",
    "dish",
    {
      may: ["meat", "beef", "pork", "celery", "wheat", "gluten", "milk", "soybeans"],
      why: CUBE,
    },
  ),
  food("oxo|oxo cube|oxo cubes|oxo stock cube|oxo beef cube|oxo beef|oxo red", "stock cube", {
    has: ["wheat", "gluten"],
    may: ["beef", "meat", "celery"],
    why: "OXO cubes are made with wheat flour (the red cube is beef).",
  }),
  food(
    "vegetable stock cube|vegetable stock cubes|veggie stock cube|vegetable bouillon cube|vegetable bouillon cubes|vegetable stock pot|vegetable stock pots|vegetable stock powder|vegetable bouillon powder|vegetable bouillon granules|vegetable base|vegetable soup base|marigold bouillon|marigold swiss vegetable bouillon|marigold|swiss vegetable bouillon|kallo|kallo stock cube|kallo vegetable stock|knorr vegetable stock|vegetable stock concentrate|not chicken bouillon|vegan bouillon|vegetarian bouillon|vegan stock cube|mushroom bouillon|mushroom base|mushroom stock cube|porcini stock cube|vegetable broth powder",
    "stock cube|vegetable",
    {
      without: ["meat", "beef", "pork"],
      why: "Vegetable bouillons hold celery in most brands; Marigold's original holds milk (lactose) in some markets, others wheat or soy.",
    },
  ),
  food(
    "chicken stock cube|chicken stock cubes|chicken bouillon cube|chicken bouillon cubes|chicken stock pot|chicken stock pots|chicken bouillon powder|chicken stock powder|chicken bouillon granules|chicken base|chicken soup base|chicken stock concentrate|better than bouillon chicken|better than bouillon roasted chicken base|roasted chicken base|knorr chicken stock|oxo chicken|chicken consomme powder|turkey base|turkey stock cube|chicken powder|chicken seasoning powder|chicken flavour powder|knorr chicken powder|lee kum kee chicken powder",
    "stock cube|chicken",
    { why: "Chicken bouillon: chicken fat and extract with salt and flavourings (often celery).", without: ["beef", "pork"] },
  ),
  food(
    "beef stock cube|beef stock cubes|beef bouillon cube|beef bouillon cubes|beef stock pot|beef stock pots|beef bouillon powder|beef stock powder|beef bouillon granules|beef base|beef soup base|better than bouillon beef|roasted beef base|beef stock concentrate|knorr beef stock|beef consomme powder|ham base|pork base|pork bouillon|ham bouillon|goya ham flavored concentrate|ham flavoured concentrate|lamb stock cube|lamb stock pot|lamb base|veal stock cube|veal base|game stock cube",
    "stock cube|meat",
    {
      may: ["beef", "pork"],
      why: "Meat bouillons: beef, pork (ham base) or lamb extract with salt and flavourings.",
    },
  ),
  food(
    "fish stock cube|fish stock cubes|fish stock pot|fish bouillon|fish bouillon cube|fish base|fish soup base|fish stock powder|seafood base|seafood stock cube|seafood bouillon|lobster base|lobster bouillon|shrimp bouillon|shrimp base|shrimp bouillon cube|crab base|clam base|clam bouillon|knorr fish stock|knorr shrimp bouillon|knorr camaron|caldo de camaron|caldo de pescado",
    "stock cube|seafood",
    {
      may: ["fish", "crustacean shellfish", "molluscs"],
      why: "Fish and seafood bouillons hold fish, shrimp, lobster or clam extract.",
    },
  ),
  food("bone broth|beef bone broth|chicken bone broth|pork bone broth|bone stock|bone soup|marrow broth|collagen broth|sipping broth|kettle and fire", "meat", {
    may: ["beef", "pork", "celery", "slaughter"],
    why: "Bone broth is simmered beef, chicken or pork bones, usually with celery.",
  }),
  food(
    "seafood stock|seafood broth|fish and shellfish stock|bouillabaisse stock|fumet|fish fumet|fumet de poisson|fish essence|court bouillon|court-bouillon|nage",
    "seafood",
    {
      may: ["fish", "crustacean shellfish", "molluscs", "celery", "alcohol", "sulphites"],
      why: "Seafood stock is fish frames and shellfish shells; fumet and court bouillon add white wine and celery.",
    },
  ),
  food("shrimp stock|prawn stock|shellfish stock|lobster stock|crab stock|crayfish stock|shrimp broth|prawn broth|shrimp head stock", "shrimp", {
    may: ["celery"],
    why: "Made from shrimp, prawn or lobster shells: crustaceans. (The nutrition table files shrimp stock under fish stock; it holds no fish.)",
  }),
  food(
    "dashi|dashi stock|dashi broth|awase dashi|ichiban dashi|niban dashi|katsuo dashi|katsuobushi dashi|bonito dashi|bonito stock|bonito broth|niboshi dashi|iwashi dashi|japanese soup stock|dashi soup stock|dashi soup|fish dashi",
    "bonito flakes",
    {
      may: ["wheat", "gluten"],
      why: "Dashi is kombu and bonito flakes (fish), or dried sardines (niboshi).",
    },
  ),
  food(
    "dashi powder|hondashi|hon dashi|hon-dashi|instant dashi|dashi granules|dashi packet|dashi pack|dashi packs|dashi no moto|dashinomoto|kayanoya dashi|dashi tea bags|bonito soup stock|ajinomoto hondashi|shimaya dashi",
    "dashi",
    {
      may: ["milk", "soybeans", "wheat", "gluten"],
      why: "Instant dashi is bonito powder and extract with MSG, sugar and often lactose (milk), soy or wheat.",
    },
  ),
  food(
    "kombu dashi|kelp dashi|kombu stock|kelp stock|vegan dashi|vegetarian dashi|shojin dashi|shiitake dashi|kombu and shiitake dashi|mushroom dashi|kombu broth|konbu dashi|dashi kombu stock|vegetable dashi",
    "kombu",
    { why: "Dashi of kombu (and shiitake) only: no fish." },
  ),
  food(
    "demi-glace|demi glace|demiglace|demi-glace sauce|glace de viande|meat glaze|more than gourmet|more than gourmet demi-glace|veal demi-glace|beef demi-glace|demi glace concentrate|jus lie|jus lié|veal stock|veal broth|veal jus",
    "veal",
    {
      may: ["wheat", "gluten", "celery", "alcohol", "sulphites"],
      why: "Demi-glace is reduced veal (or beef) stock, often with espagnole (wheat roux), wine and mirepoix (celery).",
    },
  ),
  food("pho broth|pho stock|pho soup base|pho concentrate|pho bo broth|pho base|pho cubes|bun bo hue broth", "beef", {
    has: ["fish"],
    may: ["celery", "wheat", "gluten", "soybeans"],
    why: "Pho broth is beef bones seasoned with fish sauce.",
  }),
  food(
    "ramen broth|ramen soup base|ramen stock|tonkotsu broth|tonkotsu|tonkotsu soup base|shoyu ramen broth|miso ramen broth|paitan|paitan broth|chintan|ramen tare|ramen soup concentrate",
    "dish",
    {
      has: ["meat"],
      may: ["pork", "fish", "soybeans", "wheat", "gluten", "sesame", "milk"],
      why: "Ramen broths are pork (tonkotsu) or chicken stock with dashi and soy sauce or miso tare.",
    },
  ),
  food(
    "hot pot base|hotpot base|hot pot soup base|hotpot soup base|hot pot broth|mala hot pot base|mala hotpot base|haidilao hot pot base|little sheep hot pot base|sukiyaki broth|shabu shabu broth|nabe base|nabe broth|chanko broth|oden broth|mala tang base|spicy hot pot base",
    "dish",
    {
      may: ["beef", "pork", "meat", "soybeans", "wheat", "gluten", "sesame", "fish", "milk"],
      why: "Sichuan hot pot bases are beef tallow with chilli, doubanjiang (wheat) and fermented black beans; Japanese nabe broths dashi and soy sauce.",
    },
  ),
  // soups
  food(
    "soup|soups|soup of choice|canned soup|tinned soup|leftover soup|condensed soup|homemade soup|campbell's|campbells|campbell's soup|heinz soup|progresso|progresso soup|baxters|knorr soup|cup soup|instant soup|packet soup mix|potage|zuppa|sopa|suppe",
    "dish",
    {
      may: ["meat", "beef", "pork", "fish", "milk", "wheat", "gluten", "celery", "egg", "soybeans"],
      why: "A soup not named may hold stock (meat, celery), cream, noodles or flour.",
    },
  ),
  food(
    "cream of mushroom soup|condensed cream of mushroom soup|cream of mushroom|cream of chicken soup|condensed cream of chicken soup|cream of chicken|cream of celery soup|cream of celery|cream of potato soup|cream of onion soup|cream of asparagus soup|cream of broccoli soup|cream of shrimp soup|cheddar cheese soup|condensed cheddar cheese soup|nacho cheese soup|golden mushroom soup|cream of something soup|condensed soup cream",
    "soup",
    {
      has: ["milk", "wheat", "gluten"],
      may: ["celery", "soybeans", "meat", "crustacean shellfish"],
      why: "Condensed cream soups (Campbell's) are thickened with wheat flour and hold cream or milk; cream of chicken holds chicken, cream of celery celery.",
    },
  ),
  food(
    "tomato soup|condensed tomato soup|cream of tomato soup|roasted tomato soup|tomato basil soup|heinz tomato soup|campbell's tomato soup|tomato bisque",
    "soup|tomato",
    { without: ["meat", "beef", "pork", "fish", "egg"], may: ["milk", "wheat", "gluten", "celery"], why: "Tomato soups may hold cream and wheat flour." },
  ),
  food("french onion soup|onion soup|french onion|soupe à l'oignon|soupe a l'oignon|gratinée|onion soup gratinee", "soup|onion|beef", {
    has: ["beef"],
    may: ["wheat", "gluten", "milk", "alcohol", "sulphites", "celery"],
    why: "Beef stock with onions, often sherry or wine, topped with bread and Gruyère.",
  }),
  food(
    "chicken noodle soup|chicken soup|chicken and rice soup|chicken vegetable soup|matzo ball soup|chicken broth soup|caldo de pollo soup|sopa de pollo|chicken tortilla soup|avgolemono|avgolemono soup|cock-a-leekie|cock a leekie|samgyetang|tinola|chicken tinola|soto ayam|chicken corn soup|chicken and sweetcorn soup|chicken mushroom soup|chicken gnocchi soup|chicken pho|pho ga",
    "soup|chicken",
    {
      may: ["wheat", "gluten", "egg", "celery", "milk", "fish"],
      why: "Chicken soups hold noodles or matzo balls (wheat, egg), egg-lemon (avgolemono), celery, or fish sauce (pho gà, tinola).",
    },
  ),
  food(
    "beef soup|beef and barley soup|beef vegetable soup|beef noodle soup|vegetable beef soup|goulash soup|gulyas|gulyás|gulyásleves|borscht|borsch|borshch|barszcz|shchi|solyanka|caldo de res soup|sopa de res|bulalo|nilaga|galbitang|seolleongtang|yukgaejang|haejangguk|pho|phở|pho bo|bun bo hue|beef pho|oxtail soup|scotch broth|mutton soup|lamb soup|harira|shorba|chorba|pozole|posole soup|pozole rojo|pozole verde|menudo|sancocho|sopa de mondongo|locro|ajiaco|cazuela|chupe|caldo verde|ribollita|zuppa toscana|minestrone|minestrone soup|pasta e fagioli|pasta fagioli|italian wedding soup|split pea soup|pea and ham soup|pea soup|ham and bean soup|navy bean soup|lentil soup|bean soup|black bean soup|white bean soup|fasolada|mulligatawny|mulligatawny soup",
    "soup",
    {
      may: ["beef", "pork", "meat", "wheat", "gluten", "celery", "milk", "fish", "egg", "sulphites"],
      why: "Meat and bean soups: beef or lamb (goulash, pho, harira), pork or ham (pozole, split pea, caldo verde, zuppa toscana), pasta or barley (wheat, gluten), celery, Parmesan; pho is seasoned with fish sauce.",
    },
  ),
  food(
    "vegetable soup|minestrone vegetable|potato leek soup|leek and potato soup|potato soup|vichyssoise|carrot soup|carrot and coriander soup|butternut squash soup|pumpkin soup|broccoli soup|broccoli cheddar soup|cauliflower soup|mushroom soup|pea and mint soup|spinach soup|gazpacho|salmorejo|ajo blanco|cold soup|sweet potato soup|red pepper soup|roasted vegetable soup|soupe au pistou|garbure",
    "soup",
    {
      without: ["meat", "beef", "pork", "fish", "egg"],
      may: ["milk", "wheat", "gluten", "celery", "meat", "tree nuts", "sulphites"],
      why: "Vegetable soups may be made with chicken stock, cream and celery; gazpacho and salmorejo hold bread (wheat) and sherry vinegar; ajo blanco almonds.",
    },
  ),
  food("miso soup|instant miso soup|miso shiru|misoshiru|miso soup paste packets|miso soup mix", "miso|soup", {
    has: ["fish"],
    may: ["wheat", "gluten"],
    why: "Miso (soy) in dashi (bonito, fish); instant packets hold dashi powder.",
  }),
  food(
    "clam chowder|new england clam chowder|manhattan clam chowder|chowder|fish chowder|seafood chowder|corn chowder|salmon chowder|cullen skink|bouillabaisse|cioppino|bisque|lobster bisque|crab bisque|shrimp bisque|seafood bisque|fish soup|soupe de poisson|zarzuela|caldeirada|moqueca|psarosoupa|ukha|fiskesuppe|sopa de mariscos|caldo de mariscos|tom yum soup|tom yum goong|tom kha soup|tom kha gai soup|sinigang|sinigang na hipon|canh chua|laksa soup|curry laksa|assam laksa|mohinga|gumbo|seafood gumbo|chicken and sausage gumbo|etouffee|étouffée|crawfish etouffee|shrimp etouffee|callaloo soup|pepperpot|pepper pot|egusi soup|ogbono soup|okra soup|light soup|palm nut soup|banga soup|afang soup",
    "soup",
    {
      may: ["fish", "crustacean shellfish", "molluscs", "milk", "wheat", "gluten", "pork", "meat", "celery", "alcohol", "sulphites", "soybeans"],
      why: "Chowders, bisques and seafood stews hold fish or shellfish, cream, flour roux, bacon or sausage, celery and wine; Asian and West African soups fish sauce, dried fish or shrimp.",
    },
  ),
  food(
    "egg drop soup|egg flower soup|stracciatella soup|stracciatella alla romana|hot and sour soup|hot & sour soup|suan la tang|wonton soup|won ton soup|corn soup chinese|chinese corn soup|velvet corn soup|tteokguk|miyeok guk|miyeokguk|kimchi jjigae|kimchi stew|doenjang jjigae|sundubu jjigae|soft tofu stew|budae jjigae|army stew|tofu soup|tom jued|clear soup",
    "soup",
    {
      may: ["egg", "soybeans", "wheat", "gluten", "pork", "meat", "fish", "crustacean shellfish", "sesame", "milk"],
      why: "Egg drop soups hold egg; hot and sour soup pork, tofu and soy sauce; wonton soup wheat and pork or shrimp; Korean stews gochujang, doenjang, anchovy stock and pork.",
    },
  ),
];
