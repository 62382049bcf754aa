import { oneLine } from "./clean-text";
import { emptyRecipe, type FoundRecipe } from "./found-recipe";
import { AFTER_RECIPE, GROUP_TITLE, INGREDIENTS_HEADING, isNumbered, METHOD_HEADING, SIGN_OFF, stripMarker, YIELD_LINE } from "./headings";
import { readUnheadedText } from "./unheaded-text";

/**
 * A line that can be a recipe's name: not a greeting ("Hi Jo,"), a sentence, a label ("Quote
 * from: ..."), a quoted line or the yield. Emails and forum replies put such lines before it.
 */
const looksLikeTitle = (line: string) =>
  !/^(hi|hello|hey|dear)\b/i.test(line) &&
  !/[.!?,:;]$/.test(line) &&
  !/: /.test(line) &&
  !/^>/.test(line) &&
  !YIELD_LINE.test(line) &&
  line.split(" ").length <= 12;

/**
 * A recipe pasted as text: its first line is the title; lines under an "Ingredients" heading are
 * ingredients ("For the sauce:" opens a group), lines under a "Method" heading are steps.
 */
export function readPlainText(text: string): FoundRecipe | null {
  const lines = text.split(/\r?\n/).map(oneLine).filter(Boolean);
  const paragraphStarts = paragraphFirstLines(text);
  const isHeading = (l: string) => INGREDIENTS_HEADING.test(l) || METHOD_HEADING.test(l);
  if (!lines.some(isHeading)) return readUnheadedText(text);
  const intro = lines.slice(0, Math.max(0, lines.findIndex(isHeading)));
  const title = intro.find(looksLikeTitle) ?? lines.find((l) => !isHeading(l));
  if (!title) return null;
  const recipe = emptyRecipe(title);
  let part: "intro" | "ingredients" | "method" | "after" = "intro";
  let section = { title: null as string | null, lines: [] as string[] };
  let numberedSoFar = false;
  for (const line of lines.slice(lines.indexOf(title) + 1)) {
    if (part === "after") break;
    const yields = YIELD_LINE.exec(line);
    if (INGREDIENTS_HEADING.test(line)) part = "ingredients";
    else if (METHOD_HEADING.test(line)) part = "method";
    else if (part !== "method" && yields) recipe.yields = line;
    else if (part === "ingredients" && GROUP_TITLE.test(line)) {
      if (section.lines.length) recipe.sections.push(section);
      section = { title: line.replace(/:$/, ""), lines: [] };
    } else if (part === "ingredients") section.lines.push(stripMarker(line));
    else if (part === "method" && endsMethod(line, recipe.steps.length > 0 && numberedSoFar, paragraphStarts.has(line))) part = "after";
    // A numbered step wrapped over lines (text copied from a PDF) goes on in the next unnumbered line.
    else if (part === "method" && numberedSoFar && recipe.steps.length && !isNumbered(line) && !paragraphStarts.has(line))
      recipe.steps[recipe.steps.length - 1] += ` ${line}`;
    else if (part === "method") {
      numberedSoFar = recipe.steps.length === 0 ? isNumbered(line) : numberedSoFar && isNumbered(line);
      recipe.steps.push(stripMarker(line));
    } else if (!recipe.description) recipe.description = line;
  }
  recipe.sections.push(section);
  recipe.sections = recipe.sections.filter((s) => s.lines.length);
  return recipe;
}

/**
 * Where the method ends in pasted text: a "Notes"/"Tips" heading, a sign-off ("Enjoy! x"), or,
 * after numbered steps, an unnumbered line that opens a new paragraph.
 */
function endsMethod(line: string, stepsWereNumbered: boolean, opensParagraph: boolean): boolean {
  if (AFTER_RECIPE.test(line) && line.split(" ").length <= 4) return true;
  if (SIGN_OFF.test(line)) return true;
  return stepsWereNumbered && opensParagraph && !isNumbered(line);
}

/** The first line of each paragraph (text after a blank line), as written. */
function paragraphFirstLines(text: string): Set<string> {
  return new Set(
    text
      .split(/\r?\n\s*\r?\n/)
      .map((p) => oneLine(p.split(/\r?\n/).find((l) => oneLine(l)) ?? ""))
      .filter(Boolean),
  );
}
