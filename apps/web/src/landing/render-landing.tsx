import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "@/app/theme-provider";
import { PublicLayout } from "@/app/layouts/public-layout";
import { LandingPage } from "@/features/marketing/routes/landing-page";
import { pageMeta } from "@/app/page-meta";
import { applyStoredThemeNow, THEME_STORAGE_KEY } from "@/app/theme";
import { earlyInputScript } from "@/app/early-input";

/**
 * The landing page as a visitor first sees it, rendered once at build time
 * (scripts/bundle/prerender-landing.mjs). Visitors get this HTML and a few lines of script
 * (landing/boot.ts) instead of the whole app (docs/decisions/032).
 */
export function renderLanding(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <StaticRouter location="/">
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={<LandingPage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

export const landingTitle = () => pageMeta("/")?.title ?? "Sierra Meal Planner";

/**
 * The classic script every page loads before its body: the theme switch (no flash of the wrong
 * theme), and the hold on input done before the app has taken a rendered page over (early-input.ts).
 */
export const themeScript = () => `(${applyStoredThemeNow.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});\n${earlyInputScript()}`;
