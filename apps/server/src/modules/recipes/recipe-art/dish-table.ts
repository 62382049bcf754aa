import type { IconName } from "./fluent-icons.generated";
import type { WordRule } from "./words";

/**
 * Words in a title that name the dish itself, with the Fluent Emoji that shows it. A title's
 * head word wins (see headWord), so only the dish's form is listed here, not what is in it.
 * Names from other languages are listed by what they are: "tteokbokki" is a rice-cake skewer dish.
 */
export const TITLE_DISHES: readonly WordRule<IconName>[] = [
  // drinks
  ["smoothie|shake|lassi|milkshake", "cup-with-straw"],
  ["lemonade|agua fresca|limeade|punch|spritz|mocktail|iced tea", "tropical-drink"],
  ["chai|tea|matcha latte", "teacup-without-handle"],
  ["hot chocolate|cocoa|coffee|latte|cappuccino|espresso", "hot-beverage"],
  // breakfast and baking
  ["pancake|crepe|galette|okonomiyaki|hotcake|blini|pikelet|jeon|buchimgae", "pancakes"],
  ["waffle", "waffle"],
  [
    "oats|oatmeal|porridge|congee|jook|pudding|chia|muesli|granola|polenta|grits bowl|upma|khichdi|raita|labneh|hummus|dip|tzatziki|muhammara|bhel puri|bowl|breakfast bowl|smoothie bowl|acai bowl|yogurt|yoghurt|skyr",
    "bowl-with-spoon",
  ],
  ["buddha bowl|grain bowl|quinoa bowl|power bowl|poke bowl", "green-salad"],
  ["rice bowl|donburi|oyakodon|katsudon|gyudon|bibimbap", "cooked-rice"],
  ["noodle bowl|vermicelli bowl|ramen bowl", "steaming-bowl"],
  ["muffin|cupcake", "cupcake"],
  ["cookie|biscotti|madeleine|shortbread|brownie|blondie|bites|energy ball|flapjack", "cookie"],
  ["cake|tiramisu|cheesecake|torte|gateau|trifle|pavlova|roulade", "shortcake"],
  ["mousse|custard|flan|creme brulee|crema catalana|panna cotta|pot de creme", "custard"],
  ["pie|quiche|tart|crisp|crumble|cobbler|galette des rois|spanakopita|borek|pasty", "pie"],
  ["donut|doughnut|churro|beignet|fritter dough|loukoumades|sufganiyah", "doughnut"],
  ["ice cream|gelato|sorbet|frozen yogurt|semifreddo", "ice-cream"],
  ["croissant|pain au chocolat|danish|pastry|gougere|profiterole|puff", "croissant"],
  ["bagel", "bagel"],
  ["pretzel", "pretzel"],
  ["baguette", "baguette-bread"],
  [
    "bread|loaf|toast|cornbread|biscuit|scone|brioche|pain perdu|french toast|bruschetta|crostini|pan con tomate|mollete|soda bread|cheese bread|pao de queijo|rarebit|banana bread",
    "bread",
  ],
  ["flatbread|naan|paratha|roti|chapati|pita bread|manakish|manoushe|lavash|dosa|injera|arepa|quesadilla|focaccia", "flatbread"],
  // eggs
  [
    "egg|eggs benedict|omelet|omelette|frittata|tamagoyaki|scramble|scrambled egg|fried egg|huevos|huevos rancheros|strapatsada|menemen|bhurji|tortilla espanola|spanish tortilla|eggs en cocotte|shirred egg",
    "cooking",
  ],
  ["deviled egg|devilled egg|boiled egg|steamed egg|gyeran jjim|tea egg|scotch egg", "egg"],
  // mains by form
  [
    "soup|chowder|bisque|broth|gazpacho|sopa|minestrone|ribollita|avgolemono|tom kha|tom yum|miso soup|soto|sambar|stew|chili con carne|chili sin carne|goulash|tagine|pozole|posole|moqueca|feijoada|mole|bourguignon|daube|ragout|pot roast|adobo|hotpot|hot pot|jjigae|gumbo|jambalaya|lentil stew|cacciatore|coq au vin|fasolada",
    "pot-of-food",
  ],
  ["ramen|pho|noodle soup|noodles|noodle|udon|soba|pad thai|pad see ew|lo mein|chow mein|japchae|pancit|laksa|bihon|vermicelli|yakisoba", "steaming-bowl"],
  [
    "curry|masala|korma|vindaloo|tikka masala|butter chicken|rogan josh|dopiaza|jalfrezi|dal|dahl|daal|saag|palak paneer|rajma|chana|keema|biryani|massaman|rendang",
    "curry-rice",
  ],
  [
    "pasta|spaghetti|linguine|penne|rigatoni|fettuccine|tagliatelle|pappardelle|orecchiette|macaroni|mac and cheese|gnocchi|cacio e pepe|carbonara|bucatini|fusilli|farfalle|ravioli|tortellini|orzo pasta",
    "spaghetti",
  ],
  [
    "lasagna|lasagne|moussaka|parmigiana|gratin|casserole|cassoulet|gratin dauphinois|bake|briam|paella|shakshuka|migas|chilaquiles|hash|sheet pan|traybake|stir fry|mapo tofu|tofu|tempeh|meatball|albondigas|calabacitas|lomo saltado|aloo gobi|ratatouille|skillet",
    "shallow-pan-of-food",
  ],
  ["salad|slaw|coleslaw|panzanella|tabbouleh|fattoush|horiatiki|nicoise|larb|gado gado|som tam|chaat", "green-salad"],
  ["lettuce wrap|lettuce cup|ssam", "leafy-green"],
  [
    "sandwich|hoagie|panini|banh mi|torta|croque|croque madame|croque monsieur|blt|grilled cheese|club sandwich|melt|sloppy joe|po boy|egg toast|open sandwich|smorrebrod",
    "sandwich",
  ],
  ["burger|cheeseburger|slider", "hamburger"],
  ["hot dog|bratwurst", "hot-dog"],
  ["pita|pitta|gyro|shawarma|doner|wrap|kebab wrap|souvlaki pita", "stuffed-flatbread"],
  ["falafel|falafel pita|bhaji|pakora|fritter|akara|accra|croquette", "falafel"],
  ["taco|tostada|taquito|tacos al pastor", "taco"],
  ["burrito|enchilada|chimichanga|spring roll|summer roll|fresh roll|wrap roll", "burrito"],
  ["tamale|tamal", "tamale"],
  ["pizza|calzone|flatbread pizza|pide|lahmacun", "pizza"],
  ["sushi|maki|nigiri|temaki|hand roll", "sushi"],
  ["onigiri|rice ball|arancini|musubi", "rice-ball"],
  ["dumpling|potsticker|gyoza|jiaozi|wonton|momo|pierogi|pelmeni|empanada|samosa|bao|har gow|shumai|siu mai|mandu", "dumpling"],
  ["bento", "bento-box"],
  ["skewer|kebab|kabob|souvlaki|satay|yakitori|kofta|kafta|brochette|tteokbokki|oden|anticucho", "oden"],
  [
    "rice|fried rice|risotto|pilaf|pilau|pulao|jollof|nasi goreng|kedgeree|poha|mujadara|sticky rice|rice and peas|arroz|dirty rice|jeera rice|pulihora",
    "cooked-rice",
  ],
  ["fries|frites|chips|patatas bravas|wedges", "french-fries"],
  ["popcorn", "popcorn"],
  ["guacamole|avocado toast bowl", "avocado"],
  ["baba ganoush|baba ghanoush|melitzanosalata|bharta|baingan bharta|eggplant dip", "eggplant"],
  ["tapenade|marinated olives", "olive"],
  ["gigantes|gigantes plaki|baked beans|refried beans|ful medames|frijoles", "beans"],
  ["stuffed pepper|chiles rellenos|chile relleno|dolma|gemista", "bell-pepper"],
  ["ceviche|crudo|tartare|poke|gravlax|saltfish|salt cod|bacalao", "fish"],
  ["fried chicken|wings|chicken wings|drumstick|jerk chicken|tandoori chicken|roast chicken", "poultry-leg"],
  [
    "steak|steak frites|carne asada|schnitzel|meatloaf|roast beef|brisket|bulgogi|chop|chops|ribs|short rib|pulled pork|pork belly|cutlet|milanesa|katsu",
    "cut-of-meat",
  ],
  ["hash brown|hash browns|rosti|latke|baked potato|jacket potato|mashed potato|potato wedges", "potato"],
  ["fondue", "fondue"],
];

/**
 * Main foods named in a title, shown as the dish when the title names no form of dish and
 * no category does: "Glossy Salmon Teriyaki" is salmon. Earlier rows win ("Lemon Chicken and
 * Potatoes" is chicken).
 */
export const TITLE_FOODS: readonly WordRule<IconName>[] = [
  ["chicken|turkey|duck|poultry|quail", "poultry-leg"],
  ["shrimp|prawn|gamba|camaron|scampi", "shrimp"],
  ["mussel|moule|clam|oyster|scallop|cockle", "oyster"],
  ["squid|calamari|octopus", "squid"],
  ["crab", "crab"],
  ["lobster", "lobster"],
  ["fish|salmon|cod|tuna|trout|sea bass|bass|halibut|haddock|catfish|mackerel|sardine|snapper|tilapia|swordfish|anchovy|seafood", "fish"],
  ["beef|steak|lamb|pork|veal|mutton|goat|venison|ham|sausage|chorizo|meat", "cut-of-meat"],
  ["bacon|pancetta", "bacon"],
  ["eggplant|aubergine|baingan", "eggplant"],
  ["cauliflower|broccoli", "broccoli"],
  ["mushroom|shiitake|porcini", "brown-mushroom"],
  ["greens|collard|kale|spinach|chard|cabbage|blitva|bok choy", "leafy-green"],
  ["edamame|green bean|pea|peas", "pea-pod"],
  ["chickpea|garbanzo|lentil|bean|black eyed pea", "beans"],
  ["plantain|banana", "banana"],
  ["corn|elote", "ear-of-corn"],
  ["olive", "olive"],
  ["sweet potato|yam", "roasted-sweet-potato"],
  ["potato|aloo", "potato"],
  ["avocado", "avocado"],
  ["tomato", "tomato"],
  ["pepper", "bell-pepper"],
];

/**
 * Categories that name a form of dish, strongest first: a curry that is also a stew is drawn
 * as curry. The weak ones (after the title's main food) say little about what is on the plate.
 */
export const STRONG_CATEGORIES: readonly (readonly [string, IconName])[] = [
  ["drinks", "cup-with-straw"],
  ["dessert", "shortcake"],
  ["curry", "curry-rice"],
  ["noodles", "steaming-bowl"],
  ["pasta", "spaghetti"],
  ["soup", "pot-of-food"],
  ["sandwich", "sandwich"],
  ["salad", "green-salad"],
  ["bowl", "bowl-with-spoon"],
  ["stew", "pot-of-food"],
  ["rice", "cooked-rice"],
  ["pizza", "pizza"],
  ["baking", "bread"],
];

export const WEAK_CATEGORIES: readonly (readonly [string, IconName])[] = [
  ["seafood", "fish"],
  ["eggs", "cooking"],
  ["grill", "meat-on-bone"],
  ["breakfast", "bowl-with-spoon"],
];

/** Foods a dish's picture already shows: a taco is its tortilla, a rice bowl its rice. */
export const SHOWN_BY_DISH: Partial<Record<IconName, IconName[]>> = {
  "stuffed-flatbread": ["flatbread"],
  taco: ["flatbread"],
  burrito: ["flatbread"],
  tamale: ["flatbread", "ear-of-corn"],
  sandwich: ["bread"],
  "baguette-bread": ["bread"],
  bread: ["baguette-bread"],
  "cooked-rice": ["sheaf-of-rice"],
  "rice-ball": ["sheaf-of-rice"],
  "curry-rice": ["sheaf-of-rice"],
  "steaming-bowl": ["spaghetti"],
  hamburger: ["bread"],
};

/** Drawn when nothing else names the dish: a dish in a pan says "a cooked meal" without guessing. */
export const FALLBACK_DISH: IconName = "shallow-pan-of-food";
