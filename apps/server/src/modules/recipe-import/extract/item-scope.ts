import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { elementText, htmlLines } from "./clean-text";

type Node = Record<string, unknown>;

/** Microdata and RDFa spell the same thing with different attributes. */
const SYNTAXES = [
  { scope: "[itemscope][itemtype]", type: "itemtype", prop: "itemprop", isScope: (el: Cheerio<Element>) => el.is("[itemscope]") },
  { scope: "[typeof]", type: "typeof", prop: "property", isScope: (el: Cheerio<Element>) => el.is("[typeof]") },
] as const;
type Syntax = (typeof SYNTAXES)[number];

const localName = (v: string) =>
  v
    .trim()
    .split(/\s+/)[0]!
    .replace(/^.*[/:#]/, "");

/** The first Recipe written as microdata or RDFa, rebuilt as a schema.org node (like JSON-LD's). */
export function findItemScopeRecipe($: CheerioAPI): Node | null {
  for (const syntax of SYNTAXES) {
    const root = $(syntax.scope)
      .filter((_, el) => ($(el).attr(syntax.type) ?? "").split(/\s+/).some((t) => localName(t) === "Recipe"))
      .first();
    if (root.length) return readScope($, root, syntax);
  }
  return null;
}

/** Properties of one scope: its descendants that carry a property, not crossing into nested scopes. */
function readScope($: CheerioAPI, scope: Cheerio<Element>, syntax: Syntax): Node {
  const node: Node = { "@type": localName(scope.attr(syntax.type) ?? "") };
  const visit = (parent: Cheerio<Element>) => {
    parent.children().each((_, child) => {
      const el = $(child);
      const names = (el.attr(syntax.prop) ?? "").split(/\s+/).filter(Boolean).map(localName);
      const nested = syntax.isScope(el);
      if (names.length) {
        const value = nested ? readScope($, el, syntax) : valueOf($, el, names);
        for (const name of names) node[name] = name in node ? [...[node[name]].flat(), value] : value;
      }
      if (!nested) visit(el);
    });
  };
  visit(scope);
  return node;
}

function valueOf($: CheerioAPI, el: Cheerio<Element>, names: string[]): unknown {
  const content = el.attr("content") ?? el.attr("datetime");
  if (content !== undefined) return content;
  if (el.is("img, source, video, audio")) return el.attr("src") ?? "";
  if (el.is("a, link")) return el.attr("href") ?? "";
  // Instructions as one element holding a list or paragraphs: one step each.
  if (names.includes("recipeInstructions")) {
    const lines = htmlLines($.html(el.contents()) ?? "");
    return lines.length > 1 ? lines : elementText(el);
  }
  return elementText(el);
}
