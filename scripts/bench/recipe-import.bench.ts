// Recipe import: a 500 KB recipe page read into a draft (parse, find the recipe, clip, parse its
// ingredient lines), without the network. Target: p95 under 300 ms on this machine. Also the
// fixture pages' figures: development (tuned on) and held out (never tuned on).
import { DEV_PAGES } from "../../apps/server/src/modules/recipe-import/fixtures/dev-pages";
import { FIRST_HELD_OUT_PAGES } from "../../apps/server/src/modules/recipe-import/fixtures/held-out-pages";
import { HELD_OUT_PAGES_2 } from "../../apps/server/src/modules/recipe-import/fixtures/held-out-pages-2";
import { HELD_OUT_PAGES_3 } from "../../apps/server/src/modules/recipe-import/fixtures/held-out-pages-3";
import { HELD_OUT_PAGES_4 } from "../../apps/server/src/modules/recipe-import/fixtures/held-out-pages-4";
import { runFixture } from "../../apps/server/src/modules/recipe-import/import-fixtures";
import { extractFromHtml } from "../../apps/server/src/modules/recipe-import/extract/extract-recipe";
import { toDraft } from "../../apps/server/src/modules/recipe-import/to-draft";
import { atLeast, atMost } from "./support/figures.mjs";

const RUNS = 40;
const TARGET_P95_MS = 300;

/** A big blog page: the first fixture's recipe after ~500 KB of articles, comments and scripts, as real pages are. */
function bigPage(): string {
  const filler = Array.from(
    { length: 900 },
    (_, i) =>
      `<div class="comment"><p>Comment ${i}: I made this with <a href="/x/${i}">my own twist</a> &amp; it was great!</p><script>var t${i}=${i};</script></div>`,
  ).join("");
  const page = DEV_PAGES[0]!.body.replace("<main>", `<main>${filler.repeat(4)}`);
  return page;
}

export async function run() {
  const html = bigPage();
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const started = performance.now();
    const found = extractFromHtml(html, DEV_PAGES[0]!.url);
    if (!found) throw new Error("the big page lost its recipe");
    toDraft(found.found, DEV_PAGES[0]!.url);
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = Math.round(times[Math.ceil(times.length * 0.95) - 1]! * 10) / 10;
  const score = (pages: typeof DEV_PAGES) => Math.round((pages.filter((p) => runFixture(p).right).length / pages.length) * 1000) / 10;
  const figures = {
    pageKb: { value: Math.round(html.length / 1024), target: "~500", pass: html.length > 450_000 },
    importP95Ms: atMost(p95, TARGET_P95_MS),
    // The first two held-out sets were tuned on once measured (docs/decisions/056); the third and
    // fourth never were.
    devRightPct: { value: score([...DEV_PAGES, ...FIRST_HELD_OUT_PAGES, ...HELD_OUT_PAGES_2]), target: "tuned on", pass: true },
    heldOutRightPct: atLeast(score(HELD_OUT_PAGES_3), 90),
    heldOut4RightPct: atLeast(score(HELD_OUT_PAGES_4), 90),
  };
  return { figures, runs: RUNS, medianMs: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, pass: p95 < TARGET_P95_MS };
}
