import { describe, expect, it } from "vitest";
import { DEV_PAGES } from "./fixtures/dev-pages";
import { FIRST_HELD_OUT_PAGES } from "./fixtures/held-out-pages";
import { HELD_OUT_PAGES_2 } from "./fixtures/held-out-pages-2";
import { HELD_OUT_PAGES_3 } from "./fixtures/held-out-pages-3";
import { HELD_OUT_PAGES_4 } from "./fixtures/held-out-pages-4";
import type { PageFixture } from "./fixtures/page-fixture";
import { runFixture } from "./import-fixtures";

function expectDraftAsWritten(page: PageFixture) {
  const { draft, guessed } = runFixture(page);
  expect(draft, "a recipe was found").not.toBeNull();
  const e = page.expected;
  expect(draft!.title).toBe(e.title);
  expect(draft!.ingredient_lines).toEqual(e.ingredient_lines);
  expect(draft!.steps).toEqual(e.steps);
  expect(guessed).toBe(e.guessed ?? false);
  if (e.yields !== undefined) expect(draft!.yields).toBe(e.yields);
  if (e.serving_size !== undefined) expect(draft!.serving_size).toBe(e.serving_size);
  if (e.prep_time !== undefined) expect(draft!.prep_time).toBe(e.prep_time);
  if (e.cook_time !== undefined) expect(draft!.cook_time).toBe(e.cook_time);
  if (e.total_time !== undefined) expect(draft!.total_time).toBe(e.total_time);
  if (e.image_url !== undefined) expect(draft!.image_url).toBe(e.image_url);
  if (e.categories !== undefined) expect(draft!.categories).toEqual(e.categories);
  if (e.cuisine !== undefined) expect(draft!.cuisine).toBe(e.cuisine);
  if (e.sections !== undefined) expect(draft!.ingredient_sections.map((s) => s.title)).toEqual(e.sections);
  if (e.calories !== undefined) expect(draft!.nutrition?.calories ?? null).toBe(e.calories);
  expect(draft!.ingredients).toHaveLength(draft!.ingredient_lines.length);
  expect(draft!.source).toBe(page.url || null);
}

describe("recipe pages the extractor was developed on", () => {
  it.each(DEV_PAGES.map((p) => [p.name, p] as const))("%s", (_, page) => expectDraftAsWritten(page));
});

/** The first held-out set: measured once untuned (9 of 12), then tuned on, so now development pages too. */
describe("the first held-out pages, tuned on since their one measure", () => {
  it.each(FIRST_HELD_OUT_PAGES.map((p) => [p.name, p] as const))("%s", (_, page) => expectDraftAsWritten(page));
});

/**
 * The second held-out set: measured once untuned (21 of 30), then tuned on, so now development
 * pages too. Held on what it measured (title, ingredients and steps): its other expectations were
 * written for a measure and are left as written (docs/decisions/056).
 */
describe("the second held-out pages, tuned on since their one measure", () => {
  it.each(HELD_OUT_PAGES_2.map((p) => [p.name, p] as const))("%s", (_, page) => expect(runFixture(page).right).toBe(true));
});

/**
 * Never tuned on (docs/decisions/056): written on 2026-11-28 before its author read the extractor.
 * Measured untouched: 24 of 32 (75%); after the readable-page and pasted-text fallbacks were
 * improved on the earlier sets only: 25 of 32 (78%). The floor holds that figure against
 * regressions; misses are printed, not fixed here.
 */
function rightOf(pages: PageFixture[]) {
  const results = pages.map((page) => ({ page, ...runFixture(page) }));
  return { right: results.filter((r) => r.right).length, wrong: results.filter((r) => !r.right).map((r) => r.page.name) };
}

describe("held-out recipe pages", () => {
  it("title, ingredients and steps right as often as last measured (25 of 32)", () => {
    const { right, wrong } = rightOf(HELD_OUT_PAGES_3);
    console.info(`held-out: ${right}/${HELD_OUT_PAGES_3.length} right${wrong.length ? `; wrong: ${wrong.join("; ")}` : ""}`);
    expect(right).toBeGreaterThanOrEqual(25);
  });

  /**
   * The fourth set, written on 2026-11-28 by another hand that read only the fixture type: measured
   * untouched at 20 of 32 (pages with recipe markup 13 of 15, readable pages 5 of 9, pasted texts
   * 2 of 8). Only the count is printed: which pages miss is not for tuning.
   */
  it("the fourth set: right as often as first measured (20 of 32)", () => {
    const { right } = rightOf(HELD_OUT_PAGES_4);
    console.info(`held-out (fourth set): ${right}/${HELD_OUT_PAGES_4.length} right`);
    expect(right).toBeGreaterThanOrEqual(20);
  });
});
