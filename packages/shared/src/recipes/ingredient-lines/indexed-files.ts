import { fromIndexedFile } from "./labelled-line";

/**
 * Lines found by exact-string search over public GitHub files (mixed numbers written with
 * "and" / "&", rare unit spellings). The search index names these files only by an id, so
 * the source says that id; README.md explains how to read one back.
 */
const indexed = fromIndexedFile;

export const INDEXED_FILES = [
  ...indexed(21453101714, [["1 and 1/2 cups (150g) graham cracker crumbs", 1.5, "cup", "graham cracker crumb", null, "mixed-and"]]),
  ...indexed(54648425503, [["3 and 1/2 cups (438g) bread flour, spooned and leveled", 3.5, "cup", "bread flour", "spooned and leveled", "mixed-and"]]),
  ...indexed(30239255997, [["1 and 1/2 cups (6oz or 168g) shredded mozzarella cheese", 1.5, "cup", "mozzarella cheese", "6oz or 168g, shredded", "mixed-and"]]),
  ...indexed(55774759304, [["1 and 1/2 cups flour", 1.5, "cup", "flour", null, "mixed-and"]]),
  ...indexed(44589245877, [["1 and 1/2 cups pineapple, diced", 1.5, "cup", "pineapple", "diced", "mixed-and"]]),
  ...indexed(31927854672, [
    ["- 1 and 1/2 cup of salted and softened butter", 1.5, "cup", "salted butter", "softened", "mixed-and"],
    ["- 2 and 1/2 cups powdered sugar", 2.5, "cup", "powdered sugar", null, "mixed-and"],
  ]),
  ...indexed(71223452488, [["one and a half cups flour", 1.5, "cup", "flour", null, "mixed-and"]]),
  ...indexed(4328914394, [["1 and 1/2 cups sugar", 1.5, "cup", "sugar", null, "mixed-and"]]),
  ...indexed(3013618559, [["1 and a half cups milk", 1.5, "cup", "milk", null, "mixed-and"]]),
  ...indexed(10677224792, [
    ["1 & 1/2 cups/200g Dairy-Free Dark Chocolate", 1.5, "cup", "dairy-free dark chocolate", null, "mixed-and"],
    ["1 & 1/2 cups/170g Self Raising flour", 1.5, "cup", "self raising flour", null, "mixed-and"],
  ]),
  ...indexed(3106548347, [["1 & 1/2 Cups Heavy Whipping Cream", 1.5, "cup", "heavy whipping cream", null, "mixed-and"]]),
  ...indexed(59400047703, [["1 & 1/2 Cups Cream", 1.5, "cup", "cream", null, "mixed-and"]]),
  ...indexed(12347119709, [["1 & 1/2 cups white sugar", 1.5, "cup", "white sugar", null, "mixed-and"]]),
  ...indexed(16634438182, [["1 & 1/2 cups beef broth", 1.5, "cup", "beef broth", null, "mixed-and"]]),
  ...indexed(28511916790, [["1 & 1/2 cups frozen pineapple", 1.5, "cup", "frozen pineapple", null, "mixed-and"]]),
  ...indexed(41858923000, [
    ["2 Tbspn Sugar", 2, "tablespoon", "sugar", null, "unit-spelling"],
    ["1 tspn vanilla extract", 1, "teaspoon", "vanilla extract", null, "unit-spelling"],
    ["3/4 cup of milk", 0.75, "cup", "milk", null, "plain"],
  ]),
  ...indexed(21418875262, [
    ["1 tbspn garam masala", 1, "tablespoon", "garam masala", null, "unit-spelling"],
    ["6 large carrots, peeled and cut", 6, null, "carrot", "peeled and cut", "size-word"],
  ]),
  ...indexed(6000635965, [["2 tbspn Crushed Red Pepper", 2, "tablespoon", "red pepper", "crushed", "unit-spelling"]]),
  ...indexed(71491103357, [["2 tbsp fresh pomegranate pearls", 2, "tablespoon", "pomegranate pearl", "fresh", "plain"]]),
];
