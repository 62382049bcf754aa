import { readIngredient } from "../ingredient-food";
import { ALLERGEN_FAMILIES, DIET_BREAKERS, DIETS, type AllergenFamily, type Diet, type Mark } from "../marks";
import type { LabelledFoodLine } from "./labelled-food-line";

/** What the knowledge says of one label: held for sure, maybe held (or the line could not be placed), or not held. */
type Said = "held" | "maybe" | "not";

export interface FoodLineResult {
  line: LabelledFoodLine;
  /** labels the line certainly holds that the knowledge did not report at all: safety misses */
  missed: string[];
  /** labels reported as certainly held that the line does not hold: false alarms */
  falseAlarms: string[];
  /** labels reported as "could not be checked" that the line certainly does not hold: caution that costs choice */
  overcautious: string[];
}

export interface FoodLineScore {
  lines: number;
  /** share of certain labels (families and broken diets) the knowledge reported, certain or not: must be 1 */
  recall: number;
  /** share of certain labels the knowledge reported as certainly held (not only "could not check") */
  heldRecall: number;
  /** share of lines with no false alarm */
  noFalseAlarm: number;
  /** share of lines read exactly: nothing missed, nothing false, nothing over-cautious */
  exact: number;
  results: FoodLineResult[];
}

function judge(line: LabelledFoodLine): FoodLineResult & { certainLabels: number; found: number; held: number } {
  const reading = readIngredient(line.line);
  const has = new Set<Mark>(reading.foods.flatMap((f) => [...f.has]));
  const may = new Set<Mark>(reading.foods.flatMap((f) => [...f.may]));
  const unknown = reading.unknown.length > 0;
  const said = (marks: readonly Mark[]): Said => (marks.some((m) => has.has(m)) ? "held" : unknown || marks.some((m) => may.has(m)) ? "maybe" : "not");
  const labels: { name: string; expected: "held" | "maybe" | "not"; said: Said }[] = [
    ...ALLERGEN_FAMILIES.map((f: AllergenFamily) => ({
      name: f,
      expected: line.contains.includes(f) ? ("held" as const) : line.mayContain.includes(f) ? ("maybe" as const) : ("not" as const),
      said: said([f]),
    })),
    ...DIETS.map((d: Diet) => ({
      name: `not ${d}`,
      expected: line.breaks.includes(d) ? ("held" as const) : line.mayBreak.includes(d) ? ("maybe" as const) : ("not" as const),
      said: said(DIET_BREAKERS[d]),
    })),
  ];
  const certain = labels.filter((l) => l.expected === "held");
  return {
    line,
    missed: certain.filter((l) => l.said === "not").map((l) => l.name),
    falseAlarms: labels.filter((l) => l.expected === "not" && l.said === "held").map((l) => l.name),
    overcautious: labels.filter((l) => l.expected === "not" && l.said === "maybe").map((l) => l.name),
    certainLabels: certain.length,
    found: certain.filter((l) => l.said !== "not").length,
    held: certain.filter((l) => l.said === "held").length,
  };
}

/** How the food knowledge reads a labelled table: safety first (recall), then precision. */
export function scoreFoodLines(lines: readonly LabelledFoodLine[]): FoodLineScore {
  const judged = lines.map(judge);
  const certain = judged.reduce((n, j) => n + j.certainLabels, 0);
  const found = judged.reduce((n, j) => n + j.found, 0);
  const held = judged.reduce((n, j) => n + j.held, 0);
  return {
    lines: lines.length,
    recall: certain === 0 ? 1 : found / certain,
    heldRecall: certain === 0 ? 1 : held / certain,
    noFalseAlarm: judged.filter((j) => j.falseAlarms.length === 0).length / Math.max(1, lines.length),
    exact: judged.filter((j) => !j.missed.length && !j.falseAlarms.length && !j.overcautious.length).length / Math.max(1, lines.length),
    results: judged.map(({ line, missed, falseAlarms, overcautious }) => ({ line, missed, falseAlarms, overcautious })),
  };
}
