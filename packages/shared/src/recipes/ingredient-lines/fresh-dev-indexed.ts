import { fromIndexedFile } from "./labelled-line";

/**
 * Fresh evaluation set, development part: lines of the kinds found missing (juice and
 * zest of a fruit, amounts after the name, "2 x 400g tins", "1 /2 cup", dimensions), found by
 * exact-string search. The index names these files only by an id (README.md).
 */
const indexed = fromIndexedFile;

export const FRESH_DEV_INDEXED = [
  ...indexed(48060726468, [
    ["Grated zest and juice of 1 lemon, or more juice as needed", 1, null, "lemon", "Grated zest and juice, or more juice as needed", "leading-text"],
    ["½ cup chopped pecans", 0.5, "cup", "pecan", "chopped", "plain"],
    ["½ cup dried cranberries", 0.5, "cup", "dried cranberry", null, "plain"],
    ["¼ cup chopped scallions", 0.25, "cup", "scallion", "chopped", "plain"],
    ["¼ cup olive oil, or more as needed", 0.25, "cup", "olive oil", "or more as needed", "flags"],
    ["1 teaspoon coriander", 1, "teaspoon", "coriander", null, "plain"],
    ["Pinch of cayenne, or to taste", null, "pinch", "cayenne", "or to taste", "flags"],
    ["Black pepper", null, null, "black pepper", null, "plain"],
  ]),
  ...indexed(55220628137, [
    ["Zest and juice of 1 lime", 1, null, "lime", "Zest and juice", "leading-text"],
    ["1 tbsp ají amarillo paste", 1, "tablespoon", "ají amarillo paste", null, "plain"],
    ["2 jalapeños, seeds removed", 2, null, "jalapeño", "seeds removed", "plain"],
    ["1/4 tsp Dijon mustard", 0.25, "teaspoon", "dijon mustard", null, "plain"],
    ["Pinch of salt", null, "pinch", "salt", null, "plain"],
  ]),
  ...indexed(41660749336, [
    ["Finely grated zest and juice of 1 lemon", 1, null, "lemon", "Finely grated zest and juice", "leading-text"],
    ["Finely grated zest and juice of 2 oranges", 2, null, "orange", "Finely grated zest and juice", "leading-text"],
  ]),
  ...indexed(68632531683, [
    [
      "Zest and juice of 1 large organic lemon (half sliced into thin wheels)",
      1,
      null,
      "organic lemon",
      "Zest and juice, large, half sliced into thin wheels",
      "leading-text",
    ],
  ]),
  ...indexed(48481118385, [
    ["1 tbsp lemon or lime juice (or apple cider vinegar)", 1, "tablespoon", "lemon juice", "or lime juice, or apple cider vinegar", "plain"],
    ["1–2 garlic cloves (pre-chopped 5 min)", [1, 2], "clove", "garlic", "pre-chopped 5 min", "plain"],
    ["1/4 cup cilantro", 0.25, "cup", "cilantro", null, "plain"],
    ["Pinch green stevia or 1 tsp unrefined sweetener", null, "pinch", "green stevia", "or 1 tsp unrefined sweetener", "plain"],
    ["1 tbsp chia seeds", 1, "tablespoon", "chia seed", null, "plain"],
  ]),
  ...indexed(24133840845, [
    ["1 tbsp lemon or lime juice", 1, "tablespoon", "lemon juice", "or lime juice", "plain"],
    ["2 slices of sourdough bread", 2, "slice", "sourdough bread", null, "plain"],
    ["1 ripe avocado", 1, null, "avocado", "ripe", "plain"],
    ["1/4 tsp red pepper flakes (optional)", 0.25, "teaspoon", "red pepper flake", "optional", "flags"],
  ]),
  ...indexed(33171571467, [
    ["2 x 700g jars or 4 x 400g tins of chickpeas", 2, "jar", "chickpea", "700g, or 4 x 400g tins", "multiplier"],
    ["2 x 400 g tins of plum tomatoes", 2, "can", "plum tomato", "400 g", "multiplier"],
    ["2 tablespoons black olive tapenade", 2, "tablespoon", "black olive tapenade", null, "plain"],
  ]),
  ...indexed(28179960371, [
    ["2 x 400g tins plum tomatoes", 2, "can", "plum tomato", "400g", "multiplier"],
    ["2 celery sticks, finely chopped", 2, null, "celery stick", "finely chopped", "plain"],
    ["2 garlic cloves finely chopped", 2, "clove", "garlic", "finely chopped", "plain"],
  ]),
  ...indexed(23649841445, [
    ["1-inch cinnamon stick", 1, null, "cinnamon stick", "1-inch", "container"],
    ["2-3 green cardamom pods", [2, 3], null, "green cardamom pod", null, "plain"],
    ["2-3 cloves", [2, 3], null, "clove", null, "plain"],
    ["1 cup yogurt (whisked)", 1, "cup", "yogurt", "whisked", "plain"],
    ["1 teaspoon cumin seeds", 1, "teaspoon", "cumin seed", null, "plain"],
  ]),
  ...indexed(17206607934, [
    ["1 inch cinnamon stick", 1, null, "cinnamon stick", "inch", "container"],
    ["4 green cardamoms", 4, null, "green cardamom", null, "plain"],
    ["2 black cardamoms", 2, null, "black cardamom", null, "plain"],
    ["1/2 cup mustard oil", 0.5, "cup", "mustard oil", null, "plain"],
    ["1 tsp asafoetida", 1, "teaspoon", "asafoetida", null, "plain"],
  ]),
  ...indexed(23251263398, [
    ["1/4 cup shredded carrots", 0.25, "cup", "carrot", "shredded", "plain"],
    ["1/4 cup chopped mixed bell peppers (optional)", 0.25, "cup", "mixed bell pepper", "chopped, optional", "flags"],
    ["4-5 whole cloves", [4, 5], null, "clove", "whole", "plain"],
    ["1/2 teaspoon ginger-garlic paste", 0.5, "teaspoon", "ginger-garlic paste", null, "plain"],
  ]),
  ...indexed(9815860852, [
    ["1 /2 cup chick peas , soaked overnight", 0.5, "cup", "chick pea", "soaked overnight", "plain"],
    ["1 big cardamom", 1, null, "cardamom", "big", "size-word"],
    ["2 small cardamom", 2, null, "cardamom", "small", "size-word"],
    ["1-2 bay leaves", [1, 2], null, "bay leaf", null, "plain"],
    ["3-4 dried gooseberry", [3, 4], null, "dried gooseberry", null, "plain"],
    ["2 tea bags", 2, null, "tea bag", null, "plain"],
  ]),
  ...indexed(41201318346, [
    ["1 /2 cup all-purpose unbleached flour", 0.5, "cup", "all-purpose unbleached flour", null, "plain"],
    ["1 1/2 to 2 pounds fresh Fish", [1.5, 2], "pound", "fish", "fresh", "plain"],
    ["200g Smoked Salmon", 200, "gram", "smoked salmon", null, "plain"],
    ["Balsamic Vinegar", null, null, "balsamic vinegar", null, "plain"],
  ]),
  ...indexed(18822417496, [
    ["Green chilies - 4-5", [4, 5], null, "green chili", null, "leading-text"],
    ["Mint leaves - 1 cup", 1, "cup", "mint leaf", null, "leading-text"],
    ["Coriander leaves - 1 cup", 1, "cup", "coriander leaf", null, "leading-text"],
    ["Biryani masala - 3 tbsp", 3, "tablespoon", "biryani masala", null, "leading-text"],
    ["Red chili powder - 1 tbsp", 1, "tablespoon", "red chili powder", null, "leading-text"],
    ["Turmeric powder - 1/2 tsp", 0.5, "teaspoon", "turmeric powder", null, "leading-text"],
    ["Garam masala - 1 tsp", 1, "teaspoon", "garam masala", null, "leading-text"],
    ["Saffron - a pinch (soaked in milk)", 1, "pinch", "saffron", "soaked in milk", "leading-text"],
    ["Ghee - 1/2 cup", 0.5, "cup", "ghee", null, "leading-text"],
    ["Lemon - 2", 2, null, "lemon", null, "leading-text"],
  ]),
  ...indexed(62280118855, [
    ["Yogurt - 1/2 cup", 0.5, "cup", "yogurt", null, "leading-text"],
    ["Ginger paste - 1 tbsp", 1, "tablespoon", "ginger paste", null, "leading-text"],
    ["Garlic paste - 1 tbsp", 1, "tablespoon", "garlic paste", null, "leading-text"],
    ["Cumin powder - 1 tsp", 1, "teaspoon", "cumin powder", null, "leading-text"],
    ["Cinnamon - 2 sticks", 2, "stick", "cinnamon", null, "leading-text"],
    ["Cardamom - 4 pieces", 4, "piece", "cardamom", null, "leading-text"],
    ["Cloves - 4 pieces", 4, "piece", "clove", null, "leading-text"],
  ]),
  ...indexed(3449281349, [
    ["Potatoes - 4 medium, boiled and mashed", 4, null, "potato", "medium, boiled and mashed", "leading-text"],
    ["Onions - 2 medium, finely chopped", 2, null, "onion", "medium, finely chopped", "leading-text"],
    ["Mustard seeds - 1 tsp", 1, "teaspoon", "mustard seed", null, "leading-text"],
    ["Curry leaves - 10-12", [10, 12], null, "curry leaf", null, "leading-text"],
    ["Green chilies - 2-3, finely chopped", [2, 3], null, "green chili", "finely chopped", "leading-text"],
  ]),
  ...indexed(31330230097, [
    ["Shallots cut into two - 1 cup", 1, "cup", "shallot", "cut into two", "leading-text"],
    ["Coriander powder - 3 tbsp", 3, "tablespoon", "coriander powder", null, "leading-text"],
    ["Black pepper powder - 2 tsp", 2, "teaspoon", "black pepper powder", null, "leading-text"],
    ["Garam masala - 2-3 tsp", [2, 3], "teaspoon", "garam masala", null, "leading-text"],
    ["Fresh ginger, chopped - 4-5 cm", [4, 5], null, "ginger", "Fresh, chopped, cm", "leading-text"],
    ["Garlic cloves, chopped - 10 no.", 10, "clove", "garlic", "chopped, no.", "leading-text"],
  ]),
  ...indexed(70114451474, [["2 servings cooked rice", 2, null, "cooked rice", "servings", "unit-spelling"]]),
  ...indexed(54651160917, [
    ["1/2 cup Extra Virgin Olive Oil", 0.5, "cup", "extra virgin olive oil", null, "plain"],
    ["3–4 Cloves of Garlic (minced or smashed)", [3, 4], "clove", "garlic", "minced or smashed", "plain"],
    ["1/2 tsp Dried Oregano", 0.5, "teaspoon", "dried oregano", null, "plain"],
    ["A handful of Fresh Basil Leaves (chopped)", 1, "handful", "basil leaf", "Fresh, chopped", "leading-text"],
    ["Salt and Freshly Ground Black Pepper (to taste)", null, null, "salt and black pepper", "Freshly Ground, to taste", "flags"],
    ["A pinch of Red Pepper Flakes (optional)", 1, "pinch", "red pepper flake", "optional", "leading-text"],
  ]),
  ...indexed(31646755153, [
    ["a handful of fresh basil leaves, chives, or other herbs", 1, "handful", "basil leaf", "fresh, chives, or other herbs", "leading-text"],
    ["4 large sweet potatoes, spiralized", 4, null, "sweet potato", "spiralized", "size-word"],
    ["olive oil for drizzling", null, null, "olive oil", "for drizzling", "flags"],
  ]),
  ...indexed(32453923015, [
    ["1-1/2 cups shredded cheddar cheese", 1.5, "cup", "cheddar cheese", "shredded", "mixed-and"],
    ["8 bacon strips, cooked and crumbled", 8, null, "bacon strip", "cooked and crumbled", "plain"],
    ["1 tablespoon grated Parmesan cheese", 1, "tablespoon", "parmesan cheese", "grated", "plain"],
    ["4 green onions, sliced", 4, null, "green onion", "sliced", "plain"],
  ]),
  ...indexed(13772094220, [
    ["1-1/2 cups all-purpose flour", 1.5, "cup", "all-purpose flour", null, "mixed-and"],
    ["1-3/4 teaspoons baking powder", 1.75, "teaspoon", "baking powder", null, "mixed-and"],
    ["1 cup white sugar", 1, "cup", "white sugar", null, "plain"],
    ["1/2 cup butter", 0.5, "cup", "butter", null, "plain"],
  ]),
];
