import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { elementText, oneLine } from "./clean-text";
import { emptyRecipe, type FoundRecipe } from "./found-recipe";
import { AFTER_RECIPE, GROUP_TITLE, INGREDIENTS_HEADING, METHOD_HEADING, SIGN_OFF, YIELD_LINE } from "./headings";

const HEADING = "h1, h2, h3, h4, h5, h6";
const level = (el: Cheerio<Element>) => (el.is(HEADING) ? Number(el.prop("tagName")!.slice(1)) : 7);

/**
 * A page with no recipe markup, read as a person would: the title, the list after an
 * "Ingredients" heading (sub-headings kept as groups), the list or paragraphs after a "Method"
 * heading. The caller warns that this was guessed.
 */
export function readReadablePage($: CheerioAPI): FoundRecipe | null {
  const headings = $(`${HEADING}, p > strong:only-child, p > b:only-child`)
    .toArray()
    .map((el) => $(el));
  const ingredients = headings.find((h) => INGREDIENTS_HEADING.test(oneLine(h.text())));
  const method = headings.find((h) => METHOD_HEADING.test(oneLine(h.text())));
  if (!ingredients || !method) return null;
  const recipe = emptyRecipe(pageTitle($));
  recipe.sections = [];
  let section = { title: null as string | null, lines: [] as string[] };
  const block = blockAfter($, ingredients).filter((el) => !isLinksOnly($, el));
  // Where the ingredients are in lists or tables, a paragraph beside them is a note or the yield, not a line.
  const listed = block.some((el) => el.is("ul, ol, table") || el.find("li, tr").length > 0);
  for (const el of block) {
    const text = oneLine(el.text());
    if (el.is(HEADING) || GROUP_TITLE.test(text)) {
      if (section.lines.length || section.title) recipe.sections.push(section);
      section = { title: text.replace(/:$/, ""), lines: [] };
    } else if (listed && !el.is("ul, ol, table") && !el.find("li, tr").length) {
      if (YIELD_LINE.test(text) && !recipe.yields) recipe.yields = text;
    } else section.lines.push(...linesOf($, el));
  }
  recipe.sections.push(section);
  recipe.sections = recipe.sections.filter((s) => s.lines.length);
  recipe.steps = untilSignOff(blockAfter($, method).flatMap((el) => (el.is(HEADING) || isLinksOnly($, el) ? [] : linesOf($, el))));
  return recipe;
}

/** The method ends at a sign-off ("Enjoy! 😋"); what follows it is chat, not steps. */
const untilSignOff = (steps: string[]) => {
  const end = steps.findIndex((step) => SIGN_OFF.test(step));
  return end === -1 ? steps : steps.slice(0, end);
};

/** A paragraph of links only ("Print recipe", "Pin · Print"): the page's buttons, not the recipe. */
function isLinksOnly($: CheerioAPI, el: Cheerio<Element>): boolean {
  if (el.is("ul, ol, table, li") || !el.find("a").length) return false;
  const copy = el.clone();
  copy.find("a").remove();
  return !/[\p{L}\p{N}]/u.test(copy.text());
}

/** What follows a heading up to the next heading of its level or above (climbing out of a wrapper if it is alone). */
function blockAfter($: CheerioAPI, heading: Cheerio<Element>): Cheerio<Element>[] {
  const top = level(heading.is(HEADING) ? heading : heading.parent());
  let start: Cheerio<Element> = heading.is(HEADING) ? heading : heading.parent();
  while (!start.next().length && start.parent().length && !start.parent().is("body")) start = start.parent();
  const out: Cheerio<Element>[] = [];
  for (let el = start.next(); el.length; el = el.next()) {
    const text = oneLine(el.text());
    if (el.is(HEADING) && (level(el) <= top || INGREDIENTS_HEADING.test(text) || METHOD_HEADING.test(text) || AFTER_RECIPE.test(text))) break;
    if (el.is("p") && el.children("strong:only-child, b:only-child").length && (METHOD_HEADING.test(text) || INGREDIENTS_HEADING.test(text))) break;
    // A wrapper holding a heading of this level or above (comments, "You might also like") is past the recipe.
    if (
      !el.is(HEADING) &&
      el
        .find(HEADING)
        .toArray()
        .some((h) => level($(h)) <= top)
    )
      break;
    out.push(el);
  }
  return out;
}

/** List items, a table's rows, or the <br>-separated lines of a paragraph. */
function linesOf($: CheerioAPI, el: Cheerio<Element>): string[] {
  // A header row ("Amount | Ingredient") names the columns; it is not a line.
  const rows = (el.is("table") ? el.find("tr") : el.find("table tr")).filter((_, row) => !$(row).parent().is("thead") && $(row).children("td").length > 0);
  if (rows.length)
    return rows
      .toArray()
      .map((row) =>
        $(row)
          .children("td, th")
          .toArray()
          .map((cell) => elementText($(cell)))
          .filter(Boolean)
          .join(" "),
      )
      .filter(Boolean);
  const items = el.is("ul, ol") ? el.children("li") : el.find("li");
  if (items.length)
    return items
      .toArray()
      .map((item) => elementText($(item)))
      .filter(Boolean);
  // Paragraphs in a wrapper are one line each (steps written as paragraphs).
  const paragraphs = el.is("p") ? [] : el.find("p").toArray();
  if (paragraphs.length > 1) return paragraphs.flatMap((p) => linesOf($, $(p)));
  if (el.find("br").length)
    return (el.html() ?? "")
      .split(/<br\s*\/?>/i)
      .map((part) => elementText($("<div>").html(part)))
      .filter(Boolean);
  const text = elementText(el);
  return text ? [text] : [];
}

export function pageTitle($: CheerioAPI): string {
  const h1 = oneLine($("h1").first().text());
  if (h1) return h1;
  const og = oneLine($('meta[property="og:title"]').attr("content") ?? "");
  if (og) return og;
  return oneLine($("title").first().text()).split(/\s+[|–—-]\s+/)[0] ?? "";
}
