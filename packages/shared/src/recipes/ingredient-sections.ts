import type { Ingredient } from "./ingredient-shape";
import type { RecipeInput } from "./input";

type LineInput = RecipeInput["ingredients"][number];

/** A group of ingredient lines as the page titled it ("For the frosting"); null for lines before any title. */
export interface IngredientSection {
  title: string | null;
  lines: string[];
}

/** The lines of each group, in the recipe's input shape: a titled group's lines carry its name. */
export function sectionedInput(sections: IngredientSection[]): LineInput[] {
  return sections.flatMap((s) => s.lines.map((line) => (s.title ? { line, section: s.title } : line)));
}

/** Groups as the review's text box shows them: each title on its own line, ending with a colon. */
export function sectionsAsText(sections: IngredientSection[]): string {
  return sections.flatMap((s) => (s.title ? [`${s.title.replace(/:$/, "")}:`, ...s.lines] : s.lines)).join("\n");
}

// A heading the member typed or kept: short, ends with a colon, and is not an amount ("Salt:" is a heading too).
const HEADING = /^(?!\d)[^:]{1,80}:$/;

/** The review's text box back as recipe input: a line ending with a colon names the group of the lines below it. */
export function sectionsFromText(text: string): LineInput[] {
  let section: string | null = null;
  const out: LineInput[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    if (HEADING.test(line)) section = line.slice(0, -1).trim();
    else out.push(section ? { line, section } : line);
  }
  return out;
}

/** Consecutive ingredients of the same group, with their positions: how the recipe page and the export show them. */
export function groupedIngredients(ingredients: Pick<Ingredient, "section">[]): { title: string | null; indexes: number[] }[] {
  const groups: { title: string | null; indexes: number[] }[] = [];
  ingredients.forEach((ingredient, index) => {
    const title = ingredient.section ?? null;
    const last = groups.at(-1);
    if (last && last.title === title) last.indexes.push(index);
    else groups.push({ title, indexes: [index] });
  });
  return groups;
}
