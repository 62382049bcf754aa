import { request } from "@playwright/test";
import { BASE_URL, expect, signInAs, test } from "./support/fixtures";

// Visitors' public pages arrive rendered by the server (docs/decisions/041); the app then takes
// them over on the same data.
const serverState = "script#server-render-state";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the recipe list, a recipe and the pricing page arrive as finished pages", async ({ page }) => {
    await page.goto("/recipes");
    await expect(page).toHaveTitle("Recipes · Sierra Meal Planner");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
    await expect(page.getByTestId("recipe-card")).toHaveCount(10);
    await expect(page.getByTestId("recipe-card-skeleton")).toHaveCount(0);
    // Links are plain links until the app has started.
    const firstTitle = await page.getByTestId("recipe-card").first().getByRole("heading", { level: 2 }).innerText();
    await page.getByTestId("recipe-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ingredients" })).toBeVisible();

    await page.goto("/pricing");
    await expect(page).toHaveTitle("Pricing · Sierra Meal Planner");
    await expect(page.getByText("14-day free trial").first()).toBeVisible();
  });

  test("a search in the address is rendered with its results", async ({ page }) => {
    await page.goto("/recipes?q=chicken");
    const titles = await page.getByTestId("recipe-card").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /chicken/i.test(title))).toBe(true);
  });
});

test("the app takes the page over without a loading state, and then works", async ({ page }) => {
  // Records whether the skeleton ever appeared: the app must start on the server's data.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="recipe-card-skeleton"]')) document.documentElement.dataset.sawSkeleton = "1";
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/recipes");
  await expect(page.locator(serverState)).toHaveCount(1);
  // The app has taken over (the fixture's goto waited for it): the server's wrapper is gone.
  await expect(page.locator("[data-server-rendered]")).toHaveCount(0);
  await expect(page.getByTestId("recipe-card")).toHaveCount(10);
  await page.getByPlaceholder("Search recipes...").fill("salmon");
  await expect(page).toHaveURL(/q=salmon/);
  await expect(page.getByTestId("recipe-card").first()).toContainText(/salmon/i);
  expect(await page.evaluate(() => document.documentElement.dataset.sawSkeleton ?? "")).toBe("");
});

test.describe("a member's pages", () => {
  // Server rendering of members' pages (docs/decisions/042): their own data, sent after the
  // session check and the spec's pause, then taken over by the app.
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the dashboard and the meal plans arrive drawn for the member", async ({ page, cook }) => {
      await signInAs(page, cook);
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeVisible();
      await expect(page.getByText("Meal Plans Created")).toBeVisible();
      // The first screen sent before the page stepped aside when the page arrived.
      await expect(page.getByText("Checking authentication...")).toBeHidden();
      await page.goto("/meal-plans");
      await expect(page.getByRole("heading", { level: 1, name: "Meal Plans" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: /\d{4}$/ })).toBeVisible();
    });

    test.describe("on a phone", () => {
      // A phone's browser says so (Sec-CH-UA-Mobile, as Chrome on Android sends it): the page
      // arrives in the phone's layout, not the wide one the app would replace.
      test.use({ viewport: { width: 375, height: 800 }, extraHTTPHeaders: { "sec-ch-ua-mobile": "?1" } });

      test("the meal plans arrive as the day list, not the wide table", async ({ page, cook }) => {
        await signInAs(page, cook);
        await page.goto("/meal-plans");
        await expect(page.getByRole("list", { name: "Days" })).toBeVisible();
        await expect(page.getByTestId("plan-day").first()).toBeVisible();
        await expect(page.locator("td[data-testid=plan-day]")).toHaveCount(0);
      });
    });
  });

  test("each member's page holds only their own data, and no cache keeps it", async ({ cook, newUser }) => {
    const other = await newUser({ name: "Dana Diner" });
    for (const [member, them] of [
      [cook, other],
      [other, cook],
    ] as const) {
      const res = await member.api.get("/dashboard");
      expect(res.headers()["cache-control"]).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain(member.email);
      expect(html).toContain(`"first_name":"${member.name.split(" ")[0]}"`);
      expect(html).not.toContain(them.email);
      expect(html).not.toContain(them.id);
      // The session travels in its httpOnly cookie only, never in the page.
      expect(html).not.toMatch(/"token"/);
    }
    // Every page a member opens is rendered as that member (docs/decisions/068), never the
    // visitor's shared page, and is never kept.
    for (const path of ["/recipes", "/pantry", "/profile", "/help"]) {
      const res = await cook.api.get(path);
      expect(res.headers()["cache-control"]).toBe("private, no-store");
      const html = await res.text();
      expect(html).toContain(cook.email);
      expect(html).not.toContain(other.email);
    }
    // A visitor at the same address gets no one's page.
    const visitor = await request.newContext({ baseURL: BASE_URL });
    expect(await (await visitor.get("/dashboard")).text()).not.toContain("first_name");
    await visitor.dispose();
  });

  test("the app takes the dashboard over without a second pause, a loading state or a shift", async ({ page, cook }) => {
    await page.addInitScript(() => {
      // Records any "Checking ..." screen shown once the page has arrived (before, the first
      // screen says "Checking authentication..." by design), and the layout shifts.
      const seen = { checking: "", shift: 0 };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shift += (entry as PerformanceEntry & { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver(() => {
        if (!document.getElementById("server-render-state")) return;
        for (const element of Array.from(document.querySelectorAll("#root p, #root div, #root span")))
          if (/^Checking (permissions|authentication)\.\.\.$/.test(element.textContent ?? "") && element.checkVisibility())
            seen.checking = element.textContent ?? "";
      }).observe(document, { childList: true, subtree: true });
    });
    await signInAs(page, cook);
    await page.goto("/dashboard");
    await expect(page.locator(serverState)).toHaveCount(1);
    // The app has taken over (the fixture's goto waited for it) and works.
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back, Casey!" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(page.getByTestId("recipe-card").first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seen: { checking: string; shift: number } }).seen);
    expect(seen.checking).toBe("");
    expect(seen.shift).toBeLessThanOrEqual(0.02);
  });

  test("the app keeps the numbers the dashboard arrived with, and asks again when the dashboard is opened later", async ({ page, cook }) => {
    const statsAsked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/dashboard/stats") statsAsked.push(request.url());
    });
    await signInAs(page, cook);
    // A first signed-in page saves the browser's time zone, and a newly saved zone rightly
    // refreshes the dashboard's numbers: that happens here, before the dashboard is opened.
    const zoneSaved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/profile/preferences/default-timezone");
    await page.goto("/recipes");
    await zoneSaved;
    await page.goto("/dashboard");
    await expect(page.locator(serverState)).toHaveCount(1);
    await expect(page.getByText("Meal Plans Created")).toBeVisible();
    // Taken over (the fixture's goto waited for it): the page's numbers are as fresh as the page.
    await page.waitForTimeout(500);
    expect(statsAsked).toEqual([]);
    // Opened again inside the app, the dashboard asks for fresh numbers, as it always does.
    await page.getByRole("link", { name: "Browse Recipes" }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    // The dashboard has left the screen (on a busy machine the address changes while the
    // recipes page's code is still loading, and the dashboard stays mounted until it arrives).
    await expect(page.getByTestId("recipe-card").first()).toBeVisible();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/dashboard/stats");
    await page.goBack();
    await asked;
    await expect(page.getByText("Meal Plans Created")).toBeVisible();
  });

  test("a click, a shortcut and typing on the rendered page before the app has started are not lost", async ({ page, cook }) => {
    await signInAs(page, cook);
    // A page of its own: the fixture's pages wait for the app on every navigation.
    const early = await page.context().newPage();
    // The app's code arrives late, as on a slow phone: the rendered page stays on its own a while.
    let appAsked = false;
    await early.route(/\/assets\/(?!theme-|boot-)[^/]+\.js$/, async (route) => {
      appAsked = true;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await early.addInitScript(() => {
      // When the click came, and whether the app had taken the page over by then.
      document.addEventListener(
        "click",
        (event) => Object.assign(window, { clicked: { at: event.timeStamp, onServerPage: document.querySelector("[data-server-rendered]") !== null } }),
        true,
      );
    });
    await early.goto("/meal-plans?view=weekly", { waitUntil: "commit" });
    const serverPage = early.locator("[data-server-rendered]:not([data-first-screen])");
    const next = serverPage.getByRole("button", { name: "Next week" });
    await next.waitFor();
    const shownAt = await early.evaluate(() => performance.now());
    const period = await serverPage.getByRole("heading", { level: 2, name: /\d{4}$/ }).innerText();
    await next.click();
    await early.keyboard.press("Control+b");
    const clicked = await early.evaluate(() => (window as unknown as { clicked: { at: number; onServerPage: boolean } }).clicked);
    expect(clicked.onServerPage).toBe(true);
    expect(appAsked).toBe(true);
    test.info().annotations.push({ type: "click after the page was shown", description: `${Math.round(clicked.at - shownAt)} ms` });

    // The app arrives and does what was done: the next week, and the sidebar folded (wide screens).
    await serverPage.first().waitFor({ state: "detached", timeout: 20_000 });
    await expect(early.getByRole("heading", { level: 2, name: /\d{4}$/ })).not.toHaveText(period);
    await expect(early).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    if ((early.viewportSize()?.width ?? 0) >= 768) await expect(early.locator('[data-slot="sidebar"]')).toHaveAttribute("data-state", "collapsed");
    else await expect(early.getByRole("dialog")).toBeVisible();
    await early.close();
  });

  test("text typed into a rendered page's field before the app has started stays in the field", async ({ page, cook }) => {
    await signInAs(page, cook);
    const early = await page.context().newPage();
    await early.route(/\/assets\/(?!theme-|boot-)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await early.goto("/recipes", { waitUntil: "commit" });
    const search = early.locator("[data-server-rendered]").getByPlaceholder("Search recipes...");
    await search.pressSequentially("salmon");
    await early.locator("[data-server-rendered]").first().waitFor({ state: "detached", timeout: 20_000 });
    await expect(early.getByPlaceholder("Search recipes...")).toHaveValue("salmon");
    // The app acted on it as typing: the search ran.
    await expect(early).toHaveURL(/q=salmon/);
    await expect(early.getByTestId("recipe-card").first()).toContainText(/salmon/i);
    await early.close();
  });
});
