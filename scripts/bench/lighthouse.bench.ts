// Lighthouse, mobile preset (simulated slow 4G and a 4x slower CPU), the system Chromium, the
// median of 3 runs per page (target 2): performance >= 95, accessibility 100, best
// practices 100, SEO >= 95; FCP <= 1.5 s, LCP <= 1.5 s, CLS <= 0.02, TBT <= 100 ms.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { loadavg } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPass, atLeast, atMost, type Figure } from "./support/figures.mjs";
import { signIn, startServer } from "./support/server";

const EMAIL = "bench-lighthouse@example.com";
const PASSWORD = "bench-lighthouse-password";
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_ONLY=/pricing,member:/pantry audits only those pages (a quicker look at a few); "member:" marks a signed-in page. */
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(",").filter(Boolean);
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 95, fcpMs: 1500, lcpMs: 1500, cls: 0.02, tbtMs: 100 };

type Figures = {
  jsCssKb: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
};

async function audit(url: string, port: number, cookie?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  // What keeps a category below 100, so the figure explains itself.
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable",
    )
    .map((a) => a.id);
  // A run Lighthouse could not finish (no paint seen, a protocol timeout) scores 0: say why.
  if (runtimeError) failing.unshift(`runtime error: ${runtimeError.code}`);
  // Bytes on the wire (compressed) of every script and stylesheet the page loaded.
  const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsCssKb =
    Math.round(
      requests.filter((r) => r.resourceType === "Script" || r.resourceType === "Stylesheet").reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4,
    ) / 10;
  return {
    jsCssKb,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    cls: value("cumulative-layout-shift"),
    tbtMs: Math.round(value("total-blocking-time")),
    failing,
  };
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
/** A page's figures beside their targets (`npm run bench` prints them as a table). */
const pageFigures = (f: Figures): Record<string, Figure> => ({
  performance: atLeast(f.performance, TARGETS.performance),
  accessibility: atLeast(f.accessibility, TARGETS.accessibility),
  "best practices": atLeast(f.bestPractices, TARGETS.bestPractices),
  seo: atLeast(f.seo, TARGETS.seo),
  "FCP ms": atMost(f.fcpMs, TARGETS.fcpMs),
  "LCP ms": atMost(f.lcpMs, TARGETS.lcpMs),
  CLS: atMost(f.cls, TARGETS.cls),
  "TBT ms": atMost(f.tbtMs, TARGETS.tbtMs),
});

export async function run({ root }: { root: string }) {
  const loadBefore = loadavg().map((l) => Math.round(l * 100) / 100);
  const dataDir = mkdtempSync(join(tmpdir(), "sierra-bench-lighthouse-"));
  const server = await startServer(root, 3318, { DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD }, "lighthouse-server");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const cookie = await signIn(server.url, EMAIL, PASSWORD);
    const firstRecipe = ((await (await fetch(`${server.url}/api/recipes`)).json()) as { recipes: { id: string }[] }).recipes[0]!.id;
    // APP_URL is localhost: the session cookie belongs to that host name.
    const base = `http://localhost:${new URL(server.url).port}`;
    // Every page a visitor or a member opens (each meal-plan view, the recipe list and
    // a search, a recipe, both profile tabs' addresses, pantry, lists, subscription, help, admin,
    // onboarding, pricing, the landing), each as the person who opens it.
    // Onboarding is a visitor's: it signs them up (a member is sent on to their profile).
    const visitorPages = ["/", "/pricing", "/help", "/onboarding", "/recipes", "/recipes?q=chicken", `/recipe/${firstRecipe}`];
    const memberPages = [
      "/dashboard",
      "/meal-plans?view=weekly",
      "/meal-plans?view=monthly",
      "/meal-plans?view=daily",
      "/recipes",
      "/recipes?q=chicken",
      `/recipe/${firstRecipe}`,
      "/recipes/community",
      "/recipes/import",
      "/profile",
      "/preferences",
      "/pantry",
      "/shopping-lists",
      "/subscription",
      "/help",
      "/admin",
    ];
    const pages = [...visitorPages.map((path) => ({ path, cookie: undefined })), ...memberPages.map((path) => ({ path, cookie }))];
    const results: Record<string, Figures & { pass: boolean }> = {};
    const figures: Record<string, Figure> = {};
    for (const page of pages.filter((p) => !ONLY || ONLY.some((only) => `${p.cookie ? "member:" : ""}${p.path}`.startsWith(only)))) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${base}${page.path}`, chrome.port, page.cookie));
      const m = median(runs);
      const name = `${page.cookie ? "member " : ""}${page.path.startsWith("/recipe/") ? "/recipe/:id" : page.path}`;
      const own = pageFigures(m);
      for (const [figure, value] of Object.entries(own)) figures[`${name} ${figure}`] = value;
      results[name] = { ...m, pass: allPass(own) };
      console.log(page.path, JSON.stringify(m));
    }
    // The machine's load beside the figures: TBT on 2 cores moves with whatever else runs.
    const loadAfter = loadavg().map((l) => Math.round(l * 100) / 100);
    return { preset: "mobile (Lighthouse default)", runsPerPage: RUNS, loadBefore, loadAfter, figures, results, targets: TARGETS, pass: allPass(figures) };
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
