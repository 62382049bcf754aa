import { importMessages, type RecipeImportInput, type RecipeImportResponse } from "@sierra/shared";
import { OutboundError, type OutboundClient } from "../../adapters/http";
import { AppError } from "../../http/errors";
import type { Extraction } from "./extract/extract-recipe";

const PAGE_TYPES = ["text/html", "application/xhtml+xml", "application/ld+json", "application/json", "text/plain"];

/**
 * A draft from a page address, a pasted page or pasted text. Nothing is stored: the member
 * reviews the draft and saves it with POST /api/recipes.
 */
export async function importRecipe(client: OutboundClient, input: RecipeImportInput): Promise<RecipeImportResponse> {
  const { extractFromHtml, extractFromText, toDraft } = await import("./extraction");
  let found: Extraction | null;
  let source: string | null = null;
  if (input.text !== undefined) found = extractFromText(input.text);
  else if (input.html !== undefined) {
    source = input.url ?? null;
    found = extractFromHtml(input.html, source);
  } else {
    const page = await fetchPage(client, input.url!);
    source = page.url;
    found = page.contentType.includes("json") ? extractFromText(page.text) : extractFromHtml(page.text, page.url);
  }
  if (!found) throw new AppError(422, "NO_RECIPE", importMessages.noRecipe);
  return { draft: toDraft(found.found, source), warnings: found.guessed ? [importMessages.guessed] : [] };
}

async function fetchPage(client: OutboundClient, url: string) {
  try {
    const res = await client.get(url, { accept: PAGE_TYPES });
    return { url: res.url, contentType: res.contentType, text: decode(res.body, res.charset) };
  } catch (error) {
    throw importFailure(error);
  }
}

/** The page's text in its declared character set (header or <meta charset>), UTF-8 otherwise. */
function decode(body: Buffer, charset: string | null): string {
  const head = body.subarray(0, 2048).toString("latin1");
  const declared = charset ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

function importFailure(error: unknown): AppError {
  if (!(error instanceof OutboundError)) return new AppError(502, "IMPORT_UNREACHABLE", importMessages.unreachable);
  switch (error.failure) {
    case "blocked":
    case "bad_url":
      return new AppError(422, "IMPORT_BLOCKED", importMessages.blocked);
    case "timeout":
      return new AppError(504, "IMPORT_TIMEOUT", importMessages.timeout);
    case "too_large":
      return new AppError(413, "IMPORT_TOO_LARGE", importMessages.tooLarge);
    case "bad_type":
      return new AppError(422, "IMPORT_NOT_A_PAGE", importMessages.notHtml);
    default:
      return new AppError(502, "IMPORT_UNREACHABLE", importMessages.unreachable);
  }
}
