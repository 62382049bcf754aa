import type { Ingredient } from "../ingredient";
import { coreFood } from "../ingredient-parser/core-food";
import { LINE_CLASSES, type LabelledLine, type LineClass } from "./labelled-line";

export interface LineResult {
  expected: LabelledLine;
  got: Ingredient;
  quantity: boolean;
  unit: boolean;
  name: boolean;
  note: boolean;
  /** quantity, unit and core food name all right */
  all: boolean;
}

export interface Score {
  lines: number;
  quantity: number;
  unit: number;
  name: number;
  all: number;
  /** informational: the note's words, in any order */
  note: number;
  byClass: Record<LineClass, { lines: number; all: number }>;
  misses: LineResult[];
}

/** Quantities agree to the third decimal ("2/3 cup" labelled 0.667) or within half a percent. */
const near = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) <= Math.max(0.001, Math.abs(b) * 0.005));
const words = (text: string | null) =>
  (text ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9/ ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(" ");

function judge(expected: LabelledLine, got: Ingredient): LineResult {
  const quantity = near(got.quantity, expected.quantity) && near(got.quantityMax, expected.quantityMax);
  const unit = got.unit === expected.unit;
  const name = coreFood(got.food ?? got.name) === coreFood(expected.name);
  return { expected, got, quantity, unit, name, note: words(got.note) === words(expected.note), all: quantity && unit && name };
}

/** Shares (0-1) of lines the parser reads right, overall and per class. */
export function scoreLines(lines: readonly LabelledLine[], parse: (line: string) => Ingredient): Score {
  const results = lines.map((l) => judge(l, parse(l.line)));
  const share = (key: "quantity" | "unit" | "name" | "all" | "note") => results.filter((r) => r[key]).length / Math.max(1, results.length);
  const byClass = Object.fromEntries(
    LINE_CLASSES.map((c) => {
      const of = results.filter((r) => r.expected.class === c);
      return [c, { lines: of.length, all: of.filter((r) => r.all).length / Math.max(1, of.length) }];
    }),
  ) as Score["byClass"];
  return {
    lines: results.length,
    quantity: share("quantity"),
    unit: share("unit"),
    name: share("name"),
    all: share("all"),
    note: share("note"),
    byClass,
    misses: results.filter((r) => !r.all),
  };
}

/** A score's shares without its lines. */
export type Figures = Omit<Score, "misses" | "note">;

/**
 * Shares only, no line and no miss: how the fresh test part is scored, since nobody reads it
 * (README.md, "Fresh evaluation set"). The misses are dropped before anything can print them.
 */
export function scoreFigures(lines: readonly LabelledLine[], parse: (line: string) => Ingredient): Figures {
  const { lines: count, quantity, unit, name, all, byClass } = scoreLines(lines, parse);
  return { lines: count, quantity, unit, name, all, byClass };
}
