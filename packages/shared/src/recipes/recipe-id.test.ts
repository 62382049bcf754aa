import { describe, expect, it } from "vitest";
import { checkRecipeId, PLACEHOLDER_ID_MARKERS } from "./recipe-id";
import { normalizeSteps, timeLabel } from "./display";

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
  it("time label", () => {
    expect([timeLabel("simple"), timeLabel("complex"), timeLabel(null)]).toEqual(["30 min", "45+ min", "45+ min"]);
  });
  it("steps: nested lists flattened, 'Step N:' stripped, blanks dropped", () => {
    expect(normalizeSteps(["Step 1: Chop.", ["step 2 - Fry.", "Serve."], "  ", 7])).toEqual(["Chop.", "Fry.", "Serve."]);
  });
});
