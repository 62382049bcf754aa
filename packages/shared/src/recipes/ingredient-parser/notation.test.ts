import { describe, expect, it } from "vitest";
import { parseLine } from "./parse-line";
import { reading, type ReadingRow } from "./reading";

describe("numbers and containers as cooks write them", () => {
  it.each<ReadingRow>([
    ["1,250 g strong white flour", 1250, "gram", "strong white flour"],
    ["2,000.5 ml water", 2000.5, "milliliter", "water"],
    ["1,5 kg waxy potatoes", 1.5, "kilogram", "waxy potato"],
    ["3 /4 cup rolled oats", 0.75, "cup", "rolled oat"],
    ["2 1 /4 cups milk", 2.25, "cup", "milk"],
    ["1 / 3 cup honey", 1 / 3, "cup", "honey"],
    ["2-1/4 tsp instant yeast", 2.25, "teaspoon", "instant yeast"],
    ["3½ cups bread flour", 3.5, "cup", "bread flour"],
    ["1 ¾ cups buttermilk", 1.75, "cup", "buttermilk"],
    ["2 1⁄3 cups sugar", 2 + 1 / 3, "cup", "sugar"],
    ["1–1½ tsp chilli flakes", [1, 1.5], "teaspoon", "chilli flake"],
    ["0.25 cup tahini", 0.25, "cup", "tahini"],
    ["2 dozen littleneck clams", 24, null, "littleneck clam"],
    ["½ doz. quail eggs", 6, null, "quail egg"],
    ["1 lb 12 oz beef brisket", 1, "pound", "beef brisket"],
    ["2 lg. sweet potatoes", 2, null, "sweet potato"],
    ["1 med. courgette", 1, null, "courgette"],
    // container sizes
    ["1 12-oz bottle beer", 1, "bottle", "beer"],
    ["3 x 400g tins cannellini beans", 3, "can", "cannellini bean"],
    ["1 large (796 ml) can diced tomatoes", 1, "can", "tomato"],
    ["1 (10 to 12-ounce) bag frozen spinach", 1, "bag", "frozen spinach"],
    ["1 3- to 4-pound whole duck", 1, null, "duck"],
    ["2 (14-ounce; 400g) cans coconut milk", 2, "can", "coconut milk"],
    ["half a bunch of chives", 0.5, "bunch", "chive"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));

  it("keeps the size of one container", () => {
    expect(parseLine("1 (10 to 12-ounce) bag frozen spinach").containerSize).toEqual({ quantity: 10, quantityMax: 12, unit: "ounce" });
    expect(parseLine("1 3- to 4-pound whole duck").containerSize).toEqual({ quantity: 3, quantityMax: 4, unit: "pound" });
    expect(parseLine("1 large (796 ml) can diced tomatoes")).toMatchObject({ size: "large", containerSize: { quantity: 796, unit: "milliliter" } });
  });
});
