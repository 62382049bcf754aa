import { describe, expect, it } from "vitest";
import { reading, type ReadingRow } from "./reading";

describe("part of a fruit: the amount counts the fruit", () => {
  it.each<ReadingRow>([
    // one part: named for the part
    ["juice of 4 lemons", 4, null, "lemon juice"],
    ["Juice of ½ lime", 0.5, null, "lime juice"],
    ["the juice of one grapefruit", 1, null, "grapefruit juice"],
    ["juice from 3 oranges (about 1 cup)", 3, null, "orange juice"],
    ["Freshly squeezed juice of 2 blood oranges", 2, null, "blood orange juice"],
    ["Finely grated zest of 1 large lemon", 1, null, "lemon zest"],
    ["zest from 2 unwaxed limes", 2, null, "unwaxed lime zest"],
    ["Grated rind of half an orange", 0.5, null, "orange rind"],
    ["Zest of 1 clementine, finely grated", 1, null, "clementine zest"],
    // two parts: named for the fruit
    ["Zest and juice of 2 limes", 2, null, "lime"],
    ["juice and zest of 1 orange, plus extra juice to taste", 1, null, "orange"],
    ["Finely grated zest & juice of 1 lemon", 1, null, "lemon"],
    // a measured amount of the part, then its fruit
    ["2 tbsp juice from 1 lime", 2, "tablespoon", "lime juice"],
    ["1 tsp zest of 1 lemon", 1, "teaspoon", "lemon zest"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));

  it.each<ReadingRow>([
    // the part named first as a food stays as it was
    ["2 tbsp fresh lemon juice", 2, "tablespoon", "lemon juice"],
    ["1 orange, zested and juiced", 1, null, "orange"],
    ["Juice, to taste", null, null, "juice"],
  ])("%s", (line, ...expected) => expect(reading(line)).toEqual(expected));
});
