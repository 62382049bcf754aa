import { fromSource } from "./labelled-line";

/** strangetom/ingredient-parser's tests of several amounts in one line, units after the food, and spelled numbers. */
export const STRANGETOM_UNITS = [
  ...fromSource("strangetom/ingredient-parser tests/test_parser_multiple_units.json", [
    ["2 tablespoons plus 2 teaspoons baking powder", 2, "tablespoon", "baking powder", "plus 2 teaspoons", "plain"],
    ["1 stick plus 2 tablespoons butter", 1, "stick", "butter", "plus 2 tablespoons", "plain"],
    ["2 tablespoons fresh coriander leaves plus 4 coriander sprigs", 2, "tablespoon", "coriander leaf", "fresh, plus 4 coriander sprigs", "plain"],
    ["6 tablespoons chopped mint plus 6 sprigs mint for serving", 6, "tablespoon", "mint", "chopped, plus 6 sprigs mint for serving", "flags"],
    ["3/4 cup plus 2 tablespoons sugar", 0.75, "cup", "sugar", "plus 2 tablespoons", "plain"],
    ["1 pound plus 12 ounces bittersweet chocolate, finely chopped", 1, "pound", "bittersweet chocolate", "plus 12 ounces, finely chopped", "plain"],
    ["8 tablespoons (1 stick ) butter, plus additional for toast", 8, "tablespoon", "butter", "plus additional for toast", "dual-unit"],
    ["2 stalks celery, chopped, plus 1 cup minced", 2, "stalk", "celery", "chopped, plus 1 cup minced", "plain"],
    ["1 pound mashing potatoes, cooked, peeled, cooled and cut into 1/2 inch cubes", 1, "pound", "mashing potato", "cooked, peeled, cooled and cut into 1/2 inch cubes", "plain"],
    ["1/2 pound pancetta or slab bacon, cut into 1-inch-long matchsticks", 0.5, "pound", "pancetta", "or slab bacon, cut into 1-inch-long matchsticks", "plain"],
    ["5 sprigs basil, leaves julienned", 5, "sprig", "basil", "leaves julienned", "plain"],
    ["2 ounces red onion, enough for 1/2 cup chopped", 2, "ounce", "red onion", "enough for 1/2 cup chopped", "plain"],
    ["2 bulbs garlic, separated into cloves but not peeled", 2, "bulb", "garlic", "separated into cloves but not peeled", "plain"],
    ["1 3-inch piece fresh ginger, cut in small slices", 1, "piece", "ginger", "3-inch, fresh, cut in small slices", "container"],
    ["4 ounces Parmesan (about 1 cup grated)", 4, "ounce", "parmesan", "about 1 cup grated", "plain"],
    ["1 piece fresh ginger, 2 inches long, peeled", 1, "piece", "ginger", "fresh, 2 inches long, peeled", "plain"],
    ["1 small head radicchio, leaves separated and halved", 1, "head", "radicchio", "leaves separated and halved", "size-word"],
    ["1 head plus 2 cloves garlic", 1, "head", "garlic", "plus 2 cloves", "plain"],
    ["1 tablespoon chopped fresh oregano or 1 teaspoon dried", 1, "tablespoon", "oregano", "chopped fresh, or 1 teaspoon dried", "plain"],
  ]),
  ...fromSource("strangetom/ingredient-parser tests/test_parser_alternate_unit_position.json", [
    ["3 garlic cloves", 3, "clove", "garlic", null, "plain"],
    ["1 thyme sprig", 1, "sprig", "thyme", null, "plain"],
    ["4 1/2 celery stalks, finely sliced", 4.5, "stalk", "celery", "finely sliced", "plain"],
    ["1-2 sticks cinnamon, broken into 2 cm pieces", [1, 2], "stick", "cinnamon", "broken into 2 cm pieces", "plain"],
    ["two fennel bulbs, chopped", 2, "bulb", "fennel", "chopped", "leading-text"],
    ["1/2 stock cube", 0.5, null, "stock cube", null, "plain"],
    ["1 cabbage head", 1, "head", "cabbage", null, "plain"],
  ]),
  ...fromSource("strangetom/ingredient-parser tests/preprocess/test_combine_quantities_split_by_and.py", [
    ["1 and 1/2 tsp salt", 1.5, "teaspoon", "salt", null, "mixed-and"],
    ["1 and 1/4 tsp salt", 1.25, "teaspoon", "salt", null, "mixed-and"],
    ["1 and 3/4 tsp salt", 1.75, "teaspoon", "salt", null, "mixed-and"],
    ["1 and 1/3 tsp salt", 1.333, "teaspoon", "salt", null, "mixed-and"],
  ]),
  ...fromSource("strangetom/ingredient-parser tests/preprocess/test_replace_string_numbers.py", [
    ["Half of a lime", 0.5, null, "lime", null, "leading-text"],
    ["2 cups (three 12-ounce bags) frozen raspberries", 2, "cup", "frozen raspberry", "three 12-ounce bags", "plain"],
    ["1 pound potatoes, peeled and cut into five-inch cubes", 1, "pound", "potato", "peeled and cut into five-inch cubes", "plain"],
    ["1 tsp Chinese five-spice", 1, "teaspoon", "chinese five-spice", null, "plain"],
    ["1 pound skinless, boneless monkfish fillets", 1, "pound", "skinless boneless monkfish fillet", null, "comma-name"],
    ["One-two splashes orange juice", [1, 2], "splash", "orange juice", null, "leading-text"],
  ]),
  ...fromSource("strangetom/ingredient-parser tests/postprocess/test_is_approximate.py", [
    ["about 5 cups orange juice", 5, "cup", "orange juice", null, "leading-text"],
    ["approx. 5 cups orange juice", 5, "cup", "orange juice", null, "leading-text"],
    ["approx 5 cups orange juice", 5, "cup", "orange juice", null, "leading-text"],
    ["approximately 5 cups orange juice", 5, "cup", "orange juice", null, "leading-text"],
    ["nearly 5 cups orange juice", 5, "cup", "orange juice", null, "leading-text"],
  ]),
  ...fromSource("strangetom/ingredient-parser tests/preprocess/test_merge_quantity_x.py", [
    ["1 x 390 g jar roasted red peppers", 1, "jar", "roasted red pepper", null, "multiplier"],
  ]),
];
