import { describe, expect, it } from "vitest";
import { checkRecipeId, PLACEHOLDER_ID_MARKERS } from "./recipe-id";
import { minutesLabel, normalizeSteps, timeLabel } from "./display";

describe("checkRecipeId", () => {
  it.each([
    ["3f2504e0-4f89-41d3-9a0c-0305e82c3301", "ok"],
    ["C56A4180-65AA-42EC-A945-5FD21DEC0538", "ok"],
    ["3f2504e0-4f89-61d3-9a0c-0305e82c3301", "invalid"],
    ["not-a-uuid", "invalid"],
    ["", "missing"],
    [undefined, "missing"],
  ] as const)("%s -> %s", (id, expected) => {
    expect(checkRecipeId(id)).toBe(expected);
  });

  it.each(PLACEHOLDER_ID_MARKERS)("marker %s means still being generated, in any case", (marker) => {
    expect(checkRecipeId(`${marker}42`)).toBe("placeholder");
    expect(checkRecipeId(`x-${marker.toUpperCase()}`)).toBe("placeholder");
  });
});

describe("display rules", () => {
  it.each([
    ["prep + cook under an hour", { complexity: "simple", prep_time: 15, cook_time: 25 }, "40 min"],
    ["a 'simple' recipe that takes long says so", { complexity: "simple", prep_time: 20, cook_time: 70 }, "1 h 30 min"],
    ["a 'complex' recipe that is quick says so", { complexity: "complex", prep_time: 10, cook_time: 15 }, "25 min"],
    ["only a cook time", { complexity: "simple", prep_time: null, cook_time: 120 }, "2 h"],
    ["no times: the spec's simple label", { complexity: "simple", prep_time: null, cook_time: null }, "30 min"],
    ["no times: the spec's other label", { complexity: "complex" }, "45+ min"],
    ["no times, no complexity", { complexity: null }, "45+ min"],
  ])("time label: %s", (_name, recipe, label) => {
    expect(timeLabel(recipe)).toBe(label);
  });
  it("minutes label", () => {
    expect([minutesLabel(15), minutesLabel(90), minutesLabel(120), minutesLabel(null), minutesLabel(-1)]).toEqual(["15 min", "1 h 30 min", "2 h", null, null]);
  });
  it("steps: nested lists flattened, 'Step N:' stripped, blanks dropped", () => {
    expect(normalizeSteps(["Step 1: Chop.", ["step 2 - Fry.", "Serve."], "  ", 7])).toEqual(["Chop.", "Fry.", "Serve."]);
  });
});
