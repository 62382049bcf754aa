import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftIsValid, draftToRecipeInput, recipeInputSchema } from "@sierra/shared";
import { extractFromHtml, extractFromText } from "./extract/extract-recipe";
import { toDraft } from "./to-draft";

/** Text as pages write it: words, entities, stray tags, odd whitespace, step markers, very long runs. */
const pageText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom(" ", "&amp;", "<p>", "</li>", "\u00a0", "Step 1:", "1.", "•", "&#39;", "\n\t", "x"),
  fc.array(fc.constantFrom("2 cups", " flour", "&frac12;", "<b>", "salt", "\u00a0", "  "), { maxLength: 12 }).map((p) => p.join("")),
);
const duration = fc.oneof(fc.constantFrom("PT10M", "PT1H30M", "P2D", "PT99999M", "P0DT0H45M", "nonsense", ""), fc.nat({ max: 100000 }));
const yieldShape = fc.oneof(fc.nat({ max: 100000 }), pageText, fc.array(pageText, { maxLength: 3 }), fc.record({ value: fc.nat(), unitText: pageText }));
const step = fc.oneof(pageText, fc.record({ "@type": fc.constant("HowToStep"), text: pageText }));
const instructions = fc.oneof(
  pageText,
  fc.array(step, { maxLength: 80 }),
  fc.array(fc.record({ "@type": fc.constant("HowToSection"), name: pageText, itemListElement: fc.array(step, { maxLength: 5 }) }), { maxLength: 20 }),
);
const recipeNode = fc.record(
  {
    "@type": fc.constantFrom("Recipe", ["Recipe", "NewsArticle"]),
    name: pageText,
    description: pageText,
    recipeIngredient: fc.array(pageText, { maxLength: 150 }),
    recipeInstructions: instructions,
    recipeYield: yieldShape,
    prepTime: duration,
    cookTime: duration,
    totalTime: duration,
    recipeCategory: fc.oneof(pageText, fc.array(pageText, { maxLength: 20 })),
    recipeCuisine: fc.oneof(pageText, fc.array(pageText, { maxLength: 3 })),
    image: fc.oneof(pageText, fc.webUrl(), fc.record({ url: fc.webUrl() }), fc.array(fc.webUrl(), { maxLength: 3 })),
  },
  { requiredKeys: [] },
);

describe("every draft the import answers validates against the recipe schema", () => {
  it("from JSON-LD of any shape", () => {
    fc.assert(
      fc.property(recipeNode, (node) => {
        const html = `<html><head><script type="application/ld+json">${JSON.stringify(node).replace(/</g, "\\u003c")}</script></head><body></body></html>`;
        const found = extractFromHtml(html, "https://example.com/r/1");
        if (!found) return;
        const draft = toDraft(found.found, "https://example.com/r/1");
        const parsed = recipeInputSchema.safeParse(draftToRecipeInput(draft));
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("from pasted text of any shape", () => {
    const lines = fc.array(fc.oneof(pageText, fc.constantFrom("Ingredients", "Method", "For the sauce:", "Serves 4", "- 1 egg", "1. Mix.")), { maxLength: 60 });
    fc.assert(
      fc.property(lines, (parts) => {
        const found = extractFromText(parts.join("\n"));
        if (found) expect(draftIsValid(toDraft(found.found, null))).toBe(true);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
