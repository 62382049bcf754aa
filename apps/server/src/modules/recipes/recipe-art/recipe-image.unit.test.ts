import { describe, expect, it } from "vitest";
import { normalizeIngredient } from "@sierra/shared";
import { CATALOGUE } from "../catalogue/catalogue-files";
import { chooseRecipeArt } from "./choose-art";
import { recipeArtInput, recipeImageSvg } from "./recipe-image";

// Every catalogue recipe as the image route sees it: ingredients parsed as on a write.
const recipes = CATALOGUE.map((r) =>
  recipeArtInput({ id: r.slug, title: r.title, cuisine: r.cuisine, categories: r.categories, ingredients: r.ingredients.map(normalizeIngredient) }),
);
const arts = new Map(recipes.map((r) => [r.title, chooseRecipeArt(r)]));
const artOf = (title: string) => {
  const art = arts.get(title);
  if (!art) throw new Error(`No catalogue recipe is called "${title}"`);
  return art;
};

/** Opening and closing tags pair up, and nothing is left open: well-formed enough for an XML parser. */
function unbalancedTag(svg: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return name!;
  }
  return open[0] ?? null;
}

describe("catalogue recipe images", () => {
  it("every recipe's dish is named by its title or its categories", () => {
    const unnamed = recipes.filter((r) => !["title", "category"].includes(artOf(r.title).dishFrom)).map((r) => r.title);
    expect(unnamed).toEqual([]);
  });

  it.each([
    ["Coconut Chia Pudding with Mango", "bowl-with-spoon", ["coconut", "mango"]],
    ["Fluffy Buttermilk Pancakes", "pancakes", []],
    ["Weeknight Chicken Pho", "steaming-bowl", ["poultry-leg"]],
    ["Tacos al Pastor with Pineapple", "taco", ["pineapple"]],
    ["Ackee and Saltfish", "fish", []],
    ["Spaghetti Carbonara", "spaghetti", ["bacon", "egg"]],
    ["Butter Chicken", "curry-rice", ["poultry-leg"]],
    ["Classic Cobb Salad", "green-salad", ["bacon", "egg"]],
    ["Andalusian Gazpacho", "pot-of-food", ["tomato", "cucumber"]],
    ["BLT with Avocado on Toasted Sourdough", "sandwich", ["avocado", "bacon"]],
    ["Salted Salmon and Sesame Onigiri", "rice-ball", ["fish"]],
    ["Pork and Napa Cabbage Potstickers", "dumpling", ["cut-of-meat"]],
    ["Herby Falafel Pitas with Tahini Sauce", "falafel", ["beans"]],
    ["Za'atar Manakish Flatbreads", "flatbread", []],
    ["Brown Sugar Chocolate Chip Cookies", "cookie", ["chocolate-bar"]],
    ["Classic Tiramisu", "shortcake", []],
    ["Mango Cardamom Lassi", "cup-with-straw", ["mango"]],
    ["Tropical Green Smoothie", "cup-with-straw", ["mango", "banana"]],
    ["Spiced Masala Chai", "teacup-without-handle", []],
    ["Smoky Jollof Rice", "cooked-rice", ["tomato"]],
    ["Classic French Omelette with Chives", "cooking", ["egg"]],
    ["Glossy Salmon Teriyaki", "fish", []],
    ["Lowcountry Shrimp and Grits", "shrimp", ["ear-of-corn"]],
    ["Smoky Jerk Chicken", "poultry-leg", []],
    ["Citrus-Marinated Carne Asada", "cut-of-meat", []],
    ["Seafood Paella with Saffron", "shallow-pan-of-food", ["shrimp"]],
    ["Chicken Enchiladas Verdes", "burrito", ["poultry-leg"]],
    ["Diner Smash Burgers", "hamburger", ["cut-of-meat", "cheese-wedge"]],
    ["Classic Shepherd's Pie", "pie", ["cut-of-meat"]],
    ["Molcajete-Style Guacamole", "avocado", ["tomato"]],
  ] as const)("%s shows %s with %j", (title, dish, foods) => {
    const art = artOf(title);
    expect(art.dish).toBe(dish);
    expect(art.ingredients).toEqual(expect.arrayContaining([...foods]));
  });

  it("the chia pudding is not drawn as leaves", () => {
    expect(artOf("Coconut Chia Pudding with Mango").ingredients).not.toEqual(expect.arrayContaining(["leafy-green"]));
    expect(artOf("Coconut Chia Pudding with Mango").ingredients).not.toContain("herb");
  });

  it("every recipe shows two to four of its foods, except those with fewer drawable foods", () => {
    // Plantains with butter and sugar, spinach with sesame and soy: no other food has an emoji.
    const fewer = ["Spinach with Sesame Dressing", "Caramelised Sweet Plantains"];
    const outside = recipes.filter((r) => {
      const n = artOf(r.title).ingredients.length;
      return n < 2 || n > 4;
    });
    expect(outside.map((r) => r.title).sort()).toEqual([...fewer].sort());
    for (const title of fewer) expect(artOf(title).ingredients.length, title).toBe(1);
  });

  it("no two recipes among the ten most common dishes show the same foods, and no dish draws more than 15% of the catalogue", () => {
    const byDish = new Map<string, string[]>();
    for (const r of recipes) byDish.set(artOf(r.title).dish, [...(byDish.get(artOf(r.title).dish) ?? []), r.title]);
    const common = [...byDish.entries()].sort((a, b) => b[1].length - a[1].length).slice(0, 10);
    expect(common[0]![1].length).toBeLessThanOrEqual(recipes.length * 0.15);
    for (const [dish, titles] of common) {
      const looks = new Map<string, string>();
      for (const title of titles) {
        const key = [...artOf(title).ingredients].sort().join(",");
        expect(looks.get(key), `${title} looks like ${looks.get(key)} (${dish}: ${key})`).toBeUndefined();
        looks.set(key, title);
      }
    }
  });

  it("every image is a well-formed, self-contained, accessible SVG, the same each time", () => {
    for (const recipe of recipes) {
      const svg = recipeImageSvg(recipe);
      expect(svg, recipe.title).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 300" role="img"><title>[^<]+<\/title>/);
      expect(unbalancedTag(svg), recipe.title).toBeNull();
      // Nothing a sanitizer removes or the CSP (img-src 'self' data:) refuses: no script, handlers,
      // styles or links outside the picture (the butter icon reuses its own shapes by "#id").
      expect(svg).not.toMatch(/<script|<style|<foreignObject|<image|\son\w+=|href="(?!#)|url\((?!#)/i);
      expect(recipeImageSvg(recipe)).toBe(svg);
    }
  });

  it("the title is escaped, and another id lays out and colours the same recipe differently", () => {
    const base = { title: `Mac & "Cheese" <Deluxe>`, cuisine: null, categories: ["Pasta"], foods: ["macaroni", "cheddar", "milk", "breadcrumb"] };
    const svg = recipeImageSvg({ ...base, id: "a" });
    expect(svg).toContain("<title>Mac &#38; &#34;Cheese&#34; &#60;Deluxe&#62;</title>");
    expect(recipeImageSvg({ ...base, id: "b" })).not.toBe(svg);
  });
});
