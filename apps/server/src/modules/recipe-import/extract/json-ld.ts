import type { CheerioAPI } from "cheerio";
import { typesOf } from "./schema-org";

type Node = Record<string, unknown>;

/**
 * The first schema.org Recipe in the page's JSON-LD blocks: inside @graph, arrays, or another
 * node (a WebPage's mainEntity). Blocks that do not parse are skipped, after one repair of the
 * commonest slip (a trailing comma).
 */
export function findJsonLdRecipe($: CheerioAPI): Node | null {
  for (const el of $('script[type="application/ld+json" i]').toArray()) {
    const data = parseBlock($(el).text());
    const found = data === undefined ? null : findRecipe(data, 0);
    if (found) return found;
  }
  return null;
}

function parseBlock(raw: string): unknown {
  const body = raw
    .replace(/^\s*(?:\/\/)?\s*<!\[CDATA\[/, "")
    .replace(/(?:\/\/)?\s*\]\]>\s*$/, "")
    .replace(/^\s*<!--/, "")
    .replace(/-->\s*$/, "")
    .trim();
  try {
    return JSON.parse(body);
  } catch {
    try {
      return JSON.parse(body.replace(/,\s*([}\]])/g, "$1"));
    } catch {
      return undefined;
    }
  }
}

/** Depth-first, in document order; depth-limited so a hostile page cannot make it walk forever. */
function findRecipe(value: unknown, depth: number): Node | null {
  if (depth > 8 || !value || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findRecipe(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const node = value as Node;
  if (typesOf(node).includes("Recipe")) return node;
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage", "itemListElement", "item", "hasPart"]) {
    const found = findRecipe(node[key], depth + 1);
    if (found) return found;
  }
  return null;
}
