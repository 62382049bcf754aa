import type { RecipeImportDraft } from "@sierra/shared";
import { extractFromHtml, extractFromText } from "./extract/extract-recipe";
import type { PageFixture } from "./fixtures/page-fixture";
import { toDraft } from "./to-draft";

export interface FixtureResult {
  draft: RecipeImportDraft | null;
  guessed: boolean;
  /** title, ingredient lines and steps all as a cook would expect */
  right: boolean;
}

/** One fixture page through the extractor, as the import route reads it (no network). */
export function runFixture(page: PageFixture): FixtureResult {
  const found = page.kind === "text" ? extractFromText(page.body) : extractFromHtml(page.body, page.url);
  const draft = found ? toDraft(found.found, page.url || null) : null;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const right =
    !!draft && draft.title === page.expected.title && same(draft.ingredient_lines, page.expected.ingredient_lines) && same(draft.steps, page.expected.steps);
  return { draft, guessed: found?.guessed ?? false, right };
}
