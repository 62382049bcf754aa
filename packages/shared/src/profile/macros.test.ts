import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DEFAULT_MACROS, MACRO_KEYS, macroTotal, rescaleMacros, type Macros } from "./macros";

const percent = fc.integer({ min: 0, max: 100 });
/** Any starting point, including stored values that do not add up to 100. */
const anyMacros = fc.record({ protein: percent, carbs: percent, fat: percent });
/** Starting points the sliders themselves produce: whole numbers adding up to 100. */
const validMacros = fc
  .tuple(percent, percent)
  .map(([x, y]) => [Math.min(x, y), Math.max(x, y)] as const)
  .map(([lo, hi]): Macros => ({ protein: lo, carbs: hi - lo, fat: 100 - hi }));
const key = fc.constantFrom(...MACRO_KEYS);
const others = (k: (typeof MACRO_KEYS)[number]) => MACRO_KEYS.filter((o) => o !== k) as [typeof k, typeof k];

describe("rescaleMacros (spec section 4, macro sliders)", () => {
  it("keeps the total at 100 after any move, from any starting point", () => {
    fc.assert(
      fc.property(anyMacros, key, fc.integer({ min: -50, max: 150 }), (macros, k, value) => {
        const next = rescaleMacros(macros, k, value);
        expect(macroTotal(next)).toBe(100);
        for (const m of MACRO_KEYS) {
          expect(Number.isInteger(next[m])).toBe(true);
          expect(next[m]).toBeGreaterThanOrEqual(0);
          expect(next[m]).toBeLessThanOrEqual(100);
        }
        expect(next[k]).toBe(Math.min(100, Math.max(0, value)));
      }),
    );
  });

  it("sets the other two to 0 when the moved one becomes 100", () => {
    fc.assert(
      fc.property(anyMacros, key, (macros, k) => {
        const next = rescaleMacros(macros, k, 100);
        for (const o of others(k)) expect(next[o]).toBe(0);
      }),
    );
  });

  it("splits the remainder evenly when the other two were both 0", () => {
    fc.assert(
      fc.property(key, fc.integer({ min: 0, max: 100 }), (k, value) => {
        const start = { protein: 0, carbs: 0, fat: 0, [k]: 100 } as Macros;
        const next = rescaleMacros(start, k, value);
        const [a, b] = others(k).map((o) => next[o]) as [number, number];
        expect(a + b).toBe(100 - value);
        expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("rescales the other two in proportion (to the nearest whole percent)", () => {
    fc.assert(
      fc.property(validMacros, key, percent, (macros, k, value) => {
        const [a, b] = others(k);
        fc.pre(macros[a] + macros[b] > 0);
        const next = rescaleMacros(macros, k, value);
        const exact = ((100 - value) * macros[a]) / (macros[a] + macros[b]);
        expect(Math.abs(next[a] - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("changes nothing when a slider is set to its current value", () => {
    fc.assert(
      fc.property(validMacros, key, (macros, k) => {
        expect(rescaleMacros(macros, k, macros[k])).toEqual(macros);
      }),
    );
  });

  it.each([
    [DEFAULT_MACROS, "protein", 50, { protein: 50, carbs: 29, fat: 21 }],
    [DEFAULT_MACROS, "carbs", 100, { protein: 0, carbs: 100, fat: 0 }],
    [{ protein: 100, carbs: 0, fat: 0 }, "protein", 41, { protein: 41, carbs: 30, fat: 29 }],
    [{ protein: 20, carbs: 20, fat: 60 }, "fat", 0, { protein: 50, carbs: 50, fat: 0 }],
  ] as const)("from %o, %s to %i gives %o", (start, k, value, expected) => {
    expect(rescaleMacros(start, k, value)).toEqual(expected);
  });
});
