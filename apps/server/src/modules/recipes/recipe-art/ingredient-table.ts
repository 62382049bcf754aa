import type { IconName } from "./fluent-icons.generated";
import type { WordRule } from "./words";

/**
 * Foods with a Fluent Emoji of their own, matched in an ingredient's core food ("boneless
 * chicken thigh") and in the title. The match ending last is the food's head noun, so
 * "coconut milk" is listed whole (else it would be milk) and "cherry tomato" is a tomato.
 */
export const INGREDIENT_ICONS: readonly WordRule<IconName>[] = [
  ["coconut|coconut milk|coconut cream|coconut water|desiccated coconut|shredded coconut", "coconut"],
  ["peanut|peanut butter|groundnut", "peanuts"],
  ["almond|walnut|cashew|pecan|pistachio|hazelnut|pine nut|macadamia|chestnut", "chestnut"],
  ["milk|cream|half and half|yogurt|yoghurt|skyr|kefir|labneh|buttermilk|creme fraiche|sour cream|crema|almond milk|oat milk", "glass-of-milk"],
  ["butter|ghee", "butter"],
  [
    "cheese|parmesan|parmigiano|parmigiano reggiano|mozzarella|feta|cheddar|gruyere|pecorino|pecorino romano|paneer|halloumi|ricotta|queso|queso fresco|cotija|mascarpone|monterey jack|comte|emmental|manchego|burrata|provolone|gouda|fontina|brie|goat cheese|cream cheese|oaxaca",
    "cheese-wedge",
  ],
  ["egg|egg yolk|egg white", "egg"],
  ["chicken|turkey|duck|chicken thigh|chicken breast|chicken drumstick", "poultry-leg"],
  ["bacon|pancetta|guanciale|prosciutto|ham|jamon|serrano ham", "bacon"],
  [
    "beef|steak|sirloin|brisket|chuck|lamb|mutton|veal|pork|mince|ground meat|short rib|flank|oxtail|goat|sausage|chorizo|kielbasa|salami|pork belly|pork shoulder|lamb shoulder|ground beef|ground pork|ground lamb|ground turkey",
    "cut-of-meat",
  ],
  ["shrimp|prawn|gamba|camaron|dried shrimp", "shrimp"],
  ["clam|mussel|oyster|scallop|cockle", "oyster"],
  ["squid|calamari|octopus", "squid"],
  ["crab|crabmeat", "crab"],
  ["lobster", "lobster"],
  [
    "fish|salmon|cod|tuna|trout|sea bass|bass|halibut|haddock|catfish|saltfish|salt cod|anchovy|anchovies|sardine|mackerel|snapper|tilapia|swordfish|bonito|white fish|smoked salmon|mahi mahi|monkfish|hake|pollock",
    "fish",
  ],
  [
    "rice|arborio|basmati|jasmine rice|sushi rice|glutinous rice|sticky rice|wild rice|brown rice|oat|oats|rolled oat|wheat|bulgur|farro|barley|quinoa|couscous|semolina|freekeh|buckwheat|millet|rye|poha|flattened rice|puffed rice",
    "sheaf-of-rice",
  ],
  ["corn|cornmeal|polenta|grits|masa|masa harina|hominy|sweet corn|corn kernel", "ear-of-corn"],
  ["tortilla|corn tortilla|flour tortilla|pita|naan|flatbread|lavash|roti|chapati|paratha|tortilla chip", "flatbread"],
  [
    "bread|sourdough|toast|brioche|ciabatta|breadcrumb|panko|bun|burger bun|hamburger bun|roll|rye bread|challah|english muffin|crouton|sandwich bread|country bread",
    "bread",
  ],
  ["baguette", "baguette-bread"],
  [
    "noodle|pasta|spaghetti|linguine|penne|rigatoni|orecchiette|macaroni|elbow macaroni|orzo|udon|soba|ramen|vermicelli|fettuccine|tagliatelle|lasagna|lasagne|gnocchi|glass noodle|rice noodle|egg noodle|rice stick|sweet potato noodle|ditalini",
    "spaghetti",
  ],
  ["tomato|cherry tomato|grape tomato|plum tomato|roma tomato|passata|tomato paste|sun dried tomato|crushed tomato|tomato puree|tomato sauce", "tomato"],
  ["avocado", "avocado"],
  ["lemon|lemon juice|lemon zest|preserved lemon|meyer lemon", "lemon"],
  ["lime|lime juice|lime zest|kaffir lime|makrut lime|lime leaf", "lime"],
  ["orange|orange juice|orange zest|clementine|tangerine|mandarin|blood orange", "tangerine"],
  ["garlic|garlic clove", "garlic"],
  ["onion|red onion|white onion|yellow onion|shallot|leek|scallion|green onion|spring onion|pearl onion", "onion"],
  [
    "chili|chile|chilli|jalapeno|serrano|serrano chile|habanero|scotch bonnet|chipotle|thai chili|birds eye chili|cayenne|gochugaru|gochujang|sriracha|harissa|red pepper flake|chili flake|crushed red pepper|poblano|ancho|guajillo|pasilla|arbol|chile de arbol|hot sauce|sambal|sambal oelek|chili crisp|aleppo pepper|kashmiri chili|green chili|red chili|dried chili|fresno",
    "hot-pepper",
  ],
  [
    "bell pepper|red pepper|green pepper|yellow pepper|orange pepper|red bell pepper|green bell pepper|capsicum|pimiento|piquillo|roasted red pepper|sweet pepper",
    "bell-pepper",
  ],
  ["carrot", "carrot"],
  ["mushroom|shiitake|porcini|cremini|portobello|chanterelle|oyster mushroom|enoki|button mushroom|wood ear|king oyster mushroom", "brown-mushroom"],
  ["broccoli|broccolini|broccoli rabe|rapini|cauliflower|brussels sprout|gai lan", "broccoli"],
  [
    "spinach|kale|lettuce|cabbage|napa cabbage|red cabbage|bok choy|chard|swiss chard|collard|collard green|arugula|rocket|greens|watercress|romaine|endive|radicchio|mustard green|kimchi|seaweed|wakame|nori|kombu|water spinach|mixed greens|baby spinach|salad green|iceberg",
    "leafy-green",
  ],
  [
    "basil|cilantro|coriander|coriander leaf|parsley|mint|dill|thyme|rosemary|oregano|sage|tarragon|chive|bay leaf|bay leave|herb|lemongrass|curry leaf|curry leave|epazote|zaatar|marjoram|holy basil|thai basil|fresh herb|fennel frond",
    "herb",
  ],
  ["ginger|ginger root|galangal", "ginger-root"],
  ["bean sprout|sprout|mung bean sprout|soybean sprout|alfalfa|microgreen|pea shoot", "seedling"],
  ["potato|yukon gold|yukon gold potato|russet|russet potato|new potato|fingerling|baby potato|waxy potato", "potato"],
  ["sweet potato|yam", "roasted-sweet-potato"],
  ["eggplant|aubergine|baingan|brinjal|japanese eggplant", "eggplant"],
  ["cucumber|zucchini|courgette|english cucumber|persian cucumber", "cucumber"],
  ["olive|kalamata|kalamata olive|castelvetrano|black olive|green olive", "olive"],
  ["pea|green pea|frozen pea|snow pea|sugar snap|sugar snap pea|edamame|green bean|haricot vert|runner bean|matar", "pea-pod"],
  [
    "bean|black bean|kidney bean|red kidney bean|pinto|pinto bean|cannellini|cannellini bean|chickpea|garbanzo|ceci|lentil|red lentil|green lentil|dal|dahl|mung bean|mung dal|fava|fava bean|butter bean|gigante|gigante bean|black eyed pea|white bean|rajma|chana|split pea|refried bean|toor dal|urad dal|navy bean|great northern bean|adzuki",
    "beans",
  ],
  ["apple|applesauce|apple cider", "red-apple"],
  ["green apple|granny smith|granny smith apple", "green-apple"],
  ["pear", "pear"],
  ["peach|nectarine|apricot", "peach"],
  ["cherry", "cherries"],
  ["banana|plantain|ripe plantain|acai", "banana"],
  ["mango", "mango"],
  ["pineapple", "pineapple"],
  ["watermelon", "watermelon"],
  ["melon|cantaloupe|honeydew", "melon"],
  ["grape|red grape|green grape", "grapes"],
  ["kiwi", "kiwi-fruit"],
  ["strawberry|strawberrie|raspberry|raspberrie|cranberry|cranberrie|goji berry", "strawberry"],
  ["blueberry|blueberrie|berry|berrie|mixed berry|mixed berrie|blackberry|blackberrie", "blueberries"],
  ["chocolate|cocoa|cacao|chocolate chip|dark chocolate|cocoa powder|cacao nib", "chocolate-bar"],
  ["honey|raw honey|runny honey", "honey-pot"],
  ["wine|red wine|white wine|dry white wine|dry red wine|sherry|marsala|vermouth|prosecco|champagne", "wine-glass"],
  ["beer|lager|stout|ale", "beer-mug"],
  ["tea|black tea|green tea|matcha|chai|tea bag|assam tea", "teacup-without-handle"],
  ["coffee|espresso|instant coffee", "hot-beverage"],
  ["ice|ice cube|crushed ice", "ice"],
  ["nopal|nopale|nopales|cactus|cactus paddle", "cactus"],
  ["salt|sea salt|kosher salt|flaky salt|flaky sea salt|fine sea salt", "salt"],
  [
    "flour|all purpose flour|plain flour|bread flour|whole wheat flour|self raising flour|chickpea flour|rice flour|besan|gram flour|buckwheat flour",
    "sheaf-of-rice",
  ],
];

/**
 * Foods never drawn: the liquid or seasoning a food word hides in ("chicken stock", "fish
 * sauce", "olive oil", "garlic powder"). Checked on the whole core food before matching.
 */
export const NOT_DRAWN =
  /(?<![a-z])(stock|broth|bouillon|oil|vinegar|extract|fish sauce|oyster sauce|soy sauce|cooking spray|baking soda|cornstarch|corn starch|cornflour|seasoning|essence|bitters|food coloring|vanilla|water)(?:e?s)?(?![a-z])/;

/**
 * Foods nearly every recipe has (salt, flour, butter, onion, garlic): drawn only when a recipe
 * has fewer than two others to show, or names them in its title, so cards do not all share them.
 * Matched on the words a food matched: "red onion" and "peanut butter" are not staples.
 */
export const STAPLE =
  /^(?:(?:kosher|sea|fine|flaky|fine sea|flaky sea|all purpose|plain|bread|self raising|whole wheat|yellow|white|pearl) )?(?:salt|flour|butter|ghee|onion|shallot|garlic|garlic clove)(?:e?s)?$/;

/** Foods that flavour rather than make a dish: drawn after the ones that make it. */
export const ACCENTS: ReadonlySet<IconName> = new Set<IconName>([
  "herb",
  "ginger-root",
  "hot-pepper",
  "lemon",
  "lime",
  "glass-of-milk",
  "honey-pot",
  "wine-glass",
  "beer-mug",
  "salt",
  "butter",
]);
