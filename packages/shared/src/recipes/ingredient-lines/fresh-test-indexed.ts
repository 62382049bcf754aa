import { fromIndexedFile } from "./labelled-line";

/**
 * Fresh evaluation set, test part (never tuned on): amounts after the name, juice and zest of a
 * fruit, bullets, found by exact-string search in files the development part does not use. The
 * index names these files only by an id (README.md).
 */
const indexed = fromIndexedFile;

export const FRESH_TEST_INDEXED = [
  ...indexed(29534418889, [
    ["Black Cardamoms 2", 2, null, "black cardamom", null, "leading-text"],
    ["Green chilies 4", 4, null, "green chili", null, "leading-text"],
    ["Green Cardamoms 4", 4, null, "green cardamom", null, "leading-text"],
    ["Onion 250 gm", 250, "gram", "onion", null, "leading-text"],
    ["Ghee 250 gm", 250, "gram", "ghee", null, "leading-text"],
    ["Yogurt 475 gm", 475, "gram", "yogurt", null, "leading-text"],
    ["Whole black pepper 1 tsp", 1, "teaspoon", "black pepper", "Whole", "leading-text"],
    ["Nutmeg & mace 1 tsp", 1, "teaspoon", "nutmeg & mace", null, "leading-text"],
    ["Black cumin 1 tsp", 1, "teaspoon", "black cumin", null, "leading-text"],
    ["Salt 1 tsp ", 1, "teaspoon", "salt", null, "leading-text"],
    ["Chili powder 1 tbsp", 1, "tablespoon", "chili powder", null, "leading-text"],
    ["Ginger Garlic paste 1 tbsp", 1, "tablespoon", "ginger garlic paste", null, "leading-text"],
    ["Kewra 1 tbsp", 1, "tablespoon", "kewra", null, "leading-text"],
    ["Ginger chopped 1 tbsp", 1, "tablespoon", "ginger", "chopped", "leading-text"],
    ["Coriander powder 2 tsp", 2, "teaspoon", "coriander powder", null, "leading-text"],
    ["All spIce powder 2 tbsp", 2, "tablespoon", "all spice powder", null, "leading-text"],
  ]),
  ...indexed(23448356808, [
    ["Rice 2 cups", 2, "cup", "rice", null, "leading-text"],
    ["Pork 150g", 150, "gram", "pork", null, "leading-text"],
    ["Leek 1", 1, null, "leek", null, "leading-text"],
    ["White sesame", null, null, "white sesame", null, "plain"],
    ["Sake 1 tbsp", 1, "tablespoon", "sake", null, "leading-text"],
    ["Soy sauce 1 tsp", 1, "teaspoon", "soy sauce", null, "leading-text"],
    ["Dashi powder 1 tsp", 1, "teaspoon", "dashi powder", null, "leading-text"],
    ["Sesame oil 1 tbsp", 1, "tablespoon", "sesame oil", null, "leading-text"],
  ]),
  ...indexed(26026322448, [
    ["• 3 ¼ cups water", 3.25, "cup", "water", null, "leading-text"],
    ["• 8 ounces whole-wheat spaghett", 8, "ounce", "whole-wheat spaghett", null, "leading-text"],
    ["• ½ cup Castelvetrano olives, cut away from the pit", 0.5, "cup", "castelvetrano olive", "cut away from the pit", "leading-text"],
    ["• 2 teaspoons fresh lemon zest, plus juice of half a lemon", 2, "teaspoon", "lemon zest", "fresh, plus juice of half a lemon", "leading-text"],
    ["• 2 (5 ounce) cans unsalted tuna, drained and flaked", 2, "can", "unsalted tuna", "drained and flaked", "container"],
    ["• 3 tablespoons chopped fresh dill", 3, "tablespoon", "dill", "chopped fresh", "leading-text"],
  ]),
  ...indexed(2427467223, [
    ["Zest of a whole lemon", 1, null, "lemon zest", "whole", "leading-text"],
    ["Juice of half a lemon", 0.5, null, "lemon juice", null, "leading-text"],
    ["½ tablespoon vanilla extract", 0.5, "tablespoon", "vanilla extract", null, "plain"],
    ["135 grams sugar", 135, "gram", "sugar", null, "plain"],
    ["275 grams flour", 275, "gram", "flour", null, "plain"],
  ]),
  ...indexed(56376020971, [
    ["2 tbsp linden honey", 2, "tablespoon", "linden honey", null, "plain"],
    ["1 cm fresh ginger", 1, null, "ginger", "cm, fresh", "plain"],
    ["250 ml hot water", 250, "milliliter", "water", "hot", "plain"],
  ]),
  ...indexed(30947093868, [
    ["3 tbsp extra virgin olive oil", 3, "tablespoon", "extra virgin olive oil", null, "plain"],
    ["1 tbsp red wine vinegar", 1, "tablespoon", "red wine vinegar", null, "plain"],
    ["½ tsp Dijon mustard (optional)", 0.5, "teaspoon", "dijon mustard", "optional", "flags"],
  ]),
];
