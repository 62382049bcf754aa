import { load } from "cheerio";

const BLOCK = "p, li, br, div, h1, h2, h3, h4, h5, h6, tr, td, th, dt, dd, section, article, blockquote, pre";

/** One line of text: whitespace (non-breaking spaces included) collapsed, ends trimmed. */
export const oneLine = (s: string) => s.replace(/[\s\u00a0\u200b\ufeff]+/g, " ").trim();

/**
 * Text a page gave inside JSON-LD or an attribute: may hold entities ("Mac &amp; Cheese") or
 * tags ("<p>Stir</p>"). Parsed as an HTML fragment so both are read as a browser would.
 */
export function cleanText(value: string): string {
  if (!/[<&]/.test(value)) return oneLine(value);
  const $ = load(value, null, false);
  $(BLOCK).after(" ");
  return oneLine($.root().text());
}

/** Text of an element with its blocks apart: "<p>a</p><p>b</p>" reads "a b", not "ab". */
export function elementText($el: { html(): string | null }): string {
  return cleanText($el.html() ?? "");
}

/**
 * The separate lines of a bit of HTML: its list items or paragraphs when it has them, else its
 * <br>-separated lines, else the text split on newlines.
 */
export function htmlLines(html: string): string[] {
  const $ = load(html, null, false);
  const items = $("li");
  const blocks = items.length ? items : $("p");
  if (blocks.length > 1 || items.length)
    return blocks
      .toArray()
      .map((el) => elementText($(el)))
      .filter(Boolean);
  $("br").replaceWith("\n");
  return $.root().text().split(/\n+/).map(oneLine).filter(Boolean);
}
