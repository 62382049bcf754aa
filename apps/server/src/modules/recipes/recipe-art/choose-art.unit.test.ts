import { describe, expect, it } from "vitest";
import { chooseRecipeArt, MAX_INGREDIENTS, type ArtInput } from "./choose-art";

const art = (title: string, categories: string[] = [], foods: string[] = []) => chooseRecipeArt({ title, categories, foods });

describe("the dish a recipe image shows", () => {
  // Recipes as Sierra or a member might write them, not only the catalogue's.
  it.each([
    ["Spicy Miso Ramen", [], "steaming-bowl"],
    ["Coconut Chia Pudding with Mango", ["Breakfast", "Dessert"], "bowl-with-spoon"],
    ["Banana Oat Pancakes", ["Breakfast"], "pancakes"],
    ["Weeknight Lentil Soup", ["Dinner"], "pot-of-food"],
    ["Homestyle Chicken Noodle Soup", ["Soup"], "steaming-bowl"], // the longer phrase at the end
    ["Chicken Tikka Masala", ["Dinner"], "curry-rice"],
    ["Spaghetti Bolognese", [], "spaghetti"],
    ["Crispy Fish Tacos", [], "taco"],
    ["Bean and Cheese Burritos", [], "burrito"],
    ["Turkey Club Sandwich", [], "sandwich"],
    ["Margherita Pizza", [], "pizza"],
    ["Salmon Avocado Sushi Rolls", [], "sushi"],
    ["Pork Dumplings", [], "dumpling"],
    ["Rustic Sourdough Bread", ["Baking"], "bread"],
    ["Lemon Drizzle Cake", ["Dessert"], "shortcake"],
    ["Oatmeal Raisin Cookies", [], "cookie"],
    ["Mango Banana Smoothie", ["Drinks"], "cup-with-straw"],
    ["Egg Fried Rice", [], "cooked-rice"],
    ["Cheese Omelette", [], "cooking"],
    ["Grilled Ribeye Steak", [], "cut-of-meat"],
    ["Crispy Falafel", [], "falafel"],
    ["Pork Tamales", [], "tamale"],
    ["Seafood Paella", ["Rice"], "shallow-pan-of-food"],
    ["Ackee and Saltfish", ["Breakfast", "Seafood"], "fish"],
    // the dish comes before "with", "in", "de", "al": the rest is what it is served with
    ["Sopa de Tortilla", ["Soup"], "pot-of-food"],
    ["Eggs in Purgatory", ["Eggs"], "cooking"],
    ["Grilled Cheese with Creamy Tomato Soup", ["Sandwich", "Soup"], "sandwich"],
    ["Tacos al Pastor with Pineapple", [], "taco"],
    ["Pan con Tomate", [], "bread"],
    // a title that names only a food: the food, after any category that names a dish
    ["Maple-Mustard Salmon with Green Beans", ["Dinner"], "fish"],
    ["Greek Lemon Chicken and Potatoes", ["Dinner"], "poultry-leg"],
    ["Butter Chicken", ["Curry"], "curry-rice"],
  ] as const)("%s (%j) -> %s", (title, categories, dish) => {
    expect(art(title, [...categories]).dish).toBe(dish);
  });

  it("title words beat categories, categories beat ingredients", () => {
    expect(art("Banana Pancakes", ["Dessert"], ["salmon"])).toMatchObject({ dish: "pancakes", dishFrom: "title" });
    expect(art("Grandma's Sunday Special", ["Dinner", "Soup"], ["chicken thigh"])).toMatchObject({ dish: "pot-of-food", dishFrom: "category" });
    expect(art("Grandma's Sunday Special", ["Dinner"], ["olive oil", "salmon fillet", "lemon"])).toMatchObject({ dish: "fish", dishFrom: "ingredients" });
    expect(art("Grandma's Sunday Special", [], ["water"])).toMatchObject({ dish: "shallow-pan-of-food", dishFrom: "fallback" });
  });

  it("a category that says little gives way to the food the title names", () => {
    expect(art("Smoky Jerk Chicken", ["Dinner", "Grill"]).dish).toBe("poultry-leg");
    expect(art("Mystery Skewers of the Day", ["Grill"]).dish).toBe("oden");
    expect(art("Something Off the Grill", ["Grill"]).dish).toBe("meat-on-bone");
  });
});

describe("the foods around the dish", () => {
  const foods = (input: Partial<ArtInput> & { title: string }) => chooseRecipeArt({ categories: [], foods: [], ...input }).ingredients;

  it("the chia pudding shows coconut and mango, not leaves", () => {
    const shown = foods({ title: "Coconut Chia Pudding with Mango", foods: ["chia seed", "coconut milk", "maple syrup", "mango", "lime"] });
    expect(shown.slice(0, 2)).toEqual(["coconut", "mango"]);
    expect(shown).not.toContain("leafy-green");
    expect(shown).not.toContain("herb");
  });

  it.each([
    ["coconut milk", "coconut"],
    ["cherry tomato", "tomato"],
    ["egg noodle", "spaghetti"],
    ["peanut butter", "peanuts"],
    ["red pepper flake", "hot-pepper"],
    ["boneless skinless chicken thigh", "poultry-leg"],
    ["salt cod", "fish"],
    ["green bean", "pea-pod"],
    ["black eyed pea", "beans"],
    ["sweet potato", "roasted-sweet-potato"],
    ["bean sprout", "seedling"],
  ])("the head noun names the food: %s -> %s", (food, icon) => {
    expect(foods({ title: "Weeknight Soup", foods: [food, "salt", "flour"] })[0]).toBe(icon);
  });

  it("liquids and seasonings that hide a food word are not drawn", () => {
    expect(foods({ title: "Weeknight Soup", foods: ["olive oil", "chicken stock", "fish sauce", "garlic powder", "coconut water"] })).toEqual(["garlic"]);
  });

  it("title foods come first, then what makes the dish, then flavourings; staples only to make up two", () => {
    const shown = foods({ title: "Tomato Soup", foods: ["onion", "garlic", "lemon juice", "basil", "tomato", "carrot", "salt"] });
    expect(shown).toEqual(["tomato", "carrot", "lemon", "herb"]);
    expect(foods({ title: "Plain Rice", foods: ["rice", "water", "salt", "butter"] })).toEqual(["salt", "butter"]);
  });

  it("never repeats the dish, what the dish already shows, or a food; never more than four", () => {
    const shown = foods({ title: "Fish Tacos", foods: ["cod", "corn tortilla", "cabbage", "lime", "lime", "avocado", "crema", "cilantro", "jalapeno"] });
    expect(shown).toEqual(["fish", "leafy-green", "avocado", "lime"]);
    expect(shown.length).toBeLessThanOrEqual(MAX_INGREDIENTS);
    expect(foods({ title: "Chicken Rice Bowl", foods: ["rice", "chicken", "scallion"] })).not.toContain("sheaf-of-rice");
  });

  it("a food that is part of the dish's name is not an ingredient", () => {
    expect(foods({ title: "Tortilla Española", foods: ["potato", "egg"] })).toEqual(["potato", "egg"]);
    expect(foods({ title: "Tofu Fresh Spring Rolls", foods: ["rice paper", "tofu"] })).not.toContain("bread");
  });
});
