import { Link, Outlet } from "react-router";
import { Button } from "@/components/ui/button";
import { BetaBanner } from "./beta-banner";
import { Logo } from "./logo";
import { NavLinkList } from "./nav-link-list";
import { SIGNED_OUT_NAV } from "./nav-links";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { PageSuspense } from "../page-suspense";
import { MobileDrawer } from "./mobile-drawer";
import { ThemeToggle } from "./theme-toggle";
import { SierraLauncher } from "@/features/assistant";

/** Signed-out layout: header (drawer below 768 px), beta banner, main, footer, Sierra's button and its clearance. */
export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background pb-(--sierra-clearance) print:pb-0">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <NavLinkList links={SIGNED_OUT_NAV} />
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <ThemeToggle />
            <Button variant="ghost" asChild>
              <Link to="/auth/login">Log In</Link>
            </Button>
            <Button asChild>
              <Link to="/pricing">Sign Up</Link>
            </Button>
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <MobileDrawer />
          </div>
        </div>
      </header>
      <BetaBanner />
      <main id="main" className="flex-1">
        <PageSuspense>
          <Outlet />
        </PageSuspense>
      </main>
      <SiteFooter />
      {/* Visitors' panel is the sign-in note; on the prerendered "/" landing/sierra-button.ts runs it. */}
      <SierraLauncher userId={null} />
    </div>
  );
}
