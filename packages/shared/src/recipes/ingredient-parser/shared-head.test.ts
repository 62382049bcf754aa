import { describe, expect, it } from "vitest";
import { parseLine } from "./parse-line";

/** Line and the core food read from it. */
type Row = [line: string, food: string];

describe('"X or Y <head>": the name is X, with the head noun it shares with Y', () => {
  it.each<Row>([
    // X names a kind of the head
    ["1 tbsp lime or lemon juice", "lime juice"],
    ["3 cups beef or vegetable stock", "beef stock"],
    ["2 cups reduced-sodium chicken or veggie broth", "reduced-sodium chicken broth"],
    ["2 tbsp sunflower or rapeseed oil", "sunflower oil"],
    ["1/2 cup Gruyère or Comté cheese, grated", "gruyere cheese"],
    ["1 tsp sea or kosher salt", "sea salt"],
    ["1 cup soy or oat milk", "soy milk"],
    ["8 corn or wheat tortillas", "corn tortilla"],
    ["1 tbsp Dijon or English mustard", "dijon mustard"],
    // a shade or state qualifies the rest of Y's name
    ["2 tbsp white or red wine vinegar", "white wine vinegar"],
    ["1 cup dark or light brown sugar", "dark brown sugar"],
    ["1 yellow or orange bell pepper", "yellow bell pepper"],
    ["Green, Red or Yellow Bell Pepper", "green bell pepper"],
    ["2 cups frozen or fresh raspberries", "frozen raspberry"],
    ["1 cup fresh or frozen sweetcorn", "sweetcorn"],
    ["3 tbsp creamy or crunchy almond butter", "creamy almond butter"],
    // one brand for another
    ["1 tsp Morton or 2 tsp Diamond Crystal kosher salt", "morton kosher salt"],
    // "X/Y" is "X or Y"
    ["1 lb ground pork/beef", "ground pork"],
    ["2 tbsp lemon/lime juice", "lemon juice"],
    ["1 tsp cornstarch / potato starch", "cornstarch"],
  ])("%s", (line, food) => expect(parseLine(line).food).toBe(food));

  it.each<Row>([
    // X is a food of its own
    ["1 cup water or vegetable stock", "water"],
    ["2 tbsp butter or coconut oil", "butter"],
    ["1 tbsp honey or agave syrup", "honey"],
    ["1/2 cup milk or single cream", "milk"],
    ["2 cups kale or baby spinach", "kale"],
    ["1 tsp cumin or chili powder", "cumin"],
    ["2 tbsp lemon juice or white wine vinegar", "lemon juice"],
    ["1 lb chicken breasts or thighs", "chicken breast"],
    ["salt and/or pepper", "salt and/or pepper"],
  ])("%s", (line, food) => expect(parseLine(line).food).toBe(food));
});
