import { load } from "cheerio";
import { hasRecipe, type FoundRecipe } from "./found-recipe";
import { findItemScopeRecipe } from "./item-scope";
import { findJsonLdRecipe } from "./json-ld";
import { readPlainText } from "./plain-text";
import { pageTitle, readReadablePage } from "./readable-page";
import { fromSchemaOrg, typesOf } from "./schema-org";

export const FAST_HTML = { xml: { xmlMode: false, decodeEntities: true } } as const;

export interface Extraction {
  found: FoundRecipe;
  /** read from headings and lists, not from recipe markup: the member is told to check it */
  guessed: boolean;
}

/**
 * A recipe page: schema.org Recipe in JSON-LD first, then microdata or RDFa, then the page read
 * by its headings. A markup recipe missing its ingredients or steps falls through to the next.
 */
export function extractFromHtml(html: string, url: string | null): Extraction | null {
  // htmlparser2 in HTML mode, not parse5: about three times faster on big pages (the 300 ms budget).
  const $ = load(html, FAST_HTML);
  for (const node of [findJsonLdRecipe($), findItemScopeRecipe($)]) {
    if (!node) continue;
    const found = fromSchemaOrg(node, url);
    if (!found.title) found.title = pageTitle($);
    if (hasRecipe(found)) return { found, guessed: false };
  }
  const found = readReadablePage($);
  return hasRecipe(found) ? { found, guessed: true } : null;
}

/** Pasted text: a schema.org JSON-LD file (our own export, for one) or a recipe as a person writes it. */
export function extractFromText(text: string): Extraction | null {
  const json = parseJson(text);
  if (json !== undefined) {
    const node = firstRecipe(json);
    const found = node ? fromSchemaOrg(node, null) : null;
    return hasRecipe(found) ? { found, guessed: false } : null;
  }
  if (/^\s*</.test(text)) return extractFromHtml(text, null);
  const found = readPlainText(text);
  return hasRecipe(found) ? { found, guessed: true } : null;
}

function parseJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function firstRecipe(value: unknown): Record<string, unknown> | null {
  const list = Array.isArray(value) ? value : [value];
  for (const item of list.flatMap((v) => (v && typeof v === "object" && "@graph" in v ? [v["@graph"]].flat() : [v]))) {
    if (item && typeof item === "object" && typesOf(item as Record<string, unknown>).includes("Recipe")) return item as Record<string, unknown>;
  }
  return null;
}
